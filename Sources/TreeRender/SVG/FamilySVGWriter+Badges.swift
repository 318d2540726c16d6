import FamilyTree
import TreeLayout

extension FamilySVGWriter {
    /// Writes a "+N" badge beyond every unit that hides N people (a collapsed branch, or the last
    /// generation shown), on the unit's anchor where its children's connector would start.
    ///
    /// - Parameter hiddenCounts: For each unit of a descendant chart, the people it hides; empty for none.
    /// - Complexity: O(units).
    func writeBadges(_ chart: FamilyChart, layout: FamilyLayout, hiddenCounts: [Int], to output: inout SVGOutput) {
        guard let family = chart.descendantFamily, hiddenCounts.count == family.units.count else { return }
        let height = style.captionFontSize * 1.4
        for (index, hidden) in hiddenCounts.enumerated() where hidden > 0 {
            let label = "+\(hidden)"
            let width = style.captionWidth(of: label) + 8
            let (centre, top) = layout.badgePlace(of: family.units[index], in: family, width: width, height: height)
            output.append("<g class=\"collapsed\"><title>")
            output.append(hidden)
            output.append(hidden == 1 ? " person hidden" : " people hidden")
            output.append("</title><rect ")
            output.appendRectAttributes(
                x: centre - width / 2, y: top, width: width, height: height, cornerRadius: height / 2)
            output.append(" fill=\"#ffffff\" stroke=\"#555555\"/><text x=\"")
            output.append(centre)
            output.append("\" y=\"")
            output.append(top + height * 0.72)
            output.append("\" text-anchor=\"middle\" font-size=\"")
            output.append(style.captionFontSize)
            output.append("\" fill=\"#333333\">")
            output.appendEscaped(label)
            output.append("</text></g>\n")
        }
    }
}
