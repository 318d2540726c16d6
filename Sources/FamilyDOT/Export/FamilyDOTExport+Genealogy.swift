import FamilyTree
public import GenealogyKit
public import TreeRender

extension FamilyDOTExport {
    /// A genealogy as Graphviz users draw one: every person once, a small node per union, edges
    /// from the partners to their union and from the union to each child; no repeat appearances.
    /// `dot -Tsvg` lays it out (dot ranks it itself, so relatives who marry across generations
    /// stretch edges rather than repeat people; TreeBench's own chart repeats them instead).
    ///
    /// Person nodes are named by their ids, union nodes by theirs (behind a prefix no person id
    /// starts with when a union's id is also a person's); labels are the names and, when known,
    /// the years of birth and death; `sex`, `born` and `died` attributes (which Graphviz ignores)
    /// keep the rest, so the FamilyGraph module reads the file back as the same genealogy.
    ///
    /// - Parameters:
    ///   - genealogy: The people and unions.
    ///   - content: What labels say (`BoxContent`): the name's format, the years or
    ///     dates and places, and with marriages each union point's `xlabel`.
    /// - Throws: ``DOTExportError/unrepresentableID(personID:)`` for an id no DOT string can hold.
    /// - Complexity: O(people + links).
    public static func genealogyForm(
        _ genealogy: Genealogy, content: BoxContent = BoxContent()
    ) throws(DOTExportError) -> String {
        let personIDs = Set(genealogy.people.map(\.id))
        var prefix = ""
        if genealogy.unions.contains(where: { personIDs.contains($0.id) }) {
            prefix = "union_"
            while genealogy.people.contains(where: { $0.id.hasPrefix(prefix) }) { prefix = "_" + prefix }
        }
        var names: [String] = []
        names.reserveCapacity(genealogy.people.count)
        for person in genealogy.people {
            guard let name = DOTText.quotedID(person.id) else { throw .unrepresentableID(personID: person.id) }
            names.append(name)
        }
        var lines = [
            "// A genealogy exported by TreeBench: every person once, a point per union, no repeats.",
            "// Node names are person ids; lay it out with: dot -Tsvg FILE -o OUT.svg",
            "digraph \"genealogy\" {",
            "    graph [ordering=\"out\", nodesep=\"0.28\", ranksep=\"0.4\"];",
            "    node [shape=\"box\", style=\"filled\", fontname=\"Helvetica\", fontsize=\"\(DOTNumber.format(fontSize))\"];",
            "    edge [dir=\"none\"];",
        ]
        for (index, person) in genealogy.people.enumerated() {
            let record = Person(
                id: person.id, name: person.name, born: person.born, died: person.died,
                facts: PersonFacts(
                    givenName: person.givenName, surname: person.surname, birthPlace: person.birthPlace,
                    deathPlace: person.deathPlace, christeningPlace: person.christeningPlace,
                    burialPlace: person.burialPlace))
            let name = content.name(of: record)
            var label = name.isEmpty ? person.id : name
            for line in content.detailLines(of: record) { label += "\n" + line }
            var attributes: [DotGraphPlan.Attribute] = [
                ("label", label), ("fillcolor", DotGraphPlan.fillColor(forGender: person.sex)), ("sex", person.sex),
            ]
            if let born = person.born { attributes.append(("born", born)) }
            if let died = person.died { attributes.append(("died", died)) }
            lines.append(DotGraphPlan.statement(names[index], attributes))
        }
        for union in genealogy.unions where !union.partners.isEmpty || !union.children.isEmpty {
            guard let node = DOTText.quotedID(prefix + union.id) else {
                throw .unrepresentableID(personID: union.id)
            }
            var point: [DotGraphPlan.Attribute] = [("shape", "point"), ("width", "0.06"), ("height", "0.06")]
            let marriage = Person(
                id: union.id, facts: PersonFacts(married: union.married, marriagePlace: union.marriagePlace))
            if let text = content.marriageText(of: marriage) { point.append(("xlabel", text)) }
            lines.append(DotGraphPlan.statement(node, point))
            for partner in union.partners { lines.append("    \(names[partner]) -> \(node);") }
            for child in union.children { lines.append("    \(node) -> \(names[child]);") }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
