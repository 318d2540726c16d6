/// One way the sections of an ancestor chart or an hourglass do not fit together.
///
/// A section that breaks a rule of Family JSON v1 on its own is ``invalidSection(side:failure:)``;
/// the other cases are the rules of the chart kinds (docs/FAMILY-JSON.md, "Ancestor charts and
/// hourglasses").
public enum FamilyChartError: Error, Sendable, CustomStringConvertible {
    /// A section breaks a rule of Family JSON v1.
    case invalidSection(side: ChartSide, failure: FamilyValidationFailure)
    /// The ancestor section's generation 0 holds `count` people, not the one person it is drawn for.
    case ancestorRoot(count: Int)
    /// A person of the ancestor section names a spouse: there, a person's two parents are two
    /// units side by side, each with their own parents.
    case coupleAmongAncestors(id: String, generation: Int)
    /// A person of the ancestor section lists more than two parents.
    case tooManyParents(id: String, generation: Int, count: Int)
    /// The hourglass's two sections start from different people (`reason` says how they differ).
    case rootMismatch(ancestorRoot: String, descendantRoot: String, reason: String)
    /// An id stands in both sections of an hourglass (only the root may).
    case idInBothSections(id: String)
    /// A repeat appearance names a home in the other section that is not the same person's home.
    case badSameAs(id: String, sameAs: String, reason: String)

    /// The problem in words, with the ids it concerns and the rule.
    public var description: String {
        switch self {
        case .invalidSection(let side, let failure):
            "the \(side.rawValue) section breaks Family JSON v1:\n\(failure.description)"
        case .ancestorRoot(let count):
            "the ancestor section's generation 0 holds \(count) people — it holds exactly the person the chart is drawn for"
        case .coupleAmongAncestors(let id, let generation):
            "person \(messageQuoted(id)) (ancestor generation \(generation)): names a spouse — in an ancestor chart a person's parents are two units side by side, each with their own parents, so nobody there is a couple"
        case .tooManyParents(let id, let generation, let count):
            "person \(messageQuoted(id)) (ancestor generation \(generation)): lists \(count) parents — a person has at most two, father then mother"
        case .rootMismatch(let ancestorRoot, let descendantRoot, let reason):
            "the ancestor section starts from \(messageQuoted(ancestorRoot)) and the descendant section from \(messageQuoted(descendantRoot)), \(reason) — an hourglass's two halves share the box of one person"
        case .idInBothSections(let id):
            "id \(messageQuoted(id)) stands in both sections — only the root person's box is shared; a person drawn in both halves has a repeat appearance in one"
        case .badSameAs(let id, let sameAs, let reason):
            "person \(messageQuoted(id)): sameAs \(messageQuoted(sameAs)) \(reason) — a repeat appearance names the home box of the same person"
        }
    }
}
