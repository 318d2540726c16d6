import Foundation
import GenealogyKit
import Testing

/// Genealogy JSON (topola's `indis` and `fams`) on the shared strict JSON scanner.
@Suite("Genealogy JSON reader")
struct GenealogyJSONReaderTests {
    func reason(_ bytes: [UInt8]) -> String {
        do {
            _ = try Genealogy(genealogyJSON: Data(bytes))
        } catch {
            if case .malformedJSON(let reason) = error { return reason }
            Issue.record("expected malformed JSON, got \(error)")
            return ""
        }
        Issue.record("read: \(String(decoding: bytes, as: UTF8.self))")
        return ""
    }

    func reason(_ text: String) -> String { reason(Array(text.utf8)) }

    @Test("people, unions, dates and date ranges are read; nulls are absent values; unknown fields are skipped")
    func readsTopolaData() throws {
        let json = #"""
            {"version": {"deep": [[[{"x": null}]]]}, "indis": [
              {"id": "I1", "firstName": "Ann Mary", "lastName": "Lee", "sex": "F", "fams": ["F1"],
               "birth": {"date": {"qualifier": "abt", "day": 2, "month": 3, "year": 1.9e3}}, "notes": [1, 2]},
              {"id": "I2", "firstName": null, "lastName": "Moe", "sex": null, "fams": ["F1"], "death": null},
              {"id": "I3", "famc": "F1", "birth": {"dateRange": {"from": {"year": 1900}, "to": {"text": "1910"}}}}
            ], "fams": [{"id": "F1", "wife": "I1", "husb": "I2", "children": ["I3"], "extra": {}}]}
            """#
        let genealogy = try Genealogy(genealogyJSON: Data(json.utf8))
        #expect(genealogy.people.map(\.name) == ["Ann Mary Lee", "Moe", ""])
        #expect(genealogy.people.map(\.sex) == ["female", "unknown", "unknown"])
        #expect(genealogy.people[0].born == "ABT 2 MAR 1900")
        #expect(genealogy.people[2].born == "FROM 1900 TO 1910")
        #expect(genealogy.unions.count == 1 && genealogy.unions[0].children == [2])
    }

    @Test("a byte-order mark is allowed, and genealogy JSON that TreeBench writes reads back")
    func byteOrderMarkAndRoundTrip() throws {
        let json = Array(#"{"indis": [{"id": "I1", "firstName": "Eve \"the\" \u0001"}]}"#.utf8)
        let genealogy = try Genealogy(genealogyJSON: Data([0xEF, 0xBB, 0xBF] + json))
        #expect(genealogy.people.map(\.name) == ["Eve \"the\" \u{1}"])
        let back = try Genealogy(genealogyJSON: genealogy.genealogyJSONData())
        #expect(back.people == genealogy.people)
    }

    @Test(
        "a bad document names the line, the column and the path of the field",
        arguments: [
            (
                #"{"indis": [{"id": "a", "firstName": 3}]}"#,
                "line 1, column 37: indis[0].firstName must be a string or null, found a number"
            ),
            (
                "{\"indis\": [\n{\"id\": \"a\"},\n{\"id\": \"b\", \"fams\": [\"F1\", 2]}]}",
                "line 3, column 28: indis[1].fams[1] must be a string, found a number"
            ),
            (#"{"indis": [{"firstName": "x"}]}"#, "indis[0]: the field \"id\" is missing"),
            (#"{"fams": []}"#, "the top level: the field \"indis\" is missing"),
            (#"[]"#, "line 1, column 1: the top level must be an object, found an array"),
            (#"{"indis": {}}"#, "line 1, column 11: indis must be an array or null, found an object"),
            (
                #"{"indis": [], "fams": [{"id": "F1", "children": "I1"}]}"#,
                "fams[0].children must be an array or null, found a string"
            ),
            (
                #"{"indis": [{"id": "a", "birth": {"date": {"year": 19.5}}}]}"#,
                "indis[0].birth.date.year must be a whole number, found 19.5"
            ),
            (#"{"indis": [{"id": "a", "birth": 1900}]}"#, "indis[0].birth must be an object or null, found a number"),
            (#"{"indis": [{"id": "a"},]}"#, "line 1, column 24: expected an object in indis[1], found ']'"),
            (#"{"indis": [{"id": "a"}]} x"#, "line 1, column 26: expected the end of the document, found 'x'"),
            (#"{"indis": [{"id": "a" "sex": "M"}]}"#, "line 1, column 23: expected ',' or '}' in indis[0], found '\"'"),
        ])
    func errors(text: String, expected: String) {
        let reason = reason(text)
        #expect(reason.contains(expected), "\(reason)")
    }

    @Test("invalid UTF-8 in a key or a value is a syntax error at its byte")
    func invalidUTF8() {
        let key = Array(#"{"indis": [{"id": "a", "se"#.utf8) + [0xC3, 0x28] + Array(#"x": "M"}]}"#.utf8)
        #expect(reason(key).hasPrefix("line 1, column 27: expected UTF-8 text in the key"), "\(reason(key))")
        let value = Array(#"{"indis": [{"id": "a"#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}]}"#.utf8)
        #expect(reason(value).hasPrefix("line 1, column 21: expected UTF-8 text in the string"), "\(reason(value))")
    }

    @Test("an unknown field nested 100,000 levels deep is skipped without recursion")
    func deepUnknownField() throws {
        let depth = 100_000
        let json =
            #"{"notes": "# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            + #", "indis": [{"id": "I1"}]}"#
        #expect(try Genealogy(genealogyJSON: Data(json.utf8)).people.count == 1)
    }
}
