import FamilyGraph

/// A DOT graph written in Swift for the reader's tests, as Graphviz's parser would hand it over:
/// nodes in the order first named, edges in the order written, `rank=same` groups.
///
/// `a -> m -> b` is `sketch.chain("a", "m", "b")`; attributes are dictionaries.
struct GraphSketch {
    var graph: DOTGraph
    private var index: [String: Int] = [:]

    init(directed: Bool = true, attributes: [String: String] = [:], nodeDefaults: [String: String] = [:]) {
        graph = DOTGraph(isDirected: directed, attributes: attributes, nodeDefaults: nodeDefaults)
    }

    /// The node called `name`, made (or given more attributes) here.
    @discardableResult
    mutating func node(_ name: String, _ attributes: [String: String] = [:], html: Bool = false) -> Int {
        let found =
            index[name]
            ?? {
                graph.nodes.append(DOTGraph.Node(name: name))
                index[name] = graph.nodes.count - 1
                return graph.nodes.count - 1
            }()
        graph.nodes[found].attributes.merge(attributes) { $1 }
        if html { graph.nodes[found].hasHTMLLabel = true }
        return found
    }

    /// Nodes with the same attributes.
    mutating func nodes(_ names: [String], _ attributes: [String: String]) {
        for name in names { node(name, attributes) }
    }

    /// An edge `tail -> head` (or `--`).
    mutating func edge(_ tail: String, _ head: String, _ attributes: [String: String] = [:]) {
        let (from, to) = (node(tail), node(head))
        graph.edges.append(DOTGraph.Edge(tail: from, head: to, attributes: attributes))
    }

    /// Edges along `names`: `a -> b -> c`.
    mutating func chain(_ names: String..., attributes: [String: String] = [:]) {
        for (tail, head) in zip(names, names.dropFirst()) { edge(tail, head, attributes) }
    }

    /// `{rank=same; names}`.
    mutating func sameRank(_ names: String...) {
        graph.sameRankGroups.append(names.map { node($0) })
    }

    /// A couple as the hand idiom draws one: `a -> union -> b` on one rank, an edge from the union
    /// to each child.
    mutating func couple(_ a: String, _ union: String, _ b: String, children: [String]) {
        chain(a, union, b)
        sameRank(a, union, b)
        for child in children { edge(union, child) }
    }

    /// The node index of `name`.
    func at(_ name: String) -> Int { index[name]! }
}

extension GraphSketch {
    static let point = ["shape": "point"]
    static let invisible = ["style": "invis"]
    static let box = ["shape": "box"]
    static let invisibleEdge = ["style": "invis"]
}

extension GraphSketch {
    /// Henry between his two wives, each marriage a point on their rank:
    /// `{rank=same; clara -> u1 -> henry -> u2 -> edith}`, a child under each marriage.
    static var henryAndTwoWives: GraphSketch {
        var sketch = GraphSketch(nodeDefaults: ["shape": "box"])
        sketch.nodes(["u1", "u2"], point)
        sketch.chain("clara", "u1", "henry", "u2", "edith")
        sketch.sameRank("clara", "u1", "henry", "u2", "edith")
        sketch.edge("u1", "james")
        sketch.edge("u2", "oliver")
        return sketch
    }
}
