/// The size of one generation in a generated family.
struct GeneratedRow: Hashable, Sendable {
    /// The number of units: single people and couples.
    var units: Int
    /// How many of the units are couples.
    var couples: Int
    /// The number of people: each unit's blood relative plus each couple's spouse.
    var people: Int { units + couples }
}

extension FamilyGenerator {
    /// The rows of the family: exactly ``members`` people over exactly ``generations`` rows, at
    /// least one person each. Call only after ``check()``.
    ///
    /// The only floating-point steps are multiplications and divisions of finite numbers followed by
    /// rounding down, which IEEE 754 makes the same on every platform.
    ///
    /// - Complexity: O(n) for n generations.
    func plannedRows() -> [GeneratedRow] {
        let coupleShare = Self.permille(coupleRate)
        if Self.permille(childrenPerUnit) == 1000 { return equalUnitRows(coupleShare: coupleShare) }

        // Weights grow by childrenPerUnit per row, held within 1e-12…1e12 so they stay finite.
        var weights: [Double] = []
        weights.reserveCapacity(generations)
        var weight = 1.0
        var total = 0.0
        for _ in 0..<generations {
            weights.append(weight)
            total += weight
            weight = min(1e12, max(1e-12, weight * childrenPerUnit))
        }
        // Every row gets one person; the others are shared out by cumulative rounding, which keeps
        // the sum exact without sorting remainders.
        let spare = members - generations
        var rows: [GeneratedRow] = []
        rows.reserveCapacity(generations)
        var cumulative = 0.0
        var boundary = 0
        for (generation, weight) in weights.enumerated() {
            cumulative += weight
            let next =
                generation == generations - 1
                ? spare : min(spare, max(boundary, Int((Double(spare) * (cumulative / total)).rounded(.down))))
            let people = 1 + next - boundary
            boundary = next
            // couples / units = coupleShare / 1000, with couples ≤ people / 2; rounded half up.
            let couples = min(people / 2, (2 * people * coupleShare + 1000 + coupleShare) / (2 * (1000 + coupleShare)))
            rows.append(GeneratedRow(units: people - couples, couples: couples))
        }
        return rows
    }

    /// Rows with the same number of units u each, so every unit can have exactly one child; the
    /// couples make up the difference. A u with n·u ≤ m ≤ 2·n·u always exists when m ≥ n.
    private func equalUnitRows(coupleShare: Int) -> [GeneratedRow] {
        let fewest = (members + 2 * generations - 1) / (2 * generations)
        let most = members / generations
        let wanted = members * 1000 / (generations * (1000 + coupleShare))
        let units = min(most, max(fewest, wanted))
        let couples = members - generations * units
        return (0..<generations).map { generation in
            GeneratedRow(units: units, couples: couples / generations + (generation < couples % generations ? 1 : 0))
        }
    }
}
