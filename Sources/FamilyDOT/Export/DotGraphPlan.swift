/// A family written as a dot graph, before it is either built through cgraph (`DotLayout` in GraphvizLayout)
/// or printed as DOT text (``FamilyDOTExport``), so both carry exactly the same idiom.
///
/// Nodes `0 ..< personCount` are the people, in ``FamilyTree/Family/people`` order, named by
/// their ids; union nodes follow.
package struct DotGraphPlan {
    /// An attribute name and its value, unescaped.
    package typealias Attribute = (name: String, value: String)

    /// A node: its name and the attributes that differ from ``nodeDefaults``.
    package struct Node {
        package var name: String
        package var attributes: [Attribute]
    }

    /// An edge between two nodes (indices into ``nodes``).
    package struct Edge {
        package var tail: Int
        package var head: Int
        package var attributes: [Attribute]
    }

    /// A subgraph: a same-rank group or a cluster, holding nodes (indices into ``nodes``).
    package struct Subgraph {
        package var name: String
        package var attributes: [Attribute]
        package var nodes: [Int]
    }

    /// Graph attributes.
    package var graphAttributes: [Attribute] = []
    /// Defaults for every node.
    package var nodeDefaults: [Attribute] = []
    /// Defaults for every edge.
    package var edgeDefaults: [Attribute] = []
    /// Every node; the first ``personCount`` are the people.
    package var nodes: [Node] = []
    /// Every edge.
    package var edges: [Edge] = []
    /// Every subgraph.
    package var subgraphs: [Subgraph] = []
    /// The number of people (the leading nodes).
    package var personCount = 0
}
