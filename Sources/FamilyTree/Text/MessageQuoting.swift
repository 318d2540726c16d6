/// A name or id in double quotes for an error message, with `"`, backslash and control
/// characters escaped, so a hostile id cannot break the message apart or fake another line.
///
/// Used by every error that names a record, so all of them quote alike.
///
/// - Parameter text: The name or id, as read.
/// - Returns: `"text"`, with `"` as `\"`, `\` as `\\` and control characters as in ``messageEscaped(_:)``.
public func messageQuoted(_ text: String) -> String {
    "\"" + escapedForTerminal(text, quotes: true) + "\""
}

/// Text from an input file made safe to print on a terminal: line feed, carriage return and tab
/// as `\n`, `\r`, `\t`, and every other control character — C0 (among them ESC, which starts the
/// ANSI sequences that move the cursor, recolour or retitle a terminal), DEL and C1 (U+0080…U+009F,
/// among them the one-byte CSI U+009B) — as `\u{…}`. Everything else is kept as it is.
///
/// Used where input text is shown without quotes: `outline` lines, `check`'s offenders, and every
/// line `treebench` prints as an error.
///
/// - Parameter text: The text, as read.
/// - Returns: The text with its control characters escaped.
/// - Complexity: O(length of `text`); text without control characters is returned as it is.
public func messageEscaped(_ text: String) -> String {
    escapedForTerminal(text, quotes: false)
}

/// The escaping behind ``messageQuoted(_:)`` and ``messageEscaped(_:)``.
private func escapedForTerminal(_ text: String, quotes: Bool) -> String {
    func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
    let needsEscaping = text.unicodeScalars.contains { isControl($0) || (quotes && ($0 == "\"" || $0 == "\\")) }
    guard needsEscaping else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"" where quotes: result += "\\\""
        case "\\" where quotes: result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
            if isControl(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result
}

/// Names for an error message as a list bounded whatever their number: the first `shown`, each
/// through `quote` (``messageQuoted(_:)`` by default), then "and N more", so that a union of
/// 100,000 partners or a person with 100,000 parents makes a line, not a megabyte.
///
/// - Parameters:
///   - names: The names, in the order the message lists them.
///   - shown: How many are written out.
///   - quote: How each is written.
/// - Returns: `"a", "b", "c" and 99,997 more`.
/// - Complexity: O(the shown names' lengths).
public func messageList(
    _ names: [String], shown: Int = 10, quote: (String) -> String = messageQuoted
) -> String {
    let listed = names.prefix(shown).map(quote).joined(separator: ", ")
    return names.count > shown ? "\(listed) and \(names.count - shown) more" : listed
}
