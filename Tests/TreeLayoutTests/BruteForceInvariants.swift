import FamilyTree
import TreeLayout

/// An independent, quadratic check of DESIGN section 3's invariants, for small families only.
/// Returns one line per violation; empty when the layout is correct.
func bruteForceViolations(
    of layout: FamilyLayout, family: Family, options: LayoutOptions, epsilon: Double = 0.01
) -> [String] {
    var problems: [String] = []
    let boxes = layout.boxes
    for unit in family.units where unit.hasChildren {
        let first = boxes[Int(family.units[unit.children.lowerBound].blood)].centerX
        let last = boxes[Int(family.units[unit.children.upperBound - 1].blood)].centerX
        let error = abs(layout.anchor(of: unit) - (first + last) / 2)
        if error > epsilon { problems.append("off-centre \(family.people[Int(unit.blood)].id) by \(error)") }
    }
    for unit in family.units where unit.isCouple {
        let blood = boxes[Int(unit.blood)]
        let spouse = boxes[Int(unit.spouse)]
        if abs(spouse.x - blood.maxX - options.coupleGap) > epsilon || spouse.y != blood.y {
            problems.append("couple apart \(family.people[Int(unit.blood)].id)")
        }
    }
    for (generation, range) in family.generationUnits.enumerated() {
        // Left-to-right order of the row is the breadth-first order of its units.
        var row: [PersonBox] = []
        for unit in family.units[range] {
            row.append(boxes[Int(unit.blood)])
            if unit.isCouple { row.append(boxes[Int(unit.spouse)]) }
        }
        for box in row where abs(box.y - options.rowTop(generation)) > epsilon {
            problems.append("row \(generation) box at y \(box.y)")
        }
        for (left, right) in zip(row, row.dropFirst())
        where right.x < left.maxX + min(options.coupleGap, options.siblingGap) - epsilon {
            problems.append("row \(generation): \(left) and \(right) closer than the gap or out of order")
        }
    }
    for i in boxes.indices {
        for j in boxes.indices where j > i && boxes[i].overlaps(boxes[j]) {
            problems.append("overlap \(family.people[i].id) \(family.people[j].id)")
        }
    }
    return problems
}
