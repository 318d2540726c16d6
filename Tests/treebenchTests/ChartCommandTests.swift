import Foundation
import TestSupport
import Testing

/// Ancestor charts and hourglasses from the command line, as a genealogist runs them on a real
/// GEDCOM: every command takes `--chart`, `--root` and `--generations`, the layout commands
/// `--direction`, and what one writes the next reads.
@Suite("treebench --chart ancestors|hourglass")
struct ChartCommandTests {
    static let tudors = "Data/corpus/gedcom/royalty--English_Tudor_Royal_Family.ged"
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("treebench-charts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    @Test(
        "layout then check holds every rule, for both engines' layouts checked alike",
        arguments: [["--chart", "ancestors", "--root", "I159"], ["--chart", "hourglass", "--root", "I1"]])
    func layoutThenCheck(chart: [String]) throws {
        for direction in ["top-down", "right-left"] {
            let layout = path("layout-\(chart[1])-\(direction).json")
            let made = try CommandLineRunner.run(
                ["layout", Self.tudors] + chart + ["--direction", direction, "-o", layout])
            #expect(made.status == 0, "\(made.standardError)")
            let text = try String(contentsOfFile: layout, encoding: .utf8)
            #expect(
                text.contains(direction == "top-down" ? #""engine": "native", "width""# : #""direction": "right-left""#)
            )
            let checked = try CommandLineRunner.run(["check", Self.tudors, layout] + chart)
            #expect(checked.status == 0, "\(checked.standardOutput)\(checked.standardError)")
            #expect(checked.standardOutput.contains("every invariant holds"))
            #expect(checked.standardOutput.contains("pairs of parents"))
        }
        let dot = path("dot-\(chart[1]).json")
        #expect(
            try CommandLineRunner.run(["layout", Self.tudors] + chart + ["--engine", "dot", "-o", dot]).status == 0)
        let dotChecked = try CommandLineRunner.run(["check", Self.tudors, dot] + chart)
        #expect(dotChecked.standardOutput.contains("centred"))
        #expect(dotChecked.status == 0 || dotChecked.status == 1)
    }

    @Test("check reads the layout's direction: a layout checked as the wrong chart fails")
    func wrongChart() throws {
        let layout = path("ancestors.json")
        #expect(
            try CommandLineRunner.run(["layout", Self.tudors, "--chart", "ancestors", "--root", "I159", "-o", layout])
                .status == 0)
        let asHourglass = try CommandLineRunner.run([
            "check", Self.tudors, layout, "--chart", "hourglass", "--root", "I159",
        ])
        #expect(asHourglass.status == 65, "another chart has other boxes: \(asHourglass.standardError)")
    }

    @Test("check reads the layout's geometry: its gaps unless the command line gives others")
    func layoutGeometry() throws {
        let layout = path("wide-gaps.json")
        let gaps = ["--couple-gap", "40", "--sibling-gap", "35", "--level-gap", "30", "--box-height", "44"]
        let made = try CommandLineRunner.run(["layout", Self.tudors, "-o", layout] + gaps)
        #expect(made.status == 0, "\(made.standardError)")
        let checked = try CommandLineRunner.run(["check", Self.tudors, layout])
        #expect(checked.status == 0, "\(checked.standardOutput)\(checked.standardError)")
        #expect(checked.standardOutput.contains("every invariant holds"))
        // Told another couple gap, the checker holds the couples to it.
        let told = try CommandLineRunner.run(["check", Self.tudors, layout, "--couple-gap", "20"])
        #expect(told.status == 1, "\(told.standardOutput)")
        #expect(told.standardOutput.contains("couples-adjacent"))
    }

    @Test("render draws every format of both charts, titled by the person", arguments: ["svg", "png", "pdf", "html"])
    func render(format: String) throws {
        for chart in ["ancestors", "hourglass"] {
            let output = path("\(chart).\(format)")
            let result = try CommandLineRunner.run(
                ["render", Self.tudors, "--chart", chart, "--root", "I159", "--engine", "both", "-o", output])
            #expect(result.status == 0, "\(result.standardError)")
            let data = try Data(contentsOf: URL(fileURLWithPath: output))
            #expect(data.count > 2000)
            if format == "svg" || format == "html" {
                let text = String(decoding: data, as: UTF8.self)
                #expect(
                    text.contains(
                        chart == "ancestors" ? "Ancestors of Jane Grey" : "Ancestors and descendants of Jane Grey"))
                #expect(text.contains("Elizabeth Wydvill"))
            }
        }
    }

    @Test("import writes a chart document that every command reads back, and the cut it asked for")
    func importRoundTrip() throws {
        let chart = path("hourglass.json")
        let imported = try CommandLineRunner.run(
            ["import", Self.tudors, "--chart", "hourglass", "--root", "I1", "--generations", "3,2", "-o", chart])
        #expect(imported.status == 0, "\(imported.standardError)")
        #expect(imported.standardError.contains("hourglass chart:    Henry Tudor (I1)"))
        let text = try String(contentsOfFile: chart, encoding: .utf8)
        #expect(text.hasPrefix("{\n  \"chart\": \"hourglass\",\n  \"generations\": ["))
        #expect(text.contains(#""parentIDs": ["I3", "I4"]"#))
        let layout = path("hourglass-layout.json")
        #expect(try CommandLineRunner.run(["layout", chart, "-o", layout]).status == 0)
        #expect(try CommandLineRunner.run(["check", chart, layout]).status == 0)
        let outline = try CommandLineRunner.run(["outline", chart])
        #expect(outline.standardOutput.hasPrefix("ancestors:\nHenry Tudor (I1)\n  Edmund Tudor (I3)\n"))
        #expect(outline.standardOutput.contains("descendants:\nHenry Tudor (I1) & Elizabeth Plantagenet (I2)\n"))
        let refused = try CommandLineRunner.run(["layout", chart, "--chart", "ancestors"])
        #expect(refused.status == 64)
        let validated = try CommandLineRunner.run(["validate", chart])
        #expect(validated.status == 0)
        #expect(validated.standardOutput.contains("valid hourglass chart\n  drawn for:          Henry Tudor (I1)"))
    }

    @Test("export writes both DOT forms of a chart, and Graphviz draws them")
    func export() throws {
        let form = path("hourglass.gv")
        #expect(
            try CommandLineRunner.run(["export", Self.tudors, "--chart", "hourglass", "--root", "I159", "-o", form])
                .status == 0)
        let text = try String(contentsOfFile: form, encoding: .utf8)
        #expect(text.contains("An hourglass chart exported by TreeBench"))
        let pinned = path("pedigree.gv")
        #expect(
            try CommandLineRunner.run([
                "export", Self.tudors, "--chart", "ancestors", "--root", "I159", "--pinned", "--direction",
                "right-left", "-o", pinned,
            ]).status == 0)
        #expect(try String(contentsOfFile: pinned, encoding: .utf8).contains(#"pos=""#))
    }

    @Test("without --root the chart is drawn for the file's first person, and a note says so")
    func defaultRoot() throws {
        let result = try CommandLineRunner.run(["outline", Self.tudors, "--chart", "ancestors", "--generations", "2"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "Henry Tudor (I1)\n  Edmund Tudor (I3)\n  Margaret Beaufort (I4)\n")
        #expect(
            result.standardError.contains(
                "note: the ancestor chart is drawn for I1 (Henry Tudor), the file's first person"))
    }

    @Test(
        "a --root that names nobody, or several people, is a usage error naming them",
        arguments: ["ancestors", "hourglass"])
    func unknownRoot(chart: String) throws {
        let nobody = try CommandLineRunner.run(["outline", Self.tudors, "--chart", chart, "--root", "Elizabeth I"])
        #expect(nobody.status == 64, "\(nobody.standardError)")
        #expect(nobody.standardError.contains("root Elizabeth I is not a person of the genealogy"))
        let several = try CommandLineRunner.run(["outline", Self.tudors, "--chart", chart, "--root", "Elizabeth"])
        #expect(several.status == 64, "\(several.standardError)")
        #expect(several.standardError.contains("root \"Elizabeth\" names 18 people; give one of their ids"))
    }

    @Test("usage errors: two roots, UP,DOWN off an hourglass, an unknown root")
    func usageErrors() throws {
        let twoRoots = try CommandLineRunner.run([
            "outline", Self.tudors, "--chart", "ancestors", "--root", "I1", "--root", "I2",
        ])
        #expect(twoRoots.status == 64)
        #expect(
            try CommandLineRunner.run(["outline", Self.tudors, "--chart", "ancestors", "--generations", "3,2"]).status
                == 64)
        let unknown = try CommandLineRunner.run(["outline", Self.tudors, "--chart", "ancestors", "--root", "nobody"])
        #expect(unknown.status == 64)
        #expect(unknown.standardError.contains("nobody"))
    }

    @Test("run --chart hourglass measures native and dot on generated pedigrees with collapse")
    func sweep() throws {
        let out = path("sweep")
        let result = try CommandLineRunner.run([
            "run", "--chart", "hourglass", "--collapse-rate", "0.2", "--members", "60,120", "--generations", "4",
            "--engines", "native,dot", "--repeat", "1", "--warmup", "0", "--no-progress", "--out", out,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let json = try String(contentsOfFile: out + "/results.json", encoding: .utf8)
        #expect(json.contains(#""chart" : "hourglass""#) || json.contains(#""chart":"hourglass""#))
        #expect(json.contains("hourglass-g4-m60-s1-c0.2"))
        let summary = try String(contentsOfFile: out + "/summary.md", encoding: .utf8)
        #expect(summary.contains("dot"))
    }
}

@Suite("Hourglass references")
struct HourglassReferenceTests {
    @Test("a repeat in an hourglass says how many generations up or down its own box is; a pedigree's the row")
    func upOrDown() throws {
        let file = "Data/genealogy/cousin-marriage.ged"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hourglass-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let hourglass = folder.appendingPathComponent("h.svg")
        let run = try CommandLineRunner.run(
            ["render", file, "--chart", "hourglass", "--root", "I10", "-o", hourglass.path])
        #expect(run.status == 0, "\(run.standardError)")
        let svg = try String(contentsOf: hourglass, encoding: .utf8)
        #expect(svg.contains(">see 1 · 3 gen. up<"), "Karl Berg, Greta's great-grandfather")
        #expect(!svg.contains("· gen. 4"))
        #expect(svg.contains("G generations above (or below) the person"))
        let ancestors = folder.appendingPathComponent("a.svg")
        _ = try CommandLineRunner.run(["render", file, "--chart", "ancestors", "--root", "I10", "-o", ancestors.path])
        #expect(try String(contentsOf: ancestors, encoding: .utf8).contains(">see 1 · gen. 4<"))
    }
}
