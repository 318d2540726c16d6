import FamilyTree
public import GenealogyKit

extension FamilyDOTExport {
    /// A genealogy as Graphviz users draw one: every person once, a small node per union, edges
    /// from the partners to their union and from the union to each child; no repeat appearances.
    /// `dot -Tsvg` lays it out (dot ranks it itself, so relatives who marry across generations
    /// stretch edges rather than repeat people; TreeBench's own chart repeats them instead).
    ///
    /// Person nodes are named by their ids, union nodes by theirs (behind a prefix no person id
    /// starts with when a union's id is also a person's); labels are the names and, when known,
    /// the years of birth and death; `sex`, `born` and `died` attributes (which Graphviz ignores)
    /// keep the rest, so ``FamilyGraph`` reads the file back as the same genealogy.
    ///
    /// - Parameter genealogy: The people and unions.
    /// - Throws: ``DOTExportError/unrepresentableID(personID:)`` for an id no DOT string can hold.
    /// - Complexity: O(people + links).
    public static func genealogyForm(_ genealogy: Genealogy) throws(DOTExportError) -> String {
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
            var label = person.name.isEmpty ? person.id : person.name
            if let years = Self.lifeYears(born: person.born, died: person.died) { label += "\n" + years }
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
            lines.append(DotGraphPlan.statement(node, [("shape", "point"), ("width", "0.06"), ("height", "0.06")]))
            for partner in union.partners { lines.append("    \(names[partner]) -> \(node);") }
            for child in union.children { lines.append("    \(node) -> \(names[child]);") }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `1819–1901`, `b. 1819` or `d. 1901` (``FamilyTree/Person/lifeYears``) from dates as written, or nil.
    static func lifeYears(born: String?, died: String?) -> String? {
        Person(id: "", born: born, died: died).lifeYears
    }
}
