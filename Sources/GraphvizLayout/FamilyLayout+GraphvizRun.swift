import FamilyDOT
import FamilyTree
import TreeLayout

extension FamilyLayout {
    /// Lays out `family` with one of Graphviz's layout engines: the one run that ``DotLayout``
    /// (`dot`) and ``NativeGraphvizLayout`` (the `family` plugin) share.
    ///
    /// The family is planned in the layout idiom (`DotGraphPlan`), built as a cgraph graph,
    /// laid out by `gvLayout(…, graphvizEngine)`, and the people's node centres are read back as
    /// boxes of the options' widths and height. Graphviz is y-up: each centre's y is negated,
    /// then the whole layout is moved so that its bounds start at the origin (points, y down).
    /// ``timings`` holds planning and graph building (`setup`), `gvLayout` alone (`layout`) and
    /// reading the boxes back (`readBack`).
    ///
    /// - Parameters:
    ///   - graphvizEngine: The Graphviz layout engine, e.g. `dot` or `family`.
    ///   - name: The layout's ``engine`` name (`dot`, `native-gv`).
    ///   - family: The family.
    ///   - layoutOptions: Box sizes and gaps.
    ///   - dotOptions: The idiom and the other knobs of the graph.
    /// - Throws: `GraphvizError` with Graphviz's message when cgraph or the engine fails.
    /// - Complexity: O(n) to build and read back, plus the engine's own cost.
    init(
        graphvizEngine: String, name: String, family: Family, layoutOptions: LayoutOptions, dotOptions: DotOptions
    ) throws(GraphvizError) {
        let clock = ContinuousClock()
        let start = clock.now
        let plan = DotGraphPlan(family: family, layoutOptions: layoutOptions, dotOptions: dotOptions, purpose: .layout)
        try self.init(
            graphvizEngine: graphvizEngine, name: name, plan: plan, widths: layoutOptions.resolvedWidths(for: family),
            geometry: layoutOptions.geometry, planned: start)
    }

    /// Lays out a chart of any kind with one of Graphviz's engines, as ``init(graphvizEngine:name:family:layoutOptions:dotOptions:)``
    /// lays out a family: the whole chart as one graph (`DotGraphPlan(chart:)`), turned by
    /// `rankdir` to the options' direction, the boxes indexed like the chart's people.
    init(
        graphvizEngine: String, name: String, chart: FamilyChart, layoutOptions: LayoutOptions, dotOptions: DotOptions
    ) throws(GraphvizError) {
        let clock = ContinuousClock()
        let start = clock.now
        let plan = DotGraphPlan(chart: chart, layoutOptions: layoutOptions, dotOptions: dotOptions, purpose: .layout)
        try self.init(
            graphvizEngine: graphvizEngine, name: name, plan: plan,
            widths: layoutOptions.resolvedWidths(forPeople: chart.people), geometry: layoutOptions.geometry,
            planned: start)
        direction = layoutOptions.direction
    }

    /// Builds `plan`, lays it out and reads its people back as boxes of `widths` and the
    /// geometry's height; the layout carries `geometry`.
    private init(
        graphvizEngine: String, name: String, plan: DotGraphPlan, widths: [Double], geometry: LayoutGeometry,
        planned start: ContinuousClock.Instant
    ) throws(GraphvizError) {
        let height = geometry.boxHeight
        let clock = ContinuousClock()
        let (graph, nodes) = try plan.makeGraph()
        let built = clock.now
        try graph.layout(engine: graphvizEngine)
        let laidOut = clock.now
        let centers = graph.centers(of: Array(nodes[0..<plan.personCount]))
        let boxes = Self.graphvizBoxes(centers: centers, widths: widths, height: height)
        self = FamilyLayout(engine: name, boxes: boxes, geometry: geometry).translatedToOrigin()
        let readBack = clock.now
        timings = LayoutTimings(
            setup: (built - start).seconds, layout: (laidOut - built).seconds, readBack: (readBack - laidOut).seconds)
    }

    /// The boxes of `widths` and `height` centred on Graphviz's node `centers` (y up), y turned
    /// down; the layout still to be moved to the origin.
    static func graphvizBoxes(centers: [(x: Double, y: Double)], widths: [Double], height: Double) -> [PersonBox] {
        var boxes: [PersonBox] = []
        boxes.reserveCapacity(centers.count)
        for (index, center) in centers.enumerated() {
            boxes.append(
                PersonBox(
                    x: center.x - widths[index] / 2, y: -center.y - height / 2, width: widths[index], height: height)
            )
        }
        return boxes
    }
}
