public import FamilyTree
public import TreeLayout

/// A descendant chart with its people of no family set apart: the tree the engines lay out
/// without them, and the way back to the whole chart, so that a picture can draw them in rows
/// under the tree (``IsolatedPlacement/row``) without their stretching its first row.
public struct IsolatedPeople: Sendable {
    /// The whole chart.
    public let chart: FamilyChart
    /// The chart without the people of no family: what the engines lay out.
    public let tree: FamilyChart
    /// The people of no family, as indices of ``chart``'s people, in its first row's order.
    public let people: [Int]
    /// For each person of ``tree``, their index in ``chart``.
    let treePerson: [Int]
    /// For each unit of ``tree``, its index in ``chart``'s units.
    let treeUnit: [Int]

    /// Sets apart the people of no family of `chart`; none for a chart of another kind, or when
    /// they are everybody.
    ///
    /// - Throws: ``FamilyTree/FamilyValidationFailure`` only on a defect (removing people nobody
    ///   links to keeps every rule).
    /// - Complexity: O(n) expected for n people.
    public init(_ chart: FamilyChart) throws(FamilyValidationFailure) {
        self.chart = chart
        guard let family = chart.descendantFamily else {
            (tree, people, treePerson, treeUnit) = (chart, [], Array(chart.people.indices), [])
            return
        }
        let (left, omitted) = try family.omittingIsolatedPeople()
        guard omitted > 0 else {
            (tree, people) = (chart, [])
            treePerson = Array(family.people.indices)
            treeUnit = Array(family.units.indices)
            return
        }
        var tree = FamilyChart(descendants: left)
        tree.childTies = chart.childTies
        self.tree = tree
        let isolated = family.isolatedPeople
        people = isolated
        let isolatedSet = Set(isolated)
        // Removing them from the first row keeps everyone else's order, people and units alike.
        treePerson = family.people.indices.filter { !isolatedSet.contains($0) }
        treeUnit = family.units.indices.filter { !isolatedSet.contains(Int(family.units[$0].blood)) }
    }

    /// The number of people of no family.
    public var count: Int { people.count }

    /// The options for laying out ``tree``: a width table of the whole chart narrowed to it.
    public func options(_ options: LayoutOptions) -> LayoutOptions {
        guard case .table(let widths) = options.boxWidths, !people.isEmpty else { return options }
        var narrowed = options
        narrowed.boxWidths = .table(treePerson.map { widths[$0] })
        return narrowed
    }

    /// Per unit of ``tree`` (its sections' units in order), the counts given per unit of ``chart``.
    public func treeCounts(_ counts: [Int]) -> [Int] {
        guard !people.isEmpty, counts.count == chart.descendantFamily?.units.count else { return counts }
        return treeUnit.map { counts[$0] }
    }

    /// The whole chart's layout from ``tree``'s: every box of the tree where it is, and the people
    /// of no family in rows under it, left to right from its left edge, a row as wide as the tree
    /// (or as the widest of them), two level gaps below it and a level gap between rows.
    ///
    /// - Parameters:
    ///   - layout: ``tree``'s layout.
    ///   - options: The whole chart's options: the boxes' widths and the gaps.
    /// - Complexity: O(n) for n people.
    public func wholeLayout(_ layout: FamilyLayout, options: LayoutOptions) -> FamilyLayout {
        guard !people.isEmpty else { return layout }
        let geometry = options.geometry
        let widths = options.resolvedWidths(forPeople: chart.people)
        var boxes = [PersonBox](repeating: PersonBox(x: 0, y: 0, width: 0, height: 0), count: chart.personCount)
        for (index, box) in layout.boxes.enumerated() { boxes[treePerson[index]] = box }
        let bounds = layout.bounds
        let rowWidth = max(bounds.width, people.map { widths[$0] }.max() ?? 0)
        var x = bounds.x
        var y = bounds.maxY + 2 * geometry.levelGap
        for person in people {
            if x > bounds.x && x + widths[person] > bounds.x + rowWidth {
                x = bounds.x
                y += geometry.boxHeight + geometry.levelGap
            }
            boxes[person] = PersonBox(x: x, y: y, width: widths[person], height: geometry.boxHeight)
            x += widths[person] + geometry.siblingGap
        }
        return FamilyLayout(
            engine: layout.engine, boxes: boxes, geometry: layout.geometry, timings: layout.timings,
            direction: layout.direction)
    }

    /// Marks on ``tree``'s layout as marks on the whole chart's.
    public func wholeMarks(_ marks: [LayoutMark]) -> [LayoutMark] {
        guard !people.isEmpty else { return marks }
        return marks.map { mark in
            LayoutMark(
                people: mark.people.compactMap { treePerson.indices.contains($0) ? treePerson[$0] : nil },
                units: mark.units.compactMap { treeUnit.indices.contains($0) ? treeUnit[$0] : nil }, label: mark.label)
        }
    }
}
