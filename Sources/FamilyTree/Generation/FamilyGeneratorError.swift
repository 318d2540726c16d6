/// Why ``FamilyGenerator`` cannot make the family asked for.
public enum FamilyGeneratorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Fewer than one generation was asked for.
    case noGenerations(generations: Int)
    /// Fewer members than generations: every generation needs at least one person.
    case tooFewMembers(generations: Int, members: Int)
    /// More members than the generator makes (``FamilyGenerator/maximumMembers``).
    case tooManyMembers(members: Int, limit: Int)
    /// A shape knob outside its range.
    case knobOutOfRange(knob: String, value: Double, range: String)

    /// The problem as a sentence the user can act on.
    public var description: String {
        switch self {
        case .noGenerations(let generations):
            "a family needs at least 1 generation, but \(generations) were asked for"
        case .tooFewMembers(let generations, let members):
            "\(members) member\(members == 1 ? "" : "s") cannot fill \(generations) generations: every generation needs at least one person, so ask for at least \(generations) members or at most \(max(members, 0)) generations"
        case .tooManyMembers(let members, let limit):
            "\(members) members is more than the generator makes (at most \(limit)); ask for fewer"
        case .knobOutOfRange(let knob, let value, let range):
            "\(knob) \(value) is outside its range \(range)"
        }
    }
}
