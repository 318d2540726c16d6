import FamilyTree

/// Why a family cannot be written as DOT.
public enum DOTExportError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The person's id cannot be a DOT ID: DOT's lexer would read an odd run of backslashes
    /// before a quote, a line break or the end of the id as an escape.
    case unrepresentableID(personID: String)
    /// The layout does not have one box per person of the family.
    case layoutMismatch(people: Int, boxes: Int)

    /// A sentence naming the record and the rule.
    public var description: String {
        switch self {
        case .unrepresentableID(let personID):
            "person \(messageQuoted(personID)): the id ends in, or puts before a quote or line break, an odd number of backslashes, which DOT cannot quote"
        case .layoutMismatch(let people, let boxes):
            "the layout has \(boxes) boxes for a family of \(people) people"
        }
    }
}
