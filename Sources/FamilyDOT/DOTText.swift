/// Quoting for DOT text, exact for Graphviz 2.4x.
///
/// DOT's lexer treats only `\"` specially inside a quoted string (and keeps `\\` as two
/// characters), while labels go through two more layers: Graphviz's escapes (`\N`, `\G`, `\l`,
/// `\n`, `\\`) and HTML entities (`&amp;`). IDs and labels are therefore quoted differently.
package enum DOTText {
    /// `id` as a quoted DOT ID that Graphviz reads back as exactly `id`.
    ///
    /// - Returns: `nil` when no quoted string can hold the id: an odd run of backslashes right
    ///   before a `"`, a line break or the end (DOT's lexer would read it as an escape).
    static func quotedID(_ id: String) -> String? {
        var result = "\""
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
        return result + "\""
    }

    /// `text` as a quoted label value that Graphviz draws literally: `\` and `"` escaped, `&`
    /// written as `&amp;` (Graphviz decodes entities in labels), every line break (LF, CR LF,
    /// CR, and Unicode line separators) as `\n`, a centred line break.
    package static func quotedLabel(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "&": result += "&amp;"
            default:
                if character.isNewline { result += "\\n" } else { result.append(character) }
            }
        }
        return result + "\""
    }

    /// An attribute list `[name="value", …]`; `label` values quoted as labels, others as IDs.
    static func attributeList(_ attributes: [DotGraphPlan.Attribute]) -> String {
        "[" + attributes.map { "\($0.name)=\(quotedValue($0))" }.joined(separator: ", ") + "]"
    }

    /// An attribute's value quoted: `label` as a label, anything else as an ID (TreeBench's own
    /// values always fit one; the label form is the fallback that still parses).
    static func quotedValue(_ attribute: DotGraphPlan.Attribute) -> String {
        attribute.name == "label"
            ? quotedLabel(attribute.value) : (quotedID(attribute.value) ?? quotedLabel(attribute.value))
    }
}
