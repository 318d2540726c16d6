/// One unit of a family as a tree node: a single person, or a couple, with the unit's place.
public struct Household: Hashable, Sendable {
    /// The unit's index in ``Family/units``.
    public let unit: Int
    /// The generation (row) of the unit, 0 for roots.
    public let generation: Int
    /// The blood relative (drawn left).
    public let blood: Person
    /// The spouse (drawn right), if the unit is a couple.
    public let spouse: Person?

    /// Creates a household from its parts.
    public init(unit: Int, generation: Int, blood: Person, spouse: Person?) {
        self.unit = unit
        self.generation = generation
        self.blood = blood
        self.spouse = spouse
    }

    /// The one or two people of the household, left to right.
    public var people: [Person] { spouse.map { [blood, $0] } ?? [blood] }
}

extension Family {
    /// The family as a forest: one tree of households per root, in generation-0 order, children in
    /// `childrenIDs` order — so any ``Tree`` consumer can draw a family.
    ///
    /// - Complexity: O(n) for n units, with no recursion (a 100,000-generation chain is fine).
    public func trees() -> [Tree<Household>] {
        roots.map { root in
            Tree(root: root) { Array(units[$0].children) }.map(household)
        }
    }

    /// The household of one unit.
    public func household(_ unit: Int) -> Household {
        let record = units[unit]
        return Household(
            unit: unit, generation: Int(record.generation), blood: people[Int(record.blood)],
            spouse: record.isCouple ? people[Int(record.spouse)] : nil)
    }
}
