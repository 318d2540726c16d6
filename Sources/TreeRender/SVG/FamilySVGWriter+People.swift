import FamilyTree
import TreeLayout

extension FamilySVGWriter {
    /// Writes a box per person: a rounded rectangle coloured by gender, the name fitted inside
    /// (and the years of birth and death below it when known), and a tooltip (`<title>`) with the
    /// full name, id, gender and age. A repeat appearance (`sameAs`) is dashed and lighter, and its
    /// tooltip names the home box.
    ///
    /// - Complexity: O(people + total name length).
    func writePeople(_ family: Family, layout: FamilyLayout, to output: inout SVGOutput) throws {
        let lineHeight = style.nameLineHeight
        for (index, person) in family.people.enumerated() {
            let box = layout.boxes[index]
            output.append("<g class=\"person ")
            output.append(GenderPalette.styleClass(for: person.gender))
            // Inline, so drawings without repeats keep their style sheet byte for byte.
            if person.sameAs == nil {
                output.append("\"><title>")
            } else {
                output.append(" repeat\" opacity=\"")
                output.append(GenderPalette.repeatOpacity)
                output.append("\"><title>")
            }
            output.appendEscaped(person.name.isEmpty ? "(no name)" : person.name)
            output.append("\n")
            output.appendEscaped(person.id)
            output.append(" · ")
            output.appendEscaped(person.gender)
            output.append(" · ")
            output.append(person.age)
            if let born = person.born {
                output.append("\nborn ")
                output.appendEscaped(born)
            }
            if let died = person.died {
                output.append("\ndied ")
                output.appendEscaped(died)
            }
            if let home = person.sameAs {
                output.append("\nrepeat appearance: the home box is ")
                output.appendEscaped(home)
            }
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
            output.append(person.sameAs == nil ? "\"/>" : "\" stroke-dasharray=\"4 3\"/>")
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
            try output.flushIfNeeded()
        }
    }
}
