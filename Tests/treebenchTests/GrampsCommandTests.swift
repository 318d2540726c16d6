import Foundation
import TestSupport
import Testing

/// Gramps XML files on the command line, as a user runs them: every command that reads a family
/// takes a `.gramps` file, recognised by its content.
@Suite("Gramps XML files on the command line")
struct GrampsCommandTests {
    static let kennedy = "Data/corpus/gramps/US_presidents--Kennedy_Family.gramps"
    static let example = "Data/corpus/gramps/example.gramps"

    @Test("import charts a .gramps file and says what it read")
    func importSummary() throws {
        let result = try CommandLineRunner.run(["import", Self.example, "-o", "/dev/null"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardError.hasPrefix(
                "\(Self.example): Gramps XML 1.7.1, gzip-compressed (written by Gramps 5.1.0)\n  people:             2157\n"
            ))
        #expect(result.standardError.contains("  skipped:            4188 records (bookmark 4, citation 2854, "))
    }

    @Test("validate, layout, outline with --depth and --collapse, render and export take it, and --root by name")
    func commandsTakeGramps() throws {
        let validate = try CommandLineRunner.run(["validate", Self.kennedy])
        #expect(validate.status == 0)
        #expect(validate.standardOutput.contains("valid Gramps XML 1.7.1, gzip-compressed"))
        let outline = try CommandLineRunner.run(["outline", Self.kennedy, "--root", "Rose Fitzgerald", "--depth", "2"])
        #expect(outline.status == 0, "\(outline.standardError)")
        #expect(outline.standardOutput.hasPrefix("Rose FITZGERALD (I0002) & Joseph Patrick KENNEDY (I0001)\n"))
        #expect(outline.standardOutput.contains("  John Fitzgerald KENNEDY (I0052) & Jacqueline BOUVIER (I0053)  +3\n"))
        let collapsed = try CommandLineRunner.run(["outline", Self.kennedy, "--collapse", "I0044"])
        #expect(collapsed.status == 0, "\(collapsed.standardError)")
        let layout = try CommandLineRunner.run(["layout", Self.kennedy, "--root", "@I0052@", "-o", "-"])
        #expect(layout.status == 0)
        #expect(layout.standardOutput.contains("\"I0054\""))
        let render = try CommandLineRunner.run(["render", Self.kennedy, "-o", "-"])
        #expect(render.status == 0)
        #expect(render.standardOutput.contains("Jacqueline BOUVIER"))
        let export = try CommandLineRunner.run(["export", Self.kennedy, "--format", "dot", "-o", "-"])
        #expect(export.status == 0)
        #expect(export.standardOutput.contains("digraph \"family\" {"))
    }

    @Test("read from standard input, by content alone")
    func standardInput() throws {
        let data = try Data(contentsOf: PackageRoot.file(Self.kennedy))
        let result = try CommandLineRunner.run(["validate", "-"], input: data)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("<stdin>: valid Gramps XML"))
    }

    @Test(
        "a broken Gramps file exits 65 naming the line, and import writes nothing",
        arguments: [
            (
                "<database xmlns=\"http://gramps-project.org/xml/1.7.1/\">\n<people>\n</database>\n",
                "line 3: the end tag </database> does not match the start tag <people> on line 2 (XML 1.0 §3, WFC: Element Type Match)"
            ),
            ("<?xml version=\"1.0\"?>\n<gedcom/>\n", "line 2: the root element is <gedcom>"),
        ])
    func brokenFile(text: String, message: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("treebench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("tree.gramps")
        try Data(text.utf8).write(to: input)
        let output = folder.appendingPathComponent("chart.json")
        let result = try CommandLineRunner.run(["import", input.path, "-o", output.path])
        #expect(result.status == 65)
        #expect(result.standardError.contains("invalid Gramps XML"))
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test("generate --format gramps writes a .gramps file that import reads back, person for person")
    func generateGramps() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("treebench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let gramps = folder.appendingPathComponent("family.gramps")
        let gedcom = folder.appendingPathComponent("family.ged")
        for (format, file) in [("gramps", gramps), ("gedcom", gedcom)] {
            let result = try CommandLineRunner.run(
                ["generate", "-n", "6", "-m", "300", "--format", format, "--remarriage-rate", "0.2", "-o", file.path])
            #expect(result.status == 0, "\(result.standardError)")
        }
        #expect(try Data(contentsOf: gramps).starts(with: [0x1F, 0x8B]))
        let fromGramps = try CommandLineRunner.run(["import", gramps.path, "-o", "-"])
        let fromGEDCOM = try CommandLineRunner.run(["import", gedcom.path, "-o", "-"])
        #expect(fromGramps.status == 0 && fromGEDCOM.status == 0)
        #expect(fromGramps.standardOutput == fromGEDCOM.standardOutput)
    }
}
