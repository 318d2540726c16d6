import Foundation
import Testing

/// Faults in genealogy files on the command line: warnings by default, `--warnings`, `--strict`,
/// `import --report`, and files that are not genealogies at all.
@Suite("Genealogy faults on the command line")
struct GenealogyFaultCommandTests {
    static func temporaryFile(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("treebench-\(UUID().uuidString)-\(name)")
    }

    /// Each fixture in `Data/genealogy/faults/`, with the warning it gives.
    static let faults: [(String, String)] = [
        (
            "character-set.ged",
            #"warning: line 3: HEAD.CHAR declares "UTF-8", but byte 0xE9 on line 5, column 11 is not UTF-8; read as Windows-1252"#
        ),
        ("missing-header.ged", "warning: line 1: the file does not start with 0 HEAD; the file is read without it"),
        (
            "malformed-line.ged",
            "warning: line 5: I1: column 1: expected a level number (a GEDCOM line is LEVEL [@XREF@] TAG [VALUE]); the line is skipped"
        ),
        (
            "level-jump.ged",
            "warning: line 5: I1: level 3 follows level 1; a line may be at most one level deeper than the line before it; the line is skipped"
        ),
        (
            "missing-trailer.ged",
            "warning: line 6: the file ends without its 0 TRLR line (it may be cut short); the file is read without it"
        ),
        (
            "after-trailer.ged",
            "warning: line 5: 2 lines follow 0 TRLR, which ends the file; the line and the 1 below it are skipped"
        ),
        (
            "duplicate-id.ged",
            "warning: line 6: I1: the id is used by two person records (first on line 3); pointers to it go to the first; the second is renamed I1_2"
        ),
        (
            "dangling-pointer.ged",
            "warning: line 8: F1: CHIL points to I9, which is not a person record of the file; the link is dropped"
        ),
        (
            "too-many-partners.ged",
            "warning: line 12: F1: HUSB makes I3 a third partner of F1, which has I1 and I2; a union has at most two; the link is dropped"
        ),
        (
            "parent-cycle.ged",
            "warning: line 12: F2: CHIL makes I1 a child of F2, closing the parent cycle I1 → I2 → I1; nobody can be their own ancestor; the link is dropped"
        ),
        (
            "nul-character.ged",
            #"warning: line 6: I2: name contains the NUL character (U+0000), which DOT and SVG cannot carry; the character is removed"#
        ),
    ]

    @Test(
        "each fault is a warning naming the line, the record and what was done, and the file imports", arguments: faults
    )
    func lenient(file: String, warning: String) throws {
        let output = Self.temporaryFile("chart.json")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try CommandLineRunner.run(["import", "Data/genealogy/faults/\(file)", "-o", output.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains(warning + "\n"), "\(result.standardError)")
        #expect(result.standardError.contains("  warnings:           1 warning ("))
        #expect(FileManager.default.fileExists(atPath: output.path))
        // Every command that reads a family reads it, with the warning on standard error.
        for command in [["layout"], ["render", "--format", "svg"], ["outline"], ["export", "--format", "dot"]] {
            let other = try CommandLineRunner.run(command + ["Data/genealogy/faults/\(file)", "-o", "-"])
            #expect(other.status == 0, "\(command): \(other.standardError)")
            #expect(other.standardError.contains("read with 1 warning ("), "\(command)")
            #expect(other.standardError.contains(warning), "\(command)")
        }
    }

    @Test("--strict refuses each fault (exit 65), naming it, and writes nothing", arguments: faults)
    func strict(file: String, warning: String) throws {
        for command in ["import", "validate", "layout", "render", "export", "outline"] {
            let output = Self.temporaryFile(command == "render" ? "chart.svg" : "chart.json")
            var arguments = [command, "Data/genealogy/faults/\(file)", "--strict"]
            if command != "validate" { arguments += ["-o", output.path] }
            let result = try CommandLineRunner.run(arguments)
            #expect(result.status == 65, "\(command)")
            #expect(result.standardError.contains("--strict refuses 1 fault ("), "\(command): \(result.standardError)")
            let error =
                "error: " + warning.dropFirst("warning: ".count).split(separator: ";").dropLast().joined(separator: ";")
            #expect(result.standardError.contains(error), "\(command): \(result.standardError)")
            #expect(!FileManager.default.fileExists(atPath: output.path), "\(command)")
        }
    }

    @Test("--strict lists every fault, not only the first; --warnings decides how many are printed")
    func manyFaults() throws {
        let file = "Data/corpus/gedcom/languages--Sino-Tibetan_Language_Super_Family.ged"
        let strict = try CommandLineRunner.run(["validate", file, "--strict"])
        #expect(strict.status == 65)
        #expect(strict.standardError.contains("--strict refuses 70 faults (70 dangling-pointer):"))
        #expect(strict.standardError.split(separator: "\n").filter { $0.hasPrefix("error: line ") }.count == 70)
        let few = try CommandLineRunner.run(["layout", file, "-o", "/dev/null"])
        #expect(few.status == 0)
        #expect(few.standardError.split(separator: "\n").filter { $0.hasPrefix("warning: ") }.count == 5)
        #expect(
            few.standardError.contains(
                "… and 65 more (--warnings all prints them; import --report FILE.json lists them)"))
        let all = try CommandLineRunner.run(["layout", file, "-o", "/dev/null", "--warnings", "all"])
        #expect(all.standardError.split(separator: "\n").filter { $0.hasPrefix("warning: ") }.count == 70)
        let none = try CommandLineRunner.run(["layout", file, "-o", "/dev/null", "--warnings", "none"])
        #expect(none.standardError.isEmpty, "\(none.standardError)")
        let bad = try CommandLineRunner.run(["layout", file, "--warnings", "some"])
        #expect(bad.status == 64)
        // validate says it on standard output, as the rest of its report.
        let validate = try CommandLineRunner.run(["validate", file, "--warnings", "2"])
        #expect(validate.status == 0)
        #expect(validate.standardOutput.contains("  warnings:           70 warnings (70 dangling-pointer)"))
        #expect(validate.standardOutput.split(separator: "\n").filter { $0.hasPrefix("warning: ") }.count == 2)
    }

