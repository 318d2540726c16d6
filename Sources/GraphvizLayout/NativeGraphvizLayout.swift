import FamilyDOT
public import FamilyTree
public import TreeLayout

/// The native engine driven through Graphviz, as a `TreeLayout/LayoutEngine` named
/// `native-gv`: the family is built as a cgraph graph exactly as ``DotLayout`` builds it,
/// laid out by `gvLayout(…, "family")` (``FamilyGraphvizPlugin``) and read back as boxes.
///
/// It places every box where `TreeLayout/NativeLayout` does, so beside `native` and `dot` in
/// a report it shows what the Graphviz path costs: graph building, the plugin's reading,
/// routing and Graphviz's post-processing. Safe to call from any thread; Graphviz calls are
/// serialised behind the process-wide lock.
public struct NativeGraphvizLayout: LayoutEngine {
    /// Creates the engine.
    public init() {}

    /// `native-gv`.
    public var name: String { "native-gv" }

    /// Lays out `family` with the `family` Graphviz plugin.
    ///
    /// Boxes are in points, origin top-left, y down, translated so the drawing starts at 0,0.
    /// `TreeLayout/LayoutTimings` holds graph building (`setup`), `gvLayout` alone (`layout`)
    /// and reading positions back (`readBack`). Graphviz keeps `nodesep` and `ranksep` in whole
    /// points and has one `nodesep`, so the boxes equal native's when the gaps are whole points
    /// and the couple gap equals the sibling gap.
    ///
    /// - Parameters:
    ///   - family: The family.
    ///   - options: Box sizes and gaps (`TreeLayout/LayoutOptions/packing` does not apply:
    ///     the plugin packs contours).
    /// - Returns: A box for every person.
    /// - Throws: ``GraphvizError`` with Graphviz's message when Graphviz fails.
    /// - Complexity: O(n) in the number of people, like the native engine, plus cgraph's
    ///   per-object costs.
    public func layout(_ family: Family, options: LayoutOptions) throws(GraphvizError) -> FamilyLayout {
        let clock = ContinuousClock()
        let start = clock.now
        let plan = DotGraphPlan(family: family, layoutOptions: options, dotOptions: DotOptions(), purpose: .layout)
        let (graph, nodes) = try plan.makeGraph()
        let built = clock.now
        try graph.layout(engine: FamilyGraphvizPlugin.engineName)
        let laidOut = clock.now
        let centers = graph.centers(of: Array(nodes[0..<plan.personCount]))
        let widths = options.resolvedWidths(for: family)
        var boxes: [PersonBox] = []
        boxes.reserveCapacity(centers.count)
        for (index, center) in centers.enumerated() {
            // Graphviz is y-up; flip, then translate to the origin below.
            boxes.append(
                PersonBox(
                    x: center.x - widths[index] / 2, y: -center.y - options.boxHeight / 2, width: widths[index],
                    height: options.boxHeight))
        }
        var result = FamilyLayout(engine: name, boxes: boxes).translatedToOrigin()
        let readBack = clock.now
        result.timings = LayoutTimings(
            setup: (built - start).seconds, layout: (laidOut - built).seconds, readBack: (readBack - laidOut).seconds)
        return result
    }
}
