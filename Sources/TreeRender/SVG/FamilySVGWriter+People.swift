import FamilyTree
import TreeLayout

extension FamilySVGWriter {
    /// Writes a box per person: a rounded rectangle coloured by gender, the name fitted inside,
    /// and a tooltip (`<title>`) with the full name, id, gender and age.
    ///
    /// - Complexity: O(people + total name length).
    func writePeople(_ family: Family, layout: FamilyLayout, to output: inout SVGOutput) throws {
        let lineHeight = style.nameLineHeight
        for (index, person) in family.people.enumerated() {
            let box = layout.boxes[index]
            output.append("<g class=\"person ")
            output.append(GenderPalette.styleClass(for: person.gender))
            output.append("\"><title>")
            output.appendEscaped(person.name.isEmpty ? "(no name)" : person.name)
            output.append("\n")
            output.appendEscaped(person.id)
            output.append(" · ")
            output.appendEscaped(person.gender)
            output.append(" · ")
            output.append(person.age)
            output.append("</title><rect x=\"")
            output.append(box.x)
            output.append("\" y=\"")
            output.append(box.y)
            output.append("\" width=\"")
            output.append(box.width)
            output.append("\" height=\"")
            output.append(box.height)
            output.append("\" rx=\"")
            output.append(style.boxCornerRadius)
            output.append("\"/>")
            let lines = style.nameLines(for: person.name, in: box)
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
            try output.flushIfNeeded()
        }
    }
}
