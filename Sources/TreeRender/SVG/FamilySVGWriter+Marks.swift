import FamilyTree
import TreeLayout

extension FamilySVGWriter {
    /// Writes each mark as a dashed red outline around its people and units with its label
    /// above; labels on the same spot are stacked. Out-of-range indices are skipped.
    ///
    /// - Complexity: O(marks + indices in them).
    func writeMarks(_ chart: FamilyChart, layout: FamilyLayout, marks: [LayoutMark], to output: inout SVGOutput) {
        let padding = LayoutMark.outlinePadding
        var labelsAt: [PagePoint: Int] = [:]
        for mark in marks {
            guard let outline = mark.outline(in: chart, layout: layout) else { continue }
            let (minX, minY, maxX, maxY) = (outline.x, outline.y, outline.maxX, outline.maxY)
            output.append("<g class=\"violation\"><rect class=\"mark\" ")
            output.appendRectAttributes(
                x: minX - padding, y: minY - padding, width: maxX - minX + 2 * padding,
                height: maxY - minY + 2 * padding, cornerRadius: style.boxCornerRadius + padding)
            output.append("/>")
            let spot = PagePoint(x: minX, y: minY)
            let stacked = labelsAt[spot, default: 0]
            labelsAt[spot] = stacked + 1
            // A white backing keeps the label readable over connectors and boxes.
            let labelWidth = style.captionWidth(of: mark.label) * 1.1
            let baseline = minY - padding - 3 - Double(stacked) * captionLineHeight
            output.append("<rect class=\"mark-backing\" ")
            output.appendRectAttributes(
                x: minX - padding - 1, y: baseline - style.captionFontSize, width: labelWidth + 2,
                height: style.captionFontSize * 1.3)
            output.append("/>")
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
