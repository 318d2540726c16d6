import FamilyTree
import TreeLayout

extension FamilySVGWriter {
    /// Writes each mark as a dashed red outline around its people and units with its label
    /// above; labels on the same spot are stacked. Out-of-range indices are skipped.
    ///
    /// - Complexity: O(marks + indices in them).
    func writeMarks(_ family: Family, layout: FamilyLayout, marks: [LayoutMark], to output: inout SVGOutput) {
        let padding = 3.0
        var labelsAt: [PagePoint: Int] = [:]
        for mark in marks {
            var indices = mark.people.filter { layout.boxes.indices.contains($0) }
            for unitIndex in mark.units where family.units.indices.contains(unitIndex) {
                let unit = family.units[unitIndex]
                indices.append(Int(unit.blood))
                if unit.isCouple { indices.append(Int(unit.spouse)) }
            }
            guard let first = indices.first else { continue }
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
            output.append("<g class=\"violation\"><rect class=\"mark\" x=\"")
            output.append(minX - padding)
            output.append("\" y=\"")
            output.append(minY - padding)
            output.append("\" width=\"")
            output.append(maxX - minX + 2 * padding)
            output.append("\" height=\"")
            output.append(maxY - minY + 2 * padding)
            output.append("\" rx=\"")
            output.append(style.boxCornerRadius + padding)
            output.append("\"/>")
            let spot = PagePoint(x: minX, y: minY)
            let stacked = labelsAt[spot, default: 0]
            labelsAt[spot] = stacked + 1
            // A white backing keeps the label readable over connectors and boxes.
            let labelWidth =
                NameFitting(fontSize: style.captionFontSize, availableWidth: 0, maximumLines: 1)
                .width(of: Substring(mark.label)) * 1.1
            let baseline = minY - padding - 3 - Double(stacked) * captionLineHeight
            output.append("<rect class=\"mark-backing\" x=\"")
            output.append(minX - padding - 1)
            output.append("\" y=\"")
            output.append(baseline - style.captionFontSize)
            output.append("\" width=\"")
            output.append(labelWidth + 2)
            output.append("\" height=\"")
            output.append(style.captionFontSize * 1.3)
            output.append("\"/>")
            output.append("<text class=\"mark-label\" x=\"")
            output.append(minX - padding)
            output.append("\" y=\"")
            output.append(baseline)
            output.append("\" font-size=\"")
            output.append(style.captionFontSize)
            output.append("\">")
            output.appendEscaped(mark.label)
            output.append("</text></g>\n")
        }
    }
}
