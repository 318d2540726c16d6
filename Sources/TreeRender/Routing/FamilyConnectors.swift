public import FamilyTree
public import TreeLayout

/// The connectors of one unit of a laid-out family, routed as every TreeBench picture draws
/// them: the line between a couple's boxes, and the unit's fork (`TreeLayout/UnitFork`, the
/// geometry the checker's metrics measure): from the anchor down to a bus halfway to the
/// children's row, along it, and down into each child's top.
public struct UnitConnectors: Sendable {
    /// The unit, an index in ``FamilyTree/Family/units``.
    public var unit: Int
    /// The line between the spouses, left box's right edge to the right box's left edge; `nil`
    /// for a single parent.
    public var coupleLine: ConnectorPath?
    /// For each child (in order), the connector from the anchor to the child's top: a couple's
    /// start on the couple line at the anchor, a single parent's at the bottom of the box.
    /// Children's connectors share the drop and the bus, so together they draw one fork.
    public var descents: [ConnectorPath]

    /// Visits every unit's connectors, in unit order; units with neither a couple line nor
    /// children are skipped.
    ///
    /// - Parameters:
    ///   - family: The family.
    ///   - layout: A box per person of `family`.
    ///   - router: Rounds the corners.
    ///   - body: Called once per unit that has a connector.
    /// - Throws: What `body` throws.
    /// - Complexity: O(people).
    public static func forEach(
        in family: Family, layout: FamilyLayout, router: ConnectorRouter, _ body: (UnitConnectors) throws -> Void
    ) rethrows {
        let boxes = layout.boxes
        var descents: [ConnectorPath] = []
        for (index, unit) in family.units.enumerated() {
            var coupleLine: ConnectorPath?
            if unit.isCouple {
                let blood = boxes[Int(unit.blood)]
                let spouse = boxes[Int(unit.spouse)]
                let (left, right) = blood.centerX <= spouse.centerX ? (blood, spouse) : (spouse, blood)
                coupleLine = router.route(
                    from: PagePoint(x: left.maxX, y: left.centerY), exit: .right,
                    to: PagePoint(x: right.x, y: right.centerY), entry: .left)
            }
            descents.removeAll(keepingCapacity: true)
            if let fork = layout.fork(of: unit, in: family) {
                let start = PagePoint(x: fork.anchorX, y: fork.anchorY)
                for child in unit.children {
                    let box = boxes[Int(family.units[child].blood)]
                    descents.append(
                        router.route(
                            from: start, exit: .bottom, to: PagePoint(x: box.centerX, y: box.y), entry: .top,
                            midway: fork.busY))
                }
            }
            guard coupleLine != nil || !descents.isEmpty else { continue }
            try body(UnitConnectors(unit: index, coupleLine: coupleLine, descents: descents))
        }
    }
}
