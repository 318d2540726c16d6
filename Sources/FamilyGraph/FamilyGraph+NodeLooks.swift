extension FamilyGraph {
    /// Which nodes of a graph are connectors (a union's node, a bus point) and which are people,
    /// by how they look: the first three rules of the table in docs/GRAPHVIZ-PLUGIN.md.
    struct NodeLooks {
        /// Shapes a genealogy graph uses for a marriage or family node. A node of another shape
        /// (a box, a hexagon, a record, …) is never taken for a connector by its shape.
        static let markerShapes: Set<String> = [
            "point", "ellipse", "oval", "circle", "doublecircle", "mcircle", "diamond", "mdiamond", "egg",
            "triangle", "invtriangle",
        ]

        /// For each node: whether it is a connector.
        var isConnector: [Bool]
        /// Each node's shape, lowercased (`ellipse` when the graph sets none, as in Graphviz).
        let shapes: [String]

        init(_ graph: DOTGraph, work: inout Int) {
            let shapes = graph.nodes.indices.map { (graph.value("shape", ofNode: $0) ?? "ellipse").lowercased() }
            self.shapes = shapes
            // Rules 1 and 2: a point, an invisible node, or a marker with an explicitly empty label.
            isConnector = graph.nodes.indices.map { node in
                return shapes[node] == "point" || graph.isInvisible(node: node)
                    || (Self.markerShapes.contains(shapes[node]) && graph.hasEmptyLabel(node))
            }
            work += graph.nodes.count
            if let familyShape = familyShape(graph, work: &work) {
                for node in graph.nodes.indices where shapes[node] == familyShape { isConnector[node] = true }
                work += graph.nodes.count
            }
        }

        /// Rule 3: the marker shape of the graph's family nodes, when the visible edges between
        /// the nodes rules 1 and 2 left as people all join one node of that shape to a node of
        /// another (person → family → person, as Gramps writes), some node of that shape has a
        /// child edge or is a connector by rule 2, and every connector found so far that is not
        /// a point has that shape too.
        private func familyShape(_ graph: DOTGraph, work: inout Int) -> String? {
            var candidates: [String]?
            var hasChildEdge: Set<String> = []
            for (index, edge) in graph.edges.enumerated() {
                work += 1
                let (tail, head) = (edge.tail, edge.head)
                guard tail != head, !isConnector[tail], !isConnector[head],
                    !graph.isInvisible(edge: index)
                else { continue }
                let ends = [shapes[tail], shapes[head]]
                if candidates == nil {
                    candidates = ends[0] == ends[1] ? [] : ends.filter(Self.markerShapes.contains)
                } else {
                    candidates!.removeAll { (ends[0] == $0) == (ends[1] == $0) }
                }
                if candidates!.isEmpty { return nil }
                if Self.markerShapes.contains(shapes[tail]) { hasChildEdge.insert(shapes[tail]) }
            }
            guard let found = candidates, found.count == 1, let shape = found.first else { return nil }
            // Nodes of that shape found connectors by rule 2 (Gramps' undated families) vouch for
            // it as well as a child edge does.
            var vouched = hasChildEdge.contains(shape)
            for node in graph.nodes.indices where isConnector[node] && shapes[node] != "point" {
                work += 1
                if shapes[node] == shape {
                    vouched = true
                } else if !graph.isInvisible(node: node) {
                    return nil
                }
            }
            return vouched ? shape : nil
        }
    }
}
