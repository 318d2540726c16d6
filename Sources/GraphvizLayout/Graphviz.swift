internal import CGraphviz
internal import CGraphvizAccessors
internal import CGraphvizPlugin
import FamilyDOT
import Foundation

// The one file of raw Graphviz calls, with DOTGraph+CGraph.swift, which copies a graph into
// Swift values (its caller holds the lock, or runs inside a plugin call). Graphviz keeps global
// state (the error channel, the attribute dictionaries, the layout plugins' statics) and is not
// thread-safe, so every call below runs under one process-wide lock, with one `GVC_t` for the whole process. After each
// call the captured `agerr` messages are read and the error level reset, so a failure becomes
// a `GraphvizError` and never leaks into the next call.

/// The process's Graphviz context and the lock that serialises every Graphviz call.
final class GraphvizSession: @unchecked Sendable {
    /// The one session of the process, created on first use.
    static let shared = GraphvizSession()

    // Guards `context` and all of Graphviz's global state; every access is inside `lock`.
    private let lock = NSLock()
    private let context: OpaquePointer

    private init() {
        context = gvContext()
        // TreeBench's own layout engine, `family`, is on every context (FamilyGraphvizPlugin).
        gvAddLibrary(context, tb_plugin_library().assumingMemoryBound(to: gvplugin_library_t.self))
        tb_errors_capture()
        tb_errors_clear()
        agreseterrors()
    }

    /// Runs one Graphviz call under the lock and turns a reported error into a `GraphvizError`.
    ///
    /// - Parameters:
    ///   - operation: The call's name, for the error.
    ///   - body: The raw call; returns `false` when the call itself reported failure.
    /// - Throws: `GraphvizError` when Graphviz raised an error through `agerr`, or `body` failed.
    func call(_ operation: String, _ body: (OpaquePointer) -> Bool) throws(GraphvizError) {
        lock.lock()
        defer { lock.unlock() }
        tb_errors_clear()
        let succeeded = body(context)
        let errorLevel = agreseterrors()
        let messages = String(cString: tb_errors_text())
        tb_errors_clear()
        // agerr levels: 0 warning, 1 error. Warnings alone are not failures.
        if !succeeded || errorLevel >= 1 {
            let trimmed = messages.trimmingCharacters(in: .whitespacesAndNewlines)
            throw GraphvizError(
                operation: operation,
                message: trimmed.isEmpty ? "\(operation) reported failure without a message" : trimmed)
        }
    }

    /// Runs a call that cannot fail (frees, reads of laid-out records) under the lock.
    func unchecked<Result>(_ body: (OpaquePointer) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        let result = body(context)
        agreseterrors()
        tb_errors_clear()
        return result
    }
}

/// A node of a ``GraphvizGraph``; valid while its graph lives.
struct GraphvizNode {
    fileprivate let pointer: UnsafeMutablePointer<Agnode_t>
}

/// An edge of a ``GraphvizGraph``; valid while its graph lives.
struct GraphvizEdge {
    fileprivate let pointer: UnsafeMutablePointer<Agedge_t>
}

/// A subgraph of a ``GraphvizGraph`` (rank constraints, clusters); valid while its graph lives.
struct GraphvizSubgraph {
    fileprivate let pointer: UnsafeMutablePointer<Agraph_t>
}

/// Kinds of objects an attribute can be declared for.
enum GraphvizObjectKind {
    case graph, node, edge

    fileprivate var cgraphKind: Int32 {
        switch self {
        case .graph: Int32(AGRAPH)
        case .node: Int32(AGNODE)
        case .edge: Int32(AGEDGE)
        }
    }
}

/// An owned cgraph graph: a directed root graph, freed (layout first, then the graph) when the
/// owner goes away. Not thread-safe itself; every call goes through the session lock.
final class GraphvizGraph {
    private let session = GraphvizSession.shared
    private let root: UnsafeMutablePointer<Agraph_t>
    private var hasLayout = false

    /// Opens an empty directed graph.
    /// - Throws: `GraphvizError` when cgraph refuses.
    init(name: String) throws(GraphvizError) {
        var opened: UnsafeMutablePointer<Agraph_t>?
        try session.call("agopen") { _ in
            opened = name.withCString { tb_open_directed_graph($0) }
            return opened != nil
        }
        root = opened!
    }

