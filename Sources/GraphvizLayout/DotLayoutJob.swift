import FamilyDOT
import FamilyTree
package import TreeLayout

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

    init(
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
