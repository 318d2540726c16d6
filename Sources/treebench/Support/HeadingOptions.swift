import ArgumentParser
import FamilyTree
import TreeLayout
import TreeRender

/// `--title`, `--no-title`, `--no-legend` and `--caption`: what a picture says of itself. By
/// default a title naming the chart, a subtitle with the people, generations and source file,
/// and a legend of what the drawing uses; a panel's caption is its engine's name when several
/// are drawn, or with `--caption stats` the benchmark's figures.
struct HeadingOptions: ParsableArguments {
    /// What each panel's caption says.
    enum CaptionChoice: String, ExpressibleByArgument, CaseIterable {
        /// The engine's name when several panels are drawn side by side, else nothing.
        case none
        /// The engine, the drawing's size, the layout time, the connectors and the invariants.
        case stats
    }

    @Option(
        help: "The title above the picture (default: the chart and its founders, e.g. \"Descendants of Veit Bach\").")
    var title: String?

    @Flag(help: "Draw no title and no subtitle.")
    var noTitle = false

    @Flag(help: "Draw no legend.")
    var noLegend = false

    @Option(
        help:
            "What each panel's caption says: none (the engine, when several are drawn) or stats (size, time, invariants)."
    )
    var caption: CaptionChoice = .none

    func validate() throws {
        if noTitle && title != nil { throw ValidationError("Give --title or --no-title, not both.") }
    }

    /// A panel's caption lines: the benchmark's figures with `stats`, the engine's name when
    /// `sideBySide`, else none.
    func caption(for report: LayoutReport, layoutSeconds: Double, sideBySide: Bool) -> [String] {
        switch caption {
        case .stats: LayoutMark.caption(for: report, layoutSeconds: layoutSeconds)
        case .none: sideBySide ? [report.engine] : []
        }
    }

    /// The heading of a picture of `panels` of `chart`, read from `source`.
    func heading(_ chart: FamilyChart, panels: [RenderPanel], source: String) -> PictureHeading {
        var heading = PictureHeading(chartOf: chart, panels: panels, source: source)
        if let title { heading.title = title }
        if noTitle {
            heading.title = nil
            heading.subtitle = nil
        }
        if noLegend { heading.legend = [] }
        return heading
    }
}
