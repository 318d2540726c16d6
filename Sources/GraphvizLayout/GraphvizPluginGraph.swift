internal import CGraphviz
internal import CGraphvizPlugin
import FamilyGraph

/// A graph Graphviz hands the `family` layout plugin, borrowed for the length of the plugin
/// call. No lock is taken here: whoever called `gvLayout` (``GraphvizSession``, or the `dot`
/// program) already holds Graphviz.
struct GraphvizPluginGraph {
    private let root: UnsafeMutablePointer<Agraph_t>

    /// Wraps the graph pointer passed to the layout function.
    init(_ pointer: UnsafeMutableRawPointer) {
        root = pointer.assumingMemoryBound(to: Agraph_t.self)
    }

    /// The graph as Swift values, with its cgraph nodes and edges in the same order.
    func copy() -> (graph: DOTGraph, nodes: [GraphvizNode], edges: [GraphvizEdge]) {
        let copied = DOTGraph.copy(root)
        return (
            copied.graph, copied.nodes.map { GraphvizNode(pointer: $0) }, copied.edges.map { GraphvizEdge(pointer: $0) }
        )
    }

    /// Draws `edge` dashed (a reference edge), unless its style already says dashed, dotted or invisible.
    func markReference(_ edge: GraphvizEdge) {
        let object = UnsafeMutableRawPointer(edge.pointer)
        let style = "style".withCString { agattr(root, Int32(AGEDGE), UnsafeMutablePointer(mutating: $0), nil) }
        let current = style.flatMap { agxget(object, $0) }.map { String(cString: $0) } ?? ""
        guard !["dashed", "dotted", "invis"].contains(where: current.contains) else { return }
        let marked = current.isEmpty || current == "solid" ? "dashed" : current + ",dashed"
        "style".withCString { name in
            marked.withCString { value in
                "".withCString { empty in
                    _ = agsafeset(
                        object, UnsafeMutablePointer(mutating: name), UnsafeMutablePointer(mutating: value),
                        UnsafeMutablePointer(mutating: empty))
                }
            }
        }
    }

    /// Reports `message` through `agerr` (an error: `dot` exits non-zero, TreeBench throws).
    func reportError(_ message: String) {
        tb_plugin_report_error(message)
    }

    /// Starts the layout: sets the edge type the routes are.
    func beginLayout() {
        tb_plugin_begin_layout(root)
    }

    /// Initialises a node's layout record (shape, label, size); returns its size in points.
    func initialize(_ node: GraphvizNode) -> (width: Double, height: Double) {
        var width = 0.0
        var height = 0.0
        tb_plugin_init_node(root, node.pointer, &width, &height)
        return (width, height)
    }

    /// Sets a node's centre (points, y up).
    func place(_ node: GraphvizNode, x: Double, y: Double) {
        tb_plugin_place_node(node.pointer, x, y)
    }

    /// Initialises an edge's layout record and installs its route, a polyline of at least two
    /// points (points, y up), clipped at the end nodes' outlines unless told otherwise. Call
    /// once every node is initialised.
    func route(
        _ edge: GraphvizEdge, along points: [(x: Double, y: Double)], clipTail: Bool = true, clipHead: Bool = true
    ) {
        tb_plugin_init_edge(edge.pointer)
        let coordinates = points.flatMap { [$0.x, $0.y] }
        coordinates.withUnsafeBufferPointer {
            tb_plugin_route_edge(edge.pointer, $0.baseAddress, Int32(points.count), clipTail, clipHead)
        }
    }

    /// Sets the bounding box (lower-left 0,0) and runs Graphviz's post-processing.
    func finishLayout(width: Double, height: Double) {
        tb_plugin_finish_layout(root, 0, 0, width, height)
    }
}
