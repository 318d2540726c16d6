import Foundation
import TestSupport
import Testing
import TreeBenchHarness

/// A Graphviz user's own family graph on the command line: every command that reads a family
/// takes the `.gv` file, `check` scores any engine's drawing of it, `run --family` measures it.
@Suite("Family graphs (.gv) on the command line")
struct FamilyGraphCommandTests {
    static let bach = "Data/corpus/graphviz/Bach_Family_relationship.gv"

    static func temporaryFile(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("treebench-\(UUID().uuidString)-\(name)")
    }

    @Test("validate, import, layout, outline, render and export take a Gramps graph as it is")
    func everyCommandTakesAGraph() throws {
        let validate = try CommandLineRunner.run(["validate", Self.bach])
        #expect(validate.status == 0, "\(validate.standardError)")
        #expect(validate.standardOutput.contains("valid DOT family graph"))
        #expect(validate.standardOutput.contains("people:             33"))
        let imported = try CommandLineRunner.run(["import", Self.bach, "-o", "-"])
        #expect(imported.status == 0 && imported.standardOutput.contains("\"Bach, Johann Sebastian\""))
        let layout = try CommandLineRunner.run(["layout", Self.bach, "-o", "-"])
        #expect(layout.status == 0 && layout.standardOutput.contains("\"id\": \"I0019\""))
        let outline = try CommandLineRunner.run(["outline", Self.bach])
        #expect(outline.status == 0 && outline.standardOutput.hasPrefix("Bach, Veit"))
        let svg = Self.temporaryFile("bach.svg")
        defer { try? FileManager.default.removeItem(at: svg) }
        let render = try CommandLineRunner.run(["render", Self.bach, "-o", svg.path])
        #expect(render.status == 0, "\(render.standardError)")
        #expect(try String(contentsOf: svg, encoding: .utf8).contains("Bach, Johann Sebastian"))
        let export = try CommandLineRunner.run(["export", Self.bach, "--genealogy", "-o", "-"])
        #expect(export.status == 0 && export.standardOutput.contains("\"I0019\""))
    }

    @Test("a graph that is no family, or no DOT, is invalid data (65) naming the nodes and the rule")
    func invalidGraphs() throws {
        for (text, message) in [
            ("digraph { a -> x; b -> x; c -> x }", "person \"x\" has the parents"),
            ("digraph { a -> b -> a }", "nobody can be their own ancestor"),
            ("digraph { a -> }", "not a DOT graph Graphviz can read"),
        ] {
            let file = Self.temporaryFile("bad.gv")
            defer { try? FileManager.default.removeItem(at: file) }
            try Data(text.utf8).write(to: file)
            let picture = Self.temporaryFile("bad.svg")
            for arguments in [
                ["validate", file.path], ["layout", file.path, "-o", "-"], ["render", file.path, "-o", picture.path],
            ] {
                let result = try CommandLineRunner.run(arguments)
                #expect(result.status == 65, "\(arguments[0]): \(result.standardError)")
                #expect(result.standardError.contains(message), "\(arguments[0]): \(result.standardError)")
            }
            #expect(!FileManager.default.fileExists(atPath: picture.path), "nothing half-written")
        }
    }

