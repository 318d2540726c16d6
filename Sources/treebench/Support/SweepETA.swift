import TreeBenchHarness

/// The time a sweep still needs, from what its finished measurements cost.
///
/// Each engine's cost is measured per unit of expected work (people × runs, the unit of
/// ``TreeBenchHarness/SweepProgress/completedWork``): the time between two progress reports is charged
/// to the engine that ran in between, with the work it did. What is left of each engine's work
/// is priced at that engine's own rate, so a slow engine's remaining cases weigh what its
/// finished ones cost, and a large case weighs more than a small one. An engine that has not
/// finished anything yet is priced at the slowest rate seen.
struct SweepETA {
    /// For each engine, the seconds and the work of its finished measurements.
    private var spent: [String: (seconds: Double, work: Double)] = [:]
    /// The last report: when, the engine about to run, and the work done by then.
    private var last: (seconds: Double, engine: String, completedWork: Double)?

    /// Records a progress report made `seconds` after the sweep started.
    mutating func record(_ progress: SweepProgress, at seconds: Double) {
        if let last, progress.completedWork > last.completedWork {
            var entry = spent[last.engine, default: (0, 0)]
            entry.seconds += max(0, seconds - last.seconds)
            entry.work += progress.completedWork - last.completedWork
            spent[last.engine] = entry
        }
        last = (seconds, progress.engine, progress.completedWork)
    }

    /// The seconds still needed after `progress`, or `nil` before anything has finished.
    ///
    /// The work left is split evenly between the engines (each measures every case).
    func remainingSeconds(after progress: SweepProgress) -> Double? {
        let rates = spent.values.filter { $0.work > 0 }.map { $0.seconds / $0.work }
        guard let slowest = rates.max() else { return nil }
        let engines = max(progress.engineCount, 1)
        let workLeft = max(0, progress.totalWork - progress.completedWork)
        guard workLeft > 0 else { return 0 }
        // Work per engine still to do: all engines share the cases left evenly.
        var seconds = 0.0
        var named = Set(spent.keys)
        named.insert(progress.engine)
        let perEngine = workLeft / Double(engines)
        for engine in named {
            let rate = spent[engine].flatMap { $0.work > 0 ? $0.seconds / $0.work : nil } ?? slowest
            seconds += perEngine * rate
        }
        // Engines not seen yet (fewer names than engines) cost the slowest rate.
        seconds += Double(max(0, engines - named.count)) * perEngine * slowest
        return seconds
    }

    /// `m:ss` for the seconds left, rounded up, so work still to do never reads `0:00`;
    /// `--:--` while unknown.
    static func format(_ seconds: Double?, workLeft: Bool) -> String {
        guard let seconds, seconds.isFinite else { return "--:--" }
        var whole = Int(seconds.rounded(.up))
        if workLeft { whole = max(whole, 1) }
        if whole >= 3600 { return String(format: "%d:%02d:%02d", whole / 3600, whole / 60 % 60, whole % 60) }
        return String(format: "%d:%02d", whole / 60, whole % 60)
    }
}
