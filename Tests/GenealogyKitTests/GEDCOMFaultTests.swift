import Foundation
import GenealogyKit
import Testing

/// Faults that leave the family readable: each is one warning naming the line, the record and
/// what was done, the family is read around it, and strict reading refuses the file listing every
/// fault.
@Suite("GEDCOM faults: warnings, repairs and strict refusal")
struct GEDCOMFaultTests {
    static func read(_ lines: [String]) throws -> GEDCOMFile {
        try GEDCOMFile(bytes: Fixtures.gedcom(lines))
    }

    /// The file's only warning.
    static func warning(_ lines: [String]) throws -> GenealogyWarning {
        let warnings = try read(lines).warnings
        try #require(warnings.count == 1, "\(warnings)")
        return warnings[0]
    }

    @Test("a pointer to a missing record: the link is dropped, both ends named")
    func dangling() throws {
        let file = try Self.read([
            "0 HEAD", "0 @I1@ INDI", "1 FAMS @F9@", "0 @F1@ FAM", "1 HUSB @I9@", "1 WIFE @I1@", "0 TRLR",
        ])
        #expect(
            file.warnings.map(\.description) == [
                "line 3: I1: FAMS points to F9, which is not a union record of the file; the link is dropped",
                "line 5: F1: HUSB points to I9, which is not a person record of the file; the link is dropped",
            ])
        #expect(file.warnings.map(\.relatedRecord) == ["F9", "I9"])
        #expect(file.warnings.allSatisfy { $0.kind == .danglingPointer && $0.action == .droppedLink })
        #expect(file.genealogy.unions[0].partners == [0], "the WIFE link that names a record stays")
    }

    @Test("a second record with a used id is renamed, both lines named; pointers go to the first")
    func duplicate() throws {
        let file = try Self.read([
            "0 HEAD", "0 @I1@ INDI", "1 NAME Ann", "0 @I1@ INDI", "1 NAME Ben", "1 FAMC @F1@", "0 @I1_2@ INDI",
            "1 NAME Cy", "0 @I1@ INDI", "1 NAME Di", "0 @F1@ FAM", "1 WIFE @I1@", "0 TRLR",
        ])
        #expect(file.genealogy.people.map(\.id) == ["I1", "I1_3", "I1_2", "I1_4"])
        #expect(file.warnings.map(\.line) == [4, 9])
        #expect(file.warnings.map(\.relatedLine) == [2, 2])
        #expect(file.warnings.map(\.action) == [.renamed(to: "I1_3"), .renamed(to: "I1_4")])
        #expect(
            file.warnings[0].description
                == "line 4: I1: the id is used by two person records (first on line 2); pointers to it go to "
                + "the first; the second is renamed I1_3")
        let union = file.genealogy.unions[0]
        #expect(union.partners == [0], "WIFE @I1@ is the first I1")
        #expect(union.children == [1], "Ben's own FAMC keeps him the child")
    }

    @Test("a file cut before 0 TRLR is read to its end")
    func missingTrailer() throws {
        let file = try Self.read(["0 HEAD", "0 @I1@ INDI", "1 NAME Eve"])
        #expect(file.genealogy.people.map(\.name) == ["Eve"])
        #expect(file.warnings.map(\.kind) == [.missingTrailer])
        #expect(file.warnings[0].line == 3)
        #expect(file.warnings[0].action == .readOn)
    }

    @Test("lines after 0 TRLR are counted and not read")
    func afterTrailer() throws {
        let warning = try Self.warning(["0 HEAD", "0 @I1@ INDI", "0 TRLR", "0 @I2@ INDI", "1 NAME Late", "", "\u{1A}"])
        #expect(warning.kind == .afterTrailer)
        #expect(warning.line == 3)
        #expect(warning.action == .skippedLines(count: 2), "blank lines and DOS's end-of-file mark do not count")
    }

    @Test("a file without 0 HEAD is read, with a warning")
    func missingHeader() throws {
        let file = try Self.read(["0 @I1@ INDI", "1 NAME Eve", "0 TRLR"])
        #expect(file.genealogy.people.map(\.name) == ["Eve"])
        #expect(file.warnings.map(\.kind) == [.missingHeader])
    }

    @Test("a line deeper than its parent allows is skipped with everything below it")
    func levelJump() throws {
        let file = try Self.read([
            "0 HEAD", "0 @I1@ INDI", "1 NAME Ann", "1 BIRT", "3 DATE 1900", "4 TIME 12:00", "2 DATE 1901", "1 SEX F",
            "0 TRLR",
        ])
        let warning = try #require(file.warnings.first)
        #expect(file.warnings.count == 1)
        #expect(warning.kind == .levelJump)
        #expect(warning.record == "I1")
        #expect(warning.action == .skippedLines(count: 2))
        #expect(
            warning.description
                == "line 5: I1: level 3 follows level 1; a line may be at most one level deeper than the line "
                + "before it; the line and the 1 below it are skipped")
        #expect(file.genealogy.people[0].born == "1901", "the DATE that fits is read")
        #expect(file.genealogy.people[0].sex == "female")
    }

    @Test(
        "lines that are not GEDCOM lines are skipped one by one",
        arguments: [
            ("x INDI", "expected a level number"), ("1 @I1 NAME", "a cross-reference id must end with @"),
            ("1 @I1@", "expected a space after the @id@"), ("1", "expected a space after the level"),
            ("123 NAME", "the level has more than two digits"), ("1 @I1@ ", "expected a tag"),
        ])
    func malformedLine(line: String, reason: String) throws {
        let file = try Self.read(["0 HEAD", "0 @I1@ INDI", "1 NAME Ann", line, "1 SEX F", "0 TRLR"])
        let warning = try #require(file.warnings.first)
        #expect(file.warnings.count == 1)
        #expect(warning.kind == .malformedLine)
        #expect(warning.line == 4)
        #expect(warning.problem.contains(reason), "\(warning)")
        #expect(file.genealogy.people[0].sex == "female")
    }

    @Test(
        "a record whose first line is malformed is dropped down to the next record, its lines given to nobody",
        arguments: [
            ("\u{FEFF}0 @I2@ INDI", "expected a level number"), ("O @I2@ INDI", "expected a level number"),
            ("0@I2@ INDI", "expected a space after the level"), ("0 @I2@INDI", "expected a space after the @id@"),
        ])
    func malformedRecordStart(line: String, reason: String) throws {
        let file = try Self.read([
            "0 HEAD", "0 @I1@ INDI", "1 NAME Bob", "1 SEX M", "1 FAMS @F1@", line, "1 NAME Ann", "1 SEX F",
            "note text that lost its level", "1 FAMC @F1@", "2 PEDI birth", "0 @F1@ FAM", "1 HUSB @I1@",
            "1 CHIL @I2@", "0 TRLR",
        ])
        let bob = try #require(file.genealogy.people.first)
        #expect(file.genealogy.people.map(\.id) == ["I1"])
        #expect(bob.name == "Bob" && bob.sex == "male", "Ann's lines are not Bob's")
        #expect(file.genealogy.unions[0].children.isEmpty, "Bob is not his own child")
        let warning = try #require(file.warnings.first)
        #expect(file.warnings.map(\.kind) == [.malformedLine, .danglingPointer], "\(file.warnings)")
        #expect(warning.line == 6)
        #expect(warning.record == "I2")
        #expect(warning.action == .skippedLines(count: 6))
        #expect(warning.problem.contains(reason), "\(warning)")
        #expect(
            warning.problem.hasSuffix("; it starts a record, whose facts are dropped with it: NAME, SEX, FAMC"),
            "\(warning)")
        #expect(throws: GenealogyError.self) {
            try GEDCOMFile(bytes: Fixtures.gedcom(["0 HEAD", line, "1 NAME Ann", "0 TRLR"]), mode: .strict)
        }
    }

    @Test("a pointer that is not @id@ links nothing; a record without @id@ is skipped whole")
    func malformedPointerAndRecord() throws {
        let file = try Self.read([
            "0 HEAD", "0 @I1@ INDI", "1 FAMC F1", "0 INDI", "1 NAME Nobody", "1 SEX M", "0 @F1@ FAM", "0 TRLR",
        ])
        #expect(file.warnings.map(\.kind) == [.malformedLine, .malformedLine])
        #expect(file.warnings.map(\.action) == [.droppedLink, .skippedLines(count: 3)])
        #expect(file.warnings[0].problem == #"FAMC needs a pointer such as @I1@, found "F1""#)
        #expect(file.genealogy.people.count == 1)
    }

    @Test(
        "in a file of thousands of records, numbered ids found by number resolve, rename and dangle as hashed ones do")
    func numberedIDsOfALargeFile() throws {
        let count = 1_500
        var records: [String] = []
        for number in 1...count {
            records += ["0 @I\(number)@ INDI", "1 NAME Person \(number)", "1 FAMC @F\(number)@"]
        }
        records += ["0 @I7@ INDI", "1 NAME Second seven", "0 @X_Y@ INDI", "1 NAME Hashed"]
        for number in 1...count {
            let father = number == 1 ? "@X_Y@" : "@I\(number / 2)@"
            records += ["0 @F\(number)@ FAM", "1 HUSB \(father)", "1 CHIL @I\(number)@"]
        }
        records += ["0 @F0@ FAM", "1 HUSB @I7@", "1 WIFE @I99999@"]
        let file = try GEDCOMFile(bytes: Fixtures.gedcom(head: [], records: records))
        let genealogy = file.genealogy
        #expect(genealogy.people.count == count + 2)
        #expect(genealogy.people[count].id == "I7_2", "the second I7 is renamed")
        #expect(file.warnings.map(\.kind) == [.duplicateID, .danglingPointer], "\(file.warnings.prefix(4))")
        #expect(file.warnings[1].relatedRecord == "I99999")
        for number in 1...count {
            let union = genealogy.unions[number - 1]
            #expect(union.children == [number - 1])
            #expect(union.partners == [number == 1 ? count + 1 : number / 2 - 1])
        }
        #expect(genealogy.unions[count].partners == [6], "pointers to I7 go to the first I7")
    }

    @Test("in a large file, a renamed duplicate skips the ids records use, not those only pointers name")
    func renamingInALargeFile() throws {
        let count = 1_500
        var records: [String] = []
        for number in 1...count { records += ["0 @I\(number)@ INDI"] }
        records += ["0 @I7_2@ INDI", "0 @I7@ INDI", "0 @I7@ INDI", "0 @F1@ FAM", "1 HUSB @I7_4@", "1 WIFE @I7@"]
        let file = try GEDCOMFile(bytes: Fixtures.gedcom(head: [], records: records))
        let ids = file.genealogy.people.indices.suffix(3).map { file.genealogy.people[$0].id }
        #expect(ids == ["I7_2", "I7_3", "I7_4"], "I7_2 is a record's id; I7_4 only a pointer's")
        #expect(file.warnings.map(\.kind) == [.duplicateID, .duplicateID, .danglingPointer])
        #expect(file.warnings[2].relatedRecord == "I7_4", "a pointer names the ids as written, not as renamed")
        #expect(file.genealogy.unions[0].partners == [6])
    }

    @Test("a third partner of a union is dropped")
    func threePartners() throws {
        let warning = try Self.warning([
            "0 HEAD", "0 @I1@ INDI", "0 @I2@ INDI", "0 @I3@ INDI",
            "0 @F1@ FAM", "1 HUSB @I1@", "1 WIFE @I2@", "1 HUSB @I3@", "0 TRLR",
        ])
        #expect(warning.kind == .tooManyPartners)
        #expect(warning.line == 8)
        #expect(warning.relatedRecord == "I3")
        #expect(warning.description.contains("a third partner of F1, which has I1 and I2"))
    }

    @Test("a parent cycle loses the link that closes it, naming the cycle")
    func cycle() throws {
        let file = try Self.read([
            "0 HEAD",
            "0 @I1@ INDI", "0 @I2@ INDI", "0 @I3@ INDI", "0 @I4@ INDI",
            "0 @F1@ FAM", "1 HUSB @I1@", "1 CHIL @I2@",
            "0 @F2@ FAM", "1 HUSB @I2@", "1 CHIL @I3@",
            "0 @F3@ FAM", "1 HUSB @I3@", "1 CHIL @I1@",
            "0 @F4@ FAM", "1 HUSB @I4@", "1 CHIL @I1@",
            "0 TRLR",
        ])
        let warning = try #require(file.warnings.first)
        #expect(file.warnings.count == 1)
        #expect(warning.kind == .parentCycle)
        #expect(warning.action == .droppedLink)
        #expect(warning.description.contains("closing the parent cycle"), "\(warning)")
        #expect(warning.description.contains("nobody can be their own ancestor"))
        // Acyclic now: the chart derives, and three of the four links remain.
        #expect(file.genealogy.parentageLinkCount == 3)
        _ = try file.genealogy.descendantChart()
    }

    @Test("someone who is their own parent loses that link")
    func ownParent() throws {
        let file = try Self.read(["0 HEAD", "0 @I1@ INDI", "0 @F1@ FAM", "1 HUSB @I1@", "1 CHIL @I1@", "0 TRLR"])
        #expect(file.warnings.map(\.kind) == [.parentCycle])
        #expect(file.warnings[0].line == 5)
        #expect(file.warnings[0].description.contains("of which they are a partner"))
        #expect(file.genealogy.unions[0].children.isEmpty)
    }

    @Test("a NUL in a person's text is removed, at the person's record")
    func nulCharacter() throws {
        let file = try Self.read(["0 HEAD", "0 @I1@ INDI", "1 NAME Bo\u{0}b /Smith/", "0 @N1@ NOTE a\u{0}b", "0 TRLR"])
        #expect(file.warnings.map(\.kind) == [.nulCharacter])
        #expect(file.warnings[0].line == 2)
        #expect(file.genealogy.people[0].name == "Bob Smith")
        // A NUL in an id renames the person; in a note TreeBench skips, it is nothing.
        let id = try Self.read(["0 HEAD", "0 @I\u{0}1@ INDI", "0 TRLR"])
        #expect(id.genealogy.people[0].id == "I1")
        #expect(id.warnings.map(\.action) == [.renamed(to: "I1")])
    }

    @Test(
        "an id freed of its NUL never takes a name a duplicate was given, nor one given before it (found by GEDCOMFuzz)"
    )
    func nulIDAgainstRenamedDuplicates() throws {
        // The second I1 is renamed I1_2; "I1_<NUL>2" without its NUL is I1_2 too, and the two
        // "I<NUL>1" become I1 without it, which the first record holds.
        let file = try Self.read([
            "0 HEAD", "0 @I1@ INDI", "0 @I1@ INDI", "0 @I1_\u{0}2@ INDI", "0 @I\u{0}1@ INDI", "0 @I\u{0}1@ INDI",
            "0 @F1@ FAM", "1 HUSB @I1@", "1 CHIL @I1_\u{0}2@", "0 TRLR",
        ])
        let ids = file.genealogy.people.map(\.id)
        #expect(Set(ids).count == ids.count, "every id distinct: \(ids)")
        #expect(ids[0] == "I1" && ids[1] == "I1_2")
        #expect(!ids.contains { $0.contains("\u{0}") })
        _ = try file.genealogy.descendantChart()
    }

    @Test("strict reading refuses a file with faults, listing every one in line order")
    func strict() throws {
        let bytes = Fixtures.gedcom([
            "0 HEAD", "0 @I1@ INDI", "1 FAMS @F9@", "0 @I1@ INDI", "0 @F1@ FAM", "1 CHIL @I7@", "3 DATE 1900",
        ])
        let lenient = try GEDCOMFile(bytes: bytes)
        #expect(
            lenient.warnings.map(\.kind) == [
                .danglingPointer, .duplicateID, .danglingPointer, .levelJump, .missingTrailer,
            ])
        #expect(throws: GenealogyError.refused(faults: lenient.warnings)) {
            try GEDCOMFile(bytes: bytes, mode: .strict)
        }
        let error = GenealogyError.refused(faults: lenient.warnings)
        #expect(error.rule == "strict")
        #expect(
            error.description.hasPrefix(
                "strict reading refuses the file for its 5 faults:\n  dangling-pointer: line 3: I1:"))
        // A file without faults reads the same either way.
        let clean = Fixtures.gedcom(["0 HEAD", "0 @I1@ INDI", "0 TRLR"])
        #expect(try GEDCOMFile(bytes: clean, mode: .strict).genealogy.people.count == 1)
    }

    @Test("genealogy JSON: faults are warnings through GenealogySource, refused by Genealogy(genealogyJSON:)")
    func genealogyJSON() throws {
        let json = Data(#"{"indis": [{"id": "I1", "famc": "F9"}, {"id": "I1"}], "fams": []}"#.utf8)
        let source = try GenealogySource(data: json, path: "family.json")
        #expect(source.warnings.map(\.kind) == [.duplicateID, .danglingPointer])
        #expect(source.warnings.allSatisfy { $0.line == nil })
        #expect(throws: GenealogyError.refused(faults: source.warnings)) { try Genealogy(genealogyJSON: json) }
        #expect(throws: GenealogyError.self) { try GenealogySource(data: json, path: "family.json", mode: .strict) }
    }

    @Test("genealogy JSON: an empty id is malformed, naming the record's position")
    func emptyGenealogyJSONID() {
        let json = #"""
            {"indis": [{"id": "I1", "fams": ["F1"]}, {"id": "", "fams": ["F1"]}, {"id": "I3", "famc": "F1"}],
             "fams": [{"id": "F1", "husb": "I1", "wife": "", "children": ["I3"]}]}
            """#
        #expect(throws: GenealogyError.malformedJSON(reason: "indis[1].id is empty")) {
            try Genealogy(genealogyJSON: Data(json.utf8))
        }
    }

    @Test("people given in code are checked as before: NUL, a parent cycle, an unknown root")
    func codeGiven() throws {
        #expect(throws: GenealogyError.nulCharacter(line: nil, id: "p", field: "sex")) {
            try Genealogy(people: [GenealogyPerson(id: "p", sex: "\u{0}")], unions: [])
        }
        let looped = try Genealogy(
            people: [GenealogyPerson(id: "a"), GenealogyPerson(id: "b")],
            unions: [
                GenealogyUnion(id: "u", partners: [0], children: [1]),
                GenealogyUnion(id: "v", partners: [1], children: [0]),
            ])
        #expect(throws: GenealogyError.self) { try looped.descendantChart() }
        do {
            _ = try looped.descendantChart()
        } catch {
            guard case .parentCycle(let ids) = error else { throw error }
            #expect(Set(ids) == ["a", "b"])
        }
        let genealogy = try GEDCOMFile(bytes: Fixtures.gedcom(records: ["0 @I1@ INDI"])).genealogy
        #expect(throws: GenealogyError.unknownRoot(id: "I7")) { try genealogy.descendantChart(roots: ["I7"]) }
    }
}
