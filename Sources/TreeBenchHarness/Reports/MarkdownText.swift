/// Text from a results file made safe to show in Markdown where it is read: a GitHub job
/// summary or a pull-request comment (GitHub-flavoured Markdown, which passes raw HTML through).
///
/// A file name, an engine's error or a machine's description is data, not Markdown: it must not
/// open an HTML tag (`<img src=…>`), start a heading, a list or a quote, break the line or the
/// table it sits in, or become a link or emphasis.
package enum MarkdownText {
    /// `text` as inline Markdown that renders as exactly its characters (CommonMark 0.31, "Backslash
    /// escapes"): every ASCII punctuation character backslash-escaped, so no `<` opens HTML, no `&`
    /// starts an entity, no `#`, `>`, `-` or `1.` starts a block and no `|` ends a table cell;
    /// every line break and other control character (C0, DEL, C1, U+2028, U+2029) a space, so the
    /// text stays on its line.
    ///
    /// - Complexity: O(the text's length).
    package static func inline(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.isLineBreakOrControl {
                result.append(" ")
            } else {
                if asciiPunctuation.contains(scalar) { result.append("\\") }
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// `text` as a code span (monospaced, nothing inside interpreted, HTML included): fenced by
    /// one backtick more than the longest run of backticks in it, padded with a space where it
    /// starts or ends with a backtick, its line breaks and control characters spaces. Not for
    /// table cells, where GitHub splits at a `|` even inside a code span: use ``inline(_:)``.
    ///
    /// - Complexity: O(the text's length).
    package static func code(_ text: String) -> String {
        var body = String.UnicodeScalarView()
        var run = 0
        var longest = 0
        for scalar in text.unicodeScalars {
            run = scalar == "`" ? run + 1 : 0
            longest = max(longest, run)
            body.append(scalar.isLineBreakOrControl ? " " : scalar)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let content = String(body)
        let padding = content.hasPrefix("`") || content.hasSuffix("`") ? " " : ""
        return fence + padding + content + padding + fence
    }

    /// CommonMark's ASCII punctuation: every character a backslash may escape.
    private static let asciiPunctuation = Set(##"!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"##.unicodeScalars)
}
