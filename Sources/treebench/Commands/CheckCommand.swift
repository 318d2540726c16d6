import ArgumentParser
import FamilyGraph
import FamilyTree
import Foundation
import GenealogyKit
import GraphvizLayout
import TreeBenchHarness
import TreeLayout

/// `treebench check FILE LAYOUT.json`: scores any engine's layout against the invariants.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a layout against the invariants and print its metrics.",
        discussion: """
            Works for the layout JSON of any engine. Rules: centred, no-overlap, couples-adjacent, rows, order \
            (docs/ARCHITECTURE.md, "Invariants and geometry"); in an ancestor chart each person is centred \
            under their parents, who stand on one row with nobody between them (their gap is a metric). \
            Each rule is read in the layout's direction (its "direction" field), with the box size and gaps \
            the layout was made with (its "geometry" field; --couple-gap and the other geometry options \
            replace them). Give the --chart, --root and --generations the layout was made with. Exits 1 when an invariant fails, 65 when the family \
            or the layout is invalid.

            EXAMPLES:
              treebench check family.json dot.json
              treebench check family.json layout.json --depth 3
              treebench check family.ged pedigree.json --chart ancestors --root I1 --generations 5
            """
    )

    @Argument(help: "The Family JSON v1 file the layout was made for, or - for standard input.")
    var file: String

    @Argument(help: "The layout JSON file.")
    var layout: String

    @OptionGroup var genealogy: RootOptions

    @OptionGroup var reading: ReadingOptions

    @OptionGroup var chart: ChartOptions

    @OptionGroup var visibility: VisibilityOptions

    @OptionGroup var geometry: GeometryOptions

    @Option(help: "The tolerance in points; an error above it is a violation.")
    var epsilon: Double = 0.01

    @Flag(help: "Print the report as JSON instead of a table.")
    var json = false

    func validate() throws {
        guard epsilon >= 0 && epsilon.isFinite else {
            throw ValidationError("--epsilon must be zero or a positive number of points, not \(epsilon).")
        }
        if file == "-" && layout == "-" {
            throw ValidationError("Only one of FILE and LAYOUT can be standard input.")
        }
    }

    func run() throws {
        let fileData = try readInput(file)
        let data = try readInput(layout)
        if DOTGraph.looksLikeDOT(fileData, path: file) && GraphvizJSONDrawing.looksLikeGraphvizJSON(data) {
            return try checkGraphDrawing(graphData: fileData, drawingData: data)
        }
        // A layout made with --collapse or --depth holds only the visible people: check those.
        let loaded = try loadFamilyChart(
            file, roots: genealogy.roots, reading: reading, options: chart, data: fileData)
        if let note = loaded.rootNote { printError(note) }
        let visible = try visibility.visibleChart(of: loaded.chart)
        let familyLayout: FamilyLayout
        do {
            familyLayout = try FamilyLayout(jsonData: data, chart: visible.chart)
        } catch {
            throw CommandFailure.invalidData(displayName(layout), "invalid layout", details: [error.description])
        }
        // The gaps the layout was made with (its `geometry`), unless the command line gives others.
        let options = LayoutOptions(geometry: geometry.geometry(over: familyLayout.geometry))
        let report = familyLayout.check(visible.chart, options: options, epsilon: epsilon)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
        } else {
            let repeats = visible.chart.repeatCount
            let people =
                "\(visible.chart.personCount) people" + (repeats > 0 ? ", \(repeats) of them repeat appearances" : "")
            let kind = visible.chart.kind == .descendants ? "" : "\(visible.chart.kind.phrase), "
            print(report.table(title: "\(layout) for \(file): \(kind)\(people)"))
        }
        // A chart derived here from a genealogy: every link of the genealogy drawn exactly once.
        if let source = loaded.source, visible.chart.personCount == loaded.chart.personCount {
            let problems =
                if let family = loaded.chart.descendantFamily {
                    try source.genealogy.chartProblems(family, roots: genealogy.roots.map { PersonReference($0) })
                } else {
                    try source.genealogy.chartProblems(loaded.chart)
                }
            if !problems.isEmpty {
                throw CommandFailure(.failure, problems.map { "\($0)" })
            }
        }
        // The report printed above shows every violation.
        if !report.holdsEveryInvariant { throw CommandFailure(.failure, []) }
    }
}
