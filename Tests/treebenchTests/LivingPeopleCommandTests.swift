import Foundation
import Testing
import TreeBenchHarness

/// `--living`: nothing of a living person reaches a published chart, in any format.
/// `Data/genealogy/living.ged`: Zelda Quince, born 14 Feb 1987 in Quillbrook, and her mother Yolanda
/// Unwin, with no dates at all (living by the careful rule: her child was born less than 110 years
/// ago; christened in Yarrowby, married to Cyril in Umberton in 1980), below two generations who died.
@Suite("Living people on the command line")
struct LivingPeopleCommandTests {
    static let file = "Data/genealogy/living.ged"
    /// Everything a living person's box could give away (with spaces: the chart page's embedded
    /// engine, in base64, holds any short run of letters and digits).
    static let secrets = ["Zelda", "Yolanda", "Unwin", "Feb 1987", "FEB 1987", "b. 1987", "\"1987\""]

    static func temporaryFile(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("treebench-living-\(UUID().uuidString)-\(name)")
    }

    /// What `arguments` writes to a file named `name`, as text (a PDF's through pdftotext).
    static func output(_ arguments: [String], named name: String) throws -> String {
        let output = temporaryFile(name)
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try CommandLineRunner.run(arguments + ["-o", output.path])
        #expect(result.status == 0, "\(arguments): \(result.standardError)")
        guard name.hasSuffix(".pdf") else { return String(decoding: try Data(contentsOf: output), as: UTF8.self) }
        let text = try ProgramRunner.runBlocking(
            URL(fileURLWithPath: "/usr/bin/env"), ["pdftotext", output.path, "-"])
        return text.outputText + String(decoding: try Data(contentsOf: output), as: UTF8.self)
    }

    static let commands: [([String], String)] = [
        (["render"], "chart.svg"), (["render"], "chart.html"), (["render"], "chart.png"),
        (["render", "--chart", "ancestors", "--root", "Zelda Quince"], "ancestors.svg"),
        (["render", "--chart", "hourglass", "--root", "Yolanda"], "hourglass.html"),
        (["export", "--format", "dot"], "chart.gv"), (["export", "--format", "dot", "--genealogy"], "genealogy.gv"),
        (["export", "--format", "dot", "--pinned"], "pinned.gv"), (["import"], "chart.json"),
        (["outline"], "outline.txt"), (["export", "--format", "gedcom"], "shared.ged"),
    ]

    @Test("no name or date of the living in SVG, HTML, PNG, DOT, the chart file or the outline")
    func nothingLeaks() throws {
        for (command, name) in Self.commands {
            for shown in ["initials", "hidden"] {
                let text = try Self.output(
                    [command[0], Self.file] + command.dropFirst() + ["--living", shown], named: name)
                for secret in Self.secrets {
                    #expect(!text.contains(secret), "\(command) --living \(shown): \(secret)")
                }
                #expect(text.contains("Cyril") || name.hasSuffix(".png"), "\(command): the dead are shown in full")
            }
            // The check can fail: without --living, the names are there.
            if !name.hasSuffix(".png") {
                let full = try Self.output([command[0], Self.file] + command.dropFirst(), named: name)
                #expect(full.contains("Zelda"), "\(command): without --living")
            }
        }
    }

    /// What the file records of the living beyond names and dates: Zelda's birth place, Yolanda's
    /// christening place (her birth place, for want of one) and her marriage to Cyril, who died.
    static let detailSecrets = secrets + ["Quillbrook", "Yarrowby", "Umberton", "1980", "Jun 1980", "JUN 1980"]

    /// The box content that shows the most: full dates, places, marriages.
    static let fullestContent = ["--details", "dates-places", "--marriages", "--name-format", "SURNAME-given"]

