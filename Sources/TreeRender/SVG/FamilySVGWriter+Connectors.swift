import FamilyTree
import TreeLayout

extension FamilySVGWriter {
    /// Writes the couple lines and the parent-to-children connectors, one `<path>` per unit.
    ///
    /// A couple's connectors start on the line between the spouses at the couple's anchor; a
    /// single parent's start at the bottom of the box. Each runs down to a bus halfway between
    /// the parents' bottom and the children's top, along it, and down into the child's top.
    /// Children's connectors share the drop and the bus, so together they draw one fork.
    ///
    /// - Complexity: O(people).
    func writeConnectors(_ family: Family, layout: FamilyLayout, to output: inout SVGOutput) throws {
        let router = ConnectorRouter(cornerRadius: style.connectorRadius, stubLength: style.stubLength)
        let boxes = layout.boxes
        for unit in family.units {
            let blood = boxes[Int(unit.blood)]
            var start = PagePoint(x: blood.centerX, y: blood.maxY)
            var parentsBottom = blood.maxY
            if unit.isCouple {
                let spouse = boxes[Int(unit.spouse)]
                let (left, right) = blood.centerX <= spouse.centerX ? (blood, spouse) : (spouse, blood)
                let line = router.route(
                    from: PagePoint(x: left.maxX, y: left.centerY), exit: .right,
                    to: PagePoint(x: right.x, y: right.centerY), entry: .left)
                output.append("<path class=\"couple\" d=\"")
                line.appendPathData(to: &output)
                output.append("\"/>\n")
                start = PagePoint(x: layout.anchor(of: unit), y: (left.centerY + right.centerY) / 2)
                parentsBottom = max(blood.maxY, spouse.maxY)
            }
            guard unit.hasChildren else { continue }
            var childrenTop = Double.infinity
            for child in unit.children {
                childrenTop = min(childrenTop, boxes[Int(family.units[child].blood)].y)
            }
            let bus = (parentsBottom + childrenTop) / 2
            output.append("<path class=\"descent\" d=\"")
            for child in unit.children {
                let box = boxes[Int(family.units[child].blood)]
                let path = router.route(
                    from: start, exit: .bottom, to: PagePoint(x: box.centerX, y: box.y), entry: .top, midway: bus)
                path.appendPathData(to: &output)
            }
            output.append("\"/>\n")
            try output.flushIfNeeded()
        }
    }
}
