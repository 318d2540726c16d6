import FamilyTree
import TreeLayout

/// Times one engine on one family: warm-up runs first, then the timed runs.
///
/// The same code times an engine inside the harness and inside a worker process, so both are
/// measured alike.
enum CaseTimer {
    /// Runs `engine` on `family` `warmUps + repetitions` times and keeps the timed runs.
    ///
    /// - Parameters:
    ///   - sample: Called after each timed run, e.g. to stream it to the parent process.
    /// - Returns: The timed runs and the last layout (to score).
    /// - Throws: The engine's error.
    /// - Complexity: (warmUps + repetitions) layouts of the family.
    static func measure(
        _ engine: any LayoutEngine,
        family: Family,
        options: LayoutOptions,
        warmUps: Int,
        repetitions: Int,
        sample: (LayoutTimings) -> Void = { _ in }
    ) throws -> (samples: [LayoutTimings], layout: FamilyLayout) {
        let clock = ContinuousClock()
        var samples: [LayoutTimings] = []
        var last: FamilyLayout?
        for run in 0..<(warmUps + max(repetitions, 1)) {
            let start = clock.now
            let layout = try engine.layout(family, options: options)
            let total = (clock.now - start).seconds
            last = layout
            guard run >= warmUps else { continue }
            // The engine's phases, the whole call around them; an engine without phases is all layout.
            var measured = layout.timings
            measured.total = total
            if measured.layout <= 0 { measured.layout = total }
            samples.append(measured)
            sample(measured)
        }
        // The loop runs at least once, so there is a layout.
        return (samples, last!)
    }
}
