/// The character sets a GEDCOM file may be written in, and how TreeBench tells which one a file uses.
///
/// A byte-order mark decides first (UTF-8, UTF-16 little or big endian); UTF-16 without one is
/// recognised by its zero bytes around the first `0`. Otherwise the file's `HEAD.CHAR` line names
/// the set (GEDCOM 5.5.1 §2 `CHARACTER_SET`: `ANSEL`, `UTF-8`, `UNICODE`, `ASCII`; programs also write
/// `ANSI`, `IBMPC`, `IBM WINDOWS`, `WINDOWS`, `MACINTOSH`, `ISO-8859-1` and other spellings, see
/// ``init(declared:)``), and GEDCOM 7.0 files are always UTF-8 (7.0 §1.1 "Characters").
///
/// The bytes have the last word: a file whose bytes contradict its `HEAD.CHAR` (an "ANSI" file
/// that is UTF-8, a "UTF-8" file with Windows-1252 accents), or that names a set TreeBench does
/// not know, or declares none and is not UTF-8, is decoded in the set its bytes fit — UTF-8 when
/// they are well-formed UTF-8, else Windows-1252, the set most such files turn out to be in — with
/// a ``GenealogyWarning/Kind/characterSet`` warning that says so.
public enum GEDCOMCharacterSet: String, Sendable, CaseIterable {
    /// UTF-8, with or without a byte-order mark (`HEAD.CHAR UTF-8`; always in GEDCOM 7.0).
    case utf8 = "UTF-8"
    /// UTF-16, little endian (`HEAD.CHAR UNICODE`).
    case utf16LittleEndian = "UTF-16LE"
    /// UTF-16, big endian (`HEAD.CHAR UNICODE`).
    case utf16BigEndian = "UTF-16BE"
    /// ANSEL (Z39.47), GEDCOM 5.5's default: combining diacritics before the letter.
    case ansel = "ANSEL"
    /// 7-bit ASCII.
    case ascii = "ASCII"
    /// Windows code page 1252, which GEDCOM files call `ANSI`, `IBM WINDOWS` or `WINDOWS`; files
    /// that say `ISO-8859-1` are read as it too, as web browsers do (the WHATWG Encoding Standard
    /// maps the label `iso-8859-1` to windows-1252), since their bytes 0x80–0x9F are almost always
    /// Windows' curly quotes and dashes rather than control characters.
    case windows1252 = "Windows-1252"
    /// IBM code page 437, the IBM PC's (`IBMPC`).
    case codePage437 = "IBM code page 437"
    /// Mac OS Roman (`MACINTOSH`).
    case macRoman = "Mac OS Roman"

    /// The character set a `HEAD.CHAR` value names, or nil when TreeBench does not know the name.
    ///
    /// Case, spaces, hyphens and underscores do not count (`utf8`, `UTF 8`, `IBM-PC`). The names:
    ///
    /// | set | names |
    /// |---|---|
    /// | UTF-8 | `UTF-8` |
    /// | UTF-16 | `UNICODE`, `UTF-16`, `UTF-16LE`, `UTF-16BE`, `UCS-2` |
    /// | ANSEL | `ANSEL` |
    /// | ASCII | `ASCII`, `US-ASCII` |
    /// | Windows-1252 | `ANSI`, `WINDOWS`, `IBM WINDOWS`, `WINDOWS-1252`, `CP1252`, `ISO-8859-1`, `LATIN1`, `ISO-LATIN-1` |
    /// | code page 437 | `IBMPC`, `IBM PC`, `IBM`, `CP437`, `IBM437`, `DOS`, `MS-DOS` |
    /// | Mac OS Roman | `MACINTOSH`, `MAC`, `MACROMAN`, `MAC OS ROMAN`, `X-MAC-ROMAN` |
    ///
    /// A declared UTF-16 is ``utf16LittleEndian``; which order the file uses is read from its bytes.
    ///
    /// - Parameter value: The `HEAD.CHAR` value as written.
    public init?(declared value: String) {
        let key = String(value.uppercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
        switch key {
        case "UTF8": self = .utf8
        case "UNICODE", "UTF16", "UTF16LE", "UTF16BE", "UCS2": self = .utf16LittleEndian
        case "ANSEL": self = .ansel
        case "ASCII", "USASCII": self = .ascii
        case "ANSI", "WINDOWS", "IBMWINDOWS", "WINDOWS1252", "CP1252", "WIN1252", "ISO88591", "ISO8859", "LATIN1",
            "ISOLATIN1":
            self = .windows1252
        case "IBMPC", "IBM", "CP437", "IBM437", "DOS", "MSDOS": self = .codePage437
        case "MACINTOSH", "MAC", "MACROMAN", "MACOSROMAN", "XMACROMAN": self = .macRoman
        default: return nil
        }
    }

    /// Whether the set is UTF-16, which needs its bytes transcoded before lines can be found.
    var isUTF16: Bool { self == .utf16LittleEndian || self == .utf16BigEndian }

    /// The Unicode scalar of a byte 0x80 or up in an 8-bit set, nil where the set assigns none.
    func scalar(ofHighByte byte: UInt8) -> Unicode.Scalar? {
        switch self {
        case .windows1252: EightBitTable.windows1252.scalar(byte)
        case .codePage437: EightBitTable.codePage437.scalar(byte)
        case .macRoman: EightBitTable.macRoman.scalar(byte)
        case .ansel: ANSELTable.spacing(byte)
        case .utf8, .utf16LittleEndian, .utf16BigEndian, .ascii: nil
        }
    }
}
