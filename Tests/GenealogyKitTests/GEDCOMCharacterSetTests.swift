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

    @Test(
        "every spelling programs write names its set",
        arguments: [
            ("IBM WINDOWS", GEDCOMCharacterSet.windows1252), ("WINDOWS", .windows1252), ("Windows-1252", .windows1252),
            ("ISO-8859-1", .windows1252), ("latin1", .windows1252), ("IBMPC", .codePage437), ("IBM-PC", .codePage437),
            ("CP437", .codePage437), ("MACINTOSH", .macRoman), ("MacRoman", .macRoman), ("UTF8", .utf8),
            ("utf-8", .utf8), ("UNICODE", .utf16LittleEndian), ("UTF-16", .utf16LittleEndian), ("ANSEL", .ansel),
            ("US-ASCII", .ascii),
        ])
    func spellings(name: String, set: GEDCOMCharacterSet) {
        #expect(GEDCOMCharacterSet(declared: name) == set)
    }

    @Test("IBMPC is code page 437, MACINTOSH is Mac OS Roman, IBM WINDOWS is Windows-1252")
    func namedEightBitSets() throws {
        // Ç ü é â ä ... in code page 437; the same letters in Mac OS Roman.
        let dos = try GEDCOMFile(bytes: Self.file(char: "IBMPC", name: [0x80, 0x81, 0x82, 0x20, 0x9A, 0xE1]))
        #expect(dos.genealogy.people[0].name == "Çüé Üß")
        #expect(dos.characterSet == .codePage437)
        #expect(dos.declaredCharacterSet == "IBMPC")
        #expect(dos.warnings.isEmpty)
        let mac = try GEDCOMFile(bytes: Self.file(char: "MACINTOSH", name: [0x82, 0x8A, 0x8E, 0x20, 0xA7, 0xDB]))
        #expect(mac.genealogy.people[0].name == "Çäé ß€")
        #expect(mac.characterSet == .macRoman)
        let windows = try GEDCOMFile(bytes: Self.file(char: "IBM WINDOWS", name: [0xC5, 0x73, 0x61, 0x20, 0x80]))
        #expect(windows.genealogy.people[0].name == "Åsa €")
        #expect(windows.characterSet == .windows1252)
    }

    @Test(
        "the 8-bit tables hold Unicode's mappings (VENDORS/MICSFT/PC/CP437.TXT, VENDORS/APPLE/ROMAN.TXT)",
        arguments: [
            ("IBMPC", UInt8(0x80), "Ç"), ("IBMPC", 0x9B, "¢"), ("IBMPC", 0x9E, "₧"), ("IBMPC", 0xB0, "░"),
            ("IBMPC", 0xC9, "╔"), ("IBMPC", 0xE0, "α"), ("IBMPC", 0xE1, "ß"), ("IBMPC", 0xF8, "°"),
            ("IBMPC", 0xFF, "\u{A0}"), ("MACINTOSH", 0x80, "Ä"), ("MACINTOSH", 0x8E, "é"), ("MACINTOSH", 0xA5, "•"),
            ("MACINTOSH", 0xA7, "ß"), ("MACINTOSH", 0xAA, "™"), ("MACINTOSH", 0xB0, "∞"), ("MACINTOSH", 0xC9, "…"),
            ("MACINTOSH", 0xD2, "“"), ("MACINTOSH", 0xDB, "€"), ("MACINTOSH", 0xDE, "ﬁ"),
            ("MACINTOSH", 0xF0, "\u{F8FF}"), ("MACINTOSH", 0xFF, "ˇ"), ("ANSI", 0x80, "€"), ("ANSI", 0x9F, "Ÿ"),
            ("ANSI", 0xFF, "ÿ"),
        ] as [(String, UInt8, String)])
    func tables(set: String, byte: UInt8, character: String) throws {
        // Between two ASCII letters, so the bytes are never well-formed UTF-8.
        #expect(try Self.name(of: Self.file(char: set, name: [0x61, byte, 0x62])) == "a\(character)b")
    }

    @Test("UTF-16 without a byte-order mark is told by its zero bytes", arguments: [false, true])
    func utf16WithoutMark(bigEndian: Bool) throws {
        let text = String(decoding: Self.file(char: "UNICODE", name: Array("Zoë".utf8)), as: UTF8.self)
        var bytes: [UInt8] = []
        for unit in text.utf16 {
            let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
            bytes += bigEndian ? [high, low] : [low, high]
        }
        let file = try GEDCOMFile(bytes: bytes)
        #expect(file.genealogy.people[0].name == "Zoë")
        #expect(file.characterSet == (bigEndian ? .utf16BigEndian : .utf16LittleEndian))
        #expect(file.warnings.isEmpty)
    }

    @Test(
        "bytes that contradict the declared set are decoded by the bytes, with a warning naming the byte",
        arguments: [
            // (CHAR, name bytes, name read, set read, the warning says)
            (
                "UTF-8", [0x52, 0xE9, 0x6E], "Rén", GEDCOMCharacterSet.windows1252,
                "byte 0xE9 on line 4, column 9 is not UTF-8"
            ),
            ("ANSI", Array("Zoë".utf8), "Zoë", .utf8, "its bytes are UTF-8"),
            ("IBMPC", Array("Zoë".utf8), "Zoë", .utf8, "its bytes are UTF-8"),
            ("ASCII", [0x41, 0x42, 0xE9], "ABé", .windows1252, "is not ASCII"),
            ("ANSEL", [0x41, 0x90], "A\u{FFFD}", .windows1252, "is not an ANSEL character"),
            (
                "ANSEL", [0x52, 0x65, 0x6E, 0xE9, 0x20, 0x4D, 0xFC, 0x6C], "René Mül", .windows1252,
                "is not an ANSEL character"
            ),
            (
                "ANSEL", [0x52, 0x65, 0x6E, 0xE9, 0x20, 0x41, 0x6E, 0x64, 0x72, 0xE9], "René André", .windows1252,
                "precede no letter"
            ),
            ("EBCDIC", [0x52, 0xE9], "Ré", .windows1252, "is not a character set TreeBench knows"),
            ("EBCDIC", Array("Zoë".utf8), "Zoë", .utf8, "is not a character set TreeBench knows"),
            (nil, [0x52, 0xE9, 0x6E], "Rén", .windows1252, "no HEAD.CHAR line declares a character set"),
        ] as [(String?, [UInt8], String, GEDCOMCharacterSet, String)])
    func contradicted(char: String?, name: [UInt8], read: String, set: GEDCOMCharacterSet, says: String) throws {
        let file = try GEDCOMFile(bytes: Self.file(char: char, name: name))
        #expect(file.genealogy.people[0].name == read)
        #expect(file.characterSet == set)
        let warning = try #require(file.warnings.first)
        #expect(file.warnings.count == 1)
        #expect(warning.kind == .characterSet)
        #expect(warning.action == .decoded(as: set))
        #expect(warning.description.contains(says), "\(warning)")
        #expect(throws: GenealogyError.self) { try GEDCOMFile(bytes: Self.file(char: char, name: name), mode: .strict) }
    }

    @Test("UTF-8 with a few Windows-1252 bytes keeps its UTF-8 and reads the others as Windows-1252")
    func mixed() throws {
        let file = try GEDCOMFile(bytes: Self.file(char: "UTF-8", name: Array("Zoë ".utf8) + [0xE9, 0x80]))
        #expect(file.genealogy.people[0].name == "Zoë é€")
        #expect(file.characterSet == .utf8)
        #expect(file.warnings.map(\.action) == [.decodedMixed(count: 2)])
    }

    @Test("a HEAD.CHAR that a byte-order mark contradicts: the mark decides")
    func byteOrderMarkDecides() throws {
        let file = try GEDCOMFile(bytes: [0xEF, 0xBB, 0xBF] + Self.file(char: "ANSEL", name: Array("Zoë".utf8)))
        #expect(file.genealogy.people[0].name == "Zoë")
        #expect(file.warnings.map(\.line) == [2])
        #expect(file.warnings.first?.description.contains("starts with a UTF-8 byte-order mark") == true)
    }

    @Test("bytes that are no character become U+FFFD, with a warning: Windows-1252's unassigned five, a lone surrogate")
    func replaced() throws {
        let ansi = try GEDCOMFile(bytes: Self.file(char: "ANSI", name: [0x41, 0x81, 0x8D]))
        #expect(ansi.genealogy.people[0].name == "A\u{FFFD}\u{FFFD}")
        #expect(ansi.warnings.map(\.action) == [.replaced(count: 2)])
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in Array("0 HEAD\r\n0 @I1@ INDI\r\n1 NAME A".utf16) + [0xD800] + Array("\r\n0 TRLR\r\n".utf16) {
            bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        let utf16 = try GEDCOMFile(bytes: bytes)
        #expect(utf16.genealogy.people[0].name == "A\u{FFFD}")
        #expect(utf16.warnings.map(\.line) == [3], "CR LF counted once")
    }
}
