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
