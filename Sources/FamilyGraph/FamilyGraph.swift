public import GenealogyKit

/// A family read from a DOT graph as genealogy programs and people draw one: which nodes are
/// people and which are connectors (a union's node, the points of its bus), what each edge says,
/// and the `Genealogy` (GenealogyKit) it all records.
///
/// The rules (docs/GRAPHVIZ-PLUGIN.md has them as a table, with examples):
///
/// - **Connectors.** A node is a connector when it is drawn as a point or invisibly, when its
///   label is explicitly empty and its shape is a marker's (`ellipse`, `circle`, `diamond`, …,
///   not a box), or when every visible edge between the other nodes joins a node of one marker
///   shape to a node of another shape (Gramps' family ellipses, dated or not, between person
///   boxes). Every other node is a person; their text is the label (``DOTGraph/text(ofNode:)``).
/// - **Unions.** Connectors joined by edges (visible or not: a marriage node and its bus) are one
///   union. A person linked to one of its connectors by a visible edge is a partner when the edge
///   runs from the person, or when both stand in one `rank=same` group (`{rank=same; H -> m -> W}`);
///   otherwise the person is a child. A visible edge between two people in one `rank=same` group
///   is a marriage line; any other visible edge between two people makes the head a child of the
///   tail, and a child's one or two such parents are a union of their own.
/// - **Order.** People, unions and children in file order, as `dot` ranks them: the tail of an
///   edge above its head, for `->` and `--` alike. Invisible edges between people, arrowheads,
///   `dir`, colours and clusters carry no family meaning.
///
/// - Complexity: O(nodes + edges + attributes), counted in ``work``.
public struct FamilyGraph: Sendable {
    /// What a node is in the family.
    public enum NodeRole: Hashable, Sendable {
        /// A person: the index in ``FamilyGraph/genealogy``'s people.
        case person(Int)
        /// A connector of the union with this index in ``FamilyGraph/genealogy``'s unions.
        case connector(union: Int)
    }

    /// What an edge says about the family.
    public enum EdgeRole: Hashable, Sendable {
        /// Person `person` is a partner in union `union` (an edge between them and a connector).
        case partner(union: Int, person: Int)
        /// Person `person` is a child of union `union` (an edge from a connector).
        case child(union: Int, person: Int)
        /// A direct edge from parent `parent` to child `child`, a union without a connector node.
        case parentToChild(union: Int, parent: Int, child: Int)
        /// A visible edge between the two partners of union `union` on one rank.
        case marriageLine(union: Int)
        /// An edge between two connectors of union `union` (the marriage node to its bus, along the bus).
        case bus(union: Int)
        /// No family meaning: an invisible edge between people, or a loop on a connector.
        case hint
    }

    /// The graph the family was read from.
    public let graph: DOTGraph
    /// The people (ids are node names) and unions (ids are connector names, or the partners'
    /// names joined by `+` for a union drawn without a connector).
    public let genealogy: Genealogy
    /// What each node of ``graph`` is.
    public let nodeRoles: [NodeRole]
    /// What each edge of ``graph`` says.
    public let edgeRoles: [EdgeRole]
    /// For each person of ``genealogy``, their node in ``graph``.
    public let nodeOfPerson: [Int]
    /// For each union of ``genealogy``, its connector nodes in file order (empty for a union
    /// drawn without one). The first linked to a partner (else the first) is the union's own
    /// node; the rest are the points of its bus.
    public let connectorsOfUnion: [[Int]]
    /// For each node, the number of its `rank=same` class: nodes that share one stand on one rank.
    let rankClass: [Int32]
    /// The reading's inner steps: at most a small constant times nodes + edges + attributes.
    public let work: Int

    /// Reads the family `graph` records.
    ///
    /// - Parameter graph: The graph, as Graphviz parsed it.
    /// - Throws: ``FamilyGraphError`` naming the nodes and the rule when the graph is not a
    ///   family: no person, a union of more than two partners, a child of three parents, someone
    ///   their own ancestor, a connector that links nobody.
    /// - Complexity: O(nodes + edges + attributes).
    public init(reading graph: DOTGraph) throws(FamilyGraphError) {
        var work = 0
        let looks = NodeLooks(graph, work: &work)
        let rankClass = Self.rankClasses(graph, work: &work)
        let people = Self.people(graph, isConnector: looks.isConnector, work: &work)
        if people.records.isEmpty { throw .noPeople(nodes: graph.nodes.count) }
        var links = try FamilyLinks(graph: graph, isConnector: looks.isConnector, rankClass: rankClass, work: &work)
        try links.addUnionsWithoutConnectors(graph: graph, work: &work)
        let genealogy: Genealogy
        do {
            genealogy = try Genealogy(people: people.records, unions: links.unions(graph: graph, people: people.index))
        } catch {
            throw .notAGenealogy(error)
        }
        self.graph = graph
        self.genealogy = genealogy
        self.nodeRoles = graph.nodes.indices.map { node in
            looks.isConnector[node] ? .connector(union: links.unionOfConnector[node]) : .person(people.index[node])
        }
        self.edgeRoles = links.edgeRoles(personIndex: people.index)
        self.nodeOfPerson = people.nodes
        self.connectorsOfUnion = links.connectorsOfUnion
        self.rankClass = rankClass
        self.work = work + graph.nodes.count + graph.edges.count
    }

    /// Whether nodes `a` and `b` stand in one `rank=same` class.
    func shareRank(_ a: Int, _ b: Int) -> Bool { rankClass[a] >= 0 && rankClass[a] == rankClass[b] }

    /// Each node's `rank=same` class (nodes of groups that share a node are one class), or -1.
    private static func rankClasses(_ graph: DOTGraph, work: inout Int) -> [Int32] {
        var parent = [Int32](repeating: -1, count: graph.nodes.count)
        func find(_ node: Int32) -> Int32 {
            var root = node
            while parent[Int(root)] != root { root = parent[Int(root)] }
            var current = node
            while parent[Int(current)] != root {
                let next = parent[Int(current)]
                parent[Int(current)] = root
                current = next
            }
            return root
        }
        for group in graph.sameRankGroups {
            guard let first = group.first else { continue }
            if parent[first] < 0 { parent[first] = Int32(first) }
            for node in group.dropFirst() {
                work += 1
                if parent[node] < 0 { parent[node] = Int32(node) }
                let (a, b) = (find(Int32(first)), find(Int32(node)))
                if a != b { parent[Int(b)] = a }
            }
        }
        return parent.indices.map { parent[$0] < 0 ? -1 : find(Int32($0)) }
    }
}
