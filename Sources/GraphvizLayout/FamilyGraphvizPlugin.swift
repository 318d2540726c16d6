public import FamilyTree
public import Foundation
public import TreeLayout

/// The native engine as a Graphviz layout engine called `family`: `gvLayout(gvc, g, "family")`
/// in this process, or `dot -Kfamily` with the plugin library (docs/GRAPHVIZ-PLUGIN.md).
///
/// The layout function reads the graph in TreeBench's genealogy idiom (``FamilyDOTExport``),
/// rebuilds and validates the family, runs ``TreeLayout/NativeLayout`` and writes every node's
/// position, the bounding box and every edge's route back into Graphviz's records, so any
/// Graphviz renderer draws the native layout. Box sizes are the nodes' own (width and height
/// in inches); the gaps come from `nodesep` (between neighbours and spouses) and `ranksep`.
/// A graph that is not a family forest gets a ``FamilyGraphError`` through `agerr`, and the
/// layout fails without a drawing.
public enum FamilyGraphvizPlugin {
    /// The layout engine's name for `gvLayout` and `dot -K`.
    public static let engineName = "family"

    /// Makes sure `family` is registered (`gvAddLibrary`) on the process's Graphviz context,
    /// which TreeBench's Graphviz calls all share. Cheap after the first call.
    public static func register() {
        _ = GraphvizSession.shared
    }

    /// The layout options the graph asks for: every person's width (uniform when all agree),
    /// the tallest person's height, `nodesep` as both horizontal gaps, and as the level gap the
    /// distance dot would leave between person rows: `ranksep` on either side of the union
    /// nodes' rank (plus their height) when union nodes have children, else `ranksep`.
    ///
    /// - Parameters:
    ///   - personSizes: Each person's width and height in points, indexed like the family's people.
    ///   - unionHeight: The tallest union node with children, or `nil` when none has any.
    static func layoutOptions(
        personSizes: [(width: Double, height: Double)], unionHeight: Double?, nodesep: Double, ranksep: Double
    ) -> LayoutOptions {
        let widths = personSizes.map(\.width)
        let uniform = widths.allSatisfy { $0 == widths.first }
        return LayoutOptions(
            boxWidth: widths.first ?? 0,
            boxHeight: personSizes.map(\.height).max() ?? 0,
            coupleGap: nodesep,
            siblingGap: nodesep,
            levelGap: unionHeight.map { 2 * ranksep + $0 } ?? ranksep,
            boxWidths: uniform ? .uniform : .table(widths))
    }

    /// The layout function Graphviz calls, on a graph whose graph record it has prepared.
    static func layout(_ graph: GraphvizPluginGraph) {
        let nodes = graph.nodes()
        let edges = graph.edges(of: nodes.map(\.node))
        let idiomEdges = edges.map { FamilyIdiomGraph.Edge(tail: $0.tail, head: $0.head, isHint: $0.isInvisible) }
        let idiom: FamilyIdiomGraph
        if nodes.isEmpty {
            graph.beginLayout()
            graph.finishLayout(width: 0, height: 0)
            return
        }
        do {
            idiom = try FamilyIdiomGraph(
                nodes: nodes.map { FamilyIdiomGraph.Node(name: $0.name, isUnion: $0.isPoint) }, edges: idiomEdges)
        } catch {
            graph.abandonLayout(reporting: "family layout: \(error.description)")
            return
        }

        graph.beginLayout()
        let nodeSizes = nodes.map { graph.initialize($0.node) }
        var personSizes = [(width: Double, height: Double)](
            repeating: (0, 0), count: idiom.family.personCount)
        var unionHeight: Double?
        for (node, person) in idiom.personOfNode.enumerated() {
            if person >= 0 {
                personSizes[person] = nodeSizes[node]
            } else if idiom.family.units[idiom.unitOfNode[node]].hasChildren {
                unionHeight = max(unionHeight ?? 0, nodeSizes[node].height)
            }
        }
        let separations = graph.separations()
        let options = layoutOptions(
            personSizes: personSizes, unionHeight: unionHeight, nodesep: separations.nodesep,
            ranksep: separations.ranksep)
        let layout = NativeLayout().layout(idiom.family, options: options)
        let placement = FamilyGraphPlacement(
            graph: idiom, edges: idiomEdges, layout: layout, nodeSizes: nodeSizes.map { ($0.width, $0.height) },
            levelGap: options.levelGap)
        for (node, center) in zip(nodes, placement.centers) { graph.place(node.node, x: center.x, y: center.y) }
        for (edge, route) in zip(edges, placement.routes) { graph.route(edge.edge, along: route) }
        graph.finishLayout(width: placement.size.x, height: placement.size.y)
    }
}

/// The entry point in Graphviz's plugin table (CGraphvizPlugin): `layout` of the `family` engine.
@_cdecl("tb_family_layout")
func familyGraphvizLayout(_ graph: UnsafeMutableRawPointer) {
    FamilyGraphvizPlugin.layout(GraphvizPluginGraph(graph))
}

extension FamilyGraphvizPlugin {
    /// Draws `family` with the native layout through a Graphviz renderer, in this process: the
    /// family is built as ``FamilyDOTExport/layoutForm(_:layoutOptions:dotOptions:)`` writes it
    /// (names, gender colours), laid out by `gvLayout(…, "family")` and rendered by `gvRender`.
    ///
    /// - Parameters:
    ///   - family: The family.
    ///   - layoutOptions: Box sizes and gaps; Graphviz keeps gaps in whole points.
    ///   - format: A Graphviz output format: `svg`, `png`, `pdf`, `plain`, `json`, …
    /// - Returns: The rendered bytes.
    /// - Throws: ``GraphvizError`` when Graphviz fails, e.g. for an unknown format.
    /// - Complexity: O(n) for the layout, plus the renderer's cost.
    public static func render(
        _ family: Family, layoutOptions: LayoutOptions = LayoutOptions(), format: String
    ) throws(GraphvizError) -> Data {
        let plan = DotGraphPlan(family: family, layoutOptions: layoutOptions, dotOptions: DotOptions(), purpose: .export)
        let (graph, _) = try plan.makeGraph()
        try graph.layout(engine: engineName)
        return try graph.render(format: format)
    }
}
