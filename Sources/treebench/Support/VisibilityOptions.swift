public import ArgumentParser
import FamilyTree
import TreeLayout

extension SiblingDistribution: ExpressibleByArgument {}

/// `--collapse ID[,ID…]` and `--depth K`: which people a command shows (the collapsible outline's
/// list). Hidden people are absent and take no space.
struct VisibilityOptions: ParsableArguments {
    @Option(
        name: .customLong("collapse"),
        help: ArgumentHelp(
            "Hide the descendants of these people's units (ids, comma-separated; repeatable).",
            valueName: "id,id…"))
    var collapse: [String] = []

    @Option(help: ArgumentHelp("Show only the first K generations.", valueName: "K"))
    var depth: Int?

    func validate() throws {
        if let depth, depth < 1 { throw ValidationError("--depth must be at least 1, not \(depth).") }
        if collapsedIDs.contains("") { throw ValidationError("--collapse takes person ids; an empty id names nobody.") }
    }

    /// Every id given to `--collapse`, split at commas.
    var collapsedIDs: Set<String> {
        Set(collapse.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) })
    }

    /// The collapsed ids and the generation limit.
    var visibility: Visibility { Visibility(collapsed: collapsedIDs, maxGenerations: depth) }

    /// The people of `family` these options leave visible.
    ///
    /// - Parameter family: The whole family.
    /// - Throws: ``CommandFailure`` (65) for an id nobody has.
    func visibleFamily(of family: Family) throws(CommandFailure) -> VisibleFamily {
        do {
            return try VisibleFamily(family, visibility: visibility)
        } catch {
            throw CommandFailure(.invalidData, error.description)
        }
    }
}
