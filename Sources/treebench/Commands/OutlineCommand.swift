import ArgumentParser
import FamilyTree
import Foundation
import TreeBenchHarness
import TreeLayout
import TreeRender

/// `treebench outline FILE [--depth K] [--collapse ID,…]`: the family as an indented tree, the
/// text form of an expandable list.
struct OutlineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "outline",
        abstract: "Print a family as an indented tree: one unit per line, couples together, +N where collapsed.",
        discussion: """
            Each line is a unit: the blood relative, then `&` and the spouse; children are indented two \
            spaces under their parents. `+N` ends the line of a unit whose N descendants are hidden by \
            --collapse or --depth. Past \(maxIndent) generations the indentation stops growing and the \
            line starts with its generation, e.g. `[g120]`. With --chart ancestors each line is a person \
            and their parents are indented under them, father first; an hourglass prints its ancestors, \
            then its descendants.

            EXAMPLES:
              treebench outline Data/xiaoming.json
              treebench outline family.json --depth 2 --collapse p7
              treebench outline family.ged --chart ancestors --root I1 --generations 4
            """
    )

    /// The deepest indentation, in generations; deeper lines are marked with their generation.
    static let maxIndent = 32

    @OptionGroup var input: FamilyInputOptions

    @OptionGroup var chart: ChartOptions

    @OptionGroup var visibility: VisibilityOptions

    @OptionGroup var content: BoxContentOptions

    @Option(name: [.short, .customLong("output")], help: "Where to write the outline; - for standard output.")
    var output: String = "-"

    func run() throws {
        let loaded = try loadFamilyChart(
            input.file, roots: input.genealogy.roots, reading: input.reading, options: chart)
        if let note = loaded.rootNote { printError(note) }
        let visible = try visibility.visibleChart(of: loaded.chart)
        try OutputFile.write(Data(Self.outline(visible, content: content.content).utf8), to: output)
    }

    /// The outline of a chart: each section in turn (an hourglass's under the headings
    /// `ancestors:` and `descendants:`; in an ancestor section a person's parents are indented
    /// under them), each unit's hidden people as `+N`.
    static func outline(_ visible: VisibleChart, content: BoxContent = BoxContent()) -> String {
        var text = ""
        for (section, part) in zip(visible.chart.sections, visible.sections).reversed() {
            if visible.chart.sections.count > 1 {
                text += section.side == .ancestors ? "ancestors:\n" : "descendants:\n"
            }
            text += outline(part, side: section.side, content: content)
        }
        return text
    }

    /// The outline text, one line per unit in depth-first order, without recursion.
    static func outline(
        _ visible: VisibleFamily, side: ChartSide = .descendants, content: BoxContent = BoxContent()
    ) -> String {
        outline(visible.family, side: side, hiddenCount: visible.hiddenCount, content: content)
    }

    /// The outline of `family`, each unit's hidden people (`hiddenCount`) as `+N`; the marriage
    /// of a unit's union (a couple's, or in an ancestor section the parents', `parents m. …`)
    /// after its people.
    private static func outline(_ family: Family, side: ChartSide, hiddenCount: [Int], content: BoxContent) -> String {
        var text = ""
        var pending = Array(family.roots.reversed())
        while let index = pending.popLast() {
            let unit = family.units[index]
            let generation = Int(unit.generation)
            text += String(repeating: "  ", count: min(generation, maxIndent))
            if generation > maxIndent { text += "[g\(generation)] " }
            if unit.isFurtherUnion {
                // A later marriage: the person again (the same box, not a repeat) & the later partner.
                text +=
                    label(family.people[Int(unit.furtherUnionOf)], content: content) + " & "
                    + label(family.people[Int(unit.blood)], content: content)
            } else {
                text += label(family.people[Int(unit.blood)], content: content)
                if unit.isCouple { text += " & " + label(family.people[Int(unit.spouse)], content: content) }
            }
            if let marriage = content.marriageText(ofUnit: index, in: family, side: side) {
                text += (side == .ancestors ? ", parents " : ", ") + messageEscaped(marriage)
            }
            if hiddenCount[index] > 0 { text += "  +\(hiddenCount[index])" }
            text += "\n"
            pending.append(contentsOf: unit.children.reversed())
        }
        return text
    }

    /// A person as `Name (id)`, or the id alone when the name is empty, control characters
    /// escaped (`messageEscaped`), so a name can neither break the one-line-per-unit form nor
    /// send escape sequences to a terminal; with dates asked for (`--details dates`),
    /// `Name (id; b. 12 Mar 1819; d. 1901)`, the name in the asked format.
    static func label(_ person: Person, content: BoxContent = BoxContent()) -> String {
        var id = messageEscaped(person.id)
        if content.details != .years {
            for line in content.detailLines(of: person) { id += "; " + messageEscaped(line) }
        }
        let name = content.name(of: person)
        return name.isEmpty ? id : "\(messageEscaped(name)) (\(id))"
    }
}
