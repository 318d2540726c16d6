import Foundation
import TestSupport
import Testing
import TreeBenchHarness

/// `treebench import` and the other commands reading genealogies, as a user runs them.
@Suite("Genealogy files on the command line")
struct GenealogyCommandTests {
    static let stone = "Data/genealogy/stone-family.ged"

    static func temporaryFile(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("treebench-\(UUID().uuidString)-\(name)")
    }

    @Test("import writes the golden chart and summarises on standard error")
    func importWritesChart() throws {
        let output = Self.temporaryFile("chart.json")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try CommandLineRunner.run(["import", Self.stone, "-o", output.path])
        #expect(result.status == 0, "\(result.standardError)")
        let golden = try Data(
            contentsOf: PackageRoot.url.appendingPathComponent("Data/genealogy/stone-family.chart.json"))
        #expect(try Data(contentsOf: output) == golden)
        #expect(result.standardError.contains("repeat appearances: 3"))
        #expect(
            result.standardError.contains("skipped:            2 records (NOTE 1, SOUR 1), 1 extension tag (_UID 1)"))
    }

    @Test("export --format gedcom writes places and marriages; written again, the file is the same")
    func exportGEDCOM() throws {
        let first = Self.temporaryFile("first.ged")
        let second = Self.temporaryFile("second.ged")
        defer { for file in [first, second] { try? FileManager.default.removeItem(at: file) } }
        let kennedy = "Data/corpus/gedcom/US_presidents--Kennedy_Family.ged"
        let exported = try CommandLineRunner.run(["export", kennedy, "--format", "gedcom", "-o", first.path])
        #expect(exported.status == 0, "\(exported.standardError)")
        let text = String(decoding: try Data(contentsOf: first), as: UTF8.self)
        #expect(
            text.contains(
                "1 NAME John Fitzgerald /KENNEDY/\n1 SEX M\n1 BIRT\n2 DATE 29 MAY 1917\n2 PLAC Brookline, MA\n"))
        #expect(text.contains("1 MARR\n2 DATE 12 SEP 1953\n2 PLAC Newport, RI\n"))
        let again = try CommandLineRunner.run(["export", first.path, "--format", "gedcom", "-o", second.path])
        #expect(again.status == 0, "\(again.standardError)")
        #expect(try Data(contentsOf: second) == Data(contentsOf: first))
        let pinned = try CommandLineRunner.run(["export", kennedy, "--format", "gedcom", "--pinned", "-o", "-"])
        #expect(pinned.status == 64 && pinned.standardError.contains("--format gedcom writes the whole genealogy"))
    }

    @Test("validate, layout, outline and export take a .ged file directly, and --root")
    func commandsTakeGenealogies() throws {
        let validate = try CommandLineRunner.run(["validate", Self.stone])
        #expect(validate.status == 0)
        #expect(validate.standardOutput.contains("valid GEDCOM in UTF-8"))
        let outline = try CommandLineRunner.run(["outline", Self.stone, "--root", "I3"])
        #expect(outline.status == 0)
        #expect(outline.standardOutput.hasPrefix("Bert Stone (I3) & Fay Wood (I6)\n"))
        // Bert's second marriage: Bert once, Ida beside him, her son under their union.
        #expect(outline.standardOutput.contains("\nBert Stone (I3) & Ida Lake (I9)\n  Jack Stone (I10)\n"))
        #expect(!outline.standardOutput.contains("I3~2"))
        let layout = try CommandLineRunner.run(["layout", Self.stone, "-o", "-"])
        #expect(layout.status == 0)
        #expect(layout.standardOutput.contains("\"I18~2\""))
        let export = try CommandLineRunner.run(["export", Self.stone, "--format", "dot", "-o", "-"])
        #expect(export.status == 0)
        #expect(export.standardOutput.contains("\"I8~2\""))
        let repeatLine = export.standardOutput.split(separator: "\n").first { $0.hasPrefix("    \"I8~2\" [") }
        #expect(repeatLine?.contains("style=\"filled,dashed\"") == true, "a repeat is dashed in DOT too")
        #expect(repeatLine?.contains("tooltip=\"Hana Stone (repeat appearance: the home box is I8)\"") == true)
    }

    @Test("validate says a v1 file that joins two blood lines can be charted with import, and import charts it")
    func chartOnlyRuleHint() throws {
        let result = try CommandLineRunner.run(["validate", "Data/invalid/two-blood-lines.json"])
        #expect(result.status == 65)
        #expect(result.standardError.contains("treebench import Data/invalid/two-blood-lines.json -o chart.json"))
        let imported = try CommandLineRunner.run(["import", "Data/invalid/two-blood-lines.json", "-o", "-"])
        #expect(imported.status == 0, "\(imported.standardError)")
        #expect(imported.standardOutput.contains("\"sameAs\""))
    }

    @Test("genealogy JSON (topola's indis and fams) is read as it is")
    func genealogyJSON() throws {
        let json = """
            {"indis": [{"id": "a", "firstName": "Ann", "lastName": "Lee", "sex": "F", "fams": ["f"],
                        "birth": {"date": {"day": 2, "month": 3, "year": 1901}}},
                       {"id": "b", "firstName": "Bo", "famc": "f"}],
             "fams": [{"id": "f", "wife": "a", "children": ["b"]}]}
            """
        let result = try CommandLineRunner.run(["import", "-", "-o", "-"], input: Data(json.utf8))
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("\"name\": \"Ann Lee\""))
        #expect(result.standardOutput.contains("\"born\": \"2 Mar 1901\""))
        #expect(result.standardError.contains("genealogy JSON"))
    }

    @Test("run --family measures the given files beside the grid and reports them by name with repeat counts")
    func runFamily() throws {
        let out = Self.temporaryFile("run")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CommandLineRunner.run([
            "run", "--quick", "--members", "20", "--generations", "3", "--engines", "native", "--repeat", "1",
            "--warmup", "0", "--family", Self.stone, "Data/xiaoming.json", "--out", out.path,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("stone-family.ged  24     3        native"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("xiaoming.json     20     0        native"))
        let bad = try CommandLineRunner.run(["run", "--quick", "--family", "Data/genealogy/invalid/web-page.ged"])
        #expect(bad.status == 65)
        let strict = try CommandLineRunner.run([
            "run", "--quick", "--strict", "--family", "Data/genealogy/faults/missing-trailer.ged",
        ])
        #expect(strict.status == 65)
        #expect(strict.standardError.contains("--strict refuses 1 fault (1 missing-trailer)"))
    }

    @Test("export --genealogy writes every person once and a node per union, and dot lays it out")
    func genealogyDOT() throws {
        let result = try CommandLineRunner.run(["export", Self.stone, "--format", "dot", "--genealogy", "-o", "-"])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n")
        let people = lines.filter { $0.hasPrefix("    \"I") && $0.contains("[label=") }
        #expect(people.count == 21)
        #expect(!result.standardOutput.contains("~"), "no repeat appearances")
        #expect(lines.filter { $0.contains("[shape=\"point\"") }.count == 9)
        #expect(lines.filter { $0.contains(" -> ") }.count == 17 + 14, "17 partners, 14 parent–child links")
        #expect(result.standardOutput.contains("\"I1\" [label=\"Adam Stone\\n1819–1901\""))
        let dot = try TreeBenchHarness.ProgramRunner.runBlocking(
            program: "dot", ["-Tsvg"], currentDirectory: PackageRoot.url,
            input: Data(result.standardOutput.utf8))
        #expect(dot.status == 0)
        #expect(dot.outputText.contains("<svg"))
        let both = try CommandLineRunner.run(["export", Self.stone, "--genealogy", "--pinned"])
        #expect(both.status == 64)
    }

    @Test("check on a .ged file counts the repeat appearances and checks every link against the genealogy")
    func checkGenealogy() throws {
        let layout = Self.temporaryFile("layout.json")
        defer { try? FileManager.default.removeItem(at: layout) }
        #expect(try CommandLineRunner.run(["layout", Self.stone, "-o", layout.path]).status == 0)
        let check = try CommandLineRunner.run(["check", Self.stone, layout.path])
        #expect(check.status == 0, "\(check.standardError)")
        #expect(check.standardOutput.contains(": 24 people, 3 of them repeat appearances"))
    }
}
