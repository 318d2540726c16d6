/// Measured properties of a family's shape: the things that make layouts hard.
///
/// Tests use them to check that ``FamilyGenerator``'s shapes really have their shape; reports can
/// show them beside layout figures.
public struct FamilyProfile: Hashable, Sendable {
    /// The most people in one generation.
    public var widestGeneration: Int
    /// The most units in a single-child chain: a run of units, each the only child of the one before.
    /// A lone unit is a chain of 1; a family where every unit has one child has chains of n.
    public var longestSingleChildChain: Int
    /// The most people in one tree (a root unit and everyone below it, spouses included).
    public var largestTreePeople: Int
    /// The number of trees (root units).
    public var treeCount: Int
    /// Couples above the last generation.
    public var couplesAboveLastGeneration: Int
    /// Couples above the last generation with no children.
    public var childlessCouples: Int
    /// The most children of one unit.
    public var mostChildren: Int
}