    /// Parses DOT text with Graphviz's own parser (cgraph's `agmemread`): the first graph of
    /// `text`, exactly as `dot` reads a file.
    ///
    /// - Throws: `GraphvizError` with Graphviz's message (`syntax error in line 3 near …`).
    init(parsing text: [UInt8]) throws(GraphvizError) {
        var parsed: UnsafeMutablePointer<Agraph_t>?
        try session.call("agmemread") { _ in
            // agmemread reads up to a NUL: the bytes end with one.
            parsed = (text + [0]).withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { agmemread($0.baseAddress) }
            }
            return true
        }
        guard let parsed else { throw GraphvizError(operation: "agmemread", message: "the input holds no DOT graph") }
        root = parsed
    }

    /// Runs `body` on the root graph under the session's lock (reads that cannot fail).
    func withRoot<Result>(_ body: (UnsafeMutablePointer<Agraph_t>) -> Result) -> Result {
        session.unchecked { _ in body(root) }
    }

    deinit {
        let root = root
        let hasLayout = hasLayout
        session.unchecked { context in
            if hasLayout { gvFreeLayout(context, root) }
            agclose(root)
        }
    }

    /// Declares an attribute with its default for every object of `kind` (agattr).
    func declare(_ kind: GraphvizObjectKind, _ name: String, default value: String) throws(GraphvizError) {
        try session.call("agattr") { _ in
            name.withCString { namePointer in
                value.withCString { valuePointer in
                    agattr(
                        root, kind.cgraphKind, UnsafeMutablePointer(mutating: namePointer),
                        UnsafeMutablePointer(mutating: valuePointer)) != nil
                }
            }
        }
    }

    /// Creates (or finds) the node called `name`.
    func node(_ name: String) throws(GraphvizError) -> GraphvizNode {
        var created: UnsafeMutablePointer<Agnode_t>?
        try session.call("agnode") { _ in
            created = name.withCString { agnode(root, UnsafeMutablePointer(mutating: $0), 1) }
            return created != nil
        }
        return GraphvizNode(pointer: created!)
    }

    /// Creates an anonymous edge from `tail` to `head`.
    func edge(from tail: GraphvizNode, to head: GraphvizNode) throws(GraphvizError) -> GraphvizEdge {
        var created: UnsafeMutablePointer<Agedge_t>?
        try session.call("agedge") { _ in
            created = agedge(root, tail.pointer, head.pointer, nil, 1)
            return created != nil
        }
        return GraphvizEdge(pointer: created!)
    }

    /// Creates the subgraph called `name` (a `cluster…` name makes a cluster) holding `nodes`.
    func subgraph(_ name: String, nodes: [GraphvizNode]) throws(GraphvizError) -> GraphvizSubgraph {
        var created: UnsafeMutablePointer<Agraph_t>?
        try session.call("agsubg") { _ in
            created = name.withCString { agsubg(root, UnsafeMutablePointer(mutating: $0), 1) }
            guard let created else { return false }
            for node in nodes where agsubnode(created, node.pointer, 1) == nil { return false }
            return true
        }
        return GraphvizSubgraph(pointer: created!)
    }

    /// Sets a graph attribute (agsafeset on the root).
    func set(_ name: String, _ value: String) throws(GraphvizError) {
        try set(UnsafeMutableRawPointer(root), name, value, "agsafeset(graph)")
    }

    /// Sets a node attribute.
    func set(_ node: GraphvizNode, _ name: String, _ value: String) throws(GraphvizError) {
        try set(UnsafeMutableRawPointer(node.pointer), name, value, "agsafeset(node)")
    }

    /// Sets an edge attribute.
    func set(_ edge: GraphvizEdge, _ name: String, _ value: String) throws(GraphvizError) {
        try set(UnsafeMutableRawPointer(edge.pointer), name, value, "agsafeset(edge)")
    }

    /// Sets a subgraph attribute.
    func set(_ subgraph: GraphvizSubgraph, _ name: String, _ value: String) throws(GraphvizError) {
        try set(UnsafeMutableRawPointer(subgraph.pointer), name, value, "agsafeset(subgraph)")
    }

    private func set(
        _ object: UnsafeMutableRawPointer, _ name: String, _ value: String, _ operation: String
    ) throws(GraphvizError) {
        try session.call(operation) { _ in
            name.withCString { namePointer in
                value.withCString { valuePointer in
                    // agsafeset declares the attribute (default "") if needed, then copies the value.
                    let mutableName = UnsafeMutablePointer(mutating: namePointer)
                    let mutableValue = UnsafeMutablePointer(mutating: valuePointer)
                    return "".withCString { empty in
                        agsafeset(object, mutableName, mutableValue, UnsafeMutablePointer(mutating: empty)) == 0
                    }
                }
            }
        }
    }

    /// Runs the layout engine `engine` (gvLayout) on the whole graph.
    /// - Throws: `GraphvizError` with Graphviz's message, e.g. for an unknown engine name.
    func layout(engine: String) throws(GraphvizError) {
        if hasLayout {
            session.unchecked { context in _ = gvFreeLayout(context, root) }
            hasLayout = false
        }
        // gvLayout returns 0 once the engine has run, even when the engine reported an error
        // (the `family` plugin does, for a graph that is not a family); its records must then
        // still be freed, so the layout counts as made whenever gvLayout returned 0.
        var engineRan = false
        defer { hasLayout = engineRan }
        try session.call("gvLayout") { context in
            engineRan = engine.withCString { gvLayout(context, root, $0) } == 0
            return engineRan
        }
    }

    /// Renders the laid-out graph in `format` (gvRenderData): `svg`, `png`, `pdf`, `plain`,
    /// `json`, or any other format Graphviz's plugins provide.
    /// - Throws: `GraphvizError` with Graphviz's message, e.g. for an unknown format.
    func render(format: String) throws(GraphvizError) -> Data {
        precondition(hasLayout, "render(format:) needs a layout")
        var rendered = Data()
        try session.call("gvRenderData") { context in
            var bytes: UnsafeMutablePointer<CChar>?
            var length: UInt32 = 0
            let status = format.withCString { gvRenderData(context, root, $0, &bytes, &length) }
            if let bytes {
                rendered = Data(bytes: bytes, count: Int(length))
                gvFreeRenderData(bytes)
            }
            return status == 0
        }
        return rendered
    }

    /// Every node in creation order (the order of `DOTGraph`'s nodes for a parsed graph).
    func allNodes() -> [GraphvizNode] {
        session.unchecked { _ in
            var result: [GraphvizNode] = []
            var node = agfstnode(root)
            while let current = node {
                result.append(GraphvizNode(pointer: current))
                node = agnxtnode(root, current)
            }
            return result
        }
    }

    /// The sizes of many laid-out nodes under one lock, in points.
    func sizes(of nodes: [GraphvizNode]) -> [(x: Double, y: Double)] {
        precondition(hasLayout, "sizes(of:) needs a layout")
        return session.unchecked { _ in
            nodes.map { node in
                var width = 0.0
                var height = 0.0
                tb_node_size(node.pointer, &width, &height)
                return (width, height)
            }
        }
    }

    /// `nodesep` and `ranksep` in whole points, as the `family` plugin and dot read them.
    func separations() -> (nodesep: Double, ranksep: Double) {
        session.unchecked { _ in
            var nodesep = 0.0
            var ranksep = 0.0
            tb_plugin_separations(root, &nodesep, &ranksep)
            return (nodesep, ranksep)
        }
    }

    /// The centres of many laid-out nodes under one lock, in points, Graphviz's y-up coordinates.
    func centers(of nodes: [GraphvizNode]) -> [(x: Double, y: Double)] {
        precondition(hasLayout, "centers(of:) needs a layout")
        return session.unchecked { _ in
            nodes.map { node in
                var x = 0.0
                var y = 0.0
                tb_node_center(node.pointer, &x, &y)
                return (x, y)
            }
        }
    }
}

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

    /// `nodesep` and `ranksep` in whole points, with dot's defaults and minimums.
    func separations() -> (nodesep: Double, ranksep: Double) {
        var nodesep = 0.0
        var ranksep = 0.0
        tb_plugin_separations(root, &nodesep, &ranksep)
        return (nodesep, ranksep)
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
