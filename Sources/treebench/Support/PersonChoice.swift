import FamilyTree
import GenealogyKit

/// The people `--root` and `--collapse` name, in the same forms: an id (`I104`), an id as GEDCOM
/// writes it (`@I104@`), or a name, resolved as the library resolves a `PersonReference`, with a
/// command's words around it: a note when a whole name also starts others', the nearest names
/// when it names nobody, and exit 64.
enum PersonChoice {
    /// The id of each person `queries` names in `genealogy`. A name that is one person's whole name
    /// but starts others' too is taken, with a note on standard error naming the others.
    ///
    /// - Throws: ``CommandFailure`` (64) for a query that names nobody, with the nearest names, or
    ///   several people, with them.
    static func ids(
        _ references: [PersonReference], in genealogy: Genealogy, option: String
    ) throws(CommandFailure) -> [String] {
        var ids: [String] = []
        for reference in references {
            let person: Int
            do {
                person = try reference.person(in: genealogy)
            } catch {
                throw failure(error, query: reference.text, option: option)
            }
            ids.append(genealogy.people[person].id)
            if let note = note(reference.text, chose: person, in: genealogy, option: option) { printError(note) }
        }
        return ids
    }

    /// The ids of the boxes `queries` name in `chart`, as `PersonReference.box(in:)` finds them:
    /// a box's own id (a repeat's `I12~2` too), else a home box, named as ``ids(_:in:option:)``
    /// names a person (with its note) among the chart's home boxes (`Genealogy(homesOf:)`).
    ///
    /// - Throws: ``CommandFailure`` (64) as ``ids(_:in:option:)``.
    static func ids(_ queries: [String], in chart: FamilyChart, option: String) throws(CommandFailure) -> [String] {
        // The chart's home boxes as a genealogy, made once, when a query is not a box's own id.
        var homes: Genealogy?
        var ids: [String] = []
        for query in queries {
            let reference = PersonReference(query)
            let box: Int
            do throws(GenealogyError) {
                if let own = chart.personIndex(of: query) {
                    box = own
                } else {
                    let people: Genealogy
                    if let homes {
                        people = homes
                    } else {
                        people = try Genealogy(homesOf: chart)
                        homes = people
                    }
                    box = try reference.box(in: chart, homes: people)
                }
            } catch {
                throw failure(error, query: query, option: option)
            }
            let id = chart.people[box].id
            ids.append(id)
            // A name, not a box's own id: the note a whole name that starts others' earns.
            guard id != query, "@\(id)@" != query, let people = homes else { continue }
            if let person = try? people.person(matching: id),
                let note = note(query, chose: person, in: people, option: option)
            {
                printError(note)
            }
        }
        return ids
    }

    /// The command's failure for a reference the library could not resolve: 64 for one that names
    /// nobody (with the nearest names) or several people; 65 for a chart whose people cannot be
    /// read as a genealogy.
    private static func failure(_ error: GenealogyError, query: String, option: String) -> CommandFailure {
        switch error {
        case .unknownRoot(_, let nearest):
            let problem =
                option == "--root"
                ? "\(error)"
                : "\(option) \"\(messageEscaped(query))\" names nobody in the chart (neither an id nor a name)"
                    + GenealogyError.nearestNamesText(nearest)
            return CommandFailure(.usage, problem)
        case .ambiguousRoot:
            // Several people: the library's list of them.
            return CommandFailure(.usage, option == "--root" ? "\(error)" : "\(option): \(error)")
        default:
            return CommandFailure(.invalidData, "\(error)")
        }
    }

    /// A note when `query`, a name, chose someone whose whole name it is while it starts other
    /// people's names too.
    private static func note(_ query: String, chose person: Int, in genealogy: Genealogy, option: String) -> String? {
        guard genealogy.people[person].id != query, "@\(genealogy.people[person].id)@" != query else { return nil }
        let others = genealogy.peopleMatchingWords(of: query).filter { $0 != person }
        guard !others.isEmpty else { return nil }
        let listed = others.prefix(5).map(genealogy.personDescription).joined(separator: "; ")
        let more = others.count > 5 ? "; and \(others.count - 5) more" : ""
        return "note: \(option) \"\(messageEscaped(query))\" is \(genealogy.personDescription(person)), whose whole "
            + "name it is; it also names \(listed)\(more). Give an id to choose another."
    }
}
