import FamilyTree

/// A GEDCOM file's bytes turned into UTF-8, whatever character set they were written in.
///
/// UTF-8 input is validated and kept as it is; every other character set is transcoded once, up
/// front, so the line reader works on one encoding. ANSEL's diacritics, which precede their
/// letter, are moved after it; ``needsComposition`` then tells the reader to compose each value
/// (NFC), so `ANSEL 0xE2 e` reads as the single character `é`.
struct GEDCOMText {
    /// UTF-8 bytes.
    var bytes: [UInt8]
    /// Where the text starts in ``bytes`` (after a UTF-8 byte-order mark).
    var start: Int
    /// The character set the file was written in.
    var characterSet: GEDCOMCharacterSet
    /// Whether the file declared it (`HEAD.CHAR`, or a byte-order mark).
    var declared: Bool
    /// Whether values must be composed to NFC (ANSEL input with diacritics).
    var needsComposition = false

    /// Detects the character set of `raw` and decodes it.
    ///
    /// - Throws: ``GenealogyError/characterSet(line:column:reason:)`` at the first byte that is not
    ///   valid in the file's character set, or for a declared set TreeBench does not read.
    /// - Complexity: O(n) in the size of the file.
    init(raw: [UInt8]) throws(GenealogyError) {
        if raw.starts(with: [0xEF, 0xBB, 0xBF]) {
            self.init(bytes: raw, start: 3, characterSet: .utf8, declared: true)
        } else if raw.starts(with: [0xFF, 0xFE]) || (raw.count >= 2 && raw[0] != 0 && raw[1] == 0) {
            let bom = raw.starts(with: [0xFF, 0xFE])
            let bytes = try Self.transcodeUTF16(raw, from: bom ? 2 : 0, bigEndian: false)
            self.init(bytes: bytes, start: 0, characterSet: .utf16LittleEndian, declared: true)
            return
        } else if raw.starts(with: [0xFE, 0xFF]) || (raw.count >= 2 && raw[0] == 0 && raw[1] != 0) {
            let bom = raw.starts(with: [0xFE, 0xFF])
            let bytes = try Self.transcodeUTF16(raw, from: bom ? 2 : 0, bigEndian: true)
            self.init(bytes: bytes, start: 0, characterSet: .utf16BigEndian, declared: true)
            return
        } else {
            let header = GEDCOMHeaderScan(raw)
            var characterSet = GEDCOMCharacterSet.utf8
            var declared = false
            if let value = header.characterSet, !header.isVersion7 {
                guard let named = GEDCOMCharacterSet(declared: value.text) else {
                    throw .characterSet(
                        line: value.line, column: 1,
                        reason: "HEAD.CHAR \(value.text) is a character set TreeBench does not read "
                            + "(it reads UTF-8, UNICODE, ANSEL, ASCII and ANSI)")
                }
                characterSet = named == .utf16LittleEndian ? .utf8 : named
                declared = true
            }
            self.init(bytes: raw, start: 0, characterSet: characterSet, declared: declared || header.isVersion7)
        }
        switch characterSet {
        case .utf8: try validateUTF8()
        case .ascii: try transcodeASCII()
        case .windows1252: try transcodeWindows1252()
        case .ansel: try transcodeANSEL()
        case .utf16LittleEndian, .utf16BigEndian: break
        }
    }

    private init(bytes: [UInt8], start: Int, characterSet: GEDCOMCharacterSet, declared: Bool) {
        self.bytes = bytes
        self.start = start
        self.characterSet = characterSet
        self.declared = declared
    }

