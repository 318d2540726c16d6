import FamilyTree
import Foundation
import GenealogyKit
import TestSupport
import Testing
import TreeLayout

/// Every file of `Data/corpus/gedcom/` (44 real GEDCOM files written by a dozen programs, with
/// their faults): it imports with its warnings, every link between records that exist is read and
/// drawn, and the native layout of its chart keeps every invariant.
@Suite("The GEDCOM corpus: real files")
struct GEDCOMCorpusTests {
    static let folder = PackageRoot.file("Data/corpus/gedcom")

    static func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".ged") }.sorted()
    }

    static func read(_ name: String) throws -> (bytes: [UInt8], file: GEDCOMFile) {
        let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
        return (bytes, try GEDCOMFile(bytes: bytes))
    }

    @Test("the corpus holds the 44 files")
    func count() throws {
        #expect(try Self.files().count == 44)
    }

    @Test("a file imports, reads every link between records that exist, and draws it", arguments: try files())
    func importsAndDraws(name: String) throws {
        let (bytes, file) = try Self.read(name)
        let genealogy = file.genealogy
        // The links the file writes between records it has, found by a scan that shares nothing
        // with the reader, are exactly the genealogy's.
        let written = WrittenLinks(bytes)
        let personIDs = genealogy.people.map(\.id)
        var partners = Set<String>()
        var children = Set<String>()
        for union in genealogy.unions {
            for partner in union.partners { partners.insert("\(union.id) \(personIDs[partner])") }
            for child in union.children { children.insert("\(union.id) \(personIDs[child])") }
        }
        #expect(partners == written.partners, "partners")
        #expect(children == written.children, "children")
        let dangling = file.warnings.filter { $0.kind == .danglingPointer }.count
        #expect(dangling == written.dangling, "one warning per pointer to a missing record")

        // Drawn: every union once, every parent–child link once, and a layout with every invariant.
        let chart = try genealogy.descendantChart()
        let family = try Family(validating: chart.document)
        #expect(try genealogy.chartProblems(family).isEmpty)
        let layout = NativeLayout().layout(family, options: LayoutOptions())
        let report = layout.check(family, options: LayoutOptions())
        #expect(report.holdsEveryInvariant, "\(report)")
    }

    @Test("each file's warnings and character set match Data/corpus/gedcom-warnings.txt")
    func warningsGolden() throws {
        var lines: [String] = []
        for name in try Self.files() {
            let file = try Self.read(name).file
            let declared = file.declaredCharacterSet.map { " (HEAD.CHAR \($0))" } ?? ""
            lines.append("\(name): \(file.characterSet.rawValue)\(declared)")
            lines += file.warnings.map { "  \($0)" }
        }
        try GoldenFile.expect(lines.joined(separator: "\n") + "\n", matches: "Data/corpus/gedcom-warnings.txt")
    }

    /// Every GEDCOM file the tests read: the corpus and `Data/genealogy/` with its faults and
    /// invalid files, by path under `Data/`.
    static func everyGEDCOMFile() throws -> [String] {
        var paths = try files().map { "corpus/gedcom/\($0)" }
        for folder in ["genealogy", "genealogy/faults", "genealogy/invalid"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: PackageRoot.file("Data/\(folder)").path)
            paths += names.filter { $0.hasSuffix(".ged") }.sorted().map { "\(folder)/\($0)" }
        }
        return paths
    }

    /// What a reader made of a file, every field of every record and every warning, as one line:
    /// counts and a 64-bit FNV-1a digest of the whole.
    static func fingerprint(_ file: GEDCOMFile) -> String {
        var digest: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ text: String) {
            for byte in text.utf8 + [0] { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        for person in file.genealogy.people {
            add(person.id); add(person.name); add(person.sex); add(person.born ?? "-"); add(person.died ?? "-")
        }
        for union in file.genealogy.unions {
            add(union.id); add("\(union.partners)"); add("\(union.children)");
            add("\(union.childRelations.map(\.rawValue))")
        }
        for warning in file.warnings { add(warning.description) }
        add("\(file.skippedRecords.sorted { $0.key < $1.key })")
        add("\(file.extensionTags.sorted { $0.key < $1.key })")
        add("\(file.characterSet) \(file.declaredCharacterSet ?? "-") \(file.lineCount)")
        let hex = String(digest, radix: 16)
        return "\(file.genealogy.people.count) people, \(file.genealogy.unions.count) unions, "
            + "\(file.warnings.count) warnings, digest \(String(repeating: "0", count: 16 - hex.count) + hex)"
    }

    @Test("every GEDCOM file under Data/ reads to the genealogy and warnings of Data/corpus/gedcom-genealogies.txt")
    func genealogiesGolden() throws {
        var lines: [String] = []
        for path in try Self.everyGEDCOMFile() {
            let bytes = [UInt8](try Data(contentsOf: PackageRoot.file("Data/\(path)")))
            do {
                lines.append("\(path): \(Self.fingerprint(try GEDCOMFile(bytes: bytes)))")
            } catch {
                lines.append("\(path): \(error)")
            }
        }
        try GoldenFile.expect(lines.joined(separator: "\n") + "\n", matches: "Data/corpus/gedcom-genealogies.txt")
    }

    @Test("read strictly, exactly the files with warnings are refused, each with all of its faults")
    func strict() throws {
        for name in try Self.files() {
            let (bytes, file) = try Self.read(name)
            if file.warnings.isEmpty {
                #expect(throws: Never.self) { try GEDCOMFile(bytes: bytes, mode: .strict) }
            } else {
                #expect(throws: GenealogyError.refused(faults: file.warnings)) {
                    try GEDCOMFile(bytes: bytes, mode: .strict)
                }
            }
        }
    }
}