    @Test("import --report writes every dropped or changed item as JSON")
    func report() throws {
        let output = Self.temporaryFile("chart.json")
        let report = Self.temporaryFile("report.json")
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: report)
        }
        let result = try CommandLineRunner.run([
            "import", "Data/genealogy/faults/duplicate-id.ged", "-o", output.path, "--report", report.path,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
        #expect(json["readingReport"] as? Int == 1)
        #expect(json["file"] as? String == "Data/genealogy/faults/duplicate-id.ged")
        #expect(json["characterSet"] as? String == "UTF-8")
        #expect(json["warningCounts"] as? [String: Int] == ["duplicate-id": 1])
        let warnings = try #require(json["warnings"] as? [[String: Any]])
        #expect(warnings.count == 1)
        #expect(warnings[0]["kind"] as? String == "duplicate-id")
        #expect(warnings[0]["line"] as? Int == 6)
        #expect(warnings[0]["relatedLine"] as? Int == 3)
        #expect(warnings[0]["record"] as? String == "I1")
        #expect(warnings[0]["action"] as? String == "renamed")
        #expect(warnings[0]["newID"] as? String == "I1_2")
        let same = try CommandLineRunner.run([
            "import", "Data/genealogy/faults/duplicate-id.ged", "-o", "x.json", "--report", "x.json",
        ])
        #expect(same.status == 64)
    }

    @Test("every corpus file with IBMPC or IBM WINDOWS imports, in its character set")
    func characterSets() throws {
        let kennedy = try CommandLineRunner.run([
            "import", "Data/corpus/gedcom/US_presidents--Kennedy_Family.ged", "-o", "/dev/null",
        ])
        #expect(kennedy.status == 0)
        #expect(kennedy.standardError.contains("GEDCOM in Windows-1252 (HEAD.CHAR IBM WINDOWS)"))
        let hawaii = try CommandLineRunner.run([
            "import", "Data/corpus/gedcom/royalty--Hawaiian_Kings.ged", "-o", "/dev/null",
        ])
        #expect(hawaii.status == 0)
        #expect(hawaii.standardError.contains("GEDCOM in IBM code page 437 (HEAD.CHAR IBMPC)"))
    }

    @Test("a file that is not a genealogy says what it looks like (exit 65); an empty one says it is empty")
    func notGenealogy() throws {
        let page = try CommandLineRunner.run(["import", "Data/genealogy/invalid/web-page.ged", "-o", "/dev/null"])
        #expect(page.status == 65)
        #expect(
            page.standardError.contains(
                "error: an HTML page, not a GEDCOM file (a GEDCOM file starts with the line 0 HEAD)"))
        let empty = try CommandLineRunner.run(["render", "Data/genealogy/invalid/empty.ged", "-o", "empty.svg"])
        #expect(empty.status == 65)
        #expect(empty.standardError.contains("empty genealogy"))
    }
}