    /// An error at byte `offset` of `bytes`, with its line and column.
    static func failure(in bytes: [UInt8], at offset: Int, reason: String) -> GenealogyError {
        let (line, column) = GEDCOMLocation.of(offset: offset, in: bytes)
        return .characterSet(line: line, column: column, reason: reason)
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count < 2 ? "0" + digits : digits)
    }

    private var whatDeclares: String {
        declared ? "HEAD.CHAR declares \(characterSet.rawValue)" : "no HEAD.CHAR line declares a character set"
    }

    // MARK: UTF-8

    /// Checks that the bytes are well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates).
    private func validateUTF8() throws(GenealogyError) {
        let problem = bytes.withUnsafeBufferPointer { buffer in
            WellFormedUTF8.firstInvalidByte(in: UnsafeBufferPointer(rebasing: buffer[start...])).map { $0 + start }
        }
        if let problem {
            let reason =
                declared
                ? "byte \(hex(bytes[problem])) is not UTF-8, which \(whatDeclares)"
                : "byte \(hex(bytes[problem])) is not UTF-8 and \(whatDeclares); "
                    + "add 1 CHAR ANSEL or 1 CHAR ANSI under HEAD if that is what the file is written in"
            throw Self.failure(in: bytes, at: problem, reason: reason)
        }
    }

    // MARK: 8-bit character sets

    private mutating func transcodeASCII() throws(GenealogyError) {
        if let problem = bytes.firstIndex(where: { $0 >= 0x80 }) {
            throw Self.failure(
                in: bytes, at: problem,
                reason: "byte \(hex(bytes[problem])) is not ASCII, which \(whatDeclares) (is the file ANSI or ANSEL?)")
        }
    }

    private mutating func transcodeWindows1252() throws(GenealogyError) {
        guard bytes.contains(where: { $0 >= 0x80 }) else { return }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 8)
        for (offset, byte) in bytes.enumerated() {
            if byte < 0x80 {
                output.append(byte)
            } else if let scalar = Windows1252Table.scalar(byte) {
                output.append(contentsOf: UTF8.encode(scalar)!)
            } else {
                throw Self.failure(
                    in: bytes, at: offset, reason: "byte \(hex(byte)) is unassigned in ANSI (Windows-1252)")
            }
        }
        bytes = output
    }

    private mutating func transcodeANSEL() throws(GenealogyError) {
        guard bytes.contains(where: { $0 >= 0x80 }) else { return }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 4)
        var pendingMarks: [Unicode.Scalar] = []
        func flushMarks() {
            for mark in pendingMarks { output.append(contentsOf: UTF8.encode(mark)!) }
            pendingMarks.removeAll(keepingCapacity: true)
        }
        for (offset, byte) in bytes.enumerated() {
            if byte < 0x80 {
                if byte == 0x0A || byte == 0x0D {
                    // A diacritic with no letter before the line end stands on its own.
                    flushMarks()
                    output.append(byte)
                } else {
                    output.append(byte)
                    flushMarks()
                }
            } else if let mark = ANSELTable.combining(byte) {
                pendingMarks.append(mark)
                needsComposition = true
            } else if let scalar = ANSELTable.spacing(byte) {
                output.append(contentsOf: UTF8.encode(scalar)!)
                flushMarks()
            } else {
                throw Self.failure(in: bytes, at: offset, reason: "byte \(hex(byte)) is not an ANSEL character")
            }
        }
        flushMarks()
        bytes = output
    }

    // MARK: UTF-16

    private static func transcodeUTF16(
        _ raw: [UInt8], from start: Int, bigEndian: Bool
    ) throws(GenealogyError)
        -> [UInt8]
    {
        var output: [UInt8] = []
        output.reserveCapacity(raw.count / 2)
        var index = start
        var line = 1
        var column = 1
        var previousEnd: UInt32 = 0
        func unit(at offset: Int) -> UInt16 {
            bigEndian
                ? UInt16(raw[offset]) << 8 | UInt16(raw[offset + 1])
                : UInt16(raw[offset + 1]) << 8 | UInt16(raw[offset])
        }
        while index + 1 < raw.count {
            let first = unit(at: index)
            var value = UInt32(first)
            index += 2
            if first >= 0xD800 && first < 0xDC00 {
                guard index + 1 < raw.count, case let second = unit(at: index), second >= 0xDC00 && second < 0xE000
                else {
                    throw .characterSet(
                        line: line, column: column, reason: "UTF-16 high surrogate without its low half")
                }
                value = 0x10000 + ((value - 0xD800) << 10) + (UInt32(second) - 0xDC00)
                index += 2
            } else if first >= 0xDC00 && first < 0xE000 {
                throw .characterSet(line: line, column: column, reason: "UTF-16 low surrogate without its high half")
            }
            if value == 0x0A || value == 0x0D {
                // CR LF and LF CR end one line, as in the line reader.
                if previousEnd != 0 && previousEnd != value {
                    previousEnd = 0
                } else {
                    line += 1
                    previousEnd = value
                }
                column = 1
            } else {
                column += 1
                previousEnd = 0
            }
            output.append(contentsOf: UTF8.encode(Unicode.Scalar(value)!)!)
        }
        if index < raw.count {
            throw .characterSet(line: line, column: column, reason: "UTF-16 text ends in the middle of a character")
        }
        return output
    }
}
