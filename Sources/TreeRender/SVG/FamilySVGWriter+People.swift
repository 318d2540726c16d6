import FamilyTree
import TreeLayout

extension FamilySVGWriter {
    /// Writes a box per person: a rounded rectangle coloured by gender, the name fitted inside
    /// (and the years of birth and death below it when known), and a tooltip (`<title>`) with the
    /// full name, the dates as written, the id and the generation. A repeat appearance's
    /// (`sameAs`) box is dashed and lighter, its name as dark as any; it and its home box carry
    /// their shared reference (``RepeatTag``), and its tooltip says where the home box is.
    ///
    /// - Complexity: O(people + total name length).
    func writePeople(
        _ chart: FamilyChart, layout: FamilyLayout, references: RepeatReferences, to output: inout SVGOutput
    ) throws {
        let lineHeight = style.nameLineHeight
        for (index, person) in chart.people.enumerated() {
            let box = layout.boxes[index]
            output.append("<g class=\"person ")
            output.append(GenderPalette.styleClass(for: person.gender))
            output.append(person.sameAs == nil ? "\"><title>" : " repeat\"><title>")
            output.appendEscaped(
                PersonDetails(people: chart.people, person: index, references: references, content: style.content)
                    .tooltip)
            output.append("</title><rect ")
            output.appendRectAttributes(
                x: box.x, y: box.y, width: box.width, height: box.height, cornerRadius: style.boxCornerRadius)
            // A repeat's box is faded and dashed; its name stays dark, to be read.
            if person.sameAs == nil {
                output.append("/>")
            } else {
                output.append(" stroke-dasharray=\"4 3\" opacity=\"")
                output.append(GenderPalette.repeatOpacity)
                output.append("\"/>")
            }
            let lines = style.personLines(for: person, in: box)
            // Centre the block of lines; 0.35 em lowers a line's middle to its baseline.
            var baseline = box.centerY - Double(lines.count - 1) * lineHeight / 2 + 0.35 * style.fontSize
            for line in lines where !line.isEmpty {
                output.append("<text x=\"")
                output.append(box.centerX)
                output.append("\" y=\"")
                output.append(baseline)
                output.append("\">")
                output.appendEscaped(line)
                output.append("</text>")
                baseline += lineHeight
            }
            output.append("</g>\n")
            if let tag = references.tag(of: index) { writeTag(tag, box: box, to: &output) }
            try output.flushIfNeeded()
        }
    }

    /// Writes each union's marriage by its line (``MarriageLabel``), when the style's content
    /// shows marriages.
    func writeMarriages(_ chart: FamilyChart, layout: FamilyLayout, to output: inout SVGOutput) {
        for label in MarriageLabel.labels(in: chart, layout: layout, style: style) {
            output.append("<text class=\"marriage\" x=\"")
            output.append(label.x)
            output.append("\" y=\"")
            output.append(label.baseline)
            output.append("\" font-size=\"")
            output.append(style.tagFontSize)
            output.append("\" fill=\"#1a1a1a\">")
            output.appendEscaped(label.text)
            output.append("</text>\n")
        }
    }

    /// Writes a repeat reference by `box`: a home's number white on dark, a repeat's “see N ·
    /// gen. G” dark on white, both outlined, at full opacity even by a faded repeat.
    func writeTag(_ tag: RepeatTag, box: PersonBox, to output: inout SVGOutput) {
        let rect = style.tagRect(tag, box: box)
        output.append(tag.isHome ? "<g class=\"reference home\"><rect " : "<g class=\"reference\"><rect ")
        output.appendRectAttributes(
            x: rect.x, y: rect.y, width: rect.width, height: rect.height, cornerRadius: rect.height / 2)
        output.append("/><text x=\"")
        output.append(rect.centerX)
        output.append("\" y=\"")
        output.append(rect.centerY + 0.35 * style.tagFontSize)
        output.append("\" font-size=\"")
        output.append(style.tagFontSize)
        output.append("\">")
        output.appendEscaped(tag.text)
        output.append("</text></g>\n")
    }
}
