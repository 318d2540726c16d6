import Foundation
import Testing

@testable import GenealogyKit

/// ANSEL's diacritics composed into NFC: the same text Foundation's normalisation gives, in work
/// linear in the length of a run of marks, however their combining classes mix.
@Suite("ANSEL composition")
struct ANSELCompositionTests {
    /// A one-person ANSEL file whose NAME is `name` (raw bytes).
    static func file(_ name: [UInt8]) -> [UInt8] {
        Array("0 HEAD\n1 CHAR ANSEL\n0 @I1@ INDI\n1 NAME ".utf8) + name + Array("\n0 TRLR\n".utf8)
    }

    /// The ANSEL diacritic bytes.
    static let marks: [UInt8] = Array(0xE0...0xFB) + [0xFE]

    @Test("letters with any marks compose as Foundation's NFC does")
    func matchesFoundation() throws {
        var random = SystemRandomNumberGenerator()
        // ASCII letters keep the bytes from ever being well-formed UTF-8 (a lead byte before an
        // ASCII letter is not), which would be read as UTF-8; ANSEL's own letters are fixed cases.
        let letters: [UInt8] = Array("aeiouyAEIOUYnNcCsSzZgGhHwW".utf8)
        var names: [[UInt8]] = [
            [0xF2, 0xAC, 0x61], [0xE2, 0xA2, 0x61], [0xF0, 0xE2, 0xBC, 0x61], [0xE8, 0xE5, 0x75],
        ]
        for _ in 0..<300 {
            var name: [UInt8] = []
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                for _ in 0..<Int.random(in: 0...4, using: &random) {
                    name.append(Self.marks.randomElement(using: &random)!)
                }
                name.append(letters.randomElement(using: &random)!)
            }
            names.append(name)
        }
        for name in names {
            let read = try GEDCOMFile(bytes: Self.file(name)).genealogy.people[0].name
            // The reference: the marks moved after their letter, then NFC by Foundation.
            var unicode = String.UnicodeScalarView()
            var pending: [Unicode.Scalar] = []
            for byte in name {
                if let mark = ANSELTable.combining(byte) {
                    pending.append(mark)
                } else {
                    unicode.append(byte < 0x80 ? Unicode.Scalar(byte) : ANSELTable.spacing(byte)!)
                    unicode.append(contentsOf: pending)
                    pending.removeAll()
                }
            }
            #expect(read == String(unicode).precomposedStringWithCanonicalMapping, "\(name)")
        }
    }

    @Test("a run of mixed marks costs work linear in its length", arguments: [1_000, 10_000, 100_000])
    func linear(length: Int) {
        // Dot below (class 220), acute (230), cedilla (202), comma above right (232), in turn: the
        // shape that made whole-value normalisation quadratic.
        let cycle: [UInt8] = [0xF2, 0xE2, 0xF0, 0xED]
        let run = (0..<length).map { cycle[$0 % cycle.count] }
        let text = GEDCOMText(raw: Self.file(run + Array("a".utf8)))
        #expect(text.compositionWork <= 10 * length, "work \(text.compositionWork) for \(length) marks")
        #expect(text.compositionWork >= length)
    }

    @Test("a 250 KB run of mixed marks reads in one piece, composed")
    func long() throws {
        let run = (0..<250_000).map { $0 % 2 == 0 ? UInt8(0xF2) : UInt8(0xE2) }
        let file = try GEDCOMFile(bytes: Self.file(run + Array("e".utf8)))
        let name = file.genealogy.people[0].name.unicodeScalars
        // ẹ (e with dot below) composed, then the rest: 124,999 dots below before 125,000 acutes.
        #expect(name.first == "\u{1EB9}")
        #expect(name.count == 250_000)
        #expect(name.dropFirst().prefix(124_999).allSatisfy { $0 == "\u{0323}" })
    }
}
