@testable import FamilyDOT

extension DotGraphPlan {
    /// The plan's nodes as the plugin's reader sees them: union nodes are the points.
    var idiomNodes: [FamilyIdiomGraph.Node] {
        nodes.map { node in
            FamilyIdiomGraph.Node(
                name: node.name, isUnion: node.attributes.contains { $0.name == "shape" && $0.value == "point" })
        }
    }

    /// The plan's edges as the plugin's reader sees them: invisible edges are hints.
    var idiomEdges: [FamilyIdiomGraph.Edge] {
        edges.map { edge in
            FamilyIdiomGraph.Edge(
                tail: edge.tail, head: edge.head,
                isHint: edge.attributes.contains { $0.name == "style" && $0.value == "invis" })
        }
    }
}

/// A hand-made graph for the reader: nodes by name (`u…` are union nodes), visible edges.
func idiomGraph(
    _ edges: [(String, String)], invisible: [(String, String)] = []
)
    -> (nodes: [FamilyIdiomGraph.Node], edges: [FamilyIdiomGraph.Edge])
{
    var names: [String] = []
    var indices: [String: Int] = [:]
    func index(_ name: String) -> Int {
        if let found = indices[name] { return found }
        names.append(name)
        indices[name] = names.count - 1
        return names.count - 1
    }
    var result: [FamilyIdiomGraph.Edge] = []
    for (tail, head) in edges { result.append(.init(tail: index(tail), head: index(head), isHint: false)) }
    for (tail, head) in invisible { result.append(.init(tail: index(tail), head: index(head), isHint: true)) }
    return (names.map { FamilyIdiomGraph.Node(name: $0, isUnion: $0.hasPrefix("u")) }, result)
}
