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
            "Hide the descendants of these people's units: ids (I104 or @I104@) or names, comma-separated; "
                + "repeatable.",
            valueName: "id|name,…"))
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

    /// The people of `family` these options leave visible, `--collapse` naming people as `--root`
    /// does (``PersonChoice``).
    ///
    /// - Parameter family: The whole family.
    /// - Throws: ``CommandFailure`` (64) for a person nobody is, or several people are.
    func visibleFamily(of family: Family) throws(CommandFailure) -> VisibleFamily {
        var visibility = visibility
        let chosen = collapsedIDs.sorted()
        visibility.collapsed = Set(
            try PersonChoice.ids(chosen, in: FamilyChart(descendants: family), option: "--collapse"))
        do {
            return try VisibleFamily(family, visibility: visibility)
        } catch {
            throw CommandFailure(.usage, error.description)
        }
    }
}

/// The part of a chart a command lays out: the chart, the options for it, and the people each
/// unit hides (for a descendant chart with `--collapse` or `--depth`).
struct VisibleChart {
    var chart: FamilyChart
    /// For each unit of a descendant chart, how many people it hides; empty for other charts.
    var hiddenCount: [Int]
    /// The visible descendant family, the way back to the whole one.
    var visibleFamily: VisibleFamily?

    /// The options for laying out ``chart``.
    func options(_ options: LayoutOptions) -> LayoutOptions {
        visibleFamily?.options(options) ?? options
    }
}

extension VisibilityOptions {
    /// The part of `chart` these options leave visible. `--collapse` and `--depth` hide the
    /// descendants of a descendant chart; an ancestor chart or hourglass is cut with
    /// `--generations` instead.
    ///
    /// - Throws: ``CommandFailure``: 64 for `--collapse` or `--depth` on another chart, 65 for an
    ///   id nobody has.
    func visibleChart(of chart: FamilyChart) throws(CommandFailure) -> VisibleChart {
        guard let family = chart.descendantFamily else {
            if visibility.hidesPeople {
                throw CommandFailure(
                    .usage,
                    "--collapse and --depth apply to descendant charts; an \(chart.kind.phrase) is cut with --generations."
                )
            }
            return VisibleChart(chart: chart, hiddenCount: [])
        }
        let visible = try visibleFamily(of: family)
        var visibleChart = FamilyChart(descendants: visible.family)
        // Box ids survive the folding, so the ties stay with the boxes still shown.
        visibleChart.childTies = chart.childTies
        return VisibleChart(chart: visibleChart, hiddenCount: visible.hiddenCount, visibleFamily: visible)
    }
}
