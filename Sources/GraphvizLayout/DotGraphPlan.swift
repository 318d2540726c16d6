/// A family written as a dot graph, before it is either built through cgraph (``DotLayout``)
/// or printed as DOT text (``FamilyDOTExport``), so both carry exactly the same idiom.
///
/// Nodes `0 ..< personCount` are the people, in ``FamilyTree/Family/people`` order, named by
/// their ids; union nodes follow.
struct DotGraphPlan {
    /// An attribute name and its value, unescaped.
    typealias Attribute = (name: String, value: String)

    /// A node: its name and the attributes that differ from ``nodeDefaults``.
    struct Node {
        var name: String
        var attributes: [Attribute]
    }

    /// An edge between two nodes (indices into ``nodes``).
    struct Edge {
        var tail: Int
        var head: Int
        var attributes: [Attribute]
    }

    /// A subgraph: a same-rank group or a cluster, holding nodes (indices into ``nodes``).
    struct Subgraph {
        var name: String
        var attributes: [Attribute]
        var nodes: [Int]
    }

    /// Graph attributes.
    var graphAttributes: [Attribute] = []
    /// Defaults for every node.
    var nodeDefaults: [Attribute] = []
    /// Defaults for every edge.
    var edgeDefaults: [Attribute] = []
    /// Every node; the first ``personCount`` are the people.
    var nodes: [Node] = []
    /// Every edge.
    var edges: [Edge] = []
    /// Every subgraph.
    var subgraphs: [Subgraph] = []
    /// The number of people (the leading nodes).
    var personCount = 0
}
