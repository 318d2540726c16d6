import Foundation
import Testing

/// Files people have that are not a family file: named for what they are, never "invalid Family
/// JSON"; and a gzip-compressed GEDCOM file, read as GEDCOM.
@Suite("Files that are not genealogies, and GEDCOM in gzip")
struct NonGenealogyFileTests {
    @Test(
        "a Word document and a ZIP archive without gedcom.ged are named for what they are (exit 65)",
        arguments: [
            ("Data/genealogy/invalid/letter.docx", "a Word document (.docx)"),
            ("Data/genealogy/invalid/photos.zip", "a ZIP archive without gedcom.ged"),
        ])
    func named(file: String, kind: String) throws {
        let result = try CommandLineRunner.run(["import", file, "-o", "-"])
        #expect(result.status == 65)
        #expect(result.standardError.contains(kind), "\(result.standardError)")
        #expect(!result.standardError.contains("Family JSON"))
    }

    @Test("a gzip-compressed GEDCOM file is read as the GEDCOM it holds")
    func gzippedGEDCOM() throws {
        let plain = try CommandLineRunner.run(["outline", "Data/genealogy/stone-family.ged"])
        let gzipped = try CommandLineRunner.run(["outline", "Data/genealogy/stone-family.ged.gz"])
        #expect(gzipped.status == 0, "\(gzipped.standardError)")
        #expect(gzipped.standardOutput == plain.standardOutput)
        let validate = try CommandLineRunner.run(["validate", "Data/genealogy/stone-family.ged.gz"])
        #expect(validate.standardOutput.contains("valid GEDCOM"))
    }

    @Test("a GEDZIP archive (.gdz) is read as its gedcom.ged, through libzip; a damaged one is named")
    func gedzip() throws {
        let plain = try CommandLineRunner.run(["outline", "Data/genealogy/stone-family.ged"])
        let zipped = try CommandLineRunner.run(["outline", "Data/genealogy/stone-family.gdz"])
        #expect(zipped.status == 0, "\(zipped.standardError)")
        #expect(zipped.standardOutput == plain.standardOutput)
        let damaged = FileManager.default.temporaryDirectory.appendingPathComponent("damaged-\(UUID().uuidString).gdz")
        try Data([0x50, 0x4B, 0x03, 0x04] + Array("cut short".utf8)).write(to: damaged)
        defer { try? FileManager.default.removeItem(at: damaged) }
        let result = try CommandLineRunner.run(["import", damaged.path, "-o", "-"])
        #expect(result.status == 65)
        #expect(result.standardError.contains("a ZIP archive that cannot be read"), "\(result.standardError)")
    }
}
