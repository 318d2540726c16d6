import FamilyDOT
public import FamilyTree
public import Foundation
public import TreeLayout

/// The native engine as a Graphviz layout engine called `family`: `gvLayout(gvc, g, "family")`
/// in this process, or `dot -Kfamily` with the plugin library (docs/GRAPHVIZ-PLUGIN.md).
///
/// The layout function reads the graph in TreeBench's genealogy idiom (`FamilyDOTExport`),
/// rebuilds and validates the family, runs `TreeLayout/NativeLayout` and writes every node's
/// position, the bounding box and every edge's route back into Graphviz's records, so any
/// Graphviz renderer draws the native layout. Box sizes are the nodes' own (width and height
/// in inches); the gaps come from `nodesep` (between neighbours and spouses) and `ranksep`.
/// A graph that is not a family forest gets a `FamilyGraphError` through `agerr`, and the
/// layout fails without a drawing.
public enum FamilyGraphvizPlugin {
    /// The layout engine's name for `gvLayout` and `dot -K`.
    public static let engineName = "family"

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
            geometry: LayoutGeometry(
                boxWidth: widths.first ?? 0,
                boxHeight: personSizes.map(\.height).max() ?? 0,
                coupleGap: nodesep,
                siblingGap: nodesep,
                levelGap: unionHeight.map { 2 * ranksep + $0 } ?? ranksep),
            boxWidths: uniform ? .uniform : .table(widths))
    }

    /// The layout function Graphviz calls, on a graph whose graph record it has prepared.
    ///
    /// Every node and edge gets a position and a route even when the graph is not a family:
    /// `gvLayout` and every renderer read them unconditionally, and a node or edge without
    /// them crashes Graphviz. A rejected graph is drawn as ``fallbackPlacement(sizes:edges:nodesep:)``
    /// and the error goes to `agerr`, which makes the layout fail for `dot` and for TreeBench.
    static func layout(_ graph: GraphvizPluginGraph) {
        let nodes = graph.nodes()
        let edges = graph.edges(of: nodes.map(\.node))
        let idiomEdges = edges.map { FamilyIdiomGraph.Edge(tail: $0.tail, head: $0.head, isHint: $0.isInvisible) }
        let idiom: Result<FamilyIdiomGraph, FamilyGraphError>
        if nodes.isEmpty {
            idiom = .failure(.invalidFamily(FamilyValidationFailure(problems: [])))
        } else {
            idiom = Result { () throws(FamilyGraphError) in
                try FamilyIdiomGraph(
                    nodes: nodes.map { FamilyIdiomGraph.Node(name: $0.name, isUnion: $0.isPoint) }, edges: idiomEdges)
            }
        }
        graph.beginLayout()
        let nodeSizes = nodes.map { graph.initialize($0.node) }
        let separations = graph.separations()
        let placement: FamilyGraphPlacement
        switch idiom {
        case .success(let idiom):
            placement = nativePlacement(idiom, edges: idiomEdges, nodeSizes: nodeSizes, separations: separations)
        case .failure(let error):
            if !nodes.isEmpty { graph.reportError("family layout: \(error.description)") }
            placement = fallbackPlacement(sizes: nodeSizes, edges: idiomEdges, nodesep: separations.nodesep)
        }
        for (node, center) in zip(nodes, placement.centers) { graph.place(node.node, x: center.x, y: center.y) }
        for (edge, route) in zip(edges, placement.routes) { graph.route(edge.edge, along: route) }
        graph.finishLayout(width: placement.size.x, height: placement.size.y)
    }

    /// The native layout of a family read from the graph, with the graph's sizes and gaps.
    static func nativePlacement(
        _ idiom: FamilyIdiomGraph, edges: [FamilyIdiomGraph.Edge], nodeSizes: [(width: Double, height: Double)],
        separations: (nodesep: Double, ranksep: Double)
    ) -> FamilyGraphPlacement {
        var personSizes = [(width: Double, height: Double)](repeating: (0, 0), count: idiom.family.personCount)
        var unionHeight: Double?
        for (node, person) in idiom.personOfNode.enumerated() {
            if person >= 0 {
                personSizes[person] = nodeSizes[node]
            } else if idiom.family.units[idiom.unitOfNode[node]].hasChildren {
                unionHeight = max(unionHeight ?? 0, nodeSizes[node].height)
            }
        }
        let options = layoutOptions(
            personSizes: personSizes, unionHeight: unionHeight, nodesep: separations.nodesep,
            ranksep: separations.ranksep)
        let layout = NativeLayout().layout(idiom.family, options: options)
        return FamilyGraphPlacement(
            graph: idiom, edges: edges, layout: layout, nodeSizes: nodeSizes.map { ($0.width, $0.height) },
            levelGap: options.levelGap)
    }

    /// The drawing of a graph that is not a family: every node on one row in node order,
    /// `nodesep` apart, every edge straight between centres.
    static func fallbackPlacement(
        sizes: [(width: Double, height: Double)], edges: [FamilyIdiomGraph.Edge], nodesep: Double
    ) -> FamilyGraphPlacement {
        let height = sizes.map(\.height).max() ?? 0
        var centers: [FamilyGraphPlacement.Point] = []
        var x = 0.0
        for size in sizes {
            centers.append((x + size.width / 2, height / 2))
            x += size.width + nodesep
        }
        let routes = edges.map { [centers[$0.tail], centers[$0.head]] }
        return FamilyGraphPlacement(centers: centers, routes: routes, size: (max(0, x - nodesep), height))
    }
}

/// The entry point in Graphviz's plugin table (CGraphvizPlugin): `layout` of the `family` engine.
@_cdecl("tb_family_layout")
func familyGraphvizLayout(_ graph: UnsafeMutableRawPointer) {
    FamilyGraphvizPlugin.layout(GraphvizPluginGraph(graph))
}

extension FamilyGraphvizPlugin {
    /// Draws `family` with the native layout through a Graphviz renderer, in this process: the
    /// family is built as `FamilyDOTExport/layoutForm(_:layoutOptions:dotOptions:namesWhole:)` writes it
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
        let plan = DotGraphPlan(
            family: family, layoutOptions: layoutOptions, dotOptions: DotOptions(), purpose: .export)
        let (graph, _) = try plan.makeGraph()
        try graph.layout(engine: engineName)
        return try graph.render(format: format)
    }
}
