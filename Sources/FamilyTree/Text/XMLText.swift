/// Escaping of text for XML character data and attribute values: the one escaper every SVG,
/// HTML page, chart and Gramps XML file TreeBench writes goes through.
///
/// - `&`, `<`, `>`, `"` and `'` become entities, so no input can end an element or an
///   attribute value, or open a new one.
/// - Tab, line feed and carriage return become character references (`&#9;`, `&#10;`,
///   `&#13;`): a parser would otherwise turn a carriage return into a line feed everywhere, and
///   all three into spaces inside attribute values (XML 1.0 §2.11 and §3.3.3).
/// - Characters XML 1.0 forbids even as references (the other C0 controls, U+FFFE, U+FFFF;
///   §2.2) become U+FFFD, the replacement character, so the document stays well-formed.
public enum XMLText {
    /// `text` escaped for XML character data and attribute values.
    ///
    /// - Complexity: O(length of `text`).
    public static func escaped(_ text: some StringProtocol) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        appendEscaped(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text`, escaped, to a UTF-8 buffer.
    ///
    /// - Complexity: O(length of `text`); no allocation beyond the buffer's growth.
    public static func appendEscaped(_ text: some StringProtocol, to bytes: inout [UInt8]) {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: append("&amp;", to: &bytes)
            case 0x3C: append("&lt;", to: &bytes)
            case 0x3E: append("&gt;", to: &bytes)
            case 0x22: append("&quot;", to: &bytes)
            case 0x27: append("&#39;", to: &bytes)
            case 0x09: append("&#9;", to: &bytes)
            case 0x0A: append("&#10;", to: &bytes)
            case 0x0D: append("&#13;", to: &bytes)
            case 0x00..<0x20, 0xFFFE, 0xFFFF: append("\u{FFFD}", to: &bytes)
            case 0x20..<0x80: bytes.append(UInt8(scalar.value))
            default: bytes.append(contentsOf: String(Character(scalar)).utf8)
            }
        }
    }

    private static func append(_ literal: StaticString, to bytes: inout [UInt8]) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
}
