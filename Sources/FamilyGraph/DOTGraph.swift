/// A graph as a DOT file describes it, copied into Swift values: nodes and edges in file order
/// with their attributes, the `rank=same` groups and the clusters.
///
/// GraphvizLayout makes one from Graphviz's own parser (`DOTGraph(parsing:)`, cgraph's
/// `agmemread`) or from the graph Graphviz hands the `family` layout plugin, so the family read
/// from a file is the family `dot` sees; ``FamilyGraph`` reads a family from it without Graphviz.
/// An app with its own DOT parser can build one directly.
public struct DOTGraph: Sendable {
    /// A node: its name (the DOT ID) and the attributes set on it.
    public struct Node: Sendable {
        /// The node's name, as the file spells its ID (quotes and escapes of the ID removed).
        public var name: String
        /// The attributes the node sets (not those it takes from a `node [...]` default).
        public var attributes: [String: String]
        /// Whether the node's `label` is an HTML-like label (`label=<...>`), whose markup is
        /// not text.
        public var hasHTMLLabel: Bool

        /// Creates a node.
        public init(name: String, attributes: [String: String] = [:], hasHTMLLabel: Bool = false) {
            self.name = name
            self.attributes = attributes
            self.hasHTMLLabel = hasHTMLLabel
        }
    }

    /// An edge between two nodes, as written: `tail -> head` (or `tail -- head`).
    public struct Edge: Sendable {
        /// The index in ``DOTGraph/nodes`` of the node the edge is written from.
        public var tail: Int
        /// The index in ``DOTGraph/nodes`` of the node the edge is written to.
        public var head: Int
        /// The attributes the edge sets (not those it takes from an `edge [...]` default).
        public var attributes: [String: String]

        /// Creates an edge.
        public init(tail: Int, head: Int, attributes: [String: String] = [:]) {
            self.tail = tail
            self.head = head
            self.attributes = attributes
        }
    }

    /// The graph's name (`digraph NAME`), empty when it has none.
    public var name: String
    /// `digraph` (`->` edges) rather than `graph` (`--` edges).
    public var isDirected: Bool
    /// The graph's own attributes (`rankdir`, `nodesep`, …).
    public var attributes: [String: String]
    /// Node attributes set by `node [...]` in the root graph, for every node that sets none itself.
    public var nodeDefaults: [String: String]
    /// Edge attributes set by `edge [...]` in the root graph.
    public var edgeDefaults: [String: String]
    /// Every node, in the order the file first names it.
    public var nodes: [Node]
    /// Every edge, in the order the file writes it.
    public var edges: [Edge]
    /// The nodes of each subgraph whose `rank` is `same`, `min`, `max`, `source` or `sink`
    /// (node indices): each group stands on one rank in `dot`.
    public var sameRankGroups: [[Int]]
    /// The nodes of each cluster (`subgraph cluster…`), node indices.
    public var clusters: [[Int]]

    /// Creates a graph.
    public init(
        name: String = "", isDirected: Bool = true, attributes: [String: String] = [:],
        nodeDefaults: [String: String] = [:], edgeDefaults: [String: String] = [:], nodes: [Node] = [],
        edges: [Edge] = [], sameRankGroups: [[Int]] = [], clusters: [[Int]] = []
    ) {
        self.name = name
        self.isDirected = isDirected
        self.attributes = attributes
        self.nodeDefaults = nodeDefaults
        self.edgeDefaults = edgeDefaults
        self.nodes = nodes
        self.edges = edges
        self.sameRankGroups = sameRankGroups
        self.clusters = clusters
    }

    /// The value of attribute `name` for node `node`: its own, else the graph's default, else nil.
    public func value(_ name: String, ofNode node: Int) -> String? {
        nodes[node].attributes[name] ?? nodeDefaults[name]
    }

    /// The value of attribute `name` for edge `edge`: its own, else the graph's default, else nil.
    public func value(_ name: String, ofEdge edge: Int) -> String? {
        edges[edge].attributes[name] ?? edgeDefaults[name]
    }

    /// Whether node `node` is drawn invisibly: its `style` list holds `invis`.
    public func isInvisible(node: Int) -> Bool { Self.styleIsInvisible(value("style", ofNode: node)) }

    /// Whether edge `edge` is drawn invisibly: its `style` list holds `invis`.
    public func isInvisible(edge: Int) -> Bool { Self.styleIsInvisible(value("style", ofEdge: edge)) }

    /// Whether a `style` value (a comma-separated list, as `filled,invis`) holds `invis`.
    static func styleIsInvisible(_ style: String?) -> Bool {
        guard let style, !style.isEmpty else { return false }
        return style.utf8.split(separator: UInt8(ascii: ",")).contains { item in
            let trimmed = item.drop { $0 == 0x20 }.reversed().drop { $0 == 0x20 }
            return trimmed.elementsEqual("invis".utf8.reversed())
        }
    }
}
