internal import CGraphviz
internal import CGraphvizAccessors
public import FamilyGraph
public import Foundation

extension DOTGraph {
    /// Reads DOT text with Graphviz's own parser (cgraph's `agmemread`, as `dot` reads a file)
    /// and copies the first graph into Swift values.
    ///
    /// - Parameter text: The DOT file's bytes.
    /// - Throws: ``GraphvizError`` with Graphviz's message for text it cannot parse, or when
    ///   the text holds no graph.
    /// - Complexity: O(nodes + edges + attributes + subgraph memberships).
    public init(parsing text: Data) throws(GraphvizError) {
        self = try GraphvizGraph(parsing: [UInt8](text)).withRoot { DOTGraph.copy($0).graph }
    }

    /// Copies a cgraph graph: the caller holds Graphviz (the session's lock, or a plugin call).
    ///
    /// A node or edge keeps the attributes whose value differs from the root graph's default
    /// (those set on it, or by a subgraph's `node [...]`); the defaults are the graph's.
    ///
    /// - Returns: The graph, and its cgraph nodes and edges in the same order as its own.
    static func copy(
        _ root: UnsafeMutablePointer<Agraph_t>
    ) -> (graph: DOTGraph, nodes: [UnsafeMutablePointer<Agnode_t>], edges: [UnsafeMutablePointer<Agedge_t>]) {
        let rootObject = UnsafeMutableRawPointer(root)
        var graph = DOTGraph(
            name: Self.string(agnameof(rootObject)), isDirected: agisdirected(root) != 0,
            attributes: Self.values(of: rootObject, in: root, kind: AGRAPH),
            nodeDefaults: Self.defaults(in: root, kind: AGNODE), edgeDefaults: Self.defaults(in: root, kind: AGEDGE))
        let nodeSymbols = Self.symbols(in: root, kind: AGNODE)
        let edgeSymbols = Self.symbols(in: root, kind: AGEDGE)
        let label = nodeSymbols.first { Self.string($0.pointee.name) == "label" }
        var nodePointers: [UnsafeMutablePointer<Agnode_t>] = []
        var indexOfSequence = [Int](repeating: -1, count: Int(agnnodes(root)) + 1)
        var node = agfstnode(root)
        while let current = node {
            let sequence = Int(tb_sequence(UnsafeMutableRawPointer(current)))
            if sequence >= indexOfSequence.count {
                indexOfSequence += [Int](repeating: -1, count: sequence + 1 - indexOfSequence.count)
            }
            indexOfSequence[sequence] = graph.nodes.count
            nodePointers.append(current)
            let object = UnsafeMutableRawPointer(current)
            graph.nodes.append(
                Node(
                    name: Self.string(agnameof(object)), attributes: Self.ownValues(of: object, nodeSymbols),
                    hasHTMLLabel: label.map { aghtmlstr(agxget(object, $0)) != 0 } ?? false))
            node = agnxtnode(root, current)
        }
        let edges = Self.edges(of: root, indexOfSequence: indexOfSequence, symbols: edgeSymbols)
        graph.edges = edges.map(\.edge)
        (graph.sameRankGroups, graph.clusters) = Self.groups(of: root, indexOfSequence: indexOfSequence)
        return (graph, nodePointers, edges.map(\.pointer))
    }

    /// Every edge in the order the file writes it (by sequence number), with node indices.
    private static func edges(
        of root: UnsafeMutablePointer<Agraph_t>, indexOfSequence: [Int], symbols: [UnsafeMutablePointer<Agsym_t>]
    ) -> [(edge: Edge, pointer: UnsafeMutablePointer<Agedge_t>)] {
        var bySequence: [(sequence: Int, edge: Edge, pointer: UnsafeMutablePointer<Agedge_t>)] = []
        bySequence.reserveCapacity(Int(agnedges(root)))
        var largest = 0
        var node = agfstnode(root)
        while let current = node {
            var edge = agfstout(root, current)
            while let out = edge {
                let object = UnsafeMutableRawPointer(out)
                let sequence = Int(tb_sequence(object))
                largest = max(largest, sequence)
                let tail = indexOfSequence[Int(tb_sequence(UnsafeMutableRawPointer(tb_edge_tail(out))))]
                let head = indexOfSequence[Int(tb_sequence(UnsafeMutableRawPointer(tb_edge_head(out))))]
                bySequence.append(
                    (sequence, Edge(tail: tail, head: head, attributes: ownValues(of: object, symbols)), out))
                edge = agnxtout(root, out)
            }
            node = agnxtnode(root, current)
        }
        // A bucket per sequence number: linear, and sequence numbers are unique.
        var slots = [(edge: Edge, pointer: UnsafeMutablePointer<Agedge_t>)?](repeating: nil, count: largest + 1)
        for entry in bySequence { slots[entry.sequence] = (entry.edge, entry.pointer) }
        return slots.compactMap { $0 }
    }

