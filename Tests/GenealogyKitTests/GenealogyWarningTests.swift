import GenealogyKit
import Testing

/// A warning keeps its parts compactly (its texts in one string, the rest in a few numbers) and
/// gives every part back as it was made, so every message is what it was.
@Suite("A warning, kept compactly")
struct GenealogyWarningTests {
    static let samples: [GenealogyWarning] = [
        GenealogyWarning(
            .danglingPointer, line: 3, record: "I1",
            problem: "FAMS points to F9, which is not a union record of the file",
            action: .droppedLink, relatedRecord: "F9"),
        GenealogyWarning(
            .duplicateID, line: 12, record: "Ïñ@“1”", problem: "the id is used by two person records (first on line 2)",
            action: .renamed(to: "Ïñ@“1”_2"), relatedLine: 2),
        GenealogyWarning(.characterSet, line: 1, problem: "bytes", action: .decoded(as: .ansel)),
        GenealogyWarning(.characterSet, problem: "", action: .decodedMixed(count: 7)),
        GenealogyWarning(
            .malformedLine, line: 0, record: "", problem: "x", action: .skippedLines(count: 3), relatedRecord: ""),
        GenealogyWarning(
            .nulCharacter, line: Int(UInt32.max), record: "I2", problem: "NAME", action: .removedCharacter),
        GenealogyWarning(.missingTrailer, line: 9, problem: "the file ends", action: .readOn),
        GenealogyWarning(.characterSet, problem: "some", action: .replaced(count: 1)),
    ]

    @Test("every part of a warning comes back as it was given", arguments: samples.indices)
    func parts(index: Int) {
        let warning = Self.samples[index]
        let parts: [(Int?, String?, String, GenealogyWarning.Action, Int?, String?)] = [
            (3, "I1", "FAMS points to F9, which is not a union record of the file", .droppedLink, nil, "F9"),
            (12, "Ïñ@“1”", "the id is used by two person records (first on line 2)", .renamed(to: "Ïñ@“1”_2"), 2, nil),
            (1, nil, "bytes", .decoded(as: .ansel), nil, nil),
            (nil, nil, "", .decodedMixed(count: 7), nil, nil),
            (0, "", "x", .skippedLines(count: 3), nil, ""),
            (Int(UInt32.max), "I2", "NAME", .removedCharacter, nil, nil),
            (9, nil, "the file ends", .readOn, nil, nil),
            (nil, nil, "some", .replaced(count: 1), nil, nil),
        ]
        let (line, record, problem, action, relatedLine, relatedRecord) = parts[index]
        #expect(warning.line == line)
        #expect(warning.record == record)
        #expect(warning.problem == problem)
        #expect(warning.action == action)
        #expect(warning.relatedLine == relatedLine)
        #expect(warning.relatedRecord == relatedRecord)
        let place = line.map { "line \($0): " } ?? ""
        let owner = record.map { "\($0): " } ?? ""  // no control character to escape
        #expect(warning.description == "\(place)\(owner)\(problem); \(action)")
    }

    @Test("a warning is 40 bytes, its texts in one string")
    func size() {
        // Kind, action and parts in 3 bytes, four 32-bit numbers (lines, a count, two lengths)
        // and one string: it was 112 bytes and up to four strings.
        #expect(MemoryLayout<GenealogyWarning>.stride == 40)
    }

    @Test("warnings with equal parts are equal, and a part told apart tells them apart")
    func equality() {
        let a = GenealogyWarning(.danglingPointer, line: 3, record: "I1", problem: "p", action: .droppedLink)
        #expect(a == GenealogyWarning(.danglingPointer, line: 3, record: "I1", problem: "p", action: .droppedLink))
        // The same text, cut between the parts elsewhere.
        #expect(a != GenealogyWarning(.danglingPointer, line: 3, record: "I", problem: "1p", action: .droppedLink))
        #expect(a != GenealogyWarning(.danglingPointer, line: 3, record: "I1", problem: "p", action: .readOn))
        #expect(a != GenealogyWarning(.danglingPointer, record: "I1", problem: "p", action: .droppedLink))
    }
}
