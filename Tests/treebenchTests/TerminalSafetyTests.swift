import Foundation
import Testing

/// Text from input files never sends control characters to a terminal: `outline`, `check` and
/// every error message escape them.
@Suite("Terminal safety: control characters from input are escaped")
struct TerminalSafetyTests {
    /// A family whose names and ids carry ESC sequences, a line break and a C1 CSI.
    static let family = #"""
        {"generations": [[
          {"id": "p\u001b]0;owned\u0007", "name": "Eve\u001b[31m\nred", "coupleID": "q", "childrenIDs": ["c"]},
          {"id": "q", "name": "Adam\u009b2J", "coupleID": "p\u001b]0;owned\u0007", "childrenIDs": ["c"]}
        ], [
          {"id": "c", "name": "Kid"}
        ]]}
        """#

    static func hasControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
    }

    @Test("outline writes one line per unit, names and ids escaped")
    func outline() throws {
        let result = try CommandLineRunner.run(["outline", "-"], input: Data(Self.family.utf8))
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!Self.hasControl(result.standardOutput))
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.first == #"Eve\u{1b}[31m\nred (p\u{1b}]0;owned\u{7}) & Adam\u{9b}2J (q)"#)
    }

    @Test("an error message that quotes a path with an escape sequence escapes it")
    func errorMessage() throws {
        let result = try CommandLineRunner.run(["validate", "no-such-\u{1B}[2J-family.json"])
        #expect(result.status == 66)
        #expect(!Self.hasControl(result.standardError), "\(result.standardError)")
        #expect(result.standardError.contains(#"no-such-\u{1b}[2J-family.json"#), "\(result.standardError)")
    }

    @Test("check names offending ids and the engine escaped")
    func checkOffenders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("treebench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let familyPath = folder.appendingPathComponent("family.json").path
        try Data(Self.family.utf8).write(to: URL(fileURLWithPath: familyPath))
        // Every box at the origin: overlaps and off-centre children, so offenders are listed.
        let layout = #"""
            {"engine": "e\u001b[5m", "boxes": [
            {"id": "p\u001b]0;owned\u0007", "x": 0, "y": 0, "width": 50, "height": 50},
            {"id": "q", "x": 0, "y": 0, "width": 50, "height": 50},
            {"id": "c", "x": 0, "y": 0, "width": 50, "height": 50}]}
            """#
        let layoutPath = folder.appendingPathComponent("layout.json").path
        try Data(layout.utf8).write(to: URL(fileURLWithPath: layoutPath))
        let result = try CommandLineRunner.run(["check", familyPath, layoutPath])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(!Self.hasControl(result.standardOutput), "\(result.standardOutput)")
        #expect(result.standardOutput.contains(#"engine e\u{1b}[5m"#), "\(result.standardOutput)")
        #expect(result.standardOutput.contains(#"p\u{1b}]0;owned\u{7}"#), "\(result.standardOutput)")
    }
}
