import ArgumentParser
import FamilyDOT
import FamilyTree
import Foundation
import GenealogyKit
import GraphvizLayout
import TreeBenchHarness
import TreeLayout
import TreeRender

/// `treebench export FILE --format dot [--pinned] -o OUT.gv`: DOT for Graphviz users; `--format
/// gedcom`: the genealogy itself as GEDCOM.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a family as DOT for Graphviz users, or a genealogy as GEDCOM.",
        discussion: """
            Without --pinned the file is the family in TreeBench's dot idiom, with names and gender colours: \
            run it through `dot -Tsvg`; every box holds its person's whole name (on at most 3 lines) and \
            years, and Graphviz sizes it to them. With --pinned every box is fixed at the native layout's \
            position (pos="x,y!", points): `neato -n2 -Tsvg` draws exactly the native layout, boxes as \
            wide as their names need. --box-width gives every box that fixed width instead, names too \
            long for it cut with "…" (whole in the tooltip). With --genealogy the \
            file is read as a genealogy (GEDCOM, Gramps XML, genealogy JSON, or v1) and written as Graphviz users draw \
            one: every person once, a point per union, no repeat appearances. With --format gedcom the \
            genealogy is written as GEDCOM 5.5.1 (names, sexes, births and deaths with their dates and \
            places, marriages, links), as it is read: --living initials writes a copy to share with the \
            living's dates, places and marriages left out and their names as initials.

            EXAMPLES:
              treebench export family.json --format dot -o family.gv && dot -Tsvg family.gv -o family.svg
              treebench export family.json --format dot --pinned -o pinned.gv && neato -n2 -Tpng pinned.gv -o family.png
              treebench export family.ged --format dot --genealogy -o genealogy.gv && dot -Tsvg genealogy.gv -o g.svg
              treebench export family.gramps --format gedcom --living initials -o shared.ged
            """
    )

    /// The export formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case dot
        /// The genealogy itself, as GEDCOM 5.5.1 (`Genealogy.gedcomBytes()`).
        case gedcom
    }

    @OptionGroup var input: FamilyInputOptions

    @OptionGroup var chart: ChartOptions

    @Option(help: "The output format.")
    var format: Format = .dot

    @Flag(help: "Pin every box to the native layout's position, for neato -n2.")
    var pinned = false

    @Flag(
        name: .customLong("genealogy"),
        help: "Write the genealogy itself: every person once, a node per union, no repeats.")
    var genealogyForm = false

    @OptionGroup var geometry: GeometryOptions

    @OptionGroup var direction: DirectionOptions

    @OptionGroup var names: NameWidthOptions

    @OptionGroup var content: BoxContentOptions

    @Option(name: .shortAndLong, help: "The output file, or - for standard output.")
    var output: String = "-"

    func validate() throws {
        if format == .gedcom
            && (pinned || genealogyForm || chart.chart != .descendants || chart.generations != nil
                || !input.genealogy.roots.isEmpty)
        {
            throw ValidationError(
                "--format gedcom writes the whole genealogy; --pinned, --genealogy, --chart, --generations and --root "
                    + "choose a DOT picture.")
        }
        if genealogyForm && pinned {
            throw ValidationError("--genealogy and --pinned exclude each other: a genealogy has no layout to pin.")
        }
        if genealogyForm && (chart.chart != .descendants || chart.generations != nil) {
            throw ValidationError("--genealogy writes the whole genealogy; --chart and --generations choose a chart.")
        }
        if genealogyForm && !input.genealogy.roots.isEmpty {
            throw ValidationError("--genealogy writes the whole genealogy; --root only chooses where a chart starts.")
        }
    }

    func run() throws {
        if genealogyForm || format == .gedcom {
            let loaded = try loadFamilyChart(
                input.file, roots: [], reading: input.reading, options: try ChartOptions.parse([]), forceGenealogy: true
            )
            guard let source = loaded.source else { return }
            if format == .gedcom {
                try OutputFile.write(Data(source.genealogy.gedcomBytes()), to: output)
                return
            }
            do {
                try OutputFile.write(
                    try FamilyDOTExport.genealogyForm(source.genealogy, content: content.content), to: output)
            } catch let error as DOTExportError {
                throw CommandFailure.invalidData(displayName(input.file), "cannot export: \(error.description)")
            }
            return
        }
        let loaded = try loadFamilyChart(
            input.file, roots: input.genealogy.roots, reading: input.reading, options: chart)
        if let note = loaded.rootNote { printError(note) }
        var options = geometry.layoutOptions()
        options.direction = direction.direction
        options = content.sized(options, for: loaded.chart.people)
        let text: String
        do {
            if pinned {
                // Drawn as `render` draws: boxes sized for the pictures' text.
                let fitted = names.applied(to: options, geometry: geometry, byDefault: true, style: content.style)
                let layout = NativeLayout().layout(loaded.chart, options: fitted)
                text = try FamilyDOTExport.pinnedForm(loaded.chart, layout: layout, style: content.style)
            } else {
                text = try FamilyDOTExport.layoutForm(
                    loaded.chart, layoutOptions: options, dotOptions: DotOptions(content: content.content),
                    namesWhole: names.keepsNamesWhole(geometry, byDefault: true))
            }
        } catch {
            throw CommandFailure.invalidData(displayName(input.file), "cannot export: \(error.description)")
        }
        try OutputFile.write(text, to: output)
    }
}
