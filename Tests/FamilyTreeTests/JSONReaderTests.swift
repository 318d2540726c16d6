import FamilyTree
import Foundation
import Testing

@Suite("Family JSON reader")
struct JSONReaderTests {
    /// The one malformed-document reason of a document that must not decode.
    func reason(_ text: String) throws -> String {
        do {
            _ = try FamilyDocument(jsonData: Data(text))
        } catch {
            let problem = try #require(error.problems.first)
            guard case .malformedDocument(let reason) = problem else {
                Issue.record("expected malformed-document, got \(problem)")
                return ""
            }
            return reason
        }
        Issue.record("decoded: \(text)")
        return ""
    }

    func person(_ text: String) throws -> Person {
        let document = try FamilyDocument(jsonData: Data(#"{"generations": [[\#(text)]]}"#))
        return try #require(document.generations.first?.first)
    }

    @Test("escapes, including surrogate pairs, decode to the right text")
    func escapes() throws {
        let decoded = try person(#"{"id": "a\"b\\c\/d\b\f\n\r\t", "name": "\u5c0f\u660e \ud83d\ude00 \u00e9"}"#)
        #expect(decoded.id == "a\"b\\c/d\u{8}\u{C}\n\r\t")
        #expect(decoded.name == "小明 😀 é")
    }

    @Test("raw UTF-8 passes through; defaults fill missing and null fields")
    func defaults() throws {
        let decoded = try person(#"{"id": "王", "name": null, "age": null, "childrenIDs": null}"#)
        #expect(decoded == Person(id: "王", name: "", gender: "unknown", age: 0, coupleID: "", childrenIDs: []))
    }

    @Test("unknown keys are skipped, whatever their value and depth")
    func unknownKeys() throws {
        let nested = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
        let text = #"""
            {"version": 1, "meta": {"a": [1, 2.5e-3, true, false, null, {"b": "\u00e9"}]},
             "generations": [[{"x": \#(nested), "id": "p1", "age": 40, "extra": {"k": [{}]}}]], "tail": "t"}
            """#
        let document = try FamilyDocument(jsonData: Data(text))
        #expect(document.generations == [[Person(id: "p1", age: 40)]])
    }

    @Test("whole-number ages in other spellings are accepted")
    func ageSpellings() throws {
        #expect(try person(#"{"id": "a", "age": 30.0}"#).age == 30)
        #expect(try person(#"{"id": "a", "age": 3e1}"#).age == 30)
        #expect(try person(#"{"id": "a", "age": -0}"#).age == 0)
    }

    @Test(
        "syntax errors give line, column and what was expected",
        arguments: [
            (
                "{\"generations\": [[\n  {\"id\": \"a\" \"age\": 3}]]}",
                "line 2, column 14: expected ',' or '}' in person 1 of generation 0"
            ),
            (
                "{\"generations\": [[{\"id\": \"a\"},]]}",
                "line 1, column 31: expected '{' to open a person in person 2 of generation 0"
            ),
            (
                "",
                "line 1, column 1: expected '{' to open the document in the top-level object, found the end of the document"
            ),
            ("[]", "line 1, column 1: expected '{' to open the document"),
            ("{\"generations\": []} x", "line 1, column 21: expected the end of the document"),
            ("{\"generations\": [[{\"id\": \"a\u{1}\"}]]}", "expected a control character to be escaped"),
            ("{\"generations\": [[{\"id\": \"\\ud800\"}]]}", "expected a low surrogate"),
            ("{\"generations\": [[{\"id\": \"\\udc00\"}]]}", "expected a high surrogate"),
            ("{\"generations\": [[{\"id\": \"\\x\"}]]}", "expected an escape"),
            ("{\"generations\": [[{\"id\": \"abc", "expected '\"' to close the string opened at line 1, column 26"),
            ("{\"generations\": [[{\"id\": \"a\", \"age\": 01}]]}", "expected ',' or '}'"),
            ("{\"generations\": {}}", "expected '[' to open the generations array"),
            ("{\"generations\": [{}]}", "expected '[' to open generation 0"),
            ("{\"generations\": [[{\"id\": \"a\", \"extra\": [1 2]}]]}", "expected ',' or ']'"),
            ("{\"people\": []}", "the top-level object has no \"generations\" array"),
            (
                "{\"generations\": [[]],\n\n   \"é\": tru}",
                "line 3, column 12: expected 'true' in the top-level object, found '}'"
            ),
        ])
    func syntaxErrors(text: String, expected: String) throws {
        let reason = try reason(text)
        #expect(reason.contains(expected), "\(reason)")
    }

    @Test("invalid UTF-8 is refused")
    func invalidUTF8() throws {
        var bytes = Array(#"{"generations": [[{"id": "a"#.utf8)
        bytes += [0xC3, 0x28]
        bytes += Array(#""}]]}"#.utf8)
        do {
            _ = try FamilyDocument(jsonData: Data(bytes))
            Issue.record("invalid UTF-8 decoded")
        } catch {
            #expect(error.description.contains("UTF-8"))
        }
    }

    @Test(
        "a field of the wrong type names the record",
        arguments: [
            (#"{"id": "p7", "age": "forty"}"#, #"id "p7": age must be a whole number, found a string"#),
            (#"{"age": 4.5, "id": "p7"}"#, #"id "p7": age 4.5 is not a whole number of years"#),
            (#"{"id": "p7", "age": 1e400}"#, "age 1e400 is not a whole number"),
            (#"{"id": "p7", "age": 99999999999999999999}"#, "age 99999999999999999999 is too large"),
            (#"{"id": 7}"#, "person 1 of generation 0 (generations[0][0]): id must be a string"),
            (#"{"name": "nobody"}"#, "person 1 of generation 0 (generations[0][0]) has no \"id\""),
            (
                #"{"id": "p7", "childrenIDs": ["a", 3]}"#,
                #"id "p7": childrenIDs entry 2 must be an id string, found a number"#
            ),
            (#"{"id": "p7", "childrenIDs": "a"}"#, "childrenIDs must be an array of id strings, found a string"),
            (#"{"id": "p7", "coupleID": null, "gender": false}"#, "gender must be a string, found"),
        ])
    func wrongTypes(text: String, expected: String) throws {
        let reason = try reason(#"{"generations": [[\#(text)]]}"#)
        #expect(reason.contains(expected), "\(reason)")
        #expect(reason.hasPrefix("line 1, column "))
    }
}
