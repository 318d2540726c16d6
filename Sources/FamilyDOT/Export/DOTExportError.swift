import FamilyTree

/// Why a family cannot be written as DOT.
public enum DOTExportError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The person's id cannot be a DOT ID that Graphviz reads back and writes out intact: an odd
    /// run of backslashes before a quote, a line feed or the end; a line feed with only quotes,
    /// backslashes or the id's ends beside it; a leading `%`; or a control character other than
    /// tab, line feed and carriage return, which Graphviz writes raw into SVG and JSON (the
    /// description says which).
    case unrepresentableID(personID: String)
    /// The layout does not have one box per person of the family.
    case layoutMismatch(people: Int, boxes: Int)

    /// A sentence naming the record and the rule.
    public var description: String {
        switch self {
        case .unrepresentableID(let personID):
            "person \(messageQuoted(personID)): the id cannot be a DOT ID: "
                + (DOTText.problem(withID: personID) ?? "Graphviz cannot read it back")
        case .layoutMismatch(let people, let boxes):
            "the layout has \(boxes) boxes for a family of \(people) people"
        }
    }
}
