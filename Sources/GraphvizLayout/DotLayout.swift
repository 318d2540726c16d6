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
    /// - Throws: ``GraphvizError`` with Graphviz's message when Graphviz fails.
    /// - Complexity: dominated by dot itself (network simplex; super-linear in practice).
    public func layout(
        _ family: Family, options layoutOptions: LayoutOptions
    ) throws(GraphvizError)
        -> FamilyLayout
    {
        try FamilyLayout(
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
    /// - Throws: ``GraphvizError`` with Graphviz's message when Graphviz fails.
    /// - Complexity: dominated by dot itself.
    public func layout(
        _ chart: FamilyChart, options layoutOptions: LayoutOptions
    ) throws(GraphvizError)
        -> FamilyLayout
    {
        if let family = chart.descendantFamily, layoutOptions.direction == .topDown {
            return try layout(family, options: layoutOptions)
        }
        return try FamilyLayout(
            graphvizEngine: graphvizEngine, name: name, chart: chart, layoutOptions: layoutOptions, dotOptions: options)
    }
}
