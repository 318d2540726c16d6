import Foundation
import GenealogyKit
import Testing

/// Bad GEDCOM input: each problem is reported with its line and rule.
@Suite("GEDCOM errors")
struct GEDCOMErrorTests {
    static func error(_ lines: [String]) -> GenealogyError? {
        do {
            _ = try GEDCOMFile(bytes: Fixtures.gedcom(lines)).genealogy.descendantChart()
            return nil
        } catch {
            return error
        }
    }

    @Test("a dangling pointer names the line, the record, the tag and the pointer")
    func dangling() throws {
        let error = try #require(Self.error(["0 HEAD", "0 @F1@ FAM", "1 HUSB @I9@", "0 TRLR"]))
        #expect(error.rule == "dangling-pointer")
        #expect(error.line == 3)
        #expect(error.description == "line 3: F1: HUSB points to I9, which is not a record of the file")
    }

    @Test("a file without its TRLR line is truncated, at its last line")
    func truncated() throws {
        let error = try #require(Self.error(["0 HEAD", "0 @I1@ INDI", "1 NAME Eve"]))
        #expect(error.rule == "truncated")
        #expect(error.line == 3)
    }

    @Test("a level that jumps by two is an error")
    func levelJump() throws {
        let error = try #require(Self.error(["0 HEAD", "0 @I1@ INDI", "2 DATE 1900", "0 TRLR"]))
        #expect(error.rule == "level-jump")
        #expect(error.line == 3)
        #expect(error.description.hasPrefix("line 3: level 2 follows level 0"))
    }

    @Test("line numbers count CR LF and LF CR line ends once", arguments: ["\r\n", "\n\r", "\r"])
    func lineNumbers(end: String) throws {
        let bytes = Fixtures.gedcom(["0 HEAD", "0 @I1@ INDI", "1 NAME Ann", "3 DATE 1900", "0 TRLR"], end: end)
        #expect(throws: GenealogyError.levelJump(line: 4, level: 3, previousLevel: 1)) {
            try GEDCOMFile(bytes: bytes)
        }
    }

    @Test("malformed lines: no level, no tag, an unclosed id, a missing HEAD, a value that is not a pointer")
    func malformed() throws {
        let cases: [([String], Int)] = [
            (["0 HEAD", "x INDI", "0 TRLR"], 2),
            (["0 HEAD", "0 @I1 INDI", "0 TRLR"], 2),
            (["0 HEAD", "0 @I1@", "0 TRLR"], 2),
            (["0 @I1@ INDI", "0 TRLR"], 1),
            (["0 HEAD", "0 @F1@ FAM", "1 CHIL I1", "0 TRLR"], 3),
            (["0 HEAD", "0 INDI", "0 TRLR"], 2),
            (["1 HEAD", "0 TRLR"], 1),
        ]
        for (lines, line) in cases {
            let error = try #require(Self.error(lines), "\(lines)")
            #expect(error.rule == "malformed-line", "\(lines)")
            #expect(error.line == line, "\(lines)")
        }
    }

    // Found by Fuzz/GenealogyJSONFuzz: an empty id made a chart whose coupleID "" reads as "no spouse".
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

    @Test("a NUL in a charted field is an error at the person's record, from every reader")
    func nulCharacter() throws {
        // GEDCOM: the line of the INDI record, the field, and the id with its NUL escaped.
        let gedcom = try #require(
            Self.error(["0 HEAD", "0 @I1@ INDI", "1 NAME Ann", "0 @I2@ INDI", "1 NAME Bo\u{0}b /Smith/", "0 TRLR"]))
        #expect(gedcom == .nulCharacter(line: 4, id: "I2", field: "name"))
        #expect(gedcom.rule == "nul-character")
        #expect(
            gedcom.description
                == "line 4: person \"I2\": name contains the NUL character (U+0000), which DOT and SVG cannot carry")
        #expect(
            Self.error(["0 HEAD", "0 @I\u{0}1@ INDI", "0 TRLR"])
                == .nulCharacter(line: 2, id: "I\u{0}1", field: "id"))
        #expect(
            Self.error(["0 HEAD", "0 @I1@ INDI", "1 DEAT", "2 DATE 1 JAN\u{0}", "0 TRLR"])
                == .nulCharacter(line: 2, id: "I1", field: "died"))
        // A NUL in a record TreeBench skips (a note) charts nothing, so it is no error.
        #expect(Self.error(["0 HEAD", "0 @I1@ INDI", "0 @N1@ NOTE a\u{0}b", "0 TRLR"]) == nil)
        // Genealogy JSON and people given in code: no line.
        let json = #"{"indis": [{"id": "I1", "firstName": "A\u0000n"}], "fams": []}"#
        #expect(throws: GenealogyError.nulCharacter(line: nil, id: "I1", field: "name")) {
            try Genealogy(genealogyJSON: Data(json.utf8))
        }
        #expect(throws: GenealogyError.nulCharacter(line: nil, id: "p", field: "sex")) {
            try Genealogy(people: [GenealogyPerson(id: "p", sex: "\u{0}")], unions: [])
        }
    }

    @Test("a duplicate id names both lines")
    func duplicate() throws {
        let error = try #require(Self.error(["0 HEAD", "0 @I1@ INDI", "0 @I1@ INDI", "0 TRLR"]))
        #expect(error == .duplicateID(line: 3, id: "I1", firstLine: 2))
    }

    @Test("a union with three partners is an error at the third")
    func threePartners() throws {
        let error = try #require(
            Self.error([
                "0 HEAD", "0 @I1@ INDI", "0 @I2@ INDI", "0 @I3@ INDI",
                "0 @F1@ FAM", "1 HUSB @I1@", "1 WIFE @I2@", "1 HUSB @I3@", "0 TRLR",
            ]))
        #expect(error == .tooManyPartners(line: 8, union: "F1"))
    }

    @Test("a parent cycle names the people on it, eldest first")
    func cycle() throws {
        let error = try #require(
            Self.error([
                "0 HEAD",
                "0 @I1@ INDI", "0 @I2@ INDI", "0 @I3@ INDI", "0 @I4@ INDI",
                "0 @F1@ FAM", "1 HUSB @I1@", "1 CHIL @I2@",
                "0 @F2@ FAM", "1 HUSB @I2@", "1 CHIL @I3@",
                "0 @F3@ FAM", "1 HUSB @I3@", "1 CHIL @I1@",
                "0 @F4@ FAM", "1 HUSB @I4@", "1 CHIL @I1@",
                "0 TRLR",
            ]))
        guard case .parentCycle(let ids) = error else {
            Issue.record("expected a parent cycle, got \(error)")
            return
        }
        #expect(Set(ids) == ["I1", "I2", "I3"])
        #expect(error.description.contains("nobody can be their own ancestor"))
    }

    @Test("someone who is their own parent is a cycle of one")
    func ownParent() throws {
        let error = try #require(
            Self.error(["0 HEAD", "0 @I1@ INDI", "0 @F1@ FAM", "1 HUSB @I1@", "1 CHIL @I1@", "0 TRLR"]))
        #expect(error == .parentCycle(ids: ["I1"]))
    }

    @Test("an unknown root is named")
    func unknownRoot() throws {
        let genealogy = try GEDCOMFile(bytes: Fixtures.gedcom(records: ["0 @I1@ INDI"])).genealogy
        #expect(throws: GenealogyError.unknownRoot(id: "I7")) { try genealogy.descendantChart(roots: ["I7"]) }
    }
}
