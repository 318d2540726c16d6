import FamilyTree
import GenealogyKit

extension FamilyGraph {
    /// Which chart the `family` plugin draws a graph as.
    package enum ChartChoice: Equatable, Sendable {
        /// The descendant chart: every founder's descendants, each union under the partner it is homed with.
        case descendants
        /// The hourglass of one person (an index into the genealogy's people): their ancestors
        /// above their row, side by side in couples, and their descendants below.
        case hourglass(root: Int)
    }

    /// The chart the graph asks for, or is.
    ///
    /// - `chart="hourglass"` (with `root` naming the centre person's node, else the first person)
    ///   or `chart="descendants"` decides;
    /// - without `chart`, a graph *is* an hourglass when its centre person — the node `root` names,
    ///   else the first person, as Gramps' hourglass report writes it — has parents in the graph
    ///   and every other person is their ancestor, their descendant or a descendant's partner,
    ///   every union joining ancestors to an ancestor's (or the centre's) birth or joining a
    ///   descendant (or the centre) to a partner;
    /// - anything else is drawn as descendants.
    ///
    /// - Throws: ``FamilyGraphError/invalidAttribute(name:value:rule:)`` for a `chart` other than
    ///   those two, and with `chart="hourglass"` for a `root` that names no person or a person who
    ///   is none of those (the message names them).
    /// - Complexity: O(people + unions + links).
    package func chartChoice() throws(FamilyGraphError) -> ChartChoice {
        let attributes = graph.attributes
        let chart = attributes["chart"]?.lowercased()
        guard chart == nil || chart == "descendants" || chart == "hourglass" else {
            throw .invalidAttribute(
                name: "chart", value: attributes["chart"]!, rule: "a chart is descendants or hourglass")
        }
        if chart == "descendants" { return .descendants }
        var root = genealogy.people.isEmpty ? -1 : 0
        if let name = attributes["root"] {
            guard let node = graph.nodes.firstIndex(where: { $0.name == name }),
                case .person(let person) = nodeRoles[node]
            else {
                if chart == "hourglass" {
                    throw .invalidAttribute(name: "root", value: name, rule: "it names no person of the graph")
                }
                return .descendants
            }
            root = person
        }
        if chart == "hourglass" {
            if let outsider = personOutsideHourglass(around: root) {
                throw .invalidAttribute(
                    name: "chart", value: "hourglass",
                    rule: "person \(messageQuoted(genealogy.people[outsider].id)) is no ancestor of "
                        + "\(messageQuoted(genealogy.people[root].id)), no descendant and no descendant's partner")
            }
            return .hourglass(root: root)
        }
        let isHourglass = root >= 0 && genealogy.hasParents(root) && personOutsideHourglass(around: root) == nil
        return isHourglass ? .hourglass(root: root) : .descendants
    }

    /// The first person (in file order) that keeps the genealogy from being an hourglass around
    /// `centre` (see ``chartChoice()``), or nil when it is one; a partner of a union that joins
    /// neither ancestors nor descendants stands for that union.
    func personOutsideHourglass(around centre: Int) -> Int? {
        let genealogy = self.genealogy
        let count = genealogy.people.count
        var isAncestor = [Bool](repeating: false, count: count)
        var isDescendant = [Bool](repeating: false, count: count)
        // Up from the centre through every parent union; down through every partner union.
        var stack = [centre]
        while let person = stack.popLast() {
            for union in genealogy.parentUnions(of: person) {
                for parent in genealogy.unions[Int(union)].partners where !isAncestor[parent] {
                    isAncestor[parent] = true
                    stack.append(parent)
                }
            }
        }
        stack = [centre]
        while let person = stack.popLast() {
            for union in genealogy.partnerUnions(of: person) {
                for child in genealogy.unions[Int(union)].children where !isDescendant[child] {
                    isDescendant[child] = true
                    stack.append(child)
                }
            }
        }
        if isAncestor[centre] || isDescendant[centre] { return centre }  // their own ancestor
        var covered = isAncestor
        covered[centre] = true
        for person in genealogy.people.indices where isDescendant[person] { covered[person] = true }
        for union in genealogy.unions {
            let descendantSide = union.partners.contains { $0 == centre || isDescendant[$0] }
            let ancestorSide =
                !union.partners.isEmpty && union.partners.allSatisfy { isAncestor[$0] }
                && union.children.allSatisfy { $0 == centre || isAncestor[$0] }
            guard descendantSide || ancestorSide else {
                // Ancestors' union with a child who is not in the line (an aunt): that child;
                // else the first partner outside it.
                let outsiders = union.children.filter { !isAncestor[$0] && $0 != centre }
                let ancestorsUnion = !union.partners.isEmpty && union.partners.allSatisfy { isAncestor[$0] }
                return (ancestorsUnion ? outsiders.first : union.partners.first { !isAncestor[$0] })
                    ?? union.partners.first ?? outsiders.first ?? centre
            }
            if descendantSide { for partner in union.partners { covered[partner] = true } }
        }
        return covered.firstIndex(of: false)
    }
}
