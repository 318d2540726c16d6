import FamilyTree
import Testing

@testable import GenealogyKit

/// The lexer's search for a line's end, which tests eight bytes at once, finds the first CR or
/// LF as a byte-by-byte search does, wherever it falls against those eight-byte steps and
/// whatever other control characters (tabs, NUL, DOS's 0x1A) come before it.
@Suite("GEDCOM line lexer")
struct GEDCOMLineLexerTests {
    @Test("the line end is the first CR or LF, or the end, from every start")
    func lineEndMatchesByteSearch() {
        let alphabet: [UInt8] = [0x0A, 0x0D, 0x09, 0x00, 0x1A, 0x0E, 0x0C, 0x20, 0x41, 0x7F, 0x80, 0xE9, 0xFF]
        var generator = SplitMix64(seed: 5)
        var wrong = 0
        for _ in 0..<2_000 {
            let count = Int(generator.next() % 40)
            // Mostly letters, so that whole words without a line end come up.
            let bytes = (0..<count).map { _ in
                generator.next() % 4 == 0 ? alphabet[Int(generator.next() % UInt64(alphabet.count))] : 0x61
            }
            bytes.withUnsafeBufferPointer { buffer in
                for start in 0...count {
                    let expected = bytes[start...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? count
                    if GEDCOMLineLexer.lineEnd(in: buffer, from: start) != expected { wrong += 1 }
                }
            }
        }
        #expect(wrong == 0)
    }
}