    @Test("with dates, places and marriages shown, still nothing of the living in any format")
    func nothingLeaksWithDetails() throws {
        for (command, name) in Self.commands {
            // `import` writes the chart file itself, which carries every field (places, marriages).
            let content = command[0] == "import" ? [] : Self.fullestContent
            for shown in ["initials", "hidden"] {
                let text = try Self.output(
                    [command[0], Self.file] + command.dropFirst() + content + ["--living", shown], named: name)
                for secret in Self.detailSecrets {
                    #expect(!text.contains(secret), "\(command) \(content) --living \(shown): \(secret)")
                }
            }
            // The check can fail: the dead's places and marriage are there, and the living's without --living.
            if !name.hasSuffix(".png") {
                let hidden = try Self.output(
                    [command[0], Self.file] + command.dropFirst() + content + ["--living", "initials"], named: name)
                #expect(hidden.contains("Cyprus Hill"), "\(command): the dead's places are shown")
                let full = try Self.output([command[0], Self.file] + command.dropFirst() + content, named: name)
                #expect(full.contains("Quillbrook"), "\(command): without --living")
            }
        }
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftotext") {
            let pdf = try Self.output(
                ["render", Self.file] + Self.fullestContent + ["--living", "initials"], named: "chart.pdf")
            for secret in Self.detailSecrets { #expect(!pdf.contains(secret), "PDF: \(secret)") }
            #expect(pdf.contains("Marshfield"), "PDF: the marriage of the dead")
        }
    }

    @Test("an ancestor chart's marriages: the dead's drawn, a living partner's hidden, in every format")
    func ancestorMarriages() throws {
        for (command, name) in [
            (["render"], "ancestors.svg"), (["render"], "ancestors.html"), (["export", "--format", "dot"], "chart.gv"),
            (["outline"], "outline.txt"),
        ] {
            let arguments =
                [command[0], Self.file] + command.dropFirst() + ["--chart", "ancestors", "--root", "I5"]
                + Self.fullestContent
            let hidden = try Self.output(arguments + ["--living", "initials"], named: name)
            #expect(hidden.contains("m. 1875, Marshfield"), "\(command): Abel and Bertha, who died")
            for secret in Self.detailSecrets { #expect(!hidden.contains(secret), "\(command): \(secret)") }
            let full = try Self.output(arguments, named: name)
            #expect(full.contains("m. 6 Jun 1980, Umberton"), "\(command): without --living")
        }
    }

    @Test("a note says how many people are taken to be living, and why")
    func livingNote() throws {
        let output = Self.temporaryFile("chart.svg")
        defer { try? FileManager.default.removeItem(at: output) }
        let initials = try CommandLineRunner.run(["render", Self.file, "--living", "initials", "-o", output.path])
        #expect(initials.standardError.contains("note: 2 of 5 people taken to be living (no death recorded"))
        let full = try CommandLineRunner.run(["render", Self.file, "-o", output.path])
        #expect(!full.standardError.contains("taken to be living"))
    }

    @Test("nor in a PDF's text", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftotext")))
    func nothingLeaksIntoPDF() throws {
        let hidden = try Self.output(["render", Self.file, "--living", "names"], named: "chart.pdf")
        #expect(hidden.contains("Zelda"), "--living names keeps the name")
        #expect(!hidden.contains("1987"))
        let initials = try Self.output(["render", Self.file, "--living", "initials"], named: "chart.pdf")
        for secret in Self.secrets { #expect(!initials.contains(secret), "\(secret)") }
        #expect(initials.contains("Z. Q."))
    }

    @Test("--living names keeps names and drops dates; --living-years 10 makes nobody born before it living")
    func namesAndYears() throws {
        let names = try Self.output(["render", Self.file, "--living", "names"], named: "chart.svg")
        #expect(names.contains("Zelda") && !names.contains("1987"))
        let hidden = try Self.output(["render", Self.file, "--living", "hidden"], named: "chart.svg")
        #expect(hidden.contains(">Living<"))
        // Yolanda has no dates: her daughter, born 1987, is more than 10 years old, so she was born
        // before 1987 − 13 and is not living by a 10-year rule; nor is Zelda.
        let short = try Self.output(
            ["render", Self.file, "--living", "hidden", "--living-years", "10"], named: "chart.svg")
        #expect(short.contains("Zelda") && short.contains("Yolanda"))
    }
}
