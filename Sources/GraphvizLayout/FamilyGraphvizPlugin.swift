import FamilyDOT
import FamilyGraph
public import FamilyTree
public import Foundation
public import TreeLayout

/// The native engine as a Graphviz layout engine called `family`: `gvLayout(gvc, g, "family")`
/// in this process, or `dot -Kfamily` with the plugin library (docs/GRAPHVIZ-PLUGIN.md).
///
/// The layout function reads the family the graph draws (`FamilyGraph`: Gramps' relationship
/// and hourglass graphs, the hand-drawn idioms, TreeBench's exports), charts it as GEDCOM files
/// are charted, lays the chart out with the native engine (each node once,
/// `FamilyGraphPlacement`) and writes every node's position, the bounding box and every edge's
/// route back into Graphviz's records, so any Graphviz renderer draws it. Node sizes are the
/// nodes' own, as Graphviz computes them from their labels; the gaps come from `nodesep` and
/// `ranksep`; `rankdir` turns the drawing as dot turns its own. A graph that is not a family
/// gets a `FamilyGraphError` through `agerr`, and the layout fails without a family drawing.
public enum FamilyGraphvizPlugin {
    /// The layout engine's name for `gvLayout` and `dot -K`.
    public static let engineName = "family"

    /// The layout function Graphviz calls, on a graph whose graph record it has prepared.
    ///
    /// Every node and edge gets a position and a route even when the graph is not a family:
    /// `gvLayout` and every renderer read them unconditionally, and a node or edge without
    /// them crashes Graphviz. A rejected graph is drawn as ``fallbackPlacement(sizes:edges:nodesep:)``
    /// and the error goes to `agerr`, which makes the layout fail for `dot` and for TreeBench.
    static func layout(_ graph: GraphvizPluginGraph) {
        let (dotGraph, nodes, edges) = graph.copy()
        graph.beginLayout()
        let nodeSizes = nodes.map { graph.initialize($0) }.map { ($0.width, $0.height) }
        let separations = FamilyGraphSeparations(dotGraph)
        let placement: FamilyGraphPlacement
        do throws(FamilyGraphError) {
            guard !dotGraph.nodes.isEmpty else { throw .noPeople(nodes: 0) }
            for name in ["nodesep", "ranksep"] {
                if let value = dotGraph.attributes[name] { try FamilyGraphError.checkSeparation(name, value) }
            }
            placement = try FamilyGraphPlacement(
                graph: FamilyGraph(reading: dotGraph), nodeSizes: nodeSizes, nodesep: separations.nodesep,
                ranksep: separations.ranksep, direction: .init(rankdir: dotGraph.attributes["rankdir"]))
        } catch {
            if !dotGraph.nodes.isEmpty { graph.reportError("family layout: \(error.description)") }
            placement = fallbackPlacement(
                sizes: nodeSizes, edges: dotGraph.edges.map { ($0.tail, $0.head) }, nodesep: separations.nodesep)
        }
        for (node, center) in zip(nodes, placement.centers) { graph.place(node, x: center.x, y: center.y) }
        // An invisible node (a bus point) leaves no gap in the lines that meet at it.
        let invisible = dotGraph.nodes.indices.map { dotGraph.isInvisible(node: $0) }
        for (index, (edge, route)) in zip(edges, placement.routes).enumerated() {
            let ends = dotGraph.edges[index]
            graph.route(edge, along: route, clipTail: !invisible[ends.tail], clipHead: !invisible[ends.head])
            if placement.isReference[index] { graph.markReference(edge) }
        }
        graph.finishLayout(width: placement.size.x, height: placement.size.y)
    }

    /// The drawing of a graph that is not a family: every node on one row in node order,
    /// `nodesep` apart, every edge straight between centres.
    static func fallbackPlacement(
        sizes: [(x: Double, y: Double)], edges: [(tail: Int, head: Int)], nodesep: Double
    ) -> FamilyGraphPlacement {
        let nodesep = nodesep.isFinite ? min(nodesep, 72) : 18
        let height = sizes.map(\.y).max() ?? 0
        var centers: [FamilyGraphPlacement.Point] = []
        var x = 0.0
        for size in sizes {
            centers.append((x + size.x / 2, height / 2))
            x += size.x + nodesep
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
