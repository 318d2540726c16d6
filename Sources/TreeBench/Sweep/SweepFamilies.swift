import FamilyTree

/// Makes the family of a sweep case.
///
/// The seam between the harness and the family generator: the sweep and its workers call only
/// ``family(for:)``, so both sides generate the same family from the same parameters.
enum SweepFamilies {
    /// The family of `sweepCase`: exactly `members` people in exactly `generations` generations.
    ///
    /// - Throws: ``SweepError/family(caseID:reason:)`` when the generator cannot make it.
    /// - Complexity: O(members).
    static func family(for sweepCase: SweepCase) throws(SweepError) -> Family {
        // Interim generator until FamilyGenerator lands on main: a root couple, then every person of
        // each generation a child of a random person of the one above.
        var random = SplitMix(seed: sweepCase.seed)
        let rowCount = sweepCase.generations
        let total = sweepCase.members
        guard rowCount >= 1, total >= rowCount + 1 else {
            throw .family(caseID: sweepCase.id, reason: "needs at least generations + 1 people")
        }
        var rowSizes = [2] + [Int](repeating: 1, count: rowCount - 1)
        for _ in 0..<(total - rowSizes.reduce(0, +)) {
            rowSizes[rowCount == 1 ? 0 : 1 + Int(random.next() % UInt64(rowCount - 1))] += 1
        }
        var generations: [[Person]] = []
        for (row, size) in rowSizes.enumerated() {
            var people = (0..<size).map { Person(id: "p\(row)-\($0)", name: "P \(row).\($0)") }
            if row == 0 {
                for index in 0..<size where index % 2 == 0 && index + 1 < size {
                    people[index].coupleID = people[index + 1].id
                    people[index + 1].coupleID = people[index].id
                }
            }
            generations.append(people)
        }
        for row in 1..<max(rowCount, 1) {
            let parents = generations[row - 1].count
            var assignment = (0..<generations[row].count).map { _ in Int(random.next() % UInt64(parents)) }
            assignment.sort()
            for (childIndex, parentIndex) in assignment.enumerated() {
                // The first of a couple lists the children; its spouse lists none.
                let parent = row == 1 && parentIndex % 2 == 1 ? parentIndex - 1 : parentIndex
                generations[row - 1][parent].childrenIDs.append(generations[row][childIndex].id)
            }
        }
        do {
            return try Family(validating: FamilyDocument(generations: generations))
        } catch {
            throw .family(caseID: sweepCase.id, reason: error.description)
        }
    }
}

/// A small seeded generator (SplitMix64), so a case's family is the same in every process.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
