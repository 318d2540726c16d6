extension Family {
    /// A family whose links a TreeBench module has already resolved into the breadth-first unit
    /// storage (the genealogy chart derivation does, as it builds the units in this order), so no
    /// id is looked up again.
    ///
    /// Debug builds run the same deep consistency checks as ``init(validating:)``; the caller
    /// promises the rules of the format, which ``init(validating:)`` of the same people would confirm
    /// (the genealogy tests compare both on every chart they make).
    ///
    /// - Parameters:
    ///   - people: Every person, generation by generation.
    ///   - generationPeople: For each generation, the range of `people` that holds it.
    ///   - units: Every unit, breadth-first (see ``FamilyUnit``).
    ///   - generationUnits: For each generation, the range of `units` that holds it.
    ///   - unitOfPerson: For each person, the index of their unit.
    /// - Complexity: O(1), plus O(n) checks in debug builds.
    package init(
        linkedPeople people: [Person], generationPeople: [Range<Int>], units: [FamilyUnit],
        generationUnits: [Range<Int>], unitOfPerson: [Int32]
    ) {
        self.init(
            people: people, generationPeople: generationPeople, units: units, generationUnits: generationUnits,
            unitOfPerson: unitOfPerson)
        #if TREELAYOUT_INTERNAL_CHECKS
            checkInternalConsistency()
        #endif
    }
}
