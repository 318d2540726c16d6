/// A problem with a ``Visibility``: a collapsed id nobody has, or a generation limit below 1.
public enum VisibilityError: Error, Equatable, CustomStringConvertible {
    /// A collapsed id that names nobody in the family.
    case unknownPerson(id: String)
    /// A generation limit below 1.
    case generationLimitBelowOne(Int)
    /// The visible people do not make a valid family: a TreeBench defect, reported rather than
    /// trapped on.
    case prunedFamilyInvalid(reason: String)

    /// A sentence a user can act on.
    public var description: String {
        switch self {
        case .unknownPerson(let id): "cannot collapse \"\(id)\": no person has that id"
        case .generationLimitBelowOne(let limit): "the generation limit must be at least 1, not \(limit)"
        case .prunedFamilyInvalid(let reason):
            "the visible people do not make a valid family (a TreeBench defect; please report it with the file): "
                + reason
        }
    }
}
