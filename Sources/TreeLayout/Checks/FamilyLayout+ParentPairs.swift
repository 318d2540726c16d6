import FamilyTree

extension LayoutInspection {
    /// Rule ``LayoutReport/Rule/couplesAdjacent`` in an ancestor section: one item per person
    /// with two parents drawn. The parents stand on one row with no box of that row centred
    /// strictly between them; how far apart they stand is measured, not held to `coupleGap`
    /// (``measureParentPairs(into:)``).
    ///
    /// - Complexity: O(n log n): each row's centres sorted once, a binary search per pair.
    func checkParentPairs() -> RuleTally {
        var tally = RuleTally(epsilon: epsilon)
        for (generation, range) in family.generationUnits.enumerated() where generation + 1 < family.generationCount {
            let pairs = family.units[range].lazy.filter { $0.childCount == 2 }
            if pairs.isEmpty { continue }
            var centres = family.generationPeople[generation + 1].map { boxes[$0].centerX }
            centres.sort()
            for unit in pairs {
                let (father, mother) = parentBoxes(of: unit)
                let left = min(father.centerX, mother.centerX)
                let right = max(father.centerX, mother.centerX)
                tally.record(
                    max(abs(father.y - mother.y), intruderDepth(centres, left: left, right: right)), person: unit.blood)
            }
        }
        return tally
    }

    /// The boxes of the two parents of a person with two parents drawn, father first.
    private func parentBoxes(of unit: FamilyUnit) -> (PersonBox, PersonBox) {
        let first = family.units[Int(unit.firstChild)].blood
        let second = family.units[Int(unit.firstChild) + 1].blood
        return (boxes[Int(first)], boxes[Int(second)])
    }

    /// The ancestor metrics of ``LayoutReport/Metrics``: the pairs of parents and their gaps,
    /// and the width against a perfect binary pedigree.
    ///
    /// - Complexity: O(n).
    func measureParentPairs(into metrics: inout LayoutReport.Metrics) {
        var pairs = 0
        var atCoupleGap = 0
        var totalGap = 0.0
        var largestGap = 0.0
        for unit in family.units where unit.childCount == 2 {
            let (father, mother) = parentBoxes(of: unit)
            let gap = max(mother.x - father.maxX, father.x - mother.maxX)
            pairs += 1
            totalGap += gap
            largestGap = max(largestGap, gap)
            if abs(gap - options.geometry.coupleGap) <= epsilon { atCoupleGap += 1 }
        }
        metrics.parentPairs = pairs
        metrics.parentPairsAtCoupleGap = atCoupleGap
        metrics.meanParentGap = pairs > 0 ? totalGap / Double(pairs) : nil
        metrics.largestParentGap = pairs > 0 ? largestGap : nil
        var left = Double.infinity
        var right = -Double.infinity
        var totalWidth = 0.0
        for box in boxes {
            left = min(left, box.x)
            right = max(right, box.maxX)
            totalWidth += box.width
        }
        let generations = family.generationCount
        guard generations <= 1000, !boxes.isEmpty else { return }
        let lastRow = Double(sign: .plus, exponent: generations - 1, significand: 1)
        let perfect = lastRow * totalWidth / Double(boxes.count) + (lastRow - 1) * options.geometry.siblingGap
        if perfect > 0 && perfect.isFinite { metrics.widthAgainstPerfectPedigree = (right - left) / perfect }
    }
}
