import FamilyTree
import TreeLayout

/// A plainly correct layout for tests: every subtree keeps its whole bounding box, siblings'
/// boxes side by side `siblingGap` apart, each unit centred over its children. Slow to read,
/// easy to trust, and independent of the native engine.
enum ReferenceLayout {
    static func layout(_ family: Family, options: LayoutOptions = LayoutOptions()) -> FamilyLayout {
        let widths = options.resolvedWidths(for: family)
        let units = family.units
        let gap = options.geometry.coupleGap
        // Relative to the unit's anchor: the blood relative's centre, and the subtree's reach.
        var bloodOffset = [Double](repeating: 0, count: units.count)
        var reachLeft = [Double](repeating: 0, count: units.count)
        var reachRight = [Double](repeating: 0, count: units.count)
        var offsetFromParent = [Double](repeating: 0, count: units.count)

        func placeSideBySide(_ range: Range<Int>) -> [Double] {
            var anchors: [Double] = []
            var right = 0.0
            for unit in range {
                let anchor = anchors.isEmpty ? reachLeft[unit] : right + options.geometry.siblingGap + reachLeft[unit]
                anchors.append(anchor)
                right = anchor + reachRight[unit]
            }
            return anchors
        }

        for index in units.indices.reversed() {
            let unit = units[index]
            let bloodWidth = widths[Int(unit.blood)]
            if unit.isCouple {
                bloodOffset[index] = -gap / 2 - bloodWidth / 2
                reachLeft[index] = gap / 2 + bloodWidth
                reachRight[index] = gap / 2 + widths[Int(unit.spouse)]
            } else {
                reachLeft[index] = bloodWidth / 2
                reachRight[index] = bloodWidth / 2
            }
            guard unit.hasChildren else { continue }
            let anchors = placeSideBySide(unit.children)
            let first = unit.children.lowerBound
            let last = unit.children.upperBound - 1
            let centre = (anchors[0] + bloodOffset[first] + anchors[anchors.count - 1] + bloodOffset[last]) / 2
            for (child, anchor) in zip(unit.children, anchors) {
                offsetFromParent[child] = anchor - centre
                reachLeft[index] = max(reachLeft[index], reachLeft[child] - offsetFromParent[child])
                reachRight[index] = max(reachRight[index], offsetFromParent[child] + reachRight[child])
            }
        }

        var anchor = [Double](repeating: 0, count: units.count)
        for (root, position) in zip(family.roots, placeSideBySide(family.roots)) { anchor[root] = position }
        var boxes = [PersonBox](repeating: PersonBox(x: 0, y: 0, width: 0, height: 0), count: family.personCount)
        for (index, unit) in units.enumerated() {
            if unit.parent >= 0 { anchor[index] = anchor[Int(unit.parent)] + offsetFromParent[index] }
            let top = options.rowTop(Int(unit.generation))
            let bloodWidth = widths[Int(unit.blood)]
            let bloodCentre = anchor[index] + bloodOffset[index]
            boxes[Int(unit.blood)] = PersonBox(
                x: bloodCentre - bloodWidth / 2, y: top, width: bloodWidth, height: options.geometry.boxHeight)
            if unit.isCouple {
                boxes[Int(unit.spouse)] = PersonBox(
                    x: anchor[index] + gap / 2, y: top, width: widths[Int(unit.spouse)],
                    height: options.geometry.boxHeight)
            }
        }
        return FamilyLayout(engine: "reference", boxes: boxes, geometry: options.geometry).translatedToOrigin()
    }
}
