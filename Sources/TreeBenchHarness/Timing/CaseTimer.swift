import FamilyTree
import TreeLayout

/// Times one engine on one family: warm-up runs first, then the timed runs.
///
/// The same code times an engine inside the harness and inside a worker process, so both are
/// measured alike. Every engine is timed warm, and its cold figure is kept beside: the first
/// run's layout time (``TreeLayout/LayoutTimings/cold`` of the first timed sample), or, for an
/// engine that reports its own (a peer's first call in its runtime), that of every sample.
enum CaseTimer {
    /// What one engine did on one family.
    struct Outcome {
        /// One entry per timed run.
        var samples: [LayoutTimings]
        /// The last layout (to score).
        var layout: FamilyLayout
        /// The allocation high-water mark of the first run (``LayoutMemory``), `nil` where
        /// allocations are not counted.
        var peakBytes: Int?
    }

    /// Runs `engine` on `family` `warmUps + repetitions` times and keeps the timed runs.
    ///
    /// The first run's allocations are counted (``LayoutMemory``): a warm-up when there is one,
    /// so that no timed run pays for the counting; otherwise the first timed run, where counting
    /// costs one usable-size look-up per allocation (a handful for the native engine).
    ///
    /// - Parameters:
    ///   - sample: Called after each timed run, e.g. to stream it to the parent process.
    /// - Returns: The timed runs, the last layout and the first run's allocation high-water mark.
    /// - Throws: The engine's error.
    /// - Complexity: (warmUps + repetitions) layouts of the family.
    static func measure(
        _ engine: any LayoutEngine,
        family: FamilyChart,
        options: LayoutOptions,
        warmUps: Int,
        repetitions: Int,
        sample: (LayoutTimings) -> Void = { _ in }
    ) throws -> Outcome {
        let clock = ContinuousClock()
        var samples: [LayoutTimings] = []
        var last: FamilyLayout?
        var peakBytes: Int?
        var firstRun = 0.0
        for run in 0..<(warmUps + max(repetitions, 1)) {
            let start = clock.now
            let layout: FamilyLayout
            if run == 0 {
                (layout, peakBytes) = try LayoutMemory.measure { try engine.layout(family, options: options) }
            } else {
                layout = try engine.layout(family, options: options)
            }
            let total = (clock.now - start).seconds
            last = layout
            if run == 0 { firstRun = layout.timings.layout > 0 ? layout.timings.layout : total }
            guard run >= warmUps else { continue }
            // The engine's phases, the whole call around them; an engine without phases is all layout.
            var measured = layout.timings
            measured.total = total
            if measured.layout <= 0 { measured.layout = total }
            if measured.cold <= 0 && samples.isEmpty { measured.cold = firstRun }
            samples.append(measured)
            sample(measured)
        }
        // The loop runs at least once, so there is a layout.
        return Outcome(samples: samples, layout: last!, peakBytes: peakBytes)
    }
}
