import Foundation
import TestSupport
import Testing
import TreeBenchHarness

/// `treebench run --shard I/N` and `treebench merge`, as a CI matrix uses them.
@Suite("Sharded sweeps and merge")
struct ShardMergeTests {
    static let grid = [
        "run", "--engines", "native,dot,d3", "--generations", "3,5", "--members", "20,45,90", "--seeds", "2",
        "--shapes", "balanced,wide", "--repeat", "1", "--warmup", "0",
    ]

    /// Starts `treebench arguments…` without waiting.
    static func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = CommandLineRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = PackageRoot.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// results.json without what depends on the clock or the run: times, ratios, fits, memory,
    /// the start and duration, the machine, and the shard.
    static func deterministic(_ folder: URL) throws -> NSDictionary {
        let data = try Data(contentsOf: folder.appendingPathComponent("results.json"))
        let timed: Set<String> = [
            "time", "cold", "total", "setup", "readBack", "ratio", "fit", "medianTime", "peakMemoryBytes", "startedAt",
            "durationSeconds", "machine", "shard", "layoutPeakBytes", "bytesPerPerson",
        ]
        func strip(_ value: Any) -> Any {
            if let object = value as? [String: Any] {
                return object.filter { !timed.contains($0.key) }.mapValues(strip)
            }
            if let array = value as? [Any] { return array.map(strip) }
            return value
        }
        return try #require(strip(try JSONSerialization.jsonObject(with: data)) as? NSDictionary)
    }

    @Test("three shards run as separate processes and merged equal the unsharded run in every deterministic field")
    func mergedEqualsUnsharded() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "treebench-shards-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let shards = (1...3).map { root.appendingPathComponent("shard\($0)") }
        let running = try (1...3).map {
            try Self.start(Self.grid + ["--shard", "\($0)/3", "--out", shards[$0 - 1].path])
        }
        for process in running { process.waitUntilExit() }
        #expect(running.allSatisfy { $0.terminationStatus == 0 })

        let caseCounts = try shards.map { folder in
            ((try Self.deterministic(folder))["cases"] as? [Any])?.count ?? 0
        }
        #expect(caseCounts == [8, 8, 8])

        let merged = root.appendingPathComponent("merged")
        let merge = try CommandLineRunner.run(["merge"] + shards.map(\.path) + ["--out", merged.path])
        #expect(merge.status == 0, "\(merge.standardError)")
        for name in ["results.json", "results.csv", "summary.md", "index.html", "benchmark-action.json"] {
            #expect(FileManager.default.fileExists(atPath: merged.appendingPathComponent(name).path), "\(name)")
        }

        let whole = root.appendingPathComponent("whole")
        let single = try Self.start(Self.grid + ["--out", whole.path])
        single.waitUntilExit()
        #expect(single.terminationStatus == 0)
        #expect(try Self.deterministic(merged) == Self.deterministic(whole))
    }

    @Test("merge refuses a missing shard, a shard given twice, another plan, and a whole run, saying why")
    func mergeRefuses() throws {
        func part(_ shard: SweepShard?, repetitions: Int = 1) -> SweepResults {
            var plan = SweepPlan(generations: [3], members: [20, 40, 80], seeds: [1], engines: ["native"])
            plan.repetitions = repetitions
            plan.shard = shard
            let machine = MachineInfo(
                operatingSystem: "Linux", kernel: "6", architecture: "x86_64", cpuModel: nil, cpuCount: 2,
                memoryBytes: 1 << 30, swiftVersion: "6.3", graphvizVersion: "2.43.0", gitCommit: "abc")
            return SweepResults(
                plan: plan, machine: machine, startedAt: Date(), durationSeconds: 1, interrupted: false, cases: [])
        }
        func reason(_ parts: [SweepResults]) -> String {
            do {
                _ = try SweepResults.merging(parts.enumerated().map { ("s\($0.offset + 1)/results.json", $0.element) })
                return "merged"
            } catch {
                return error.description
            }
        }
        let one = SweepShard(index: 1, count: 3)
        let two = SweepShard(index: 2, count: 3)
        let three = SweepShard(index: 3, count: 3)
        #expect(reason([part(one), part(two), part(three)]) == "merged")
        #expect(reason([part(one), part(three)]) == "cannot merge: shard 2/3 missing")
        #expect(reason([part(one), part(one), part(three)]).contains("are both shard 1/3"))
        #expect(
            reason([part(one), part(two, repetitions: 5), part(three)])
                == "cannot merge: s2/results.json ran another plan than s1/results.json (repetitions differ)")
        #expect(reason([part(nil)]).contains("is a whole sweep, not a shard"))
    }

    @Test("shards deal the cases smallest first in rounds, alternately forwards and backwards")
    func balancedDealing() {
        let three = (1...3).map { index in (0..<9).filter { SweepShard(index: index, count: 3).contains(position: $0) }
        }
        #expect(three == [[0, 5, 6], [1, 4, 7], [2, 3, 8]])
        #expect(SweepShard(parsing: "2/3") == SweepShard(index: 2, count: 3))
        for bad in ["0/3", "4/3", "1/0", "3", "a/b", "1/2/3"] { #expect(SweepShard(parsing: bad) == nil, "\(bad)") }
    }
}
