import ArgumentParser
import FamilyTree
import Foundation
import TreeBench
import TreeLayout

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
            line starts with its generation, e.g. `[g120]`.

            EXAMPLES:
              treebench outline Data/xiaoming.json
              treebench outline family.json --depth 2 --collapse p7
            """
    )

    /// The deepest indentation, in generations; deeper lines are marked with their generation.
    static let maxIndent = 32

    @Argument(help: "The family file (Family JSON v1, or a genealogy: .ged, genealogy JSON), or - for standard input.")
    var file: String

    @OptionGroup var genealogy: RootOptions

    @OptionGroup var reading: ReadingOptions

    @OptionGroup var visibility: VisibilityOptions

    @Option(name: [.short, .customLong("output")], help: "Where to write the outline; - for standard output.")
    var output: String = "-"

    func run() throws {
        let family = try loadFamily(file, roots: genealogy.roots, reading: reading)
        let visible = try visibility.visibleFamily(of: family)
        try OutputFile.write(Data(Self.outline(visible).utf8), to: output)
    }

    /// The outline text, one line per unit in depth-first order, without recursion.
    static func outline(_ visible: VisibleFamily) -> String {
        let family = visible.family
        var text = ""
        var pending = Array(family.roots.reversed())
        while let index = pending.popLast() {
            let unit = family.units[index]
            let generation = Int(unit.generation)
            text += String(repeating: "  ", count: min(generation, maxIndent))
            if generation > maxIndent { text += "[g\(generation)] " }
            text += label(family.people[Int(unit.blood)])
            if unit.isCouple { text += " & " + label(family.people[Int(unit.spouse)]) }
            if visible.hiddenCount[index] > 0 { text += "  +\(visible.hiddenCount[index])" }
            text += "\n"
            pending.append(contentsOf: unit.children.reversed())
        }
        return text
    }

    /// A person as `Name (id)`, or the id alone when the name is empty, control characters
    /// escaped (`messageEscaped`), so a name can neither break the one-line-per-unit form nor
    /// send escape sequences to a terminal.
    static func label(_ person: Person) -> String {
        let id = messageEscaped(person.id)
        return person.name.isEmpty ? id : "\(messageEscaped(person.name)) (\(id))"
    }
}
