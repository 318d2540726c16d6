import FamilyTree
import Foundation
import Testing
import TreeLayout

@testable import FamilyDOT

extension DotProgramSuites {
    @Suite("DOT export of ids and names beyond Graphviz's 16,383-byte string limit", .serialized)
    struct DOTLongStringTests {
        /// `count` characters of a pattern of one-, two- and three-byte characters. Graphviz's
        /// lexer limit is on one run of a quoted string without `"` or `\`, so the pattern has none.
        static func text(_ count: Int, pattern: String = "Abé漢 xy") -> String {
            let pattern = Array(pattern)
            return String((0..<count).map { pattern[$0 % pattern.count] })
        }

        /// The longest run of bytes without `"` or `\`: what one match of Graphviz's lexer takes.
        static func longestRun(_ text: String) -> Int {
            var longest = 0
            var run = 0
            for byte in text.utf8 {
                run = byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") ? 0 : run + 1
                longest = max(longest, run)
            }
            return longest
        }

        @Test("pieces are cut between characters and never after an odd run of backslashes")
        func cuts() throws {
            for prefix in 8_185...8_192 {
                for tail in ["\\\\", "\\\"", "漢漢", "\\\\\\", "\n\\\"", "\\\"\n", "\n\n\\\""] {
                    let body = String(repeating: "x", count: prefix) + tail + String(repeating: "é", count: 5_000)
                    let quoted = DOTText.quoted(body)
                    let pieces = quoted.components(separatedBy: "\" + \"")
                    #expect(pieces.count == 3, "\(prefix) \(tail)")
                    // Joined back, the pieces are the body; none ends inside an escape.
                    #expect(pieces.joined().dropFirst().dropLast() == body[...])
                    for piece in pieces.dropLast() {
                        let backslashes = piece.reversed().prefix { $0 == "\\" }.count
                        #expect(backslashes % 2 == 0, "\(prefix) \(tail): a piece ends with \(backslashes) backslashes")
                    }
                    // Graphviz's lexer drops a line feed that is a run of its own between quotes
                    // and backslashes (found by Fuzz/DOTRoundTripFuzz): no cut may make one.
                    for piece in pieces {
                        let runs = piece.utf8.split(omittingEmptySubsequences: false) {
                            $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
                        }
                        #expect(!runs.contains { Array($0) == [0x0A] }, "\(prefix) \(tail): a lone line feed")
                    }
                }
            }
        }

        @Test(
            "real dot reads every exported id and name intact",
            arguments: [16_000, 16_383, 16_384, 100_000, 1_000_000])
        func longStrings(characters: Int) throws {
            let name = Self.text(characters)
            let id = "p" + Self.text(characters - 1)
            let family = try Family(
                validating: FamilyDocument(generations: [[Person(id: id, name: name, gender: "female")]]))
            let dot = try FamilyDOTExport.layoutForm(family)
            #expect(Self.longestRun(dot) < 16_384, "a run of a quoted string over the lexer's limit")
            // From a file, not standard input: megabytes through a pipe from a test process that
            // starts other processes at the same time could leak the pipe's end to them.
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("tb-long-\(UUID().uuidString).gv")
            try Data(dot.utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            // -q: dot warns that the label does not fit, quoting the whole id, more than a pipe holds.
            let run = try GraphvizTool.execute("dot", ["-q", "-Tjson", file.path], input: "")
            try #require(run.status == 0 && run.exited, "dot: \(run.errors.prefix(300))")
            let root = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
            let node = try #require((root["objects"] as? [[String: Any]])?.first { $0["name"] as? String == id })
            // The node was found by its whole id, read back intact. The export draws a name that
            // does not fit its box shortened with "…" and broken into lines at spaces: what dot
            // read must be that beginning of the name.
            let label = try #require(node["label"] as? String)
                .replacingOccurrences(of: "\\n", with: " ").replacingOccurrences(of: "\n", with: " ")
            #expect(label == name || label.hasSuffix("…") && name.hasPrefix(label.dropLast()))
        }
    }
}
