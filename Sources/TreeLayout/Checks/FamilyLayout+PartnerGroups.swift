extension LayoutInspection {
    /// The partner groups' metrics of ``LayoutReport/Metrics``: how many further unions, how many
    /// of their partners stand further than `coupleGap` from the group's previous box (moved
    /// apart for their union's children), the largest such gap, and how many union lines pass
    /// behind another box on their way from the person to the partner. Nothing when the family
    /// has no partner group.
    ///
    /// - Complexity: O(n) for n people.
    func measurePartnerGroups(into metrics: inout LayoutReport.Metrics) {
        let further = family.units.indices.filter { family.units[$0].isFurtherUnion }
        guard !further.isEmpty else { return }
        // Each person's place in their row, left to right.
        var place = [Int32](repeating: 0, count: family.personCount)
        for row in rowsByLeftEdge {
            for (index, person) in row.enumerated() { place[Int(person)] = Int32(index) }
        }
        var stretched = 0
        var largest = 0.0
        var overPartners = 0
        for index in further {
            let unit = family.units[index]
            let partner = boxes[Int(unit.blood)]
            let gap = partner.x - rightmostBox(of: family.units[index - 1]).maxX
            largest = max(largest, gap)
            if gap > options.geometry.coupleGap + epsilon { stretched += 1 }
            if abs(place[Int(unit.blood)] - place[Int(unit.furtherUnionOf)]) > 1 { overPartners += 1 }
        }
        metrics.furtherUnions = (metrics.furtherUnions ?? 0) + further.count
        metrics.stretchedPartnerGaps = (metrics.stretchedPartnerGaps ?? 0) + stretched
        metrics.largestPartnerGap = max(metrics.largestPartnerGap ?? largest, largest)
        metrics.unionLinesOverPartners = (metrics.unionLinesOverPartners ?? 0) + overPartners
    }
}
