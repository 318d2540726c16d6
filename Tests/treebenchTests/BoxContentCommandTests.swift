import Foundation
import Testing
import TreeBenchHarness

/// `render`, `export` and `outline` with `--details`, `--marriages` and `--name-format`: the same
/// content in every format, on the Kennedy family as a GEDCOM file from the web records it.
@Suite("Box content on the command line")
struct BoxContentCommandTests {
    static let kennedy = "Data/corpus/gedcom/US_presidents--Kennedy_Family.ged"
    /// John F. Kennedy, his wife and children: a chart of five.
    static let jfk = ["--root", "I52"]

    /// What `arguments` writes to a file named `name`, as text (a PDF's through pdftotext).
    static func output(_ arguments: [String], named name: String) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "treebench-content-\(UUID().uuidString)-\(name)")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try CommandLineRunner.run(arguments + ["-o", output.path])
        #expect(result.status == 0, "\(arguments): \(result.standardError)")
        guard name.hasSuffix(".pdf") else { return String(decoding: try Data(contentsOf: output), as: UTF8.self) }
        return try ProgramRunner.runBlocking(
            URL(fileURLWithPath: "/usr/bin/env"), ["pdftotext", output.path, "-"]
        ).outputText
    }

    @Test("--details dates and dates-places put the full dates and places in the boxes")
    func details() throws {
        let years = try Self.output(["render", Self.kennedy] + Self.jfk, named: "years.svg")
        #expect(years.contains(">1917–1963<") && !years.contains(">b. 29 May 1917<"))
        let dates = try Self.output(["render", Self.kennedy] + Self.jfk + ["--details", "dates"], named: "dates.svg")
        #expect(dates.contains(">b. 29 May 1917<") && dates.contains(">d. 22 Nov 1963<"))
        let places = try Self.output(
            ["render", Self.kennedy] + Self.jfk + ["--details", "dates-places"], named: "places.svg")
        #expect(places.contains(">b. 29 May 1917, Brookline, MA<"))
        #expect(places.contains("born in Brookline, MA · died in Dallas, TX"), "the tooltip")
    }

    @Test("--name-format rebuilds names from GEDCOM's /surname/")
    func nameFormat() throws {
        let svg = try Self.output(
            ["render", Self.kennedy] + Self.jfk + ["--name-format", "SURNAME-given"], named: "names.svg")
        // Stacked to the narrowest box that keeps the name whole: `KENNEDY,` / `John` / `Fitzgerald`.
        #expect(svg.contains(">KENNEDY,<") && svg.contains(">BOUVIER,<") && svg.contains(">Fitzgerald<"))
        let outline = try Self.output(
            ["outline", Self.kennedy] + Self.jfk + ["--name-format", "SURNAME-given"], named: "outline.txt")
        #expect(outline.hasPrefix("KENNEDY, John Fitzgerald (I52) & BOUVIER, Jacqueline (I53)"))
    }

    @Test("--marriages: the marriage by its union's line in SVG, HTML, PDF, every DOT form and the outline")
    func marriages() throws {
        let content = ["--details", "dates-places", "--marriages"]
        let marriage = "m. 12 Sep 1953, Newport, RI"
        for (command, name) in [
            (["render"], "chart.svg"), (["render"], "chart.html"), (["export", "--format", "dot"], "chart.gv"),
            (["export", "--format", "dot", "--pinned"], "pinned.gv"), (["outline"], "outline.txt"),
        ] {
            let text = try Self.output(
                [command[0], Self.kennedy] + command.dropFirst() + Self.jfk + content, named: name)
            #expect(text.contains(marriage), "\(command) \(name)")
        }
        let genealogy = try Self.output(
            ["export", Self.kennedy, "--format", "dot", "--genealogy"] + content, named: "genealogy.gv")
        #expect(genealogy.contains("xlabel=\"\(marriage)\""))
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftotext") {
            let pdf = try Self.output(["render", Self.kennedy] + Self.jfk + content, named: "chart.pdf")
            #expect(pdf.contains(marriage) && pdf.contains("Brookline, MA"))
        }
        let plain = try Self.output(["render", Self.kennedy] + Self.jfk, named: "plain.svg")
        #expect(!plain.contains("m. 1953") && !plain.contains("Newport"))
    }

    @Test("--marriages on ancestor charts and hourglasses: the parents' marriage in every format")
    func ancestorMarriages() throws {
        let content = ["--details", "dates-places", "--marriages"]
        // JFK's parents, Joseph P. Kennedy and Rose Fitzgerald.
        let marriage = "m. 7 Oct 1914, Boston, MA"
        for chart in ["ancestors", "hourglass"] {
            for (command, name) in [
                (["render"], "chart.svg"), (["render"], "chart.html"), (["export", "--format", "dot"], "chart.gv"),
                (["export", "--format", "dot", "--pinned"], "pinned.gv"), (["outline"], "outline.txt"),
            ] {
                let arguments =
                    [command[0], Self.kennedy] + command.dropFirst() + Self.jfk + ["--chart", chart] + content
                let text = try Self.output(arguments, named: name)
                #expect(text.contains(name == "outline.txt" ? "), parents " + marriage : marriage), "\(arguments)")
                // Without --marriages, the same chart carries none.
                let plain = try Self.output(arguments.filter { $0 != "--marriages" }, named: name)
                #expect(!plain.contains("m. 7 Oct 1914"), "\(arguments) without --marriages")
            }
            if FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftotext") {
                let pdf = try Self.output(
                    ["render", Self.kennedy] + Self.jfk + ["--chart", chart] + content, named: "chart.pdf")
                #expect(pdf.contains(marriage), "PDF of the \(chart) chart")
            }
        }
    }

    @Test("Gramps XML's places and marriages reach the boxes")
    func gramps() throws {
        let svg = try Self.output(
            [
                "render", "Data/corpus/gramps/example.gramps", "--root", "I0044", "--generations", "2", "--details",
                "dates-places", "--marriages",
            ], named: "gramps.svg")
        #expect(svg.contains("class=\"marriage\""))
        #expect(svg.contains(", ") && svg.contains(">b. "))
    }

    @Test("an unknown --details or --name-format is a usage error")
    func unknownValues() throws {
        for option in [["--details", "full"], ["--name-format", "surname"]] {
            let result = try CommandLineRunner.run(["render", Self.kennedy] + option)
            #expect(result.status == 64, "\(option)")
        }
    }
}
