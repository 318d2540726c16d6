import ArgumentParser
import FamilyTree
import Foundation
import TreeBenchHarness

/// `treebench validate FILE`: checks a Family JSON v1 file and summarises it, or lists every problem.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a Family JSON v1 file and summarise it, or list every problem.",
        discussion: """
            Exits 65 when the file breaks a rule of the format, naming each record and rule. An ancestor \
            chart or hourglass written by `treebench import --chart` is checked against the rules of its \
            kind (docs/FAMILY-JSON.md).

            EXAMPLES:
              treebench validate family.json
              treebench generate --generations 3 --members 12 -o - | treebench validate -
            """
    )

    @OptionGroup var input: FamilyInputOptions

    func run() throws {
        let loaded = try loadFamilyChart(
            input.file, roots: input.genealogy.roots, reading: input.reading, options: try ChartOptions.parse([]),
            printsWarnings: false)
        guard let family = loaded.chart.descendantFamily else {
            // An ancestor chart or an hourglass, as `import --chart` writes them.
            let chart = loaded.chart
            var lines = [
                "\(input.file): valid \(chart.kind.phrase)",
                "  drawn for:          \(chart.rootPerson.map { OutlineCommand.label(chart.people[$0]) } ?? "")",
                "  boxes:              \(chart.personCount) in \(chart.rowCount) rows",
            ]
            if let ancestors = chart.ancestorSection {
                lines.append("  ancestor rows:      \(ancestors.family.generationCount)")
            }
            if let descendants = chart.descendantSection {
                lines.append("  descendant rows:    \(descendants.family.generationCount)")
            }
            lines.append("  repeat appearances: \(chart.repeatCount)")
            print(lines.joined(separator: "\n"))
            return
        }
        if let source = loaded.source, let chart = loaded.derived {
            print(ImportCommand.summary(of: input.file, source: source, chart: chart, verdict: "valid "))
            print(
                "  chart:              \(family.generationCount) generations, \(family.coupleCount) couples, "
                    + "\(family.treeCount) trees, widest generation \(family.widestGeneration)")
            for line in input.reading.report(source.warningLog, of: input.file, counted: true) { print(line) }
            return
        }
        print(
            """
            \(input.file): valid Family JSON v1
              people:            \(family.personCount)
              generations:       \(family.generationCount)
              couples:           \(family.coupleCount)
              trees:             \(family.treeCount)
              widest generation: \(family.widestGeneration)
            """)
        if family.furtherUnionCount > 0 { print("  later partners:    \(family.furtherUnionCount)") }
        if family.repeatCount > 0 { print("  repeat appearances: \(family.repeatCount)") }
    }
}
