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
            "Fold these people's lines: their descendants, or in an ancestor chart their parents' line; "
                + "ids (I104 or @I104@) or names, comma-separated; repeatable.",
            valueName: "id|name,…"))
    var collapse: [String] = []

    @Option(
        help: ArgumentHelp(
            "Show only the first K generations (on each side of an hourglass's root).", valueName: "K"))
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
}

extension VisibilityOptions {
    /// The part of `chart` these options leave visible: `--collapse` and `--depth` fold a
    /// descendant chart downwards, an ancestor chart upwards (a person's parents' line), and each
    /// half of an hourglass away from the root (``TreeLayout/VisibleChart``).
    ///
    /// - Throws: ``CommandFailure`` (64) for a person nobody is, or several people are.
    func visibleChart(of chart: FamilyChart) throws(CommandFailure) -> VisibleChart {
        var visibility = visibility
        visibility.collapsed = Set(try PersonChoice.ids(collapsedIDs.sorted(), in: chart, option: "--collapse"))
        do {
            return try VisibleChart(chart, visibility: visibility)
        } catch {
            throw CommandFailure(.usage, error.description)
        }
    }
}
