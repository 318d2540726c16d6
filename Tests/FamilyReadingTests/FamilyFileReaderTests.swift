import FamilyReading
import FamilyTree
import Foundation
import GenealogyKit
import TestSupport
import Testing
import ZlibStreams

/// The one reading path: every format the command line reads, read by a path or by bytes, into
/// the chart asked for, and each way it refuses a file.
@Suite("Family file reader")
struct FamilyFileReaderTests {
    static func path(_ relativePath: String) -> String { PackageRoot.file(relativePath).path }

    @Test(
        "GEDCOM plain, gzip-compressed and in GEDZIP is one genealogy, one chart",
        arguments: ["stone-family.ged.gz", "stone-family.gdz"])
    func packedGEDCOM(file: String) throws {
        let plain = try FamilyFileReader().read(path: Self.path("Data/genealogy/stone-family.ged"))
        let packed = try FamilyFileReader().read(path: Self.path("Data/genealogy/\(file)"))
        #expect(packed.source?.format == .gedcom)
        #expect(packed.chart.document == plain.chart.document)
        #expect(packed.derived?.repeatCount == plain.derived?.repeatCount)
        #expect(plain.chart.personCount > 0)
    }

    @Test("a gzip-compressed GEDCOM file refused by the inflation limit is named as GEDCOM, not Gramps XML")
    func gzippedGEDCOMBomb() throws {
        let text = "0 HEAD\n1 CHAR UTF-8\n" + String(repeating: "1 NOTE padding\n", count: (40 << 20) / 15) + "0 TRLR\n"
        let bomb = try #require(Gzip.compressed(Array(text.utf8)))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bomb-\(UUID().uuidString).ged.gz")
        try Data(bomb).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let reads: [() throws -> FamilyFileChart] = [
            { try FamilyFileReader().read(path: file.path) },
            { try FamilyFileReader().read(Data(bomb), path: "-") },
        ]
        for read in reads {
            #expect {
                _ = try read()
            } throws: { error in
                guard case .genealogy(.exceedsLimit, _, .gedcom) = error as? FamilyFileError else { return false }
                let lines = "\(error)".split(separator: "\n")
                return lines.first?.contains("invalid GEDCOM") == true && !"\(error)".contains("Gramps")
                    && "\(error)".contains("gzip-compressed GEDCOM")
            }
        }
    }

    @Test("a path and its bytes read alike")
    func pathAndBytes() throws {
        let path = Self.path("Data/corpus/gramps/example.gramps")
        let byPath = try FamilyFileReader().read(path: path)
        let byBytes = try FamilyFileReader().read(try Data(contentsOf: URL(fileURLWithPath: path)), path: path)
        #expect(byPath.source?.format == .grampsXML)
        #expect(byPath.chart.document == byBytes.chart.document)
        #expect(byPath.chart.personCount > 100)
    }

    @Test("a chart file is drawn as written, with no genealogy")
    func chartFile() throws {
        let read = try FamilyFileReader().read(path: Self.path("Data/xiaoming.json"))
        #expect(read.source == nil && read.derived == nil)
        #expect(read.chart.kind == .descendants)
        var asGenealogy = FamilyFileReader()
        asGenealogy.readsAsGenealogy = true
        let charted = try asGenealogy.read(path: Self.path("Data/xiaoming.json"))
        #expect(charted.source?.format == .familyJSON)
        #expect(charted.chart.personCount == read.chart.personCount)
    }

    @Test("a DOT family graph that is an hourglass is charted as descendants, its centre named")
    func dotGraph() throws {
        let read = try FamilyFileReader().read(path: Self.path("Data/corpus/graphviz/Kennedy_Family_hourglass.gv"))
        #expect(read.source?.format == .dotGraph)
        #expect(read.hourglassCentre != nil)
        #expect(read.chart.kind == .descendants)
    }

    @Test("an ancestor chart without a root is drawn for the first person, cut to its generations")
    func ancestors() throws {
        var reader = FamilyFileReader()
        reader.chart = .ancestors
        reader.ancestorGenerations = 2
        var sources: [GenealogyFormat] = []
        reader.genealogyRead = { sources.append($0.format) }
        let read = try reader.read(path: Self.path("Data/genealogy/stone-family.ged"))
        #expect(sources == [.gedcom])
        #expect(read.chart.kind == .ancestors)
        #expect(read.chosenRoot == read.source?.genealogy.people.first?.id)
        #expect(read.derived?.kind == .ancestors && read.chart.rowCount <= 2)
    }

    @Test("each refusal is its own error")
    func refusals() throws {
        func error(_ reader: FamilyFileReader, _ file: String) -> FamilyFileError? {
            do {
                _ = try reader.read(path: Self.path(file))
                return nil
            } catch {
                return error as? FamilyFileError
            }
        }
        guard case .unreadable(let missing)? = error(FamilyFileReader(), "Data/no-such-file.json") else {
            Issue.record("a missing file is unreadable")
            return
        }
        #expect(missing.description.hasPrefix("cannot read "))
        guard case .invalidFamily? = error(FamilyFileReader(), "Data/invalid/duplicate-id.json") else {
            Issue.record("a chart file that breaks a rule is an invalid family")
            return
        }
        var strict = FamilyFileReader()
        strict.mode = .strict
        guard case .refused(let faults, 0, _, .gedcom)? = error(strict, "Data/genealogy/faults/dangling-pointer.ged")
        else {
            Issue.record("strict reading refuses a file with faults")
            return
        }
        #expect(!faults.isEmpty)
        var twoRoots = FamilyFileReader()
        twoRoots.chart = .hourglass
        twoRoots.roots = ["I1", "I2"]
        guard case .severalRoots(.hourglass, 2)? = error(twoRoots, "Data/genealogy/stone-family.ged") else {
            Issue.record("an hourglass is drawn for one person")
            return
        }
        var nobody = FamilyFileReader()
        nobody.roots = ["nobody-at-all"]
        guard case .genealogy(.unknownRoot, _, .gedcom)? = error(nobody, "Data/genealogy/stone-family.ged") else {
            Issue.record("a root that names nobody is the genealogy's error")
            return
        }
    }
}
