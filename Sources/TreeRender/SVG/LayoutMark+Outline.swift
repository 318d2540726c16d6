public import FamilyTree
public import TreeLayout

extension LayoutMark {
    /// The room left between a mark's outline and the boxes it surrounds, in points.
    public static let outlinePadding = 3.0

    /// The smallest rectangle around every box the mark names (its people, and both boxes of
    /// each of its units), before ``outlinePadding``; `nil` when it names no box in range.
    ///
    /// - Complexity: O(people and units in the mark).
    public func outline(in family: Family, layout: FamilyLayout) -> PersonBox? {
        outline(in: FamilyChart(descendants: family), layout: layout)
    }

    /// The smallest rectangle around every box the mark names in a chart, as
    /// ``outline(in:layout:)-(Family,_)`` finds it; units are those of the chart's descendant section.
    ///
    /// - Complexity: O(people and units in the mark).
    public func outline(in chart: FamilyChart, layout: FamilyLayout) -> PersonBox? {
        var indices = people.filter { layout.boxes.indices.contains($0) }
        if let section = chart.descendantSection {
            for unitIndex in units where section.family.units.indices.contains(unitIndex) {
                let unit = section.family.units[unitIndex]
                indices.append(section.chartPerson(Int(unit.blood)))
                if unit.isCouple { indices.append(section.chartPerson(Int(unit.spouse))) }
            }
        }
        guard let first = indices.first else { return nil }
        var minX = layout.boxes[first].x
        var minY = layout.boxes[first].y
        var maxX = layout.boxes[first].maxX
        var maxY = layout.boxes[first].maxY
        for index in indices.dropFirst() {
            let box = layout.boxes[index]
            minX = min(minX, box.x)
            minY = min(minY, box.y)
            maxX = max(maxX, box.maxX)
            maxY = max(maxY, box.maxY)
        }
        return PersonBox(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
