import Foundation
import TestSupport
import Testing
import TreeBenchHarnessTestSupport

@testable import TreeBenchHarness

@Suite("A tiny sweep end to end")
struct SweepEndToEndTests {
    /// Two in-process engines on six small families; no worker needed.
    static func tinyResults() async throws -> SweepResults {
        let plan = SweepPlan(
            generations: [2, 3], members: [12, 30, 60], seeds: [1], engines: ["native", "test:rows"], repetitions: 2,
            warmUps: 1)
        return try await Sweep(plan: plan, workerExecutable: "/nonexistent", extraEngines: TestEngine.sweepEngines)
            .run()
    }

    @Test("every report file is written, and the CSV has one row per engine per case")
    func writesEveryFile() async throws {
        let results = try await Self.tinyResults()
        let folder = try TestPaths.temporaryFolder("reports")
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try SweepReports.write(results, to: folder.path)
        #expect(written.map { URL(fileURLWithPath: $0).lastPathComponent } == SweepReports.fileNames)
        for name in SweepReports.fileNames {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            #expect(!data.isEmpty, "\(name) is empty")
        }
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("native | test:rows"), "the smallest case's pictures side by side")
        #expect(results.examples.count == 1)
        let csv = try String(contentsOf: folder.appendingPathComponent("results.csv"), encoding: .utf8)
        let rows = csv.split(separator: "\n").dropFirst()
        #expect(results.cases.count == 6)
        #expect(rows.count == results.cases.count * 2)
        let header = csv.split(separator: "\n")[0].split(separator: ",")
        for row in rows {
            #expect(row.split(separator: ",", omittingEmptySubsequences: false).count == header.count)
        }
        let engines = rows.map { $0.split(separator: ",", omittingEmptySubsequences: false)[6] }
        #expect(engines.filter { $0 == "native" }.count == 6)
        #expect(engines.filter { $0 == "test:rows" }.count == 6)
    }

    @Test("results.json validates against docs/results.schema.json and reads back")
    func resultsValidateAgainstSchema() async throws {
        let results = try await Self.tinyResults()
        let data = try results.jsonData()
        let problems = try JSONSchemaCheck.resultsSchemaProblems(of: try JSONSerialization.jsonObject(with: data))
        #expect(problems.isEmpty, "\(problems.prefix(10))")

        let reread = try SweepResults(jsonData: data, path: "results.json")
        #expect(reread.cases == results.cases)
        #expect(reread.schemaVersion == SweepResults.currentSchemaVersion)
    }

    @Test("the schema check catches a file that breaks the schema")
    func schemaCheckCatchesBreakage() async throws {
        let results = try await Self.tinyResults()
        var document = try #require(try JSONSerialization.jsonObject(with: results.jsonData()) as? [String: Any])
        document.removeValue(forKey: "machine")
        document["interrupted"] = "no"
        let problems = try JSONSchemaCheck.resultsSchemaProblems(of: document)
        #expect(problems.contains { $0.contains("\"machine\"") })
        #expect(problems.contains { $0.contains("$.interrupted") })
    }

    /// The second opinion: Python's `jsonschema` (pinned in scripts/engines/requirements.txt, which
    /// scripts/setup.sh installs into `.venv`, as `make test` runs it) on the same file and schema.
    @Test("results.json passes python's jsonschema too")
    func pythonJSONSchema() async throws {
        let folder = try TestPaths.temporaryFolder("python-schema")
        defer { try? FileManager.default.removeItem(at: folder) }
        let resultsPath = folder.appendingPathComponent("results.json").path
        try OutputFile.write(try await Self.tinyResults().jsonData(), to: resultsPath)
        let script = """
            import json, sys
            import jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            jsonschema.validate(json.load(open(sys.argv[2])), schema, cls=jsonschema.Draft202012Validator)
            """
        let schemaPath = PackageRoot.url.appendingPathComponent("docs/results.schema.json").path
        let python = PackageRoot.url.appendingPathComponent(".venv/bin/python3")
        try #require(
            FileManager.default.isExecutableFile(atPath: python.path),
            "no \(python.path): run scripts/setup.sh (make test does)")
        let outcome = try await ProgramRunner.run(python, ["-c", script, schemaPath, resultsPath])
        #expect(outcome.status == 0, "\(outcome.errorText)")
    }

    @Test("ratios are taken against the first engine, case by case")
    func ratiosAgainstReference() async throws {
        let results = try await Self.tinyResults()
        for result in results.cases {
            let reference = try #require(result.measurement(of: "native"))
            let other = try #require(result.measurement(of: "test:rows"))
            #expect(reference.ratio == 1)
            let expected = try #require(other.time?.median) / (try #require(reference.time?.median))
            #expect(other.ratio == expected)
        }
    }
}
