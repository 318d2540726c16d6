import ArgumentParser
import FamilyTree
import Foundation
import GraphvizLayout
import TreeBenchHarness
import TreeLayout
import TreeRender

/// `treebench render FILE --engine NAME[,NAME…] -o OUT.svg|png|pdf|html`: a picture of a family's layout.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a family's layout as SVG, PNG, PDF or an interactive page, one engine or two side by side.",
        discussion: """
            The picture has a title naming the chart and its founders, a line with the people, the \
            generations and the file, and a legend of what it draws (--title sets the title, \
            --no-title and --no-legend drop them). A person drawn again (a repeat appearance, dashed) \
            says "see 3 · gen. 2": their own box is marked 3, in generation 2. --engine takes engine \
            names as layout does (native, dot, dot:fast, d3, …); several, comma-separated, are drawn \
            side by side at one scale, and `both` means native,dot, each captioned with its engine \
            (--caption stats adds its size, time and invariants), every invariant violation outlined in \
            red. Every box holds its person's whole name \
            (wrapped onto at most 3 lines) and years, as wide as they need; --box-width gives every box \
            that fixed width instead (names too long for it end with "…", the tooltip keeps them whole). \
            The format follows the extension of \
            --output (.svg, .png, .pdf, .html) unless --format says otherwise; standard output gets \
            SVG. PNG and PDF are drawn by Graphviz's own renderers from the same page as the SVG: a \
            PNG at --dpi (96 by default; fewer pixels when its longer side would pass 16,000, with a \
            warning when its names come out too small to read); a PDF as one page as large as the \
            chart, or with --page A4 (A0…A5, Letter, Legal, Tabloid) printed on sheets: tiled at full \
            size over numbered sheets that overlap by 1.5 cm, each naming its neighbours, or with \
            --one-page scaled onto one sheet (--orientation portrait, landscape or auto). HTML is \
            one self-contained page to explore the chart: drag to pan, wheel, pinch or buttons to \
            zoom, search a name or id, hover for details; it draws only what is on screen, so \
            100,000 people stay fluid.

            EXAMPLES:
              treebench render Data/xiaoming.json --engine both -o both.svg
              treebench render Data/victoria.json -o victoria.png
              treebench render family.ged --page A4 -o family.pdf   (tiled over A4 sheets)
              treebench render family.json -o chart.html   (open it; chart.html#search=Anna opens on a search)
            """
    )

    @OptionGroup var input: FamilyInputOptions

    @OptionGroup var chart: ChartOptions

    @Option(
        help: ArgumentHelp(
            "The layout engines to draw side by side, by name as for layout; both means native,dot.",
            valueName: "name,name…"))
    var engine: CommaList<String> = CommaList(["native"])

    @Option(
        help: "How the native engine spreads siblings (docs/LAYOUT-OPTIONS.md).")
    var distribution: SiblingDistribution = .compact

    @OptionGroup var geometry: GeometryOptions

    @OptionGroup var direction: DirectionOptions

    @OptionGroup var visibility: VisibilityOptions

    @OptionGroup var isolatedOptions: IsolatedOptions

    @OptionGroup var names: NameWidthOptions

    @OptionGroup var content: BoxContentOptions

    @OptionGroup var headingOptions: HeadingOptions

    @OptionGroup var printing: PrintOptions

    @OptionGroup var dotTimeLimit: DotTimeLimitOptions

    @Option(
        help: "svg, png, pdf, or html for the interactive chart page (default: from the extension of --output).")
    var format: RenderFormat?

    @Option(name: [.short, .customLong("output")], help: "The file to write, or - for standard output.")
    var output: String = "-"

    func validate() throws {
        try printing.validate(for: try resolvedFormat())
        guard !engineNames.isEmpty else { throw ValidationError("--engine needs at least one engine name.") }
        for name in engineNames {
            do {
                try EngineCatalog.check(name)
            } catch {
                throw ValidationError(error.description)
            }
        }
    }

    /// The catalog names of the engines to draw, left to right (`both` is native then dot).
    var engineNames: [String] {
        engine.values.flatMap { $0 == "both" ? ["native", "dot"] : [$0] }
    }

    /// `--format`, or the format the output's extension names.
    func resolvedFormat() throws -> RenderFormat {
        try format ?? RenderFormat.inferred(fromOutput: output)
    }

    func run() throws {
        let format = try resolvedFormat()
        var geometryOptions = geometry.layoutOptions()
        geometryOptions.distribution = distribution
        geometryOptions.direction = direction.direction
        let style = content.style
        let loaded = try loadFamilyChart(
            input.file, roots: input.genealogy.roots, reading: input.reading, options: chart)
        let requested = names.applied(
            to: content.sized(geometryOptions, for: loaded.chart.people), geometry: geometry, byDefault: true,
            style: style)
        if let note = loaded.rootNote { printError(note) }
        let visible = try visibility.visibleChart(of: loaded.chart)
        let isolation = try isolatedOptions.isolation(
            of: visible.chart, wholeGenealogy: loaded.source != nil && input.genealogy.roots.isEmpty)
        if let note = isolation.note { printError(note.line) }
        let drawn = isolation.drawn(visible.chart)
        let laidOut = isolation.laidOut(visible.chart)
        let options = isolation.options(visible.options(requested))
        var panels: [RenderPanel] = []
        for name in engineNames {
            // Checked in validate(); the options carry --distribution, which the catalog's `native` follows.
            let layoutEngine = dotTimeLimit.limiting(try EngineCatalog.engine(named: name))
            let clock = ContinuousClock()
            let started = clock.now
            let laidOutLayout = try layoutEngine.layout(laidOut, options: options)
            let elapsed = clock.now - started
            // Every panel is checked by the one checker; every violation is drawn in red.
            let report = laidOutLayout.check(laidOut, options: options, offenderLimit: .max)
            let (layout, marks) = isolation.drawnLayout(
                laidOutLayout,
                marks: LayoutMark.marks(for: report, chart: laidOut, layout: laidOutLayout),
                wholeOptions: visible.options(requested))
            panels.append(
                RenderPanel(
                    layout: layout, marks: marks,
                    caption: headingOptions.caption(
                        for: report, layoutSeconds: elapsed.seconds, sideBySide: engineNames.count > 1),
                    hiddenCounts: isolation.drawnCounts(visible.hiddenCount)))
        }
        var heading = headingOptions.heading(drawn, panels: panels, source: input.file)
        if let note = isolation.note, let subtitle = heading.subtitle {
            heading.subtitle = "\(subtitle) · \(note.subtitle)"
        }
        switch format {
        case .svg:
            var svg = SVGOutput(reservingCapacity: 1024 + drawn.personCount * 450 * panels.count)
            try FamilySVGWriter(style: style).write(drawn, panels: panels, heading: heading, to: &svg)
            try OutputFile.write(Data(svg.bytes), to: output)
        case .html:
            // A single native panel of a descendant chart can collapse and expand its branches on the page.
            let page = FamilyChartPage(style: style, session: options, setApart: isolation.drawnApart)
                .page(drawn, panels: panels, heading: heading)
            try OutputFile.write(Data(page), to: output)
        case .png, .pdf:
            let picture: Data
            let page = RenderPage(chart: drawn, panels: panels, style: style, heading: heading)
            if let warning = printing.legibilityWarning(output: output, format: format, page: page, style: style) {
                printError("treebench render: \(warning)")
            }
            do {
                picture = try FamilyPicture.render(
                    drawn, panels: panels, style: style, heading: heading, format: format == .png ? .png : .pdf,
                    dpi: printing.dpi ?? FamilyPicture.screenDPI, print: printing.request)
            } catch {
                throw CommandFailure(.failure, error.description)
            }
            try OutputFile.write(picture, to: output)
        }
    }
}
