import FamilyGraph
import GenealogyKit

extension FamilyGraph {
    /// Each union as `partners>children` by id, partners joined by `+`, children by `,`:
    /// `a+b>c,d`, in union order.
    var unionSummary: [String] {
        let people = genealogy.people
        return genealogy.unions.map { union in
            union.partners.map { people[$0].id }.joined(separator: "+") + ">"
                + union.children.map { people[$0].id }.joined(separator: ",")
        }
    }

    /// The names of the nodes read as connectors, in node order.
    var connectorNames: [String] {
        graph.nodes.indices.filter {
            if case .connector = nodeRoles[$0] { true } else { false }
        }.map { graph.nodes[$0].name }
    }

    /// The role of the edge from `tail` to `head` (the first such edge).
    func role(_ tail: String, _ head: String) -> EdgeRole? {
        let names = graph.nodes.map(\.name)
        guard let index = graph.edges.firstIndex(where: { names[$0.tail] == tail && names[$0.head] == head })
        else { return nil }
        return edgeRoles[index]
    }
}
