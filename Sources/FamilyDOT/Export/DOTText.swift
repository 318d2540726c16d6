/// Quoting for DOT text, exact for Graphviz 2.4x.
///
/// DOT's lexer treats only `\"` specially inside a quoted string (and keeps `\\` as two
/// characters), while labels go through two more layers: Graphviz's escapes (`\N`, `\G`, `\l`,
/// `\n`, `\\`) and HTML entities (`&amp;`), and tooltips through the escapes twice. IDs, labels
/// and tooltips are therefore quoted differently. Every function here works on bytes or
/// scalars, never characters, so its time is linear in the text's length whatever the text.
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
    /// - Complexity: O(the id's UTF-8 length): bytes, never characters, so no run of combining
    ///   marks makes it slower.
    static func quotedID(_ id: String) -> String? {
        guard problem(withID: id) == nil else { return nil }
        var result = [UInt8]()
        result.reserveCapacity(id.utf8.count + 2)
        for byte in id.utf8 {
            if byte == UInt8(ascii: "\"") { result.append(UInt8(ascii: "\\")) }
            result.append(byte)
        }
        countWork(id.utf8.count)
        return quoted(String(decoding: result, as: UTF8.self))
    }

    /// Why Graphviz 2.43 cannot read `id` back from a quoted DOT ID, or nil when it can:
    ///
    /// - an odd run of backslashes right before a `"`, a line feed or the end: the lexer reads
    ///   `\"` as an escaped quote and a backslash before a line feed as a line continuation;
    /// - a line feed with nothing but a `"`, a backslash or an end of the id on either side: the
    ///   lexer drops a line feed that is a whole run of its own between those;
    /// - a leading `%`: cgraph keeps names starting with `%` for anonymous objects, so the node
    ///   would lose its name;
    /// - a control character other than tab, line feed and carriage return (U+0001–U+001F):
    ///   Graphviz writes node names unescaped into SVG and JSON, which cannot hold them;
    /// - a noncharacter (U+FFFE, U+FFFF, U+FDD0–U+FDEF and the last two of every plane): XML
    ///   cannot hold U+FFFE and U+FFFF, and none is text to interchange.
    ///
    /// - Complexity: O(the id's UTF-8 length).
    package static func problem(withID id: String) -> String? {
        if id.hasPrefix("%") { return "it starts with %, which Graphviz keeps for its own anonymous names" }
        countWork(id.utf8.count)
        if let scalar = id.unicodeScalars.first(where: isNoncharacter) {
            return "it holds the noncharacter U+\(String(format: "%04X", scalar.value)), which Graphviz writes "
                + "unescaped into SVG, so it would not parse"
        }
        let bytes = Array(id.utf8)
        var backslashes = 0
        countWork(bytes.count)
        for (index, byte) in bytes.enumerated() {
            if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
                return "it holds the control character U+\(String(format: "%04X", byte)), which Graphviz writes "
                    + "unescaped into SVG and JSON, so neither would parse"
            }
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

    /// Whether `scalar` is one of Unicode's 66 noncharacters: U+FDD0–U+FDEF, and U+FFFE and
    /// U+FFFF in every plane.
    package static func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
        isNoncharacter(value: scalar.value)
    }

    /// Whether the scalar of value `value` is a noncharacter (``isNoncharacter(_:)``).
    private static func isNoncharacter(value: UInt32) -> Bool {
        (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
    }

    /// Whether position `index` of a quoted string's bytes ends a run of Graphviz's lexer: it is
    /// outside the bytes, a `"` or a backslash.
    private static func isRunBoundary(_ bytes: [UInt8], _ index: Int) -> Bool {
        index < 0 || index >= bytes.count || bytes[index] == UInt8(ascii: "\"")
            || bytes[index] == UInt8(ascii: "\\")
    }

    /// `text` as a quoted label value that Graphviz draws literally (``escapedLabel(_:)`` in quotes).
    ///
    /// - Complexity: O(the text's UTF-8 length).
    package static func quotedLabel(_ text: String) -> String {
        quoted(escapedLabel(text))
    }

    /// `text` as a quoted tooltip value that Graphviz shows literally (``escapedTooltip(_:)`` in quotes).
    ///
    /// - Complexity: O(the text's UTF-8 length).
    package static func quotedTooltip(_ text: String) -> String {
        quoted(escapedTooltip(text))
    }

    /// `text` escaped for a label, without the quotes (as cgraph's API takes it too): `\` and
    /// `"` escaped, `&` written as `&amp;` (Graphviz decodes entities in labels), every line
    /// break (LF, CR LF, CR, VT, FF, NEL and Unicode's line and paragraph separators) as `\n`, a
    /// centred line break, every other control character but tab (U+0001–U+001F, which SVG
    /// and JSON cannot hold) as its Unicode control picture (U+2401–U+241F: U+0007 as `␇`), and
    /// every noncharacter (U+FFFE and U+FFFF, which XML cannot hold, U+FDD0–U+FDEF and the last
    /// two of every plane) as U+FFFD, the replacement character, so Graphviz's SVG of it is XML.
    ///
    /// - Complexity: O(the text's UTF-8 length), in one pass over its scalars, never its
    ///   characters: a name of one letter and 500,000 combining marks is one character, which
    ///   comparing would normalise.
    package static func escapedLabel(_ text: String) -> String {
        escaped(text, backslash: "\\\\")
    }

    /// `text` escaped for a tooltip, without the quotes: as ``escapedLabel(_:)``, except that a
    /// backslash is four. Graphviz decodes a tooltip's escapes twice (measured with 2.43 and
    /// 16.1: `\\N` becomes `\N` and then the node's name, `\\G` the graph's; an entity `&#92;`
    /// becomes `\` before the second pass), so only `\\\\` comes out as one backslash.
    ///
    /// - Complexity: O(the text's UTF-8 length).
    package static func escapedTooltip(_ text: String) -> String {
        escaped(text, backslash: #"\\\\"#)
    }

    /// The one pass behind ``escapedLabel(_:)`` and ``escapedTooltip(_:)``: over the text's
    /// UTF-8 bytes, a scalar at a time, each run of scalars kept as they are copied whole into a
    /// byte buffer (appending each scalar to a `String` took a tenth of the DOT round trip's
    /// executions on long names).
    private static func escaped(_ text: String, backslash: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 16)
            var afterCarriageReturn = false
            var index = 0
            var kept = 0  // where the run of scalars copied as they are starts
            var steps = 0
            defer { countWork(steps) }
            func replace(length: Int, by replacement: some Collection<UInt8>) {
                result.append(contentsOf: bytes[kept..<index])
                result.append(contentsOf: replacement)
                kept = index + length
            }
            while index < bytes.count {
                let (scalar, length) = scalarAndLength(in: bytes, at: index)
                steps += 1
                defer {
                    afterCarriageReturn = scalar == 0x0D
                    index += length
                }
                switch scalar {
                case 0x5C: replace(length: length, by: backslash.utf8)
                case 0x22: replace(length: length, by: "\\\"".utf8)
                case 0x26: replace(length: length, by: "&amp;".utf8)
                case 0x0A where afterCarriageReturn: replace(length: length, by: EmptyCollection())  // CR LF: one break
                case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: replace(length: length, by: "\\n".utf8)
                case 0x09: continue
                case 0x00...0x1F: replace(length: length, by: [0xE2, 0x90, 0x80 | UInt8(scalar)])  // U+2400 + scalar
                case _ where isNoncharacter(value: scalar): replace(length: length, by: [0xEF, 0xBF, 0xBD])  // U+FFFD
                default: continue
                }
            }
            result.append(contentsOf: bytes[kept..<bytes.count])
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// The scalar value whose UTF-8 encoding starts at `index` of well-formed `bytes` (a
    /// `String`'s), and its length in bytes.
    @inline(__always)
    private static func scalarAndLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
        let lead = UInt32(bytes[index])
        if lead < 0x80 { return (lead, 1) }
        func continuation(_ offset: Int) -> UInt32 { UInt32(bytes[index + offset]) & 0x3F }
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | continuation(1), 2) }
        if lead < 0xF0 { return ((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3) }
        return ((lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4)
    }

    /// `body` (already escaped) in quotes, as one string or, beyond ``chunkBytes`` bytes, as a
    /// concatenation of pieces cut between characters, after an even run of backslashes and
    /// never beside a line feed that would become a lexer run of its own.
    ///
    /// - Complexity: O(body's bytes).
    package static func quoted(_ body: String) -> String {
        let bytes = Array(body.utf8)
        countWork(bytes.count)
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
        guard bytes[end] & 0xC0 != 0x80 else {
            countWork(1)
            return false
        }
        var backslashes = 0
        while end - backslashes - 1 >= pieceStart, bytes[end - backslashes - 1] == UInt8(ascii: "\\") {
            backslashes += 1
        }
        countWork(1 + backslashes)
        guard backslashes % 2 == 0 else { return false }
        let loneBefore = bytes[end - 1] == 0x0A && (end - 1 == pieceStart || isRunBoundary(bytes, end - 2))
        let loneAfter = bytes[end] == 0x0A && isRunBoundary(bytes, end + 1)
        return !loneBefore && !loneAfter
    }

    /// An attribute list `[name="value", …]`; `label` and `tooltip` values quoted as such, others as IDs.
    static func attributeList(_ attributes: [DotGraphPlan.Attribute]) -> String {
        "[" + attributes.map { "\($0.name)=\(quotedValue($0))" }.joined(separator: ", ") + "]"
    }

    /// An attribute's value quoted: `label` and `tooltip` (escape strings that Graphviz decodes,
    /// so a name in them must be escaped) as a label and a tooltip, anything else as an ID
    /// (TreeBench's own values always fit one; the label form is the fallback that still parses).
    static func quotedValue(_ attribute: DotGraphPlan.Attribute) -> String {
        switch attribute.name {
        case "label": quotedLabel(attribute.value)
        case "tooltip": quotedTooltip(attribute.value)
        default: quotedID(attribute.value) ?? quotedLabel(attribute.value)
        }
    }
}
