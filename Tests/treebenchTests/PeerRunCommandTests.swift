import Foundation
import TestSupport
import Testing
import TreeBenchHarness

/// `treebench run` with the peer engines, as a user runs it after `scripts/setup.sh`.
@Suite("treebench run with peer engines")
struct PeerRunCommandTests {
    static func run(
        _ arguments: [String], environment: [String: String] = [:]
    ) throws -> (
        status: Int32, results: [String: Any], errors: String
    ) {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("treebench-peers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let outcome = try ProgramRunner.runBlocking(
            CommandLineRunner.executable,
            ["run", "--generations", "3", "--members", "30,60", "--repeat", "1", "--warmup", "0", "--out", out.path]
                + arguments, environment: environment, currentDirectory: PackageRoot.url)
        let data = try Data(contentsOf: out.appendingPathComponent("results.json"))
        let results = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (outcome.status, results, outcome.errorText)
    }

    static func statuses(_ results: [String: Any], engine: String) -> [String] {
        let cases = results["cases"] as? [[String: Any]] ?? []
        return cases.flatMap { ($0["measurements"] as? [[String: Any]] ?? []) }
            .filter { $0["engine"] as? String == engine }.compactMap { $0["status"] as? String }
    }

    @Test("d3 and igraph run in workers beside native, and machine names their versions")
    func peersRun() throws {
        let (status, results, _) = try Self.run(["--engines", "native,d3,igraph"])
        #expect(status == 0)
        #expect(Self.statuses(results, engine: "d3") == ["ok", "ok"])
        #expect(Self.statuses(results, engine: "igraph") == ["ok", "ok"])
        let versions = (results["machine"] as? [String: Any])?["engineVersions"] as? [String: String]
        #expect(versions?["d3"]?.contains("Node.js") == true)
        #expect(versions?["igraph"]?.hasPrefix("igraph ") == true)
    }

    @Test("a missing runtime skips the engine with the reason, and the sweep succeeds")
    func missingRuntimeSkips() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent(
            "treebench-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: empty.appendingPathComponent("scripts/engines"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let (status, results, errors) = try Self.run(
            ["--engines", "native,igraph"], environment: ["TREEBENCH_ROOT": empty.path])
        #expect(status == 0)
        #expect(Self.statuses(results, engine: "native") == ["ok", "ok"])
        #expect(Self.statuses(results, engine: "igraph") == ["skipped", "skipped"])
        #expect(errors.contains("skipping igraph: engine igraph is not available"))
        #expect(errors.contains(".venv is missing (run scripts/setup.sh)"))
    }
}