    /// The `rank=same` (`min`, `max`, `source`, `sink`) groups and the clusters, from every
    /// subgraph at any depth (walked with a stack, so nesting depth is unlimited).
    private static func groups(
        of root: UnsafeMutablePointer<Agraph_t>, indexOfSequence: [Int]
    ) -> (sameRank: [[Int]], clusters: [[Int]]) {
        let rank = "rank".withCString { agattr(root, Int32(AGRAPH), UnsafeMutablePointer(mutating: $0), nil) }
        let sameRankValues: Set<String> = ["same", "min", "max", "source", "sink"]
        var sameRank: [[Int]] = []
        var clusters: [[Int]] = []
        var stack: [UnsafeMutablePointer<Agraph_t>] = []
        var subgraph = agfstsubg(root)
        while let current = subgraph {
            stack.append(current)
            subgraph = agnxtsubg(current)
        }
        while let current = stack.popLast() {
            var inner = agfstsubg(current)
            while let child = inner {
                stack.append(child)
                inner = agnxtsubg(child)
            }
            let isSameRank = rank.map { sameRankValues.contains(string(agxget(UnsafeMutableRawPointer(current), $0))) }
            let isCluster = string(agnameof(UnsafeMutableRawPointer(current))).hasPrefix("cluster")
            guard isSameRank == true || isCluster else { continue }
            var members: [Int] = []
            var node = agfstnode(current)
            while let member = node {
                members.append(indexOfSequence[Int(tb_sequence(UnsafeMutableRawPointer(member)))])
                node = agnxtnode(current, member)
            }
            if isSameRank == true { sameRank.append(members) }
            if isCluster { clusters.append(members) }
        }
        return (sameRank, clusters)
    }

    /// The attributes declared for `kind` in the root graph.
    private static func symbols(in root: UnsafeMutablePointer<Agraph_t>, kind: Int32) -> [UnsafeMutablePointer<Agsym_t>]
    {
        var result: [UnsafeMutablePointer<Agsym_t>] = []
        var symbol = agnxtattr(root, kind, nil)
        while let current = symbol {
            result.append(current)
            symbol = agnxtattr(root, kind, current)
        }
        return result
    }

    /// The non-empty defaults of the attributes declared for `kind`.
    private static func defaults(in root: UnsafeMutablePointer<Agraph_t>, kind: Int32) -> [String: String] {
        var result: [String: String] = [:]
        for symbol in symbols(in: root, kind: kind) {
            let value = string(symbol.pointee.defval)
            if !value.isEmpty { result[string(symbol.pointee.name)] = value }
        }
        return result
    }

    /// Every non-empty attribute value of a graph.
    private static func values(
        of object: UnsafeMutableRawPointer, in root: UnsafeMutablePointer<Agraph_t>, kind: Int32
    ) -> [String: String] {
        var result: [String: String] = [:]
        for symbol in symbols(in: root, kind: kind) {
            let value = string(agxget(object, symbol))
            if !value.isEmpty { result[string(symbol.pointee.name)] = value }
        }
        return result
    }

    /// The attribute values of a node or edge that differ from the declared defaults.
    private static func ownValues(
        of object: UnsafeMutableRawPointer, _ symbols: [UnsafeMutablePointer<Agsym_t>]
    ) -> [String: String] {
        var result: [String: String] = [:]
        for symbol in symbols {
            guard let value = agxget(object, symbol), let fallback = symbol.pointee.defval,
                strcmp(value, fallback) != 0
            else { continue }
            result[string(symbol.pointee.name)] = string(value)
        }
        return result
    }

    private static func string(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
        pointer.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: strlen($0)), as: UTF8.self) } ?? ""
    }
}