    @Test("a DOT graph read from standard input is told by its first word")
    func standardInput() throws {
        let result = try CommandLineRunner.run(
            ["validate", "-"], input: Data("digraph { m [shape=point]; a -> m; b -> m; m -> c }".utf8))
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("valid DOT family graph"))
    }

    @Test("check scores Graphviz's -Tjson drawing of the graph: couples side by side, families centred")
    func checkScoresADrawing() throws {
        let drawing = Self.temporaryFile("dot.json")
        defer { try? FileManager.default.removeItem(at: drawing) }
        let dot = try ProgramRunner.runBlocking(
            URL(fileURLWithPath: "/usr/bin/env"), ["dot", "-Tjson", Self.bach], currentDirectory: PackageRoot.url)
        try #require(dot.status == 0)
        try dot.output.write(to: drawing)
        let check = try CommandLineRunner.run(["check", Self.bach, drawing.path])
        // dot's drawing breaks invariants, which the table reports: check exits 1, as its help says.
        #expect(check.status == 1, "\(check.standardError)")
        #expect(check.standardOutput.contains("violations of the invariants"))
        #expect(check.standardOutput.contains("people drawn:         33 of 33 (100%)"))
        #expect(check.standardOutput.contains("couples side by side: 0 of 8"))
        let json = try CommandLineRunner.run(["check", Self.bach, drawing.path, "--json"])
        let figures = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        #expect(figures?["families"] as? Int == 12 && figures?["couples"] as? Int == 8)
        // Every family off centre, each under the one reason the checker finds.
        let byReason = figures?["offCentreByReason"] as? [String: [String]]
        let centred = figures?["familiesCentred"] as? Int
        #expect(byReason.map { $0.values.map(\.count).reduce(0, +) } == centred.map { 12 - $0 })
    }

    @Test(
        "check refuses (65) a drawing whose geometry cannot be scored, naming the node",
        arguments: [
            (#""pos": "1e308,0""#, "not a finite number"), (#""width": "inf""#, "not a finite number"),
            (#""width": "-1""#, "negative size"),
        ])
    func refusesBadGeometry(replacement: String, reason: String) throws {
        let drawing = Self.temporaryFile("bad.json")
        defer { try? FileManager.default.removeItem(at: drawing) }
        let dot = try ProgramRunner.runBlocking(
            URL(fileURLWithPath: "/usr/bin/env"), ["dot", "-Tjson", Self.bach], currentDirectory: PackageRoot.url)
        try #require(dot.status == 0)
        var text = String(decoding: dot.output, as: UTF8.self)
        let key = replacement.prefix { $0 != ":" }
        let pattern = try Regex("\(key): \"[^\"]*\"")
        let first = try #require(text.firstMatch(of: pattern))
        text.replaceSubrange(first.range, with: replacement)
        try Data(text.utf8).write(to: drawing)
        let check = try CommandLineRunner.run(["check", Self.bach, drawing.path])
        #expect(check.status == 65, "\(check.standardError)")
        #expect(check.standardError.contains(reason), "\(check.standardError)")
    }

    @Test("run --family relgraph.gv: dot on the file as written beside native on its chart, one checker")
    func runMeasuresAGraph() throws {
        let out = Self.temporaryFile("run")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CommandLineRunner.run([
            "run", "--family", Self.bach, "--engines", "native,dot", "--members", "30", "--generations", "3",
            "--seeds", "1", "--repeat", "1", "--warmup", "0", "--out", out.path, "--no-progress",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Bach_Family_relationship.gv  33"))
        let results = try JSONSerialization.jsonObject(
            with: Data(contentsOf: out.appendingPathComponent("results.json")))
        let cases = (results as? [String: Any])?["cases"] as? [[String: Any]] ?? []
        let given = try #require(cases.first { ($0["parameters"] as? [String: Any])?["file"] != nil })
        let measurements = given["measurements"] as? [[String: Any]] ?? []
        #expect(measurements.map { $0["status"] as? String } == ["ok", "ok"])
        #expect(given["people"] as? Int == 33)
    }

    @Test(
        "run --family on Gramps' hourglass of Elizabeth I: dot -Kfamily (native-gv) keeps every rule of the hourglass")
    func runMeasuresAnHourglass() throws {
        let out = Self.temporaryFile("run")
        defer { try? FileManager.default.removeItem(at: out) }
        let hourglass = "Data/corpus/graphviz/English_Tudor_Royal_Family_hourglass_I0265.gv"
        let result = try CommandLineRunner.run([
            "run", "--family", hourglass, "--engines", "native,native-gv", "--members", "30", "--generations", "3",
            "--seeds", "1", "--repeat", "1", "--warmup", "0", "--out", out.path, "--no-progress",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let results = try JSONSerialization.jsonObject(
            with: Data(contentsOf: out.appendingPathComponent("results.json")))
        let cases = (results as? [String: Any])?["cases"] as? [[String: Any]] ?? []
        let given = try #require(cases.first { ($0["parameters"] as? [String: Any])?["file"] != nil })
        // Elizabeth and her 23 ancestors in the file, in rows as the hourglass draws them.
        #expect(given["people"] as? Int == 24)
        #expect((given["parameters"] as? [String: Any])?["generations"] as? Int == 7)
        for measurement in given["measurements"] as? [[String: Any]] ?? [] {
            let rules = (measurement["report"] as? [String: Any])?["rules"] as? [[String: Any]] ?? []
            #expect(measurement["status"] as? String == "ok")
            #expect(rules.count == 5 && rules.allSatisfy { $0["violations"] as? Int == 0 }, "\(measurement)")
        }
    }

    @Test("a Gramps hourglass graph laid out without --chart says how to draw it as the hourglass -Kfamily draws")
    func hourglassNote() throws {
        let hourglass = "Data/corpus/graphviz/English_Tudor_Royal_Family_hourglass_I0265.gv"
        let plain = try CommandLineRunner.run(["layout", hourglass, "-o", "-"])
        #expect(plain.status == 0, "\(plain.standardError)")
        #expect(plain.standardError.contains("--chart hourglass --root I0265 draws the hourglass"))
        let drawn = try CommandLineRunner.run([
            "layout", hourglass, "--chart", "hourglass", "--root", "I0265", "-o", "-",
        ])
        #expect(drawn.status == 0, "\(drawn.standardError)")
        #expect(!drawn.standardError.contains("note:"))
        #expect(drawn.standardOutput.contains("\"I0016\""))  // Anne Boleyn, above her daughter
        // A relationship graph is no hourglass: no note.
        let relationship = try CommandLineRunner.run(["layout", Self.bach, "-o", "-"])
        #expect(relationship.status == 0 && !relationship.standardError.contains("hourglass"))
    }
}
