public import FamilyTree
public import TreeLayout

/// The connectors of one unit of a laid-out chart, routed as every TreeBench picture draws
/// them: the line between a couple's boxes, and the unit's fork (`TreeLayout/UnitFork`, the
/// geometry the checker's metrics measure): from the anchor to a bus halfway to the children's
/// row, along it, and into each child's box.
///
/// The fork runs the way its section grows on the page (``TreeLayout/LayoutDirection``): down in a
/// descendant chart drawn top-down, up into the parents in an ancestor chart, right or left when
/// rows are columns. It is worked out in the section's frame (``TreeLayout/SectionFrame``) and
/// turned onto the page, so every direction draws the same fork.
public struct UnitConnectors: Sendable {
    /// The section of the chart the unit belongs to (0 for a family).
    public var section: Int
    /// The unit, an index in the section family's units (``FamilyTree/Family/units``).
    public var unit: Int
    /// The line between the spouses, from the first box's far edge along the row to the second's
    /// near edge; `nil` for a single parent.
    public var coupleLine: ConnectorPath?
    /// For each child (in order), the connector from the anchor into the child's box: a couple's
    /// starts on the couple line at the anchor, a single parent's at the edge of the box that
    /// faces the children. Children's connectors share the drop and the bus, so together they
    /// draw one fork.
    public var descents: [ConnectorPath]

    /// Visits every unit's connectors of a family laid out top-down; see
    /// ``forEach(in:layout:router:_:)-(FamilyChart,_,_,_)``.
    ///
    /// - Complexity: O(people).
    public static func forEach(
        in family: Family, layout: FamilyLayout, router: ConnectorRouter, _ body: (UnitConnectors) throws -> Void
    ) rethrows {
        try forEach(in: FamilyChart(descendants: family), layout: layout, router: router, body)
    }

    /// Visits every unit's connectors, section by section in unit order; units with neither a
    /// couple line nor children are skipped.
    ///
    /// - Parameters:
    ///   - chart: The chart.
    ///   - layout: A box per person of `chart`, in its ``TreeLayout/FamilyLayout/direction``.
    ///   - router: Rounds the corners.
    ///   - body: Called once per unit that has a connector.
    /// - Throws: What `body` throws.
    /// - Complexity: O(people).
    public static func forEach(
        in chart: FamilyChart, layout: FamilyLayout, router: ConnectorRouter, _ body: (UnitConnectors) throws -> Void
    ) rethrows {
        var descents: [ConnectorPath] = []
        for (sectionIndex, section) in chart.sections.enumerated() {
            let family = section.family
            let frame = SectionFrame(growth: layout.direction.growth(of: section.side))
            let sectionLayout = layout.sectionLayout(section, frame: frame)
            let boxes = sectionLayout.boxes
            let growth = frame.growth
            // The sides a connector leaves and enters by: along the growth for forks, along the row
            // (right, or down when rows are columns) for couple lines.
            let forkExit = ConnectorSide(exitingTowards: growth)
            let forkEntry = ConnectorSide(exitingTowards: growth.reversed)
            let rowExit: ConnectorSide = growth.isHorizontal ? .bottom : .right
            let rowEntry: ConnectorSide = growth.isHorizontal ? .top : .left
            func page(along: Double, depth: Double) -> PagePoint {
                let point = frame.pagePoint(along: along, depth: depth)
                return PagePoint(x: point.x, y: point.y)
            }
            for (index, unit) in family.units.enumerated() {
                var coupleLine: ConnectorPath?
                if unit.isCouple {
                    let blood = boxes[Int(unit.blood)]
                    let spouse = boxes[Int(unit.spouse)]
                    let (first, second) = blood.centerX <= spouse.centerX ? (blood, spouse) : (spouse, blood)
                    // Spouses of one row share their centre's depth, except in columns of boxes of
                    // different widths: the line then runs straight at the mean of the two.
                    let depth = first.centerY == second.centerY ? first.centerY : (first.centerY + second.centerY) / 2
                    coupleLine = router.route(
                        from: page(along: first.maxX, depth: depth), exit: rowExit,
                        to: page(along: second.x, depth: depth), entry: rowEntry)
                }
                if unit.isFurtherUnion {
                    // A later marriage's line runs from the person, behind any earlier partner, to
                    // the later partner.
                    let person = boxes[Int(unit.furtherUnionOf)]
                    let partner = boxes[Int(unit.blood)]
                    let depth =
                        person.centerY == partner.centerY ? person.centerY : (person.centerY + partner.centerY) / 2
                    coupleLine = router.route(
                        from: page(along: person.maxX, depth: depth), exit: rowExit,
                        to: page(along: partner.x, depth: depth), entry: rowEntry)
                }
                descents.removeAll(keepingCapacity: true)
                if let fork = sectionLayout.fork(of: unit, in: family) {
                    let start = page(along: fork.anchorX, depth: fork.anchorY)
                    let bus = page(along: 0, depth: fork.busY)
                    let midway = growth.isHorizontal ? bus.x : bus.y
                    for child in unit.children where !family.units[child].isFurtherUnion {
                        let box = boxes[Int(family.units[child].blood)]
                        descents.append(
                            router.route(
                                from: start, exit: forkExit, to: page(along: box.centerX, depth: box.y),
                                entry: forkEntry, midway: midway))
                    }
                }
                guard coupleLine != nil || !descents.isEmpty else { continue }
                try body(
                    UnitConnectors(section: sectionIndex, unit: index, coupleLine: coupleLine, descents: descents))
            }
        }
    }
}

extension ConnectorSide {
    /// The side a connector leaves by to head `direction`.
    init(exitingTowards direction: AxisDirection) {
        switch direction {
        case .up: self = .top
        case .right: self = .right
        case .down: self = .bottom
        case .left: self = .left
        }
    }
}
