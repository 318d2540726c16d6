import FamilyDOT
package import FamilyTree
package import TreeLayout

/// dot run in another process, which can be killed: Graphviz cannot be interrupted once
/// `gvLayout` runs, so a time limit on dot needs a process of its own.
///
/// The harness side (`TreeBenchHarness`'s `TimeLimitedDotLayout`, which `treebench layout` and
/// `render` use) makes a ``DotLayoutJob`` (the graph ``DotLayout`` would build, as DOT text),
/// hands its text to `treebench dot-worker`, which lays it out with ``nodeCenters(ofDOTText:)``,
/// and turns the centres it answers into the layout ``DotLayout`` makes in process.
extension DotLayout {
    /// The job of laying out `family` as ``layout(_:options:)-(Family,_)`` does, refusing a family
    /// deeper than ``deepestChart`` as it does.
    package func job(for family: Family, options layoutOptions: LayoutOptions) throws(GraphvizError) -> DotLayoutJob {
        if let refusal = Self.depthRefusal(rows: family.generationCount) { throw refusal }
        let plan = DotGraphPlan(family: family, layoutOptions: layoutOptions, dotOptions: options, purpose: .layout)
        return DotLayoutJob(
            plan: plan, name: name, widths: layoutOptions.resolvedWidths(for: family),
            geometry: layoutOptions.geometry, direction: .topDown)
    }

    /// The job of laying out `chart` as ``layout(_:options:)-(FamilyChart,_)`` does.
    package func job(for chart: FamilyChart, options layoutOptions: LayoutOptions) throws(GraphvizError) -> DotLayoutJob
    {
        if let family = chart.descendantFamily, layoutOptions.direction == .topDown {
            return try job(for: family, options: layoutOptions)
        }
        if let refusal = Self.depthRefusal(rows: chart.rowCount) { throw refusal }
        let plan = DotGraphPlan(chart: chart, layoutOptions: layoutOptions, dotOptions: options, purpose: .layout)
        return DotLayoutJob(
            plan: plan, name: name, widths: layoutOptions.resolvedWidths(forPeople: chart.people),
            geometry: layoutOptions.geometry, direction: layoutOptions.direction)
    }

    /// The worker's side: lays out DOT text with dot, on a thread with a large stack, and returns
    /// the centre of every node in the order of the text, x and y in turn, in Graphviz's points
    /// (y up).
    ///
    /// - Throws: ``GraphvizError`` for text Graphviz cannot parse, or when dot fails.
    /// - Complexity: O(nodes + edges), plus dot's own cost.
    package static func nodeCenters(ofDOTText text: [UInt8]) throws(GraphvizError) -> [Double] {
        let graph = try GraphvizGraph(parsing: text)
        try graph.layout(engine: "dot")
        return graph.centers(of: graph.allNodes()).flatMap { [$0.x, $0.y] }
    }
}

/// A layout ``DotLayout`` would make, prepared to run in another process: the graph as DOT text,
/// and what turns the centres of its nodes into the boxes of the layout.
package struct DotLayoutJob: Sendable {
    /// The graph as DOT text, its nodes called `n0`, `n1`, … in the plan's order, people first.
    package let text: String
    /// How many nodes the graph has: the worker answers a centre for each.
    package let nodeCount: Int
    /// The layout's engine name (`dot`, `dot:fast`).
    package let name: String
    /// The people's box widths, in points.
    private let widths: [Double]
    /// The geometry the layout is made with (its boxes' height, and its anchors' couple gap).
    private let geometry: LayoutGeometry
    /// The layout's direction.
    private let direction: LayoutDirection

    fileprivate init(
        plan: DotGraphPlan, name: String, widths: [Double], geometry: LayoutGeometry, direction: LayoutDirection
    ) {
        text = plan.dotText(names: plan.nodes.indices.map { "n\($0)" })
        nodeCount = plan.nodes.count
        self.name = name
        self.widths = widths
        self.geometry = geometry
        self.direction = direction
    }

    /// The layout from the worker's answer: the centres of every node, x and y in turn, Graphviz's
    /// points (y up), of which the people's are read as ``DotLayout`` reads them in process.
    ///
    /// - Precondition: `centers` holds two numbers per node.
    package func layout(centers: [Double], timings: LayoutTimings) -> FamilyLayout {
        precondition(centers.count == 2 * nodeCount, "two numbers per node")
        let people = (0..<widths.count).map { (x: centers[2 * $0], y: centers[2 * $0 + 1]) }
        var layout = FamilyLayout(
            engine: name,
            boxes: FamilyLayout.graphvizBoxes(centers: people, widths: widths, height: geometry.boxHeight),
            geometry: geometry
        ).translatedToOrigin()
        layout.direction = direction
        layout.timings = timings
        return layout
    }
}
