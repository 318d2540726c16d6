public import FamilyTree

extension FamilyLayout {
    /// Checks a layout of a chart — a descendant chart, an ancestor chart or an hourglass, in the
    /// layout's ``FamilyLayout/direction`` — against the invariants of its kind (docs/ARCHITECTURE.md,
    /// "Invariants and geometry") and measures it.
    ///
    /// Each section is read in its own frame (``SectionFrame``: generation 0 on top, rows going
    /// down, x along the rows), where the rules are those of ``check(_:options:epsilon:offenderLimit:)-(Family,_,_,_)``:
    /// a descendant section's units over their children, an ancestor section's people under
    /// their parents, whose pair must stand on one row with nobody between them
    /// (``LayoutReport/Rule/couplesAdjacent``). No two boxes of the whole chart may overlap. The
    /// rules of the sections add up: a rule's violations are the sections' violations, its worst
    /// error the worse of theirs. The metrics add up too, and an ancestor section adds the
    /// pairs of parents' gaps and the width against a perfect pedigree.
    ///
    /// A descendant chart laid out top-down is checked exactly as its family is.
    ///
    /// - Parameters:
    ///   - chart: The chart the layout was made for; ``boxes`` are indexed like its people.
    ///   - options: The gaps the layout was asked for.
    ///   - epsilon: The tolerance in points.
    ///   - offenderLimit: How many offenders each rule names.
    /// - Returns: The violations per rule and the metrics.
    /// - Complexity: O(n log n), as for a family.
    public func check(
        _ chart: FamilyChart, options: LayoutOptions = LayoutOptions(), epsilon: Double = 0.01,
        offenderLimit: Int = LayoutReport.offenderLimit
    ) -> LayoutReport {
        precondition(boxes.count == chart.personCount, "the layout must have one box per person of the chart")
        if let family = chart.descendantFamily, direction == .topDown {
            return check(family, options: options, epsilon: epsilon, offenderLimit: offenderLimit)
        }
        var tallies = [RuleTally](repeating: RuleTally(epsilon: epsilon), count: LayoutReport.Rule.allCases.count)
        var metrics = LayoutReport.Metrics()
        let bounds = self.bounds
        for section in chart.sections {
            let frame = SectionFrame(growth: direction.growth(of: section.side))
            let inspection = LayoutInspection(
                family: section.family, layout: sectionLayout(section, frame: frame), options: options,
                epsilon: epsilon, side: section.side)
            let rows = inspection.checkRows()
            var rules = [
                inspection.checkCentring(), RuleTally(epsilon: epsilon), inspection.checkCouples(), rows.tally,
                inspection.checkOrder(),
            ]
            if chart.sections.count == 1 { rules[1] = inspection.checkOverlap(rowsAreStraight: rows.areStraight) }
            for index in rules.indices { tallies[index].add(rules[index], chartPerson: section.chartPerson) }
            let part = inspection.measure(bounds: bounds, worstCentringError: rules[0].worstError)
            metrics.add(part)
            if section.side == .ancestors { inspection.measureParentPairs(into: &metrics) }
        }
        if chart.sections.count > 1 {
            // Boxes of the two halves could meet only if a half crossed the root's row: one
            // sweep over every box, in the first section's frame, where rows are horizontal.
            let frame = SectionFrame(growth: direction.growth(of: chart.sections[0].side))
            BoxOverlapSweep(boxes: boxes.map(frame.sectionBox)).sweepBands(into: &tallies[1])
        }
        metrics.width = bounds.width
        metrics.height = bounds.height
        metrics.area = bounds.width * bounds.height
        let results = zip(LayoutReport.Rule.allCases, tallies).map { rule, tally in
            tally.result(for: rule, people: chart.people, limit: offenderLimit)
        }
        return LayoutReport(engine: engine, epsilon: epsilon, rules: results, metrics: metrics)
    }
}

extension RuleTally {
    /// Adds a section's tally, its offenders turned into chart people.
    mutating func add(_ other: RuleTally, chartPerson: (Int) -> Int) {
        violations += other.violations
        worstError = max(worstError, other.worstError)
        offenders.append(contentsOf: other.offenders.map { Int32(chartPerson(Int($0))) })
    }
}

extension LayoutReport.Metrics {
    /// Adds a section's connector and gap figures to the chart's.
    mutating func add(_ section: LayoutReport.Metrics) {
        worstCentringError = max(worstCentringError, section.worstCentringError)
        if let gap = section.minimumRowGap { minimumRowGap = min(minimumRowGap ?? gap, gap) }
        closeNeighbourCount += section.closeNeighbourCount
        connectorLength += section.connectorLength
        connectorCrossings += section.connectorCrossings
        busOverlaps += section.busOverlaps
        if let count = section.furtherUnions {
            furtherUnions = (furtherUnions ?? 0) + count
            stretchedPartnerGaps = (stretchedPartnerGaps ?? 0) + (section.stretchedPartnerGaps ?? 0)
            unionLinesOverPartners = (unionLinesOverPartners ?? 0) + (section.unionLinesOverPartners ?? 0)
            if let gap = section.largestPartnerGap { largestPartnerGap = max(largestPartnerGap ?? gap, gap) }
        }
    }
}
