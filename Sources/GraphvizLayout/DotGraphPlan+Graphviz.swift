import FamilyDOT

extension DotGraphPlan {
    /// Builds the plan as a cgraph graph through the API (no DOT text).
    ///
    /// - Returns: The graph and its nodes, indexed like ``nodes``.
    /// - Throws: `GraphvizError` when cgraph refuses an object or attribute.
    /// - Complexity: O(nodes + edges + attributes).
    func makeGraph() throws(GraphvizError) -> (graph: GraphvizGraph, nodes: [GraphvizNode]) {
        let graph = try GraphvizGraph(name: "family")
        for attribute in graphAttributes { try graph.set(attribute.name, attribute.value) }
        for attribute in nodeDefaults { try graph.declare(.node, attribute.name, default: attribute.value) }
        for attribute in edgeDefaults { try graph.declare(.edge, attribute.name, default: attribute.value) }
        var made: [GraphvizNode] = []
        made.reserveCapacity(nodes.count)
        for node in nodes {
            let created = try graph.node(node.name)
            for attribute in node.attributes { try graph.set(created, attribute.name, Self.apiValue(attribute)) }
            made.append(created)
        }
        for edge in edges {
            let created = try graph.edge(from: made[edge.tail], to: made[edge.head])
            for attribute in edge.attributes { try graph.set(created, attribute.name, attribute.value) }
        }
        for subgraph in subgraphs {
            let created = try graph.subgraph(subgraph.name, nodes: subgraph.nodes.map { made[$0] })
            for attribute in subgraph.attributes { try graph.set(created, attribute.name, attribute.value) }
        }
        return (graph, made)
    }

    /// An attribute's value as cgraph takes it: labels and tooltips go through Graphviz's
    /// escapes (`\n`, `\\`, `\N`) and entities (`&amp;`) even when set through the API, so they
    /// are escaped as in DOT text (without the quotes, and never cut in pieces) and shown
    /// literally; other values are set as they are.
    static func apiValue(_ attribute: Attribute) -> String {
        switch attribute.name {
        case "label": DOTText.escapedLabel(attribute.value)
        case "tooltip": DOTText.escapedTooltip(attribute.value)
        default: attribute.value
        }
    }
}
