/// One unit of a family (a ``FamilyUnit``) as a tree node, its people read out: a single person,
/// or a couple, with the unit's place; what ``Family/trees()`` hands any ``Tree`` consumer.
public struct UnitNode: Hashable, Sendable {
    /// The unit's index in ``Family/units``.
    public let unit: Int
    /// The generation (row) of the unit, 0 for roots.
    public let generation: Int
    /// The blood relative (drawn left).
    public let blood: Person
    /// The spouse (drawn right), if the unit is a couple.
    public let spouse: Person?

    /// Creates a unit's node from its parts.
    public init(unit: Int, generation: Int, blood: Person, spouse: Person?) {
        self.unit = unit
        self.generation = generation
        self.blood = blood
        self.spouse = spouse
    }

    /// The one or two people of the unit, left to right.
    public var people: [Person] { spouse.map { [blood, $0] } ?? [blood] }
}
