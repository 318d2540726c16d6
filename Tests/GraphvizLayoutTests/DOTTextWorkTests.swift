import FamilyDOT
import FamilyTree
import Foundation
import Testing

/// DOT export's quoting is linear in the text on adversarial shapes, held by counted steps
/// (``FamilyDOT/DOTTextWork``, debug builds), never by a time: a 500 KB name of mixed combining
/// marks took 60 s when escaping compared characters, which normalises each one whole.
@Suite("DOT quoting: linear work on adversarial text")
struct DOTTextWorkTests {
    /// A text of about `bytes` UTF-8 bytes in an adversarial shape.
    struct Shape: CustomTestStringConvertible, Sendable {
        var name: String
        var unit: String
        /// Whether the text is an id (else a name).
        var isID = false
        var testDescription: String { name }

        func text(bytes: Int) -> String {
            String(repeating: unit, count: max(1, bytes / unit.utf8.count))
        }
    }

    static let shapes: [Shape] = [
        // One character of a letter and ever more combining marks of alternating classes (230, 220).
        Shape(name: "combining marks of mixed classes", unit: "\u{301}\u{316}\u{345}\u{334}"),
        Shape(name: "backslashes in a name", unit: #"\"#),
        Shape(name: "backslashes in an id", unit: #"a\\"#, isID: true),
        Shape(name: "quotes", unit: #"""#),
        Shape(name: "line feeds and carriage returns", unit: "\r\n\n\r"),
        Shape(name: "Graphviz escapes", unit: #"\N\G\E\n&amp;"#),
        Shape(name: "control characters", unit: "\u{1}\u{7}\u{1B}\t"),
        Shape(name: "four-byte characters across piece boundaries", unit: "x😀"),
        Shape(name: "line feeds in an id", unit: "a\n", isID: true),
    ]

    /// The steps of exporting a one-person family whose name (or id) is `text`, per byte of text.
    static func stepsPerByte(_ shape: Shape, bytes: Int) throws -> Double {
        let text = shape.isID ? "p" + shape.text(bytes: bytes) : "A" + shape.text(bytes: bytes)
        let person = shape.isID ? Person(id: text, name: "Ann") : Person(id: "p", name: text)
        let family = try Family(validating: FamilyDocument(generations: [[person]]))
        var dot = ""
        let steps = try DOTTextWork.measuring { dot = try FamilyDOTExport.layoutForm(family) }
        #expect(!dot.isEmpty)
        return Double(steps) / Double(text.utf8.count)
    }

    @Test("steps per byte at 400 KB stay within 1.1× of those at 25 KB, and under 12", arguments: shapes)
    func linear(shape: Shape) throws {
        let small = try Self.stepsPerByte(shape, bytes: 25_000)
        let large = try Self.stepsPerByte(shape, bytes: 400_000)
        #expect(large <= 1.1 * small, "\(shape.name): \(small) steps per byte at 25 KB, \(large) at 400 KB")
        #expect(large <= 12, "\(shape.name): \(large) steps per byte")
    }
}
