import FamilyTree

/// A GEDCOM file's bytes turned into UTF-8, whatever character set they were written in.
///
/// UTF-8 input is validated and kept as it is; every other character set is transcoded once, up
/// front, so the line lexer works on one encoding. ANSEL's diacritics, which precede their letter,
/// are moved after it and composed (NFC), so `ANSEL 0xE2 e` reads as the single character `é`.
///
/// Which set: a byte-order mark, else UTF-16's zero bytes, else `HEAD.CHAR` (GEDCOM 5.5.1,
/// chapter 2, `CHARACTER_SET`; always UTF-8 in 7.0, §1.1 "Characters"), checked against the
/// bytes. Where they disagree, or the name is unknown, or no name is given and the bytes are not
/// UTF-8, the bytes decide (see ``GEDCOMCharacterSet``) and a ``GenealogyWarning`` says what was
/// declared, which byte contradicts it, and how the file was read. Nothing here throws: every byte
/// sequence decodes to some text, and whether that text is GEDCOM is the lexer's question.
struct GEDCOMText {
    /// UTF-8 bytes.
    var bytes: [UInt8]
    /// Where the text starts in ``bytes`` (after a UTF-8 byte-order mark).
    var start = 0
    /// The character set the file was read in.
    var characterSet = GEDCOMCharacterSet.utf8
    /// `HEAD.CHAR` as the file wrote it, if it has one.
    var declaredCharacterSet: String?
    /// What decoding had to decide against the file's own word, or replace.
    var warnings: [GenealogyWarning] = []
    /// The steps ANSEL composition took (marks ordered and composed), for the tests that hold it
    /// linear in the input.
    var compositionWork = 0

    /// Detects the character set of `raw` and decodes it.
    ///
    /// - Complexity: O(n) in the size of the file.
    init(raw: [UInt8]) {
        bytes = raw
        if raw.starts(with: [0xEF, 0xBB, 0xBF]) {
            start = 3
            checkDeclaration(byteOrderMark: .utf8)
            let evidence = ByteEvidence(bytes)
            decodeUTF8(
                problem: evidence.notUTF8.map { "the file starts with a UTF-8 byte-order mark, but \($0)" }, line: nil)
        } else if let order = Self.utf16ByteOrder(raw) {
            transcodeUTF16(bigEndian: order == .utf16BigEndian)
            characterSet = order
            checkDeclaration(byteOrderMark: order)
        } else {
            decodeAsDeclared()
        }
    }

    /// UTF-16 by its byte-order mark, or by a zero byte beside the first character (a GEDCOM file
    /// starts with `0`, which UTF-16 writes as `30 00` or `00 30`).
    private static func utf16ByteOrder(_ raw: [UInt8]) -> GEDCOMCharacterSet? {
        if raw.starts(with: [0xFF, 0xFE]) || (raw.count >= 2 && raw[0] != 0 && raw[1] == 0) {
            return .utf16LittleEndian
        }
        if raw.starts(with: [0xFE, 0xFF]) || (raw.count >= 2 && raw[0] == 0 && raw[1] != 0) {
            return .utf16BigEndian
        }
        return nil
    }

    /// For a file whose first bytes decided its encoding: notes `HEAD.CHAR`, and warns when it
    /// names another set.
    private mutating func checkDeclaration(byteOrderMark: GEDCOMCharacterSet) {
        let header = GEDCOMHeaderScan(bytes, from: start)
        guard let declared = header.characterSet else { return }
        declaredCharacterSet = declared.text
        let named = GEDCOMCharacterSet(declared: declared.text)
        let agrees = named == byteOrderMark || (named?.isUTF16 == true && byteOrderMark.isUTF16)
        guard !agrees && !header.isVersion7 else { return }
        let what = byteOrderMark == .utf8 ? "starts with a UTF-8 byte-order mark" : "is \(byteOrderMark.rawValue)"
        warnings.insert(
            GenealogyWarning(
                .characterSet, line: declared.line,
                problem: "HEAD.CHAR declares \(messageQuoted(declared.text)), but the file \(what)",
                action: .decoded(as: byteOrderMark)),
            at: 0)
    }

