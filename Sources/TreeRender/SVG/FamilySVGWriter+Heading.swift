import FamilyTree
import TreeLayout

extension FamilySVGWriter {
    /// Writes the page's heading: the title, the subtitle and the legend, each legend entry a
    /// sample drawn as the drawing draws the thing, then its words.
    ///
    /// - Complexity: O(legend entries).
    func writeHeading(_ page: RenderPage, to output: inout SVGOutput) {
        if let title = page.heading.title {
            output.append("<text class=\"title\" x=\"")
            output.append(style.margin)
            output.append("\" y=\"")
            output.append(page.titleBaseline)
            output.append("\" font-size=\"")
            output.append(style.titleFontSize)
            output.append("\">")
            output.appendEscaped(title)
            output.append("</text>\n")
        }
        if let subtitle = page.heading.subtitle {
            output.append("<text class=\"subtitle\" x=\"")
            output.append(style.margin)
            output.append("\" y=\"")
            output.append(page.subtitleBaseline)
            output.append("\" font-size=\"")
            output.append(style.captionFontSize)
            output.append("\">")
            output.appendEscaped(subtitle)
            output.append("</text>\n")
        }
        guard !page.legendItems.isEmpty else { return }
        output.append("<g class=\"legend\">\n")
        for item in page.legendItems {
            writeLegendSample(item.entry, in: item.sample, to: &output)
            output.append("<text x=\"")
            output.append(item.textX)
            output.append("\" y=\"")
            output.append(item.baseline)
            output.append("\" font-size=\"")
            output.append(style.captionFontSize)
            output.append("\">")
            output.appendEscaped(item.entry.text)
            output.append("</text>\n")
        }
        output.append("</g>\n")
    }

    private func writeLegendSample(_ entry: LegendEntry, in frame: PersonBox, to output: inout SVGOutput) {
        func rect(_ attributes: StaticString, _ box: PersonBox, radius: Double) {
            output.append("<rect ")
            output.appendRectAttributes(
                x: box.x, y: box.y, width: box.width, height: box.height, cornerRadius: radius)
            output.append(attributes)
            output.append("/>")
        }
        switch entry {
        case .male, .female, .unknownSex:
            output.append(
                entry == .male
                    ? "<g class=\"person male\">"
                    : entry == .female ? "<g class=\"person female\">" : "<g class=\"person other\">")
            rect("", frame, radius: 3)
            output.append("</g>\n")
        case .repeatAppearance, .repeatInHourglass:
            output.append("<g class=\"person other repeat\">")
            rect(" stroke-dasharray=\"4 3\" opacity=\"0.55\"", frame, radius: 3)
            output.append("</g>\n")
        case .referenceLine:
            output.append("<path class=\"descent reference\" stroke-dasharray=\"5 4\" d=\"M")
            output.append(PagePoint(x: frame.x, y: frame.centerY))
            output.append("H")
            output.append(frame.maxX)
            output.append("\"/>\n")
        case .adoptedLine, .fosterLine, .stepLine, .otherTieLine:
            guard let stroke = ChildTieStroke.forLegendEntry(entry) else { return }
            output.append("<path class=\"descent tie\" stroke=\"")
            output.appendEscaped(stroke.color)
            output.append("\" stroke-dasharray=\"")
            output.appendEscaped(stroke.dashArray)
            output.append("\" d=\"M")
            output.append(PagePoint(x: frame.x, y: frame.centerY))
            output.append("H")
            output.append(frame.maxX)
            output.append("\"/>\n")
        case .hiddenPeople, .hiddenAncestors:
            rect(" fill=\"#ffffff\" stroke=\"#555555\"", frame, radius: frame.height / 2)
            output.append("<text x=\"")
            output.append(frame.centerX)
            output.append("\" y=\"")
            output.append(frame.centerY + 0.35 * style.tagFontSize)
            output.append("\" text-anchor=\"middle\" font-size=\"")
            output.append(style.tagFontSize)
            output.append("\" fill=\"#333333\">+N</text>\n")
        case .violation:
            rect(" class=\"mark\"", frame, radius: 3)
            output.append("\n")
        }
    }
}
