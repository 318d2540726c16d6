import FamilyTree

/// Why a layout JSON document (docs/ARCHITECTURE.md, "Layout JSON") could not be read back for a family.
///
/// Every case about a box names the box's id, or its position in `boxes` when the id itself is
/// missing, and ``description`` states the rule in words.
public enum LayoutJSONError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes are not the JSON expected at `line` and `column` (1-based; columns count Unicode
    /// scalars), which is byte `offset` (0-based). `reason` says what was expected and what was found.
    case malformed(line: Int, column: Int, offset: Int, reason: String)
    /// The document has no `boxes` array.
    case missingBoxes
    /// Box number `index` (0-based) lacks a field; `id` is nil when the id is what is missing.
    case missingField(field: String, id: String?, index: Int)
    /// A coordinate is not finite, or a size is negative or not finite.
    case invalidValue(field: String, id: String, value: Double)
    /// A box names a person who is not in the family.
    case unknownID(id: String)
    /// Two boxes name the same person.
    case duplicateID(id: String)
    /// A person of the family has no box; `missingCount` people lack one in all.
    case missingID(id: String, missingCount: Int)

    /// The id the problem is about, if any.
    public var recordID: String? {
        switch self {
        case .malformed, .missingBoxes: nil
        case .missingField(_, let id, _): id
        case .invalidValue(_, let id, _), .unknownID(let id), .duplicateID(let id), .missingID(let id, _): id
        }
    }

    /// The problem in words, with the id and the rule.
    public var description: String {
        switch self {
        case .malformed(let line, let column, let offset, let reason):
            "malformed layout JSON at line \(line), column \(column) (byte \(offset)): \(reason)"
        case .missingBoxes:
            "layout JSON has no \"boxes\" array"
        case .missingField(let field, let id?, let index):
            "box \(index) (id \(messageQuoted(id))) has no \"\(field)\""
        case .missingField(let field, nil, let index):
            "box \(index) has no \"\(field)\""
        case .invalidValue(let field, let id, let value):
            "box \(messageQuoted(id)): \"\(field)\" is \(value); coordinates must be finite and sizes finite and at least 0"
        case .unknownID(let id):
            "box \(messageQuoted(id)) names nobody in the family"
        case .duplicateID(let id):
            "two boxes name \(messageQuoted(id)); every person must have exactly one box"
        case .missingID(let id, let count):
            count == 1
                ? "\(messageQuoted(id)) has no box; every person must have exactly one box"
                : "\(messageQuoted(id)) and \(count - 1) more people have no box; every person must have exactly one box"
        }
    }
}
