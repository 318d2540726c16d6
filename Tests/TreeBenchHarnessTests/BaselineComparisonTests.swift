import Foundation
import TestSupport
import Testing
import TreeLayout

@testable import TreeBenchHarness

@Suite("treebench compare: regressions against a baseline")
struct BaselineComparisonTests {
    /// A one-case run with one engine, with the given times and score.
    static func run(
        median: Double, min: Double, max: Double, violations: Int = 0, width: Double = 500,
        status: MeasurementStatus = .ok
    ) -> SweepResults {
        let plan = SweepPlan(generations: [3], members: [100], seeds: [1], engines: ["native"])
        let report = LayoutReport(
            engine: "native", epsilon: 0.01,
            rules: [LayoutReport.RuleResult(rule: .centred, violations: violations, worstError: Double(violations))],
            metrics: LayoutReport.Metrics(width: width, height: 190, area: width * 190, worstCentringError: 0))
        let measurement = EngineMeasurement(
            engine: "native", status: status, isolated: false, runs: 5,
            time: status == .ok ? TimingStats(median: median, min: min, max: max) : nil,
            report: status == .ok ? report : nil)
        let machine = MachineInfo(
            operatingSystem: "Test OS", kernel: "1", architecture: "x86_64", cpuModel: nil, cpuCount: 2,
            memoryBytes: 1 << 30, swiftVersion: "6.3", graphvizVersion: nil, gitCommit: nil)
        return SweepResults(
            plan: plan, machine: machine, startedAt: Date(timeIntervalSince1970: 0), durationSeconds: 1,
            interrupted: false,
            cases: [
                CaseResult(
                    parameters: SweepCase(generations: 3, members: 100, seed: 1), people: 100,
                    measurements: [measurement])
            ])
    }

    @Test("identical runs pass")
    func identicalRunsPass() {
        let baseline = Self.run(median: 0.010, min: 0.009, max: 0.012)
        let comparison = BaselineComparison(old: baseline, new: baseline, maxRegression: 0.1)
        #expect(!comparison.hasRegression)
        #expect(comparison.rows.map(\.verdict) == [.same])
    }

    @Test("a planted slow-down outside the noise band is a regression")
    func plantedSlowDown() {
        let baseline = Self.run(median: 0.010, min: 0.009, max: 0.012)
        let slower = Self.run(median: 0.020, min: 0.018, max: 0.025)
        let comparison = BaselineComparison(old: baseline, new: slower, maxRegression: 0.1)
        #expect(comparison.hasRegression)
        #expect(comparison.rows.first { $0.metric == "time" }?.verdict == .regression)
        #expect(!BaselineComparison(old: baseline, new: slower, maxRegression: 1.5).hasRegression)
    }

    @Test("a slow-down inside the noise band is not a regression")
    func slowDownWithinNoise() {
        let baseline = Self.run(median: 0.010, min: 0.005, max: 0.030)
        let slower = Self.run(median: 0.020, min: 0.011, max: 0.040)
        let comparison = BaselineComparison(old: baseline, new: slower, maxRegression: 0.1)
        #expect(!comparison.hasRegression)
        #expect(comparison.rows.first { $0.metric == "time" }?.verdict == .noise)
    }

    @Test("one more invariant violation, a wider layout or a new crash is a regression")
    func deterministicMetrics() {
        let baseline = Self.run(median: 0.010, min: 0.009, max: 0.012)
        let moreViolations = Self.run(median: 0.010, min: 0.009, max: 0.012, violations: 1)
        #expect(BaselineComparison(old: baseline, new: moreViolations, maxRegression: 0.1).hasRegression)
        let wider = Self.run(median: 0.010, min: 0.009, max: 0.012, width: 500.5)
        #expect(BaselineComparison(old: baseline, new: wider, maxRegression: 0.1).hasRegression)
        let narrower = Self.run(median: 0.010, min: 0.009, max: 0.012, width: 400)
        let better = BaselineComparison(old: baseline, new: narrower, maxRegression: 0.1)
        #expect(!better.hasRegression)
        #expect(better.rows.contains { $0.metric == "width" && $0.verdict == .better })
        let crashed = Self.run(median: 0, min: 0, max: 0, status: .crashed)
        #expect(BaselineComparison(old: baseline, new: crashed, maxRegression: 0.1).hasRegression)
    }

    @Test("regression thresholds read 10% and 10 alike", arguments: ["10%", "10"])
    func thresholdParsing(text: String) {
        #expect(RegressionThreshold(text)?.share == 0.1)
    }

    @Test("a threshold that is not a number is refused", arguments: ["ten", "-5%", ""])
    func thresholdRefused(text: String) {
        #expect(RegressionThreshold(text) == nil)
    }

    @Test("a file that is not a results file is refused with its path")
    func notAResultsFile() {
        #expect(
            throws: SweepError.results(
                path: "x.json", reason: "not a TreeBench results file (no \"schema\": \"treebench-results\")")
        ) {
            try SweepResults(jsonData: Data("{\"cases\": []}".utf8), path: "x.json")
        }
    }

    @Test("a results file cut short is said to be cut short, and bytes that are no JSON where they break")
    func truncatedResultsFile() throws {
        let whole = try Data(contentsOf: PackageRoot.url.appendingPathComponent("Data/results/quick.json"))
        let cut = whole.prefix(whole.count / 2)
        #expect(
            throws: SweepError.results(
                path: "r.json", reason: "the file ends (after \(cut.count) bytes) before its JSON does: it is cut short"
            )
        ) { try SweepResults(jsonData: Data(cut), path: "r.json") }
        #expect {
            try SweepResults(jsonData: Data("{\"schema\": \"treebench-results\",, }".utf8), path: "r.json")
        } throws: { error in "\(error)".contains("not JSON: line 1, column 32") }
    }

    @Test("a results file of another schema version is refused, saying which")
    func otherVersionRefused() throws {
        let text = try String(contentsOf: PackageRoot.file("Data/results/quick.json"), encoding: .utf8)
        #expect(text.contains("\"schemaVersion\": 2"))
        #expect(throws: Never.self) { try SweepResults(jsonData: Data(text.utf8), path: "quick.json") }
        let reasons = [
            1: "schema version 1 is older than this treebench reads (2): run the sweep again to write it",
            3: "schema version 3 is newer than this treebench reads (2)",
        ]
        for (version, reason) in reasons {
            let changed = text.replacingOccurrences(of: "\"schemaVersion\": 2", with: "\"schemaVersion\": \(version)")
            #expect(throws: SweepError.results(path: "other.json", reason: reason)) {
                try SweepResults(jsonData: Data(changed.utf8), path: "other.json")
            }
        }
    }
}
