import Testing
import TreeBenchHarness

@testable import treebench

@Suite("Progress bar")
struct ProgressBarTests {
    /// A report of a plan of `cases` cases of `members` people each, two engines, one run each.
    static func progress(done measurements: Int, engine: String, cases: Int = 10, members: Int = 100) -> SweepProgress {
        SweepProgress(
            completedWork: Double(measurements * members), totalWork: Double(cases * 2 * members),
            completedMeasurements: measurements, totalMeasurements: cases * 2,
            currentCase: SweepCase(generations: 3, members: members, seed: 1), engine: engine, engineCount: 2)
    }

    @Test(
        "drawn on a terminal outside CI; CI or a pipe silences it; the flags decide when given",
        arguments: [
            (nil, [:], true, true), (nil, ["CI": "true"], true, false), (nil, ["CI": "1"], true, false),
            (nil, ["CI": "false"], true, true), (nil, [:], false, false), (true, ["CI": "true"], false, true),
            (false, [:], true, false),
        ] as [(Bool?, [String: String], Bool, Bool)])
    func drawing(_ forced: Bool?, _ environment: [String: String], _ isTerminal: Bool, _ drawn: Bool) {
        #expect(ProgressBar.shouldDraw(forced: forced, environment: environment, isTerminal: isTerminal) == drawn)
    }

    @Test("each engine's remaining work is priced at its own measured rate")
    func perEngineRates() throws {
        var eta = SweepETA()
        // Case 1: fast takes 1 s, then slow takes 9 s.
        eta.record(Self.progress(done: 0, engine: "fast"), at: 0)
        eta.record(Self.progress(done: 1, engine: "slow"), at: 1)
        eta.record(Self.progress(done: 2, engine: "fast"), at: 10)
        // 9 cases left per engine: 9 × 1 s + 9 × 9 s.
        let left = try #require(eta.remainingSeconds(after: Self.progress(done: 2, engine: "fast")))
        #expect(abs(left - 90) < 1e-9)
    }

    @Test("the time left is unknown before anything finished, and never reads 0:00 while work remains")
    func neverZero() {
        var eta = SweepETA()
        eta.record(Self.progress(done: 0, engine: "fast"), at: 0)
        #expect(
            SweepETA.format(eta.remainingSeconds(after: Self.progress(done: 0, engine: "fast")), workLeft: true)
                == "--:--")
        // A very fast first measurement: a few milliseconds for a tenth of the work.
        eta.record(Self.progress(done: 2, engine: "fast"), at: 0.004)
        let text = SweepETA.format(eta.remainingSeconds(after: Self.progress(done: 2, engine: "fast")), workLeft: true)
        #expect(text == "0:01")
        #expect(SweepETA.format(0, workLeft: false) == "0:00")
        #expect(SweepETA.format(61.2, workLeft: true) == "1:02")
        #expect(SweepETA.format(3725, workLeft: true) == "1:02:05")
    }

    @Test("the bar counts cases, the unit the summary counts")
    func countsCases() {
        let line = ProgressBar.line(Self.progress(done: 7, engine: "dot"), estimate: SweepETA())
        #expect(line.contains("case 3/10"), "\(line)")
        #expect(line.contains(" 35%"))
    }
}
