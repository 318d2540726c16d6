import Foundation
import Testing
import TreeBenchHarness
import TreeLayout

/// `results.json` as merge and compare read it: every figure held to the schema's ranges, so a
/// hostile or corrupt file is refused naming the case and the field, and no count overflows.
@Suite("Results files are checked against the schema")
struct ResultsValidationTests {
    /// A valid file of one case of one shard (1/1 of a two-engine plan), as a JSON object to mutate.
    static func validDocument(shard: SweepShard? = nil) throws -> [String: Any] {
        var plan = SweepPlan(generations: [3], members: [20], seeds: [1], engines: ["native", "dot"])
        plan.shard = shard
        let parameters = SweepCase(generations: 3, members: 20, seed: 1)
        let report = LayoutReport(
            engine: "native", epsilon: 0.01,
            rules: LayoutReport.Rule.allCases.map { LayoutReport.RuleResult(rule: $0) },
            metrics: LayoutReport.Metrics(width: 300, height: 190, area: 57_000))
        let measurements = ["native", "dot"].map { engine in
            EngineMeasurement(
                engine: engine, status: .ok, isolated: false, runs: 3,
                time: TimingStats(median: 0.002, min: 0.001, max: 0.003), ratio: 1, report: report)
        }
        let machine = MachineInfo(
            operatingSystem: "Linux", kernel: "6", architecture: "x86_64", cpuModel: nil, cpuCount: 2,
            memoryBytes: 1 << 30, swiftVersion: "6.3", graphvizVersion: "2.43.0", gitCommit: "abc")
        let results = SweepResults(
            plan: plan, machine: machine, startedAt: Date(timeIntervalSince1970: 1_800_000_000), durationSeconds: 1,
            interrupted: false,
            cases: [CaseResult(parameters: parameters, people: 20, measurements: measurements)])
        return try #require(try JSONSerialization.jsonObject(with: results.jsonData()) as? [String: Any])
    }

    /// A change to one field of the valid document, by its path (`cases.0.measurements.0.time.median`).
    struct Mutation: CustomTestStringConvertible, Sendable {
        var path: String
        var value: @Sendable () -> Any
        /// A second field changed with the first, when one is not enough.
        var also: (path: String, value: @Sendable () -> Any)? = nil
        /// What the error must say, beside the file's path.
        var message: String
        var testDescription: String { "\(path) → \(message)" }
    }

    static func set(_ value: Any, at path: ArraySlice<Substring>, in document: Any) -> Any {
        guard let key = path.first else { return value }
        if var array = document as? [Any], let index = Int(key) {
            if index == array.count {
                array.append(array[index - 1])
            } else {
                array[index] = set(value, at: path.dropFirst(), in: array[index])
            }
            return array
        }
        var object = document as? [String: Any] ?? [:]
        object[String(key)] = set(value, at: path.dropFirst(), in: object[String(key)] ?? [String: Any]())
        return object
    }

    static let mutations: [Mutation] = [
        // The issue's reproducers: Int.max violations, a time of 1e308, a negative time.
        Mutation(
            path: "cases.0.measurements.0.report.rules.0.violations", value: { Int.max },
            message:
                "case \"g3-m20-s1\", engine \"native\", report.rules.centred.violations is 9223372036854775807; it must be 0 to 9007199254740991"
        ),
        Mutation(
            path: "cases.0.measurements.0.time.median", value: { 1e308 },
            message: "case \"g3-m20-s1\", engine \"native\", time.median is 1e+308; it must be 0 to 1e9 seconds"),
        Mutation(
            path: "cases.0.measurements.1.time.min", value: { -5 },
            message: "case \"g3-m20-s1\", engine \"dot\", time.min is -5.0; it must be 0 to 1e9 seconds"),
        Mutation(
            path: "cases.0.measurements.0.report.rules.2.violations", value: { -1 },
            message: "engine \"native\", report.rules.couples-adjacent.violations is -1; it must be 0 to"),
        Mutation(
            path: "cases.0.measurements.0.ratio", value: { -2 },
            message: "ratio is -2.0; it must be a finite number of 0 or more"),
        Mutation(
            path: "cases.0.measurements.0.time.max", value: { 0.0015 },
            message: "time is min 0.001, median 0.002, max 0.0015; it must be in order min ≤ median ≤ max"),
        Mutation(
            path: "cases.0.measurements.0.report.metrics.width", value: { -1 },
            message: "report.metrics.width is -1.0; it must be a finite number of 0 or more"),
        Mutation(
            path: "cases.0.measurements.1.engine", value: { "native" },
            message: "case \"g3-m20-s1\", measurements.engine is \"native\"; it must be unique in its case"),
        Mutation(
            path: "cases.0.measurements.1.engine", value: { "dot:faster" },
            message: "measurements.engine is \"dot:faster\"; it must be one of the plan's engines"),
        Mutation(
            path: "cases.1", value: { 0 },
            message: "case \"g3-m20-s1\", id is \"g3-m20-s1\"; it must be unique in the file"),
        Mutation(
            path: "cases.0.id", value: { "g3-m99-s1" },
            message: "case \"g3-m99-s1\", id is \"g3-m99-s1\"; it must be the id of its parameters, \"g3-m20-s1\""),
        Mutation(
            path: "durationSeconds", value: { 1e300 }, message: "durationSeconds is 1e+300; it must be 0 to 1e9 seconds"
        ),
        Mutation(
            path: "plan.engines.1", value: { "native" },
            message: "plan.engines is \"native\"; it must be unique in the plan"),
        Mutation(path: "plan.repetitions", value: { 0 }, message: "plan.repetitions is 0; it must be 1 to 1000"),
        Mutation(
            path: "plan.shard", value: { ["index": 0, "count": 0] }, message: "plan.shard.count is 0; it must be 1 to 1"
        ),
        Mutation(
            path: "plan.seeds", value: { Array(1...1_001) }, also: ("plan.members", { Array(1...1_000) }),
            message: "plan is a grid of more cases; it must be at most 1000000 cases"),
        Mutation(
            path: "cases.0.measurements.0.time", value: { "fast" },
            message: "case \"g3-m20-s1\" (cases[0].measurements[0].time): not the schema's object or array"),
        Mutation(
            path: "cases.0.measurements.0.runs", value: { 1e30 },
            message:
                "case \"g3-m20-s1\" (cases[0]), engine \"native\": a number does not fit its field (a whole number with a fraction, or beyond ±2^63)"
        ),
    ]

