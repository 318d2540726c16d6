import FamilyTree
import Foundation
import Testing

/// Input text shown on a terminal: quoted in messages, escaped in plain output.
@Suite("Message quoting: no control character reaches a terminal")
struct MessageQuotingTests {
    @Test(
        "C0, DEL and C1 controls are escaped; quotes and backslashes only inside quotes",
        arguments: [
            ("plain 小明 😀", #""plain 小明 😀""#, "plain 小明 😀"),
            ("a\u{1B}[2Jb", #""a\u{1b}[2Jb""#, #"a\u{1b}[2Jb"#),
            ("line\nbreak\r\ttab", #""line\nbreak\r\ttab""#, #"line\nbreak\r\ttab"#),
            (
                "del\u{7F} csi\u{9B}31m nel\u{85}", #""del\u{7f} csi\u{9b}31m nel\u{85}""#,
                #"del\u{7f} csi\u{9b}31m nel\u{85}"#
            ),
            ("say \"hi\" \\ there", #""say \"hi\" \\ there""#, #"say "hi" \ there"#),
            ("nul\u{0}", #""nul\u{0}""#, #"nul\u{0}"#),
        ])
    func escaping(text: String, quoted: String, escaped: String) {
        #expect(messageQuoted(text) == quoted)
        #expect(messageEscaped(text) == escaped)
    }

    @Test("a wrong-typed field of a person with a hostile id names it escaped")
    func readerMessages() throws {
        do {
            _ = try FamilyDocument(jsonData: Data(#"{"generations": [[{"id": "p\u001b[31m", "age": "x"}]]}"#.utf8))
            Issue.record("decoded")
        } catch {
            let message = "\(error)"
            #expect(message.contains(#"id "p\u{1b}[31m": age must be a whole number"#), "\(message)")
            #expect(!message.unicodeScalars.contains("\u{1B}"))
        }
    }
}
