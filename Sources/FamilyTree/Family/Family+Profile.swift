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

extension Family {
    /// Measures the family's shape.
    ///
    /// - Complexity: O(n) for n units, with no recursion.
    public var profile: FamilyProfile {
        var chain = [Int32](repeating: 1, count: units.count)
        var treePeople = [Int](repeating: 0, count: units.count)
        var profile = FamilyProfile(
            widestGeneration: widestGeneration, longestSingleChildChain: units.isEmpty ? 0 : 1,
            largestTreePeople: 0, treeCount: roots.count, couplesAboveLastGeneration: 0, childlessCouples: 0,
            mostChildren: 0)
        let lastGeneration = Int32(generationCount - 1)
        // Parents come before children in ``units``, so chains grow forwards…
        for (index, unit) in units.enumerated() {
            if unit.parent >= 0, units[Int(unit.parent)].childCount == 1 {
                chain[index] = chain[Int(unit.parent)] + 1
                profile.longestSingleChildChain = max(profile.longestSingleChildChain, Int(chain[index]))
            }
            profile.mostChildren = max(profile.mostChildren, Int(unit.childCount))
            if unit.isCouple, unit.generation < lastGeneration {
                profile.couplesAboveLastGeneration += 1
                if unit.childCount == 0 { profile.childlessCouples += 1 }
            }
        }
        // …and tree sizes add up backwards.
        for index in units.indices.reversed() {
            let unit = units[index]
            treePeople[index] += unit.isCouple ? 2 : 1
            if unit.parent >= 0 { treePeople[Int(unit.parent)] += treePeople[index] }
        }
        profile.largestTreePeople = roots.map { treePeople[$0] }.max() ?? 0
        return profile
    }
}
