public import FamilyTree

/// The part of a chart of any kind that a ``Visibility`` leaves visible, as a chart of its own,
/// with the way back to the original: ``VisibleFamily`` for each section.
///
/// Every section folds away from the chart's first row, the way it grows:
/// - in a descendant chart, a collapsed person's unit hides its descendants (``VisibleFamily``);
/// - in an ancestor chart, a collapsed person hides their parents' line: everyone above them;
/// - in an hourglass, a person of the ancestor half folds upwards and one of the descendant half
///   downwards; the root person, in both halves, folds both.
///
/// ``Visibility/maxGenerations`` counts each section's rows from the first (an hourglass shows
/// that many rows on each side of the root's). A repeat whose home is hidden stands in as the
/// person, taking the home's id, across both halves of an hourglass (a repeat in one half may
/// name a home in the other), and keeps its line's tie (`FamilyChart.childTies`).
public struct VisibleChart: Sendable {
    /// The visible chart: each section pruned, the kind kept.
    public let chart: FamilyChart
    /// Each section of ``chart`` with the way back to the original section.
    public let sections: [VisibleFamily]
    /// For each unit of ``chart``, the sections' units in order, the number of people it hides.
    public let hiddenCount: [Int]
    /// For each person of ``chart`` (`FamilyChart.people`), their index in the original chart's people.
    public let originalPerson: [Int32]

    /// Prunes `chart` by the collapsed ids and the generation limit of `visibility`.
    ///
    /// - Throws: ``VisibilityError`` for an id no box has or a limit below 1 (and
    ///   ``VisibilityError/prunedFamilyInvalid(reason:)``, a defect that is reported, never trapped on).
    /// - Complexity: O(n) expected for n boxes.
    public init(_ chart: FamilyChart, visibility: Visibility) throws(VisibilityError) {
        if let limit = visibility.maxGenerations, limit < 1 { throw .generationLimitBelowOne(limit) }
        guard visibility.hidesPeople else {
            // Nobody hidden: the chart itself, without validating it again.
            self.chart = chart
            sections = chart.sections.map { section in
                VisibleFamily(
                    family: section.family, originalPerson: (0..<Int32(section.family.personCount)).map { $0 },
                    hiddenCount: [Int](repeating: 0, count: section.family.units.count), standInCount: 0)
            }
            hiddenCount = [Int](repeating: 0, count: chart.sections.reduce(0) { $0 + $1.family.units.count })
            originalPerson = (0..<Int32(chart.personCount)).map { $0 }
            return
        }
        // Each section folds by the ids it has; the hourglass's root is in both.
        var unresolved = visibility.collapsed
        var units: [UnitVisibility] = []
        for section in chart.sections {
            var collapsed = Set<String>()
            if !visibility.collapsed.isEmpty {
                for person in section.family.people where visibility.collapsed.contains(person.id) {
                    collapsed.insert(person.id)
                    unresolved.remove(person.id)
                }
            }
            units.append(
                try UnitVisibility(
                    section.family,
                    visibility: Visibility(collapsed: collapsed, maxGenerations: visibility.maxGenerations)))
        }
        if let unknown = unresolved.sorted().first { throw .unknownPerson(id: unknown) }
        var people: [[[Person]]] = []
        var originals: [[Int32]] = []
        for (section, sectionUnits) in zip(chart.sections, units) {
            let visible = VisibleFamily.visibleGenerations(of: section.family, units: sectionUnits)
            people.append(visible.people)
            originals.append(visible.original)
        }
        let renamed = VisibleFamily.standInForHiddenHomes(&people, visibleElsewhere: [])
        var visibleChart = try Self.validated(kind: chart.kind, people)
        visibleChart.childTies = Self.childTies(chart.childTies, renamed: renamed)
        self.chart = visibleChart
        var sections: [VisibleFamily] = []
        var hidden: [Int] = []
        for index in chart.sections.indices {
            let original = chart.sections[index].family
            let family = visibleChart.sections[index].family
            let counts = VisibleFamily.hiddenCounts(
                of: family, originalPerson: originals[index], in: original, units: units[index])
            let standIns = zip(family.people.indices, originals[index]).count { visible, person in
                !family.people[visible].isRepeat && original.people[Int(person)].isRepeat
            }
            sections.append(
                VisibleFamily(
                    family: family, originalPerson: originals[index], hiddenCount: counts, standInCount: standIns))
            hidden += counts
        }
        self.sections = sections
        hiddenCount = hidden
        var originalPerson = [Int32](repeating: 0, count: visibleChart.personCount)
        for (index, section) in visibleChart.sections.enumerated() {
            for person in 0..<section.family.personCount where section.draws(person) {
                originalPerson[section.chartPerson(person)] = Int32(
                    chart.sections[index].chartPerson(Int(originals[index][person])))
            }
        }
        self.originalPerson = originalPerson
    }

    /// The number of repeat appearances that stand in as the person because the home is hidden.
    public var standInCount: Int { sections.reduce(0) { $0 + $1.standInCount } }

    /// The options for laying out ``chart``: a per-person width table of the original chart is
    /// narrowed to the visible people; everything else is kept.
    public func options(_ options: LayoutOptions) -> LayoutOptions {
        guard case .table(let widths) = options.boxWidths else { return options }
        var narrowed = options
        narrowed.boxWidths = .table(originalPerson.map { widths[Int($0)] })
        return narrowed
    }

    /// The chart of `kind` the sections' visible people make, every rule checked again.
    private static func validated(kind: ChartKind, _ people: [[[Person]]]) throws(VisibilityError) -> FamilyChart {
        do {
            switch kind {
            case .descendants:
                return FamilyChart(descendants: try Family(validating: FamilyDocument(generations: people[0])))
            case .ancestors:
                return try FamilyChart(validatingAncestors: FamilyDocument(generations: people[0]))
            case .hourglass:
                return try FamilyChart(
                    validatingHourglass: FamilyDocument(generations: people[0]),
                    ancestors: FamilyDocument(generations: people[1]))
            }
        } catch {
            // Removing whole subtrees, emptying children lists and standing in for hidden homes keeps
            // every rule of the format; should that ever fail, it is reported, never a trap.
            throw .prunedFamilyInvalid(reason: "\(error)")
        }
    }

    /// The ties of the original chart for the visible boxes: a stand-in's tie moves to the id it
    /// now carries (its hidden home's tie is not its own).
    private static func childTies(
        _ ties: [String: ChildRelation], renamed: [String: String]
    ) -> [String: ChildRelation] {
        guard !renamed.isEmpty, !ties.isEmpty else { return ties }
        var moved = ties
        for (own, home) in renamed {
            moved[own] = nil
            moved[home] = ties[own]
        }
        return moved
    }
}
