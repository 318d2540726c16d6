import ArgumentParser
import TreeBenchHarness
import TreeLayout

/// `--dot-time-limit SECONDS`: the longest Graphviz's dot may take to lay out a chart in `layout`
/// and `render`. dot runs in a worker process (`treebench dot-worker`), killed at the limit, since
/// Graphviz cannot be interrupted in process; the command then exits 65 and writes nothing.
struct DotTimeLimitOptions: ParsableArguments {
    /// 120 s: dot takes about 23 s of CPU for 10,000 people (README's speed table) and about 10 s
    /// for the deepest chart it is given (4,000 generations), so a family dot can draw finishes
    /// within it even on a busy or slower machine, while a chart that would keep dot busy for
    /// hours is stopped in two minutes.
    static let defaultSeconds = 120.0

    /// The values `--dot-time-limit` takes: those of `run --timeout`.
    static let range = OptionRange(option: "--dot-time-limit", range: SweepPlan.timeoutRange, unit: "seconds")

    @Option(
        name: .customLong("dot-time-limit"),
        help: ArgumentHelp(
            "The longest dot may take to lay out the chart (\(range.text)); past it dot is stopped and "
                + "the command exits 65, writing nothing.",
            valueName: "seconds"))
    var seconds = defaultSeconds

    func validate() throws {
        try Self.range.check(seconds)
    }

    /// `engine` with the time limit when it is dot (`dot`, `dot:fast`), else `engine` itself.
    func limiting(_ engine: any LayoutEngine) -> any LayoutEngine {
        TimeLimitedDotLayout.limiting(engine, toSeconds: seconds)
    }
}
