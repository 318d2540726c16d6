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
            let query = reference.text
            let person: Int
            do {
                person = try reference.person(in: genealogy)
            } catch .unknownRoot {
                let nearest = genealogy.nearestNames(to: query).map(genealogy.personDescription)
                throw unknown(query, option: option, nearest: nearest)
            } catch {
                // Several people: the library's list of them.
                throw CommandFailure(.usage, option == "--root" ? "\(error)" : "\(option): \(error)")
            }
            ids.append(genealogy.people[person].id)
            if let note = note(query, chose: person, in: genealogy, option: option) { printError(note) }
        }
        return ids
    }

    /// The ids of the boxes `queries` name in `chart`, as `PersonReference.box(in:)` finds them:
    /// a box's own id (a repeat's `I12~2` too), else as ``ids(_:in:option:)`` among the chart's
    /// home boxes (`Genealogy(homesOf:)`).
    ///
    /// - Throws: ``CommandFailure`` (64) as ``ids(_:in:option:)``.
    static func ids(_ queries: [String], in chart: FamilyChart, option: String) throws(CommandFailure) -> [String] {
        let named = queries.filter { chart.personIndex(of: $0) == nil }
        guard !named.isEmpty else { return queries }
        let homes: Genealogy
        do {
            homes = try Genealogy(homesOf: chart)
        } catch {
            throw CommandFailure(.invalidData, "\(error)")
        }
        return queries.filter { chart.personIndex(of: $0) != nil }
            + (try ids(named.map { PersonReference($0) }, in: homes, option: option))
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

    /// The failure for a query that names nobody.
    private static func unknown(_ query: String, option: String, nearest: [String]) -> CommandFailure {
        let hint = nearest.isEmpty ? "" : "; the nearest names: " + nearest.joined(separator: "; ")
        let problem =
            option == "--root"
            ? "\(GenealogyError.unknownRoot(id: query))"
            : "\(option) \"\(messageEscaped(query))\" names nobody in the chart (neither an id nor a name)"
        return CommandFailure(.usage, problem + hint)
    }
}
