import Testing

@testable import FamilyTree

/// The UTF-8 check, which skips ASCII eight bytes at a time, agrees with the standard library's
/// validation wherever the ill-formed byte falls against those eight-byte steps.
@Suite("Well-formed UTF-8")
struct WellFormedUTF8Tests {
    /// Pieces the inputs are made of: ASCII, well-formed sequences of each length, and bytes
    /// that begin no well-formed sequence (a continuation byte, an overlong lead, a surrogate, a
    /// truncated sequence).
    static let pieces: [[UInt8]] = [
        Array("a".utf8), Array("Smith ".utf8), Array("1 NAME John /Doe/\n".utf8), Array("é".utf8),
        Array("陈".utf8), Array("😀".utf8), [0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE6, 0x88],
    ]

    @Test("the first ill-formed byte is found at every offset, or none when the text is well-formed")
    func agreesWithTheStandardLibrary() {
        var generator = SplitMix64(seed: 11)
        var wrong = 0
        for _ in 0..<5_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(generator.next() % 12) {
                // Mostly ASCII and well-formed pieces, an ill-formed one now and then.
                let piece = Int(generator.next() % 40)
                bytes += Self.pieces[piece < 36 ? piece % 6 : 6 + piece % 4]
            }
            let found = bytes.withUnsafeBufferPointer { WellFormedUTF8.firstInvalidByte(in: $0) }
            let isValid = String(validating: bytes, as: UTF8.self) != nil
            if let found {
                // Everything before it is well-formed, and it is not: no well-formed text starts there.
                let prefixValid = String(validating: bytes[..<found], as: UTF8.self) != nil
                let restValid = (1...4).contains { length in
                    found + length <= bytes.count
                        && String(validating: bytes[found..<found + length], as: UTF8.self) != nil
                }
                if isValid || !prefixValid || restValid { wrong += 1 }
            } else if !isValid {
                wrong += 1
            }
        }
        #expect(wrong == 0)
    }
}
