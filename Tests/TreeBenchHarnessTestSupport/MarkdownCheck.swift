/// A check of Markdown that reports write, for the tests and the results fuzz target: does text
/// from a file reach the page as markup?
package enum MarkdownCheck {
    /// Whether `line` has a `<` or `&` (which could open HTML or an entity) outside a code span
    /// (a run of backticks to the next run of as many, CommonMark 0.31) and not backslash-escaped.
    package static func hasRawMarkup(_ line: Substring) -> Bool {
        let characters = Array(line)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\" {
                index += 2
            } else if character == "`" {
                var run = 0
                while index + run < characters.count, characters[index + run] == "`" { run += 1 }
                var end = index + run
                var closed = false
                while end < characters.count {
                    var other = 0
                    while end + other < characters.count, characters[end + other] == "`" { other += 1 }
                    if other == run {
                        closed = true
                        break
                    }
                    end += max(other, 1)
                }
                index = closed ? end + run : index + run
            } else if character == "<" || character == "&" {
                return true
            } else {
                index += 1
            }
        }
        return false
    }
}