    /// For a file without a byte-order mark: `HEAD.CHAR` (or GEDCOM 7.0's UTF-8) checked against
    /// the bytes, then the text decoded in the set they fit.
    private mutating func decodeAsDeclared() {
        let header = GEDCOMHeaderScan(bytes)
        declaredCharacterSet = header.characterSet?.text
        let evidence = ByteEvidence(bytes)
        let declaration: (set: GEDCOMCharacterSet?, text: String, line: Int?)? =
            if header.isVersion7 {
                (.utf8, "GEDCOM 7.0", header.versionLine)
            } else if let (text, line) = header.characterSet {
                (GEDCOMCharacterSet(declared: text), text, line)
            } else {
                nil
            }
        guard let declaration else {
            decodeUTF8(
                problem: evidence.notUTF8.map { "no HEAD.CHAR line declares a character set, and \($0)" }, line: nil)
            return
        }
        let declares =
            declaration.set == .utf8 && header.isVersion7
            ? "the file is GEDCOM 7.0, which is always UTF-8"
            : "HEAD.CHAR declares \(messageQuoted(declaration.text))"
        guard let named = declaration.set else {
            let problem = "HEAD.CHAR \(messageQuoted(declaration.text)) is not a character set TreeBench knows"
            if evidence.isASCII {
                characterSet = .ascii
                warnings.append(
                    GenealogyWarning(
                        .characterSet, line: declaration.line, problem: problem, action: .decoded(as: .ascii)))
            } else {
                decodeUTF8(problem: problem, line: declaration.line)
            }
            return
        }
        switch evidence.contradiction(of: named) {
        case nil:
            characterSet = named
            switch named {
            case .ansel: transcodeANSEL()
            case .windows1252, .codePage437, .macRoman: transcodeEightBit(named)
            case .utf8, .ascii, .utf16LittleEndian, .utf16BigEndian: break
            }
        case .some(let reason):
            if evidence.isASCII {
                characterSet = .ascii
                warnings.append(
                    GenealogyWarning(
                        .characterSet, line: declaration.line, problem: "\(declares), but \(reason)",
                        action: .decoded(as: .ascii)))
            } else {
                decodeUTF8(problem: "\(declares), but \(reason)", line: declaration.line)
            }
        }
    }
}

/// What the bytes of a file without a byte-order mark say about its character set.
struct ByteEvidence {
    private let raw: [UInt8]
    /// The first byte 0x80 or above, if any.
    private let firstHigh: Int?
    /// The first byte that does not begin a well-formed UTF-8 sequence, if any.
    private let firstIllFormed: Int?

    init(_ raw: [UInt8]) {
        self.raw = raw
        firstHigh = raw.firstIndex { $0 >= 0x80 }
        firstIllFormed =
            firstHigh == nil ? nil : raw.withUnsafeBufferPointer { WellFormedUTF8.firstInvalidByte(in: $0) }
    }

    /// Whether every byte is ASCII, which every set but UTF-16 reads alike.
    var isASCII: Bool { firstHigh == nil }

    /// `byte 0xE9 on line 12, column 7 is not UTF-8`, when some byte is not.
    var notUTF8: String? { firstIllFormed.map { "\(describe($0)) is not UTF-8" } }

    /// Why the bytes cannot be in `declared`, or nil when they can.
    ///
    /// Well-formed UTF-8 with bytes above 0x7F is taken for UTF-8 whatever is declared: in an
    /// 8-bit set it would need every accent to fall into UTF-8's lead-and-continuation patterns.
    /// ANSEL is also refused when a byte is no ANSEL character, or when most of its diacritics
    /// stand before something that cannot carry one (a space, a line end, a digit): that is
    /// Windows-1252's `é` at the end of a word, not ANSEL's accent before a letter.
    func contradiction(of declared: GEDCOMCharacterSet) -> String? {
        switch declared {
        case .utf8:
            return notUTF8
        case .ascii:
            return firstHigh.map { "\(describe($0)) is not ASCII" }
        case .utf16LittleEndian, .utf16BigEndian:
            return "the file has none of UTF-16's zero bytes"
        case .windows1252, .codePage437, .macRoman, .ansel:
            guard let firstHigh else { return nil }
            if firstIllFormed == nil { return "its bytes are UTF-8 (\(describe(firstHigh)) begins a UTF-8 character)" }
            guard declared == .ansel else { return nil }
            if let stray = raw[firstHigh...].firstIndex(where: { $0 >= 0x80 && !ANSELTable.isAssigned($0) }) {
                return "\(describe(stray)) is not an ANSEL character"
            }
            return strandedDiacritics
        }
    }

    /// Why the ANSEL diacritics look like another set's letters: more than half of them stand
    /// before a byte that cannot carry one.
    private var strandedDiacritics: String? {
        var marks = 0
        var stranded: Int?
        var strandedCount = 0
        for index in raw.indices where ANSELTable.combining(raw[index]) != nil {
            marks += 1
            let next = index + 1 < raw.count ? raw[index + 1] : 0x0A
            let carries = (next >= 0x41 && next <= 0x5A) || (next >= 0x61 && next <= 0x7A) || next >= 0x80
            if !carries {
                strandedCount += 1
                if stranded == nil { stranded = index }
            }
        }
        guard let stranded, strandedCount * 2 > marks else { return nil }
        return "\(strandedCount) of its \(marks) ANSEL diacritics, the first \(describe(stranded)), "
            + "precede no letter"
    }

    /// `byte 0xE9 on line 12, column 7`.
    private func describe(_ offset: Int) -> String {
        let (line, column) = GEDCOMLocation.of(offset: offset, in: raw)
        return "byte \(hexByte(raw[offset])) on line \(line), column \(column)"
    }
}

/// `0xE9`.
func hexByte(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return "0x" + (digits.count < 2 ? "0" + digits : digits)
}
