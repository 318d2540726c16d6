import Foundation
import Testing

/// `--collapse` and `--depth` on ancestor charts and hourglasses, as a genealogist folds a
/// pedigree of the Tudors: a person's parents' line folds upwards into a "+N" badge above them,
/// a descendant's line downwards, in every command that hides people.
@Suite("Folding ancestor charts and hourglasses on the command line")
struct FoldChartCommandTests {
    static let tudors = "Data/corpus/gedcom/royalty--English_Tudor_Royal_Family.ged"

    @Test("--collapse folds Henry Grey's parents' line in Jane Grey's pedigree: +14 and none of them drawn")
    func ancestorChart() throws {
        let pedigree = [Self.tudors, "--chart", "ancestors", "--root", "I159", "--collapse", "I151"]
        let outline = try CommandLineRunner.run(["outline"] + pedigree)
        #expect(outline.status == 0, "\(outline.standardError)")
        #expect(
            outline.standardOutput.hasPrefix("Jane Grey (I159)\n  Henry Grey (I151)  +14\n  Frances Brandon (I143)\n"))
        #expect(!outline.standardOutput.contains("(I145)"))
        let svg = try CommandLineRunner.run(["render"] + pedigree + ["-o", "-"])
        #expect(svg.status == 0, "\(svg.standardError)")
        #expect(svg.standardOutput.contains("<g class=\"collapsed\"><title>14 people hidden</title>"))
        #expect(svg.standardOutput.contains("+N: ancestors not shown"))
        #expect(!svg.standardOutput.contains("descendants not shown"))
        #expect(!svg.standardOutput.contains("Thomas Grey"))
    }

    @Test("the badge of a folded ancestor stands above their box, where their parents' line would start")
    func badgeAboveTheBox() throws {
        let result = try CommandLineRunner.run([
            "render", Self.tudors, "--chart", "ancestors", "--root", "I159", "--collapse", "I151", "--box-width", "100",
            "-o", "-",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let svg = result.standardOutput
        // The badge's rect, then Henry Grey's box (its title names him, the rect follows).
        let badge = try #require(svg.range(of: "<g class=\"collapsed\">"))
        let badgeY = try #require(Self.number(after: "y=\"", in: svg[badge.upperBound...]))
        let henry = try #require(svg.range(of: "<title>Henry Grey"))
        let boxStart = try #require(svg[..<henry.lowerBound].range(of: "<g", options: .backwards))
        let boxY = try #require(Self.number(after: " y=\"", in: svg[boxStart.lowerBound...]))
        #expect(badgeY < boxY, "the badge at \(badgeY) is above the box at \(boxY)")
    }

    @Test("in an hourglass an ancestor folds upwards and a descendant downwards; layout then check holds")
    func hourglass() throws {
        let hourglass = [Self.tudors, "--chart", "hourglass", "--root", "I1", "--collapse", "I4,I66"]
        let outline = try CommandLineRunner.run(["outline"] + hourglass)
        #expect(outline.status == 0, "\(outline.standardError)")
        #expect(outline.standardOutput.contains("  Margaret Beaufort (I4)  +3\n"))
        #expect(outline.standardOutput.contains("  Margaret Tudor (I66) & Archibald Douglas (I57)  +10\n"))
        #expect(outline.standardOutput.contains("  Edmund Tudor (I3)\n"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "treebench-fold-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let layout = folder.appendingPathComponent("layout.json").path
        for direction in ["top-down", "left-right"] {
            let made = try CommandLineRunner.run(
                ["layout"] + hourglass + ["--depth", "3", "--direction", direction, "-o", layout])
            #expect(made.status == 0, "\(made.standardError)")
            let checked = try CommandLineRunner.run(["check"] + hourglass + ["--depth", "3", layout])
            #expect(checked.status == 0, "\(direction): \(checked.standardOutput) \(checked.standardError)")
            let render = try CommandLineRunner.run(["render"] + hourglass + ["--direction", direction, "-o", "-"])
            #expect(render.status == 0, "\(render.standardError)")
            #expect(render.standardOutput.contains("ancestors not shown"))
            #expect(render.standardOutput.contains("descendants not shown"))
        }
    }

    @Test("--depth 2 on an ancestor chart shows the parents, each with their hidden ancestors counted")
    func depth() throws {
        let result = try CommandLineRunner.run(["outline", Self.tudors, "--chart", "ancestors", "--depth", "2"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "Henry Tudor (I1)\n  Edmund Tudor (I3)\n  Margaret Beaufort (I4)  +3\n")
    }

    /// The number a text starts with after `prefix`.
    static func number(after prefix: String, in text: Substring) -> Double? {
        guard let start = text.range(of: prefix) else { return nil }
        return Double(text[start.upperBound...].prefix { $0.isNumber || $0 == "." || $0 == "-" })
    }
}
