extension DotGraphPlan {
    /// The plan as DOT text: `comments` (each becomes a `//` line), then the graph with the
    /// nodes called by `names` (already quoted DOT ids, one per node).
    ///
    /// - Precondition: `names` has one entry per node.
    /// - Complexity: O(nodes + edges).
    package func dotText(comments: [String] = [], names: [String]) -> String {
        precondition(names.count == nodes.count, "one name per node")
        var lines = comments.map { "// \($0)" }
        lines += [
            "digraph \"family\" {",
            "    graph \(DOTText.attributeList(graphAttributes));",
            "    node \(DOTText.attributeList(nodeDefaults));",
            "    edge \(DOTText.attributeList(edgeDefaults));",
        ]
        for (index, node) in nodes.enumerated() {
            lines.append(Self.statement(names[index], node.attributes))
        }
        for edge in edges {
            lines.append(Self.statement("\(names[edge.tail]) -> \(names[edge.head])", edge.attributes))
        }
        for subgraph in subgraphs {
            let members = subgraph.nodes.map { names[$0] + ";" }.joined(separator: " ")
            let attributes = subgraph.attributes.map { "\($0.name)=\(DOTText.quotedValue($0));" }
            lines.append(
                "    subgraph \(DOTText.quotedValue(("name", subgraph.name))) { \((attributes + [members]).joined(separator: " ")) }"
            )
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One node or edge statement with its attributes.
    static func statement(_ head: String, _ attributes: [Attribute]) -> String {
        attributes.isEmpty ? "    \(head);" : "    \(head) \(DOTText.attributeList(attributes));"
    }
}
