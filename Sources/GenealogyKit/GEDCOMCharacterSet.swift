/// The character sets a GEDCOM file may be written in, and how TreeBench tells which one a file uses.
///
/// A byte-order mark decides first (UTF-8, UTF-16 little or big endian); UTF-16 without one is
/// recognised by its zero bytes around the first `0`. Otherwise the file's `HEAD.CHAR` line
/// decides (GEDCOM 7.0 files are always UTF-8). A file that declares nothing must be UTF-8: GEDCOM
/// 5.5.1 makes ANSEL the default, but undeclared bytes that are not UTF-8 are far more often a
/// mislabelled export than ANSEL, so they are refused with their line rather than guessed.
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
    /// Windows code page 1252, which GEDCOM files call `ANSI`.
    case windows1252 = "ANSI"

    /// The character set a `HEAD.CHAR` value names, or nil when TreeBench does not read it.
    init?(declared value: String) {
        switch value.uppercased().filter({ $0 != " " }) {
        case "UTF-8", "UTF8": self = .utf8
        case "UNICODE", "UTF-16", "UTF16": self = .utf16LittleEndian
        case "ANSEL": self = .ansel
        case "ASCII", "US-ASCII": self = .ascii
        case "ANSI", "WINDOWS-1252", "CP1252", "ISO-8859-1", "ISO8859-1", "LATIN1": self = .windows1252
        default: return nil
        }
    }
}
