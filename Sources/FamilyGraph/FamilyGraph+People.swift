import FamilyTree
import GenealogyKit

extension FamilyGraph {
    /// The people of a graph: one per person node, in node order.
    struct People {
        /// The genealogy's person records.
        var records: [GenealogyPerson] = []
        /// For each node: its person index, or -1 for a connector.
        var index: [Int] = []
        /// For each person: their node.
        var nodes: [Int] = []
    }

    /// Fill colours that say a person's sex: Gramps' defaults (`#e0e0ff`, `#ffe0e0`, for its
    /// "filled" and "colored" styles) and TreeBench's own export's.
    static let colourSex: [String: String] = [
        "#e0e0ff": "male", "#ffe0e0": "female", "#cfe2ff": "male", "#f8d7e3": "female",
    ]

    /// A person record for each person node: the id is the node's name, the name is its text
    /// (``DOTGraph/text(ofNode:)``), the sex is a `sex` or `gender` attribute (`male`/`m`,
    /// `female`/`f`) or else a fill colour of ``colourSex``, and `born`/`died` attributes are
    /// the dates. A label that ends with the line of life years those dates give (as
    /// `treebench export --genealogy` writes it) is the name without that line; one that ends
    /// with Gramps' `(born – died)` line is the name and those dates (``grampsLabel(_:)``).
    static func people(_ graph: DOTGraph, isConnector: [Bool], work: inout Int) -> People {
        var people = People()
        people.index = [Int](repeating: -1, count: graph.nodes.count)
        people.records.reserveCapacity(graph.nodes.count)
        for node in graph.nodes.indices where !isConnector[node] {
            work += 1
            var born = graph.value("born", ofNode: node)
            var died = graph.value("died", ofNode: node)
            var name = graph.text(ofNode: node)
            if born == nil && died == nil, let gramps = grampsLabel(name) {
                // Gramps' `Name \n(born – died)`: the name on one line, the dates as dates.
                (name, born, died) = gramps
            } else if born != nil || died != nil, name.utf8.contains(0x0A),
                let years = Person(id: "", born: born, died: died).lifeYears, name.hasSuffix("\n" + years)
            {
                name.removeLast(years.count + 1)
            }
            people.index[node] = people.records.count
            people.nodes.append(node)
            people.records.append(
                GenealogyPerson(
                    id: graph.nodes[node].name, name: name, sex: sex(graph, node), born: born, died: died))
        }
        return people
    }

    /// `male`, `female` or `unknown`, from the node's attributes.
    private static func sex(_ graph: DOTGraph, _ node: Int) -> String {
        if let given = graph.value("sex", ofNode: node) ?? graph.value("gender", ofNode: node) {
            switch given.lowercased() {
            case "male", "m": return "male"
            case "female", "f": return "female"
            default: return "unknown"
            }
        }
        for attribute in ["fillcolor", "color"] {
            if let colour = graph.value(attribute, ofNode: node), let sex = colourSex[colour.lowercased()] {
                return sex
            }
        }
        return "unknown"
    }
}
