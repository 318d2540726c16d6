public import ArgumentParser
import FamilyTree
import TreeLayout
public import TreeRender

extension IsolatedPlacement: ExpressibleByArgument {}

/// `--isolated omit|row|keep`: what a picture of a descendant chart does with the people who have
/// no family in it (no parents, partner or children: a file's unlinked records).
///
/// The default for a whole file's chart of a genealogy is `omit`, with a note and a subtitle
/// saying how many were left out: a family tree is its lines, and a row of thousands of unlinked
/// boxes (2,374 in one file, 181,782 pt wide) buries the tree without telling anything about it;
/// a genealogist who wants them asks for `row` (in rows under the tree) or `keep` (where the chart
/// has them, in its first row). A chart drawn for `--root`, or a chart file, is drawn as it is
/// (`keep`) unless `--isolated` says otherwise.
struct IsolatedOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "People with no family (no parents, partner or children): omit (the default for a whole file's "
                + "chart of a genealogy, with a note saying how many), row (in rows under the tree) or keep "
                + "(in the chart's first row, the default for --root and chart files).",
            valueName: "omit|row|keep"))
    var isolated: IsolatedPlacement?

    /// What the picture of `chart` does with its people of no family: `wholeGenealogy` when the
    /// chart is a whole file's chart of a genealogy, charted here without `--root`.
    ///
    /// - Throws: ``CommandFailure`` (1) on a defect: removing people nobody links to keeps every rule.
    func isolation(of chart: FamilyChart, wholeGenealogy: Bool) throws(CommandFailure) -> Isolation {
        let placement = isolated ?? (wholeGenealogy ? .omit : .keep)
        guard placement != .keep, chart.kind == .descendants else {
            return Isolation(placement: .keep, people: nil)
        }
        do {
            let people = try IsolatedPeople(chart)
            return Isolation(placement: placement, people: people.count > 0 ? people : nil)
        } catch {
            throw CommandFailure(.failure, "cannot set apart the people of no family: \(error)")
        }
    }
}

/// The people of no family of a chart, and what a picture does with them.
struct Isolation {
    var placement: IsolatedPlacement
    /// The chart's people of no family set apart; `nil` when it has none or keeps them.
    var people: IsolatedPeople?

    /// The chart the engines lay out: without the people of no family unless they are kept.
    func laidOut(_ chart: FamilyChart) -> FamilyChart { people?.tree ?? chart }

    /// The chart the picture draws: without them when they are left out.
    func drawn(_ chart: FamilyChart) -> FamilyChart { placement == .omit ? laidOut(chart) : chart }

    /// The people of no family the drawn chart sets apart in rows under the tree (`row`), as its
    /// people's indices; none otherwise.
    var drawnApart: [Int] { placement == .row ? people?.people ?? [] : [] }

    /// The options for the laid-out chart from the whole chart's.
    func options(_ options: LayoutOptions) -> LayoutOptions { people?.options(options) ?? options }

    /// The counts per unit of the drawn chart from the counts per unit of the whole chart.
    func drawnCounts(_ counts: [Int]) -> [Int] {
        placement == .omit ? people?.treeCounts(counts) ?? counts : counts
    }

    /// The drawn chart's layout and marks from the laid-out chart's: the people of no family in
    /// rows under the tree for `row`.
    func drawnLayout(
        _ layout: FamilyLayout, marks: [LayoutMark], wholeOptions: LayoutOptions
    ) -> (FamilyLayout, [LayoutMark]) {
        guard placement == .row, let people else { return (layout, marks) }
        return (people.wholeLayout(layout, options: wholeOptions), people.wholeMarks(marks))
    }

    /// What was done, for standard error and the picture's subtitle; `nil` when nobody was set apart.
    var note: (line: String, subtitle: String)? {
        guard let count = people?.count else { return nil }
        let who = count == 1 ? "1 person" : "\(count) people"
        switch placement {
        case .omit:
            return (
                "note: \(who) with no family (no parents, partner or children) left out; "
                    + "--isolated row draws them in rows under the chart, --isolated keep in its first row",
                "\(who) with no family not shown"
            )
        case .row, .keep:
            return (
                "note: \(who) with no family (no parents, partner or children) drawn in rows under the chart",
                "\(who) with no family in rows below"
            )
        }
    }
}
