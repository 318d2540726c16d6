/// Quoting for DOT text, exact for Graphviz 2.4x.
///
/// DOT's lexer treats only `\"` specially inside a quoted string (and keeps `\\` as two
/// characters), while labels go through two more layers: Graphviz's escapes (`\N`, `\G`, `\l`,
/// `\n`, `\\`) and HTML entities (`&amp;`). IDs and labels are therefore quoted differently.
///
/// Graphviz 2.43's lexer refuses a quoted string of 16,384 bytes or more ("longer than 16384?"),
/// so a longer ID or label is written as DOT's string concatenation, `"…" + "…"`, in pieces of
/// at most ``chunkBytes`` bytes, each cut between two characters and never after an escaping
/// backslash, which the parser joins back into the one string.
package enum DOTText {
    /// The most bytes inside one pair of quotes: well under the lexer's 16,383.
    package static let chunkBytes = 8_192

    /// `id` as a quoted DOT ID that Graphviz reads back as exactly `id`.
    ///
    /// - Returns: `nil` when no quoted string can hold the id (``problem(withID:)`` says why).
    static func quotedID(_ id: String) -> String? {
        guard problem(withID: id) == nil else { return nil }
        var result = ""
        for character in id {
            if character == "\"" { result += "\\\"" } else { result.append(character) }
        }
        return quoted(result)
    }

    /// Why Graphviz 2.43 cannot read `id` back from a quoted DOT ID, or nil when it can:
    ///
    /// - an odd run of backslashes right before a `"`, a line feed or the end: the lexer reads
    ///   `\"` as an escaped quote and a backslash before a line feed as a line continuation;
    /// - a line feed with nothing but a `"`, a backslash or an end of the id on either side: the
    ///   lexer drops a line feed that is a whole run of its own between those;
    /// - a leading `%`: cgraph keeps names starting with `%` for anonymous objects, so the node
    ///   would lose its name.
    ///
    /// - Complexity: O(the id's UTF-8 length).
    package static func problem(withID id: String) -> String? {
        if id.hasPrefix("%") { return "it starts with %, which Graphviz keeps for its own anonymous names" }
        let bytes = Array(id.utf8)
        var backslashes = 0
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\\") {
                backslashes += 1
                continue
            }
            if backslashes % 2 == 1, byte == UInt8(ascii: "\"") || byte == 0x0A {
                return "it puts before a quote or line feed an odd number of backslashes, which DOT reads as an escape"
            }
            backslashes = 0
            if byte == 0x0A && isRunBoundary(bytes, index - 1) && isRunBoundary(bytes, index + 1) {
                return "it holds a line feed with only a quote, a backslash or an end of the id beside it, "
                    + "which Graphviz's lexer drops"
            }
        }
        if backslashes % 2 == 1 {
            return "it ends in an odd number of backslashes, which DOT reads as an escape"
        }
        return nil
    }

    /// Whether position `index` of a quoted string's bytes ends a run of Graphviz's lexer: it is
    /// outside the bytes, a `"` or a backslash.
    private static func isRunBoundary(_ bytes: [UInt8], _ index: Int) -> Bool {
        index < 0 || index >= bytes.count || bytes[index] == UInt8(ascii: "\"")
            || bytes[index] == UInt8(ascii: "\\")
    }

    /// `text` as a quoted label value that Graphviz draws literally: `\` and `"` escaped, `&`
    /// written as `&amp;` (Graphviz decodes entities in labels), every line break (LF, CR LF,
    /// CR, and Unicode line separators) as `\n`, a centred line break.
    package static func quotedLabel(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "&": result += "&amp;"
            default:
                if character.isNewline { result += "\\n" } else { result.append(character) }
            }
        }
        return quoted(result)
    }

    /// `body` (already escaped) in quotes, as one string or, beyond ``chunkBytes`` bytes, as a
    /// concatenation of pieces cut between characters, after an even run of backslashes and
    /// never beside a line feed that would become a lexer run of its own.
    ///
    /// - Complexity: O(body's bytes).
    package static func quoted(_ body: String) -> String {
        let bytes = Array(body.utf8)
        guard bytes.count > chunkBytes else { return "\"" + body + "\"" }
        var pieces: [String] = []
        var start = 0
        while start < bytes.count {
            var end = min(start + chunkBytes, bytes.count)
            if end < bytes.count {
                while end > start + 1, !canCut(bytes, at: end, pieceStart: start) { end -= 1 }
            }
            pieces.append("\"" + String(decoding: bytes[start..<end], as: UTF8.self) + "\"")
            start = end
        }
        return pieces.joined(separator: " + ")
    }

    /// Whether a piece of `bytes` starting at `pieceStart` may end before `end`: at a
    /// character's first byte, after an even run of backslashes, and leaving no line feed as a
    /// run of its own at either side of the cut (Graphviz's lexer would drop it).
    private static func canCut(_ bytes: [UInt8], at end: Int, pieceStart: Int) -> Bool {
        guard bytes[end] & 0xC0 != 0x80 else { return false }
        var backslashes = 0
        while end - backslashes - 1 >= pieceStart, bytes[end - backslashes - 1] == UInt8(ascii: "\\") {
            backslashes += 1
        }
        guard backslashes % 2 == 0 else { return false }
        let loneBefore = bytes[end - 1] == 0x0A && (end - 1 == pieceStart || isRunBoundary(bytes, end - 2))
        let loneAfter = bytes[end] == 0x0A && isRunBoundary(bytes, end + 1)
        return !loneBefore && !loneAfter
    }

    /// An attribute list `[name="value", …]`; `label` and `tooltip` values quoted as labels, others as IDs.
    static func attributeList(_ attributes: [DotGraphPlan.Attribute]) -> String {
        "[" + attributes.map { "\($0.name)=\(quotedValue($0))" }.joined(separator: ", ") + "]"
    }

    /// An attribute's value quoted: `label` and `tooltip` (both escape strings that Graphviz
    /// decodes, so a name in them must be escaped) as labels, anything else as an ID (TreeBench's
    /// own values always fit one; the label form is the fallback that still parses).
    static func quotedValue(_ attribute: DotGraphPlan.Attribute) -> String {
        attribute.name == "label" || attribute.name == "tooltip"
            ? quotedLabel(attribute.value) : (quotedID(attribute.value) ?? quotedLabel(attribute.value))
    }
}
