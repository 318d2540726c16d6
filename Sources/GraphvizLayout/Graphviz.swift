internal import CGraphviz
internal import CGraphvizAccessors
internal import CGraphvizPlugin
import FamilyDOT
import Foundation

// The one file of raw Graphviz calls, with GraphvizPluginGraph.swift (the calls a layout plugin
// makes on the graph Graphviz hands it) and DOTGraph+CGraph.swift (a graph copied into Swift
// values), whose callers hold Graphviz already. Graphviz keeps global state (the error channel,
// the attribute dictionaries, the layout plugins' statics) and is not thread-safe, so every call
// below runs under one process-wide lock, with one `GVC_t` for the whole process. After each
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
    let pointer: UnsafeMutablePointer<Agnode_t>
}

/// An edge of a ``GraphvizGraph``; valid while its graph lives.
struct GraphvizEdge {
    let pointer: UnsafeMutablePointer<Agedge_t>
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

    /// Runs the layout engine `engine` (gvLayout) on the whole graph, on a thread with a large
    /// stack (``LargeStackThread``).
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
            // On a large stack: dot recurses along the graph's longest path.
            let root = root
            engineRan = LargeStackThread.run { engine.withCString { gvLayout(context, root, $0) } } == 0
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
