import Foundation
import Testing

@testable import TreeBenchHarness

/// `treebench compare` as a CI gate: a new run that measured less, or worse, than its baseline
/// fails, and says why.
@Suite("treebench compare as a gate")
struct CompareGateTests {
    static let baseline = BaselineComparisonTests.run(median: 0.010, min: 0.009, max: 0.012)

    @Test("identical runs pass the gate")
    func identicalRunsPass() {
        let comparison = BaselineComparison(old: Self.baseline, new: Self.baseline, maxRegression: 0.1)
        #expect(comparison.gateFailures.isEmpty)
    }

    @Test("a new run without cases fails")
    func noCases() {
        var empty = Self.baseline
        empty.cases = []
        let failures = BaselineComparison(old: Self.baseline, new: empty, maxRegression: 0.1).gateFailures
        #expect(failures.contains { $0.contains("no cases") })
        let bothEmpty = BaselineComparison(old: empty, new: empty, maxRegression: 0.1).gateFailures
        #expect(bothEmpty.contains { $0.contains("no cases") })
    }

    @Test("a new run with fewer cases fails and names a missing one")
    func fewerCases() {
        var two = Self.baseline
        var second = two.cases[0]
        second.parameters = SweepCase(generations: 3, members: 100, seed: 2)
        second.id += "-second"
        two.cases.append(second)
        let failures = BaselineComparison(old: two, new: Self.baseline, maxRegression: 0.1).gateFailures
        #expect(failures.contains { $0.contains("missing") && $0.contains(second.id) })
    }

    @Test("an interrupted new run fails")
    func interrupted() {
        var stopped = Self.baseline
        stopped.interrupted = true
        let failures = BaselineComparison(old: Self.baseline, new: stopped, maxRegression: 0.1).gateFailures
        #expect(failures.contains { $0.contains("interrupted") })
    }

    @Test(
        "a status change for the worse fails; for the better passes",
        arguments: [
            (MeasurementStatus.ok, MeasurementStatus.crashed, true), (.ok, .timedOut, true), (.ok, .outOfMemory, true),
            (.timedOut, .outOfMemory, true), (.outOfMemory, .crashed, true), (.outOfMemory, .timedOut, false),
            (.crashed, .ok, false), (.timedOut, .ok, false),
        ])
    func statusChange(from old: MeasurementStatus, to new: MeasurementStatus, fails: Bool) {
        let before = BaselineComparisonTests.run(median: 0.010, min: 0.009, max: 0.012, status: old)
        let after = BaselineComparisonTests.run(median: 0.010, min: 0.009, max: 0.012, status: new)
        let failures = BaselineComparison(old: before, new: after, maxRegression: 0.1).gateFailures
        #expect(failures.isEmpty != fails, "\(old) → \(new): \(failures)")
        if fails { #expect(failures.contains { $0.contains("\(old.rawValue) → \(new.rawValue)") }) }
    }
}
