/// One timed layout run, in seconds.
public struct RunSample: Hashable, Sendable, Codable {
    /// Wall clock around the whole engine call.
    public var total: Double
    /// Building the engine's input, when the engine reports it (dot: the cgraph graph).
    public var setup: Double
    /// The layout call alone: the engine's own figure when it reports one (dot: `gvLayout`), else ``total``.
    public var layout: Double
    /// Reading the result back, when the engine reports it.
    public var readBack: Double

    /// Creates a sample.
    public init(total: Double, setup: Double, layout: Double, readBack: Double) {
        self.total = total
        self.setup = setup
        self.layout = layout
        self.readBack = readBack
    }
}