    @Test("a field outside the schema is refused naming the file, the case and the field", arguments: mutations)
    func refused(mutation: Mutation) throws {
        var document: Any = Self.set(
            mutation.value(), at: mutation.path.split(separator: ".")[...], in: try Self.validDocument())
        if let also = mutation.also {
            document = Self.set(also.value(), at: also.path.split(separator: ".")[...], in: document)
        }
        let data = try JSONSerialization.data(withJSONObject: document)
        do {
            _ = try SweepResults(jsonData: data, path: "shard/results.json")
            Issue.record("read without an error")
        } catch {
            #expect(error.description.hasPrefix("shard/results.json: does not match the results schema: "))
            #expect(error.description.contains(mutation.message), "\(error.description)")
        }
    }

    @Test("the valid document reads, and its summaries are computed again rather than trusted")
    func validReads() throws {
        var document = try Self.validDocument()
        document["engines"] = [
            [
                "engine": "native", "statusCounts": ["ok": 99], "totalViolations": Int.max,
                "violationsByRule": [String: Int](),
            ]
        ]
        let results = try SweepResults(
            jsonData: try JSONSerialization.data(withJSONObject: document), path: "results.json")
        #expect(results.engines.map(\.engine) == ["native", "dot"])
        #expect(results.engines.first?.statusCounts == ["ok": 1])
        #expect(results.engines.first?.totalViolations == 0)
    }

    @Test("totals of counts saturate at Int.max instead of trapping")
    func totalsSaturate() {
        #expect([Int.max, 5].saturatingSum() == Int.max)
        #expect([Int.min, -5].saturatingSum() == Int.min)
        #expect([1, 2, 3].saturatingSum() == 6)
        let rules = [
            LayoutReport.RuleResult(rule: .centred, violations: Int.max),
            LayoutReport.RuleResult(rule: .rows, violations: 7),
        ]
        let report = LayoutReport(engine: "native", epsilon: 0.01, rules: rules, metrics: LayoutReport.Metrics())
        #expect(report.violationCount == Int.max)
        let measurement = EngineMeasurement(engine: "native", status: .ok, isolated: false, report: report)
        let cases = (1...2).map { seed in
            CaseResult(
                parameters: SweepCase(generations: 3, members: 20, seed: UInt64(seed)), people: 20,
                measurements: [measurement])
        }
        let summary = EngineSummary(engine: "native", cases: cases)
        #expect(summary.totalViolations == Int.max)
        #expect(summary.violationsByRule["centred"] == Int.max)
    }

    @Test("merge refuses a case that two shards both hold, or that is not its shard's")
    func mergeRefusesForeignCases() throws {
        func part(_ index: Int, cases: [Int]) throws -> (path: String, results: SweepResults) {
            var plan = SweepPlan(generations: [3], members: [20, 40], seeds: [1], engines: ["native"])
            plan.shard = SweepShard(index: index, count: 2)
            let machine = MachineInfo(
                operatingSystem: "Linux", kernel: "6", architecture: "x86_64", cpuModel: nil, cpuCount: 2,
                memoryBytes: 1 << 30, swiftVersion: "6.3", graphvizVersion: "2.43.0", gitCommit: "abc")
            let results = SweepResults(
                plan: plan, machine: machine, startedAt: Date(), durationSeconds: 1, interrupted: false,
                cases: cases.map { members in
                    CaseResult(
                        parameters: SweepCase(generations: 3, members: members, seed: 1), people: members,
                        measurements: [])
                })
            return ("s\(index)/results.json", results)
        }
        func reason(_ parts: [(path: String, results: SweepResults)]) -> String {
            do {
                _ = try SweepResults.merging(parts)
                return "merged"
            } catch {
                return error.description
            }
        }
        #expect(try reason([part(1, cases: [20]), part(2, cases: [40])]) == "merged")
        #expect(
            try reason([part(1, cases: [20]), part(2, cases: [40, 20])])
                == "cannot merge: case \"g3-m20-s1\" is in both s1/results.json and s2/results.json")
        #expect(
            try reason([part(1, cases: [40]), part(2, cases: [])])
                == "cannot merge: s1/results.json: case \"g3-m40-s1\" belongs to another shard than 1/2")
        #expect(
            try reason([part(1, cases: [80]), part(2, cases: [])])
                == "cannot merge: s1/results.json: case \"g3-m80-s1\" is not in the plan")
    }
}