extension GEDCOMCorpusTests {
    @Test(
        "exported as GEDCOM, read back and exported again: byte-identical, each CHR and BURI place kept as one",
        arguments: try files())
    func gedcomRoundTrip(name: String) throws {
        let (bytes, file) = try Self.read(name)
        let written = file.genealogy.gedcomBytes()
        #expect(try GEDCOMFile(bytes: written).genealogy.gedcomBytes() == written)
        // Each person's first CHR and BURI place, counted by a scan that shares nothing with the
        // reader, is written back under its own tag.
        let text = String(decoding: written, as: UTF8.self)
        for tag in ["CHR", "BURI"] {
            let places = Self.firstEventPlaces(tag, in: bytes)
            #expect(text.components(separatedBy: "\n1 \(tag)\n2 PLAC ").count - 1 == places, "\(tag)")
        }
    }

    /// How many `INDI` records of a GEDCOM file have a place, not blank, under their first `tag`.
    static func firstEventPlaces(_ tag: String, in bytes: [UInt8]) -> Int {
        var count = 0
        var inPerson = false
        var events = 0
        var counted = false
        let text = String(decoding: bytes.map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let words = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
            guard words.count >= 2 else { continue }
            switch words[0] {
            case "0":
                (inPerson, events, counted) = (words.count >= 3 && words[2] == "INDI", 0, false)
            case "1":
                if words[1] == tag { events += 1 }
                if words[1] != tag { counted = counted || events > 0 }
            case "2" where inPerson && events == 1 && !counted && words[1] == "PLAC":
                // The first PLAC is the event's, blank or not.
                if words.count == 3, !words[2].trimmingCharacters(in: .whitespaces).isEmpty { count += 1 }
                counted = true
            default:
                break
            }
        }
        return count
    }
}

/// The links a GEDCOM file writes (`FAM.HUSB`/`WIFE`/`CHIL`, `INDI.FAMS`/`FAMC`) between records it
/// has, by a plain scan of its lines: the corpus test's witness, independent of the reader.
private struct WrittenLinks {
    /// `union person` for each partner link, `union person` for each child link.
    var partners = Set<String>()
    var children = Set<String>()
    /// Pointers to records the file does not have.
    var dangling = 0

    init(_ bytes: [UInt8]) {
        var people = Set<String>()
        var unions = Set<String>()
        var links: [(tag: String, owner: String, target: String)] = []
        var record = ""
        var owner = ""
        let text = String(decoding: bytes.map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let words = line.split(separator: " ")
            guard words.count >= 2 else { continue }
            if words[0] == "0" {
                record = words.count >= 3 ? String(words[2]) : String(words[1])
                owner = words[1].hasPrefix("@") ? String(words[1].dropFirst().dropLast()) : ""
                if record == "INDI" { people.insert(owner) }
                if record == "FAM" { unions.insert(owner) }
            } else if words[0] == "1", words.count >= 3, ["HUSB", "WIFE", "CHIL", "FAMS", "FAMC"].contains(words[1]),
                record == "INDI" || record == "FAM"
            {
                links.append((String(words[1]), owner, String(words[2].dropFirst().dropLast())))
            }
        }
        for link in links {
            let personSide = link.tag == "FAMS" || link.tag == "FAMC"
            let (union, person) = personSide ? (link.target, link.owner) : (link.owner, link.target)
            guard unions.contains(union) && people.contains(person) else {
                dangling += 1
                continue
            }
            if link.tag == "CHIL" || link.tag == "FAMC" {
                children.insert("\(union) \(person)")
            } else {
                partners.insert("\(union) \(person)")
            }
        }
    }
}
