/// A tree file that cannot be read, naming the node and the rule.
public enum TreeFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not JSON: `reason` gives the line and column, what was expected and what was found.
    case malformed(reason: String)
    /// A node that breaks a rule: its number in reading order (root 0) and the line the reader
    /// was on when it found the problem.
    case badNode(position: Int, line: Int, rule: String)

    /// The problem as a sentence, naming the node by its reading-order number.
    public var description: String {
        switch self {
        case .malformed(let reason): "not a tree file: \(reason)"
        case .badNode(let position, let line, let rule):
            "line \(line): node #\(position) (counted as read, root = 0): \(rule)"
        }
    }
}
