import Foundation
import GenealogyKit
import Testing

/// Each character set GEDCOM files are written in decodes exactly.
@Suite("GEDCOM character sets")
struct GEDCOMCharacterSetTests {
    /// A one-person file whose NAME value is `name` (raw bytes), with `char` under HEAD.
    static func file(char: String?, name: [UInt8]) -> [UInt8] {
        var bytes = Array("0 HEAD\n".utf8)
        if let char { bytes += Array("1 CHAR \(char)\n".utf8) }
        bytes += Array("0 @I1@ INDI\n1 NAME ".utf8) + name + Array("\n0 TRLR\n".utf8)
        return bytes
    }

    static func name(of bytes: [UInt8]) throws -> String {
        try GEDCOMFile(bytes: bytes).genealogy.people[0].name
    }

    @Test("UTF-8 with and without a byte-order mark")
    func utf8() throws {
        let name = Array("Åsa Żółć 王芳".utf8)
        #expect(try Self.name(of: Self.file(char: "UTF-8", name: name)) == "Åsa Żółć 王芳")
        #expect(try Self.name(of: [0xEF, 0xBB, 0xBF] + Self.file(char: nil, name: name)) == "Åsa Żółć 王芳")
        #expect(try Self.name(of: Self.file(char: nil, name: name)) == "Åsa Żółć 王芳")
    }

    @Test("UTF-16 little and big endian with a byte-order mark", arguments: [false, true])
    func utf16(bigEndian: Bool) throws {
        let text = String(decoding: Self.file(char: "UNICODE", name: Array("Zoë 𝔊 李".utf8)), as: UTF8.self)
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in text.utf16 {
            let high = UInt8(unit >> 8)
            let low = UInt8(unit & 0xFF)
            bytes += bigEndian ? [high, low] : [low, high]
        }
        let file = try GEDCOMFile(bytes: bytes)
        #expect(file.genealogy.people[0].name == "Zoë 𝔊 李")
        #expect(file.characterSet == (bigEndian ? .utf16BigEndian : .utf16LittleEndian))
    }

    @Test("ANSEL: diacritics before the letter become composed characters; spacing letters map")
    func ansel() throws {
        // é = E2 e, ü = E8 u, ñ = E4 n, Ç = F0 C, ǘ = E8 E2 u (two marks, kept in order), Ł = A1, ø = B2, ß = CF
        let name: [UInt8] =
            [0x52, 0x65, 0x6E, 0xE2, 0x65, 0x65, 0x20, 0x4D, 0xE8, 0x75, 0x6C, 0x6C, 0x65, 0x72, 0x20]
            + [0x50, 0x65, 0xE4, 0x6E, 0x61, 0x20, 0xF0, 0x43, 0x20, 0xE8, 0xE2, 0x75, 0x20, 0xA1, 0xB2, 0xCF]
        let decoded = try Self.name(of: Self.file(char: "ANSEL", name: name))
        #expect(decoded == "Renée Müller Peña Ç ǘ Łøß")
        #expect(decoded.unicodeScalars.count == 25, "every letter with its marks is one composed scalar")
    }

    @Test("ASCII, and ANSI (Windows-1252) including its 0x80–0x9F characters")
    func eightBit() throws {
        #expect(try Self.name(of: Self.file(char: "ASCII", name: Array("Plain Name".utf8))) == "Plain Name")
        let ansi: [UInt8] = [0x52, 0x65, 0x6E, 0xE9, 0x65, 0x20, 0x80, 0x20, 0x8A, 0x9A, 0x20, 0x93, 0x71, 0x94]
        #expect(try Self.name(of: Self.file(char: "ANSI", name: ansi)) == "Renée € Šš “q”")
    }

    @Test("bytes that break the declared or undeclared character set are an error with line and column")
    func wrongBytes() {
        let cases: [(String?, [UInt8], String)] = [
            (nil, [0x52, 0xE9, 0x6E], "not UTF-8"),
            ("UTF-8", [0x41, 0xC3], "not UTF-8"),
            ("ASCII", [0x41, 0x42, 0xE9], "not ASCII"),
            ("ANSEL", [0x41, 0x90], "not an ANSEL character"),
            ("ANSI", [0x41, 0x81], "unassigned in ANSI"),
            ("EBCDIC", Array("A".utf8), "does not read"),
        ]
        for (char, name, phrase) in cases {
            #expect {
                try GEDCOMFile(bytes: Self.file(char: char, name: name))
            } throws: { error in
                guard let error = error as? GenealogyError, case .characterSet(let line, _, _) = error else {
                    return false
                }
                let expectedLine = char == "EBCDIC" ? 2 : (char == nil ? 3 : 4)
                return line == expectedLine && error.description.contains(phrase)
            }
        }
    }

    @Test("a lone UTF-16 surrogate is an error on its line, CR LF counted once")
    func utf16Surrogate() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in Array("0 HEAD\r\n0 @I1@ INDI\r\n1 NAME A".utf16) + [0xD800] + Array("\r\n0 TRLR\r\n".utf16) {
            bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        #expect {
            try GEDCOMFile(bytes: bytes)
        } throws: { error in
            guard let error = error as? GenealogyError, case .characterSet(let line, _, _) = error else { return false }
            return line == 3
        }
    }
}
