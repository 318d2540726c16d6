import FamilyDOT
import Testing

/// What a label and a tooltip hold for every kind of scalar the escaping replaces, next to the
/// scalars it keeps (ASCII, accented and wide letters, an emoji sequence, a combining mark), each
/// run of kept scalars copied whole: the bytes Graphviz reads are pinned (compared as bytes, not
/// as canonically equivalent strings), so a faster escaping cannot change them.
@Suite("DOT escaping: every replaced scalar, and the runs kept between them")
struct DOTTextEscapingTests {
    /// Each escaped scalar between kept ones: backslash, quote, ampersand, CR LF, CR, LF, VT, FF,
    /// NEL, the line and paragraph separators, tab, controls, and noncharacters of the BMP, of
    /// U+FDD0–U+FDEF and of the last plane.
    static let text = [
        "a\\b\"c&d\r\ne\rf\ng\u{0B}h\u{0C}i\u{85}j\u{2028}k\u{2029}l\tm\u{07}n\u{01}o\u{1F}p\(noncharacter(0xFFFE))q\(noncharacter(0xFDD0))r",
        "\(noncharacter(0x10FFFF))s é 小 👨‍👩‍👧 e\u{301}\r",
    ].joined()

    /// The noncharacter of value `value` (a string literal cannot hold one).
    static func noncharacter(_ value: UInt32) -> String { String(Character(Unicode.Scalar(value)!)) }

    /// ``text`` as a label, with `BACKSLASH` for the escaped backslash.
    static let escaped = [
        "aBACKSLASHb\\\"c&amp;d\\ne\\nf\\ng\\nh\\ni\\nj\\nk\\nl\tm\u{2407}n\u{2401}o\u{241F}p\u{FFFD}q\u{FFFD}r",
        "\u{FFFD}s é 小 👨‍👩‍👧 e\u{301}\\n",
    ].joined()

    @Test("a label: backslashes doubled, quotes escaped, & as &amp;, breaks as \\n, controls as pictures")
    func label() {
        let expected = Self.escaped.replacing("BACKSLASH", with: #"\\"#)
        #expect(Array(DOTText.escapedLabel(Self.text).utf8) == Array(expected.utf8))
    }

    @Test("a tooltip: as a label, but a backslash is four")
    func tooltip() {
        let expected = Self.escaped.replacing("BACKSLASH", with: #"\\\\"#)
        #expect(Array(DOTText.escapedTooltip(Self.text).utf8) == Array(expected.utf8))
    }

    @Test("text with nothing to escape comes back as it is", arguments: ["", "Ann", "Zoë 小明 👨‍👩‍👧 e\u{301}"])
    func unchanged(text: String) {
        #expect(Array(DOTText.escapedLabel(text).utf8) == Array(text.utf8))
        #expect(Array(DOTText.escapedTooltip(text).utf8) == Array(text.utf8))
    }
}
