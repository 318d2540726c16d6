public import FamilyDOT
public import FamilyTree
public import TreeLayout

/// Graphviz's dot as a `TreeLayout/LayoutEngine`: the family is built as a cgraph graph in
/// the idiom of `DotOptions/idiom`, laid out by `gvLayout(…, "dot")` and read back as boxes.
///
/// Safe to call from any thread: every Graphviz call is serialised behind one process-wide
/// lock (Graphviz is not thread-safe), so concurrent layouts run one at a time.
public struct DotLayout: LayoutEngine {
    /// The knobs passed to Graphviz.
    public var options: DotOptions

    /// The Graphviz layout engine to run; `dot` except in tests of error handling.
    let graphvizEngine: String

    /// Creates the engine.
    public init(options: DotOptions = DotOptions()) {
        self.init(options: options, graphvizEngine: "dot")
    }

    init(options: DotOptions, graphvizEngine: String) {
        self.options = options
        self.graphvizEngine = graphvizEngine
    }

    /// `dot`.
    public var name: String { "dot" }

    /// The most generations (rows) of a chart dot is given. dot's ranking and ordering recurse
    /// and iterate along a chart's longest line: a chain of 6,000 generations took 19 s, 30,000
    /// ran for many minutes and 100,000 overflowed even a large stack. Up to this depth dot
    /// finishes in about 10 s on a 2-core machine; a deeper chart is refused
    /// (``GraphvizError/refusesInput``) before Graphviz runs. The native engines take any depth.
    public static let deepestChart = 4_000

    /// The refusal of a chart of `rows` generations, or `nil` when dot can take it.
    static func depthRefusal(rows: Int) -> GraphvizError? {
        guard rows > deepestChart else { return nil }
        return GraphvizError(
            operation: "gvLayout",
            message: "the chart is \(rows) generations deep, more than the \(deepestChart) dot lays out "
                + "in reasonable time and stack; use the native engine for it",
            refusesInput: true)
    }

    /// Lays out `family` with dot.
    ///
    /// Boxes are in points, origin top-left, y down, translated so the drawing starts at 0,0.
    /// `TreeLayout/LayoutTimings` holds graph building (`setup`), `gvLayout` alone (`layout`)
    /// and reading positions back (`readBack`).
    ///
    /// - Parameters:
    ///   - family: The family.
    ///   - layoutOptions: Box sizes and gaps (`TreeLayout/LayoutOptions/distribution` does not apply).
    /// - Returns: A box for every person.
    /// - Throws: ``GraphvizError`` with Graphviz's message when Graphviz fails, or refusing a
    ///   family deeper than ``deepestChart``.
    /// - Complexity: dominated by dot itself (network simplex; super-linear in practice).
    public func layout(
        _ family: Family, options layoutOptions: LayoutOptions
    ) throws(GraphvizError)
        -> FamilyLayout
    {
        if let refusal = Self.depthRefusal(rows: family.generationCount) { throw refusal }
        return try FamilyLayout(
            graphvizEngine: graphvizEngine, name: name, family: family, layoutOptions: layoutOptions,
            dotOptions: options)
    }

    /// Lays out a chart of any kind with dot: the whole chart as one graph in time order (an
    /// hourglass's ancestors and descendants together, as Gramps' hourglass report draws it),
    /// `rankdir` set to the options' direction. A descendant chart laid out top-down is
    /// ``layout(_:options:)-(Family,_)``'s layout.
    ///
    /// - Parameters:
    ///   - chart: The chart.
    ///   - layoutOptions: Box sizes (page sizes), gaps and direction.
    /// - Returns: A box for every person of the chart, on the page.
    /// - Throws: ``GraphvizError`` with Graphviz's message when Graphviz fails, or refusing a
    ///   chart deeper than ``deepestChart``.
    /// - Complexity: dominated by dot itself.
    public func layout(
        _ chart: FamilyChart, options layoutOptions: LayoutOptions
    ) throws(GraphvizError)
        -> FamilyLayout
    {
        if let family = chart.descendantFamily, layoutOptions.direction == .topDown {
            return try layout(family, options: layoutOptions)
        }
        if let refusal = Self.depthRefusal(rows: chart.rowCount) { throw refusal }
        return try FamilyLayout(
            graphvizEngine: graphvizEngine, name: name, chart: chart, layoutOptions: layoutOptions, dotOptions: options)
    }
}
