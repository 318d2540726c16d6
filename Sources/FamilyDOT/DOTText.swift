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
    /// - Returns: `nil` when no quoted string can hold the id: an odd run of backslashes right
    ///   before a `"`, a line break or the end (DOT's lexer would read it as an escape).
    static func quotedID(_ id: String) -> String? {
        var result = ""
        var backslashes = 0
        for character in id {
            if character == "\\" {
                backslashes += 1
                result.append(character)
                continue
            }
            if backslashes % 2 == 1, character == "\"" || character.isNewline { return nil }
            backslashes = 0
            if character == "\"" { result += "\\\"" } else { result.append(character) }
        }
        if backslashes % 2 == 1 { return nil }
        return quoted(result)
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
    /// concatenation of pieces cut between characters and after an even run of backslashes.
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
                // Back off to a character's first byte, then off any odd run of backslashes.
                while end > start + 1, bytes[end] & 0xC0 == 0x80 { end -= 1 }
                var backslashes = 0
                while end - backslashes - 1 >= start, bytes[end - backslashes - 1] == UInt8(ascii: "\\") {
                    backslashes += 1
                }
                if backslashes % 2 == 1 { end -= 1 }
            }
            pieces.append("\"" + String(decoding: bytes[start..<end], as: UTF8.self) + "\"")
            start = end
        }
        return pieces.joined(separator: " + ")
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
