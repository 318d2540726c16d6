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
