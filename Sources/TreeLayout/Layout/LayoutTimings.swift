/// Time an engine spent in each phase, in seconds; zero for phases it does not have.
///
/// Engines fill in their phases; a harness that times the whole call (TreeBench's sweep) adds
/// ``total`` and keeps one of these per timed run.
public struct LayoutTimings: Hashable, Sendable, Codable {
    /// Wall clock around the whole engine call, when a harness timed it; 0 otherwise.
    public var total: Double
    /// Building the engine's input (dot: the cgraph graph).
    public var setup: Double
    /// The layout call alone (dot: `gvLayout`).
    public var layout: Double
    /// Reading the result back into a ``FamilyLayout``.
    public var readBack: Double
    /// The layout call when it ran *cold*, on its first run: for an engine in another runtime
    /// (d3 under Node.js) the first call in that runtime, before its compiler optimised the code,
    /// while ``layout`` is the same call run again, warm; a harness that runs engines more than
    /// once records its own first run here. 0 when not measured.
    public var cold: Double
    /// For an engine that runs the whole path from file to file (TreeBench's `native:file`), each
    /// step; ``layout`` is then the path end to end.
    public var path: PathTimings?

    /// Creates timings.
    public init(
        total: Double = 0, setup: Double = 0, layout: Double = 0, readBack: Double = 0, cold: Double = 0,
        path: PathTimings? = nil
    ) {
        self.total = total
        self.setup = setup
        self.layout = layout
        self.readBack = readBack
        self.cold = cold
        self.path = path
    }
}
