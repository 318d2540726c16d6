import FamilyTree
import TreeLayout

extension FamilySVGWriter {
    /// Writes a "+N" badge beyond every unit that hides N people (a folded line, or the last
    /// generation shown), on the unit's anchor where the connector to them would start.
    ///
    /// - Parameter hiddenCounts: For each unit of the chart, the people it hides; empty for none.
    /// - Complexity: O(units).
    func writeBadges(_ chart: FamilyChart, layout: FamilyLayout, hiddenCounts: [Int], to output: inout SVGOutput) {
        for badge in layout.hiddenBadges(in: chart, hiddenCounts: hiddenCounts, style: style) {
            let (hidden, frame) = (badge.hidden, badge.frame)
            let height = frame.height
            output.append("<g class=\"collapsed\"><title>")
            output.append(hidden)
            output.append(hidden == 1 ? " person hidden" : " people hidden")
            output.append("</title><rect ")
            output.appendRectAttributes(
                x: frame.x, y: frame.y, width: frame.width, height: height, cornerRadius: height / 2)
            output.append(" fill=\"#ffffff\" stroke=\"#555555\"/><text x=\"")
            output.append(frame.centerX)
            output.append("\" y=\"")
            output.append(frame.y + height * 0.72)
            output.append("\" text-anchor=\"middle\" font-size=\"")
            output.append(style.captionFontSize)
            output.append("\" fill=\"#333333\">")
            output.appendEscaped(badge.label)
            output.append("</text></g>\n")
        }
    }
}
