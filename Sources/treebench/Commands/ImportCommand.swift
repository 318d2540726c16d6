import ArgumentParser
import FamilyTree
import Foundation
import GenealogyKit
import TreeBenchHarness

/// `treebench import FILE [--root ID]… -o CHART.json`: a genealogy charted as Family JSON v1.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Chart a genealogy (GEDCOM, Gramps XML, genealogy JSON, Family JSON v1) as Family JSON v1.",
        discussion: """
            Reads GEDCOM 5.5 to 7.0 (UTF-8, UTF-16, ANSEL, ASCII, ANSI and IBM WINDOWS, IBMPC, MACINTOSH), \
            Gramps XML (.gramps, gzip-compressed or plain: people, families, names, birth and death dates, \
            adoption), the genealogy JSON topola reads ({"indis", "fams"}), or a Family JSON v1 file read \
            as a genealogy, and writes its descendant chart (or with --chart ancestors or hourglass, one \
            person's pedigree or hourglass; see docs/FAMILY-JSON.md): the founders with the largest lines first, every \
            union drawn once under a partner with parents in the chart (in the larger line when it joins \
            two), a child under the birth family; someone drawn a second time (a spouse from another \
            branch, a further marriage, an adopted child under the adoptive parents) is a repeat \
            appearance with id ID~k and "sameAs": "ID" naming the home box. --root takes an id (I1 or \
            @I1@) or a name. Births and deaths are kept as "born" and "died", as genealogists write them \
            ("c. 1845", "bef. 1970", "1840–1845"). A summary goes to standard error. See docs/GEDCOM.md.
            A fault that leaves the family readable (a pointer to a missing record, a reused id, a \
            missing 0 TRLR, a line deeper than its parent allows, a HEAD.CHAR the bytes contradict, a \
            parent cycle) is repaired and reported as a warning naming the line, the record and what \
            was done; --report writes every one of them as JSON, and --strict refuses such a file.
            Exits 65 on a file that is not a genealogy, or that --strict refuses (listing every fault), \
            writing nothing.

            EXAMPLES:
              treebench import family.ged -o chart.json && treebench render chart.json -o chart.html
              treebench import family.ged --root I1 -o chart.json
              treebench import family.ged --root Lovelace -o chart.json   (a name that names one person)
              treebench import family.ged --chart hourglass --root I1 --generations 4,3 -o hourglass.json
              treebench import family.ged -o chart.json --report repairs.json --warnings all
              treebench import family.ged --strict -o chart.json
            """
    )

    @Argument(help: "The genealogy file (.ged, .gramps, genealogy JSON or Family JSON v1), or - for standard input.")
    var file: String

    @OptionGroup var genealogy: RootOptions

    @OptionGroup var reading: ReadingOptions

    @OptionGroup var chart: ChartOptions

    @Option(name: [.short, .customLong("output")], help: "Where to write the chart; - for standard output.")
    var output: String = "-"

    @Option(
        name: .customLong("report"),
        help: ArgumentHelp(
            "Also write every item the reader dropped or changed, as JSON (see docs/GEDCOM.md).",
            valueName: "file.json"))
    var report: String?

    func run() throws {
        let loaded = try loadFamilyChart(
            file, roots: genealogy.roots, reading: reading, options: chart, forceGenealogy: true,
            printsWarnings: false,
            // The report lists every warning; without it, past the first 10,000 they are counted.
            keptWarningLimit: report == nil ? GenealogyWarningLog.defaultKeptLimit : GenealogyWarningLog.unlimited)
        guard let source = loaded.source else { return }
        // Both made before either is written, every output proven writable before the reading
        // (`checkOutputs`): a report that cannot be made or written leaves no chart either.
        let chartData = loaded.chart.document.jsonData()
        let reportData = report.map { _ in source.readingReport(file: file) }
        if let report, let reportData { try OutputFile.write(reportData, to: report) }
        try OutputFile.write(chartData, to: output)
        if let note = loaded.rootNote { printError(note) }
        if let chart = loaded.derived { printError(Self.summary(of: file, source: source, chart: chart)) }
        for line in reading.report(source.warningLog, of: file, counted: true) { printError(line) }
    }

    /// The summary on standard error: what was read and what was drawn (a descendant chart's
    /// roots, or who an ancestor chart or an hourglass is drawn for).
    static func summary(
        of file: String, source: GenealogySource, chart: GenealogyChart, verdict: String = ""
    )
        -> String
    {
        var drawn: [String]
        if let root = chart.root {
            let person = source.genealogy.people[root]
            let name = person.name.isEmpty ? person.id : "\(person.name) (\(person.id))"
            drawn = ["  \(chart.kind.phrase):".padding(toLength: 22, withPad: " ", startingAt: 0) + name]
        } else {
            drawn = ["  roots:              \(chart.roots.count)"]
        }
        drawn.append("  repeat appearances: \(chart.repeatCount)")
        drawn.append("  boxes:              \(chart.boxCount) in \(chart.chart.rowCount) rows")
        if chart.leftOutCount > 0 {
            drawn.append("  not under the roots: \(chart.leftOutCount) people")
        }
        return summaryLines(of: file, source: source, verdict: verdict, drawn: drawn)
    }

    /// The summary's lines around `drawn`, what the chart draws.
    private static func summaryLines(
        of file: String, source: GenealogySource, verdict: String, drawn: [String]
    )
        -> String
    {
        var format = source.format.rawValue
        if let gramps = source.gramps {
            if let version = gramps.version { format += " \(version)" }
            if gramps.isCompressed { format += ", gzip-compressed" }
            if let program = gramps.programVersion { format += " (written by Gramps \(program))" }
        }
        if let gedcom = source.gedcom {
            format += " in \(gedcom.characterSet.rawValue)"
            if let declared = gedcom.declaredCharacterSet, declared != gedcom.characterSet.rawValue {
                format += " (HEAD.CHAR \(declared))"
            }
        }
        var lines =
            [
                "\(file == "-" ? "<stdin>" : file): \(verdict)\(format)",
                "  people:             \(source.genealogy.people.count)",
                "  unions:             \(source.genealogy.unions.count)",
            ] + drawn
        if let gedcom = source.gedcom {
            // The most frequent first, at most `listed` of them: a file of a million distinct
            // extension tags made an 11.9 MB line.
            func list(_ counts: [String: Int]) -> String {
                let listed = 12
                let sorted = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
                let shown = sorted.prefix(listed).map { "\(messageEscaped(String($0.key.prefix(40)))) \($0.value)" }
                let more = counts.count - shown.count
                return shown.joined(separator: ", ")
                    + (more > 0 ? ", and \(more) other kind\(more == 1 ? "" : "s")" : "")
            }
            let records = gedcom.skippedRecords.values.reduce(0, +)
            let tags = gedcom.extensionTags.values.reduce(0, +)
            var skipped = "  skipped:            \(records) record\(records == 1 ? "" : "s")"
            if records > 0 { skipped += " (\(list(gedcom.skippedRecords)))" }
            skipped += ", \(tags) extension tag\(tags == 1 ? "" : "s")"
            if tags > 0 { skipped += " (\(list(gedcom.extensionTags)))" }
            lines.append(skipped)
        }
        if let gramps = source.gramps {
            let records = gramps.skippedRecords.values.reduce(0, +)
            var skipped = "  skipped:            \(records) record\(records == 1 ? "" : "s")"
            if records > 0 {
                skipped +=
                    " ("
                    + gramps.skippedRecords.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
                    .joined(separator: ", ") + ")"
            }
            lines.append(skipped)
        }
        if !source.warningLog.isEmpty {
            lines.append("  warnings:           \(ReadingOptions.count(source.warningLog))")
        }
        return lines.joined(separator: "\n")
    }
}
