public import FamilyTree
public import TreeLayout

extension SVGStyle {
    /// The distance between two lines of a name in a box.
    public var nameLineHeight: Double { fontSize * 1.2 }

    /// The lines of `name` drawn in `box`: the whole name when it fits, else split at spaces
    /// onto as many lines as the style and the box's height allow, the last cut with “…”.
    ///
    /// - Complexity: O(length of `name`).
    public func nameLines(for name: String, in box: PersonBox) -> [Substring] {
        NameFitting(
            fontSize: fontSize, availableWidth: box.width - 2 * textPadding,
            maximumLines: max(1, min(maximumNameLines, Int(box.height / nameLineHeight)))
        )
        .lines(for: name)
    }

    /// The lines drawn in `person`'s box: the name as ``nameLines(for:in:)`` fits it, and under
    /// it the years of birth and death (``FamilyTree/Person/lifeYears``) when known and when the
    /// box has the room, the name then giving up a line if it must. Every renderer draws a box's
    /// text by this, so the SVG and Graphviz's pictures agree.
    ///
    /// - Complexity: O(length of the name).
    public func personLines(for person: Person, in box: PersonBox) -> [Substring] {
        let availableWidth = box.width - 2 * textPadding
        let rows = Int(box.height / nameLineHeight)
        let nameRows = max(1, min(maximumNameLines, rows))
        if let years = person.lifeYears, rows >= 2,
            NameFitting(fontSize: fontSize, availableWidth: availableWidth, maximumLines: 1).width(of: Substring(years))
                <= availableWidth
        {
            let name = NameFitting(
                fontSize: fontSize, availableWidth: availableWidth, maximumLines: min(nameRows, rows - 1))
            return name.lines(for: person.name) + [Substring(years)]
        }
        return NameFitting(fontSize: fontSize, availableWidth: availableWidth, maximumLines: nameRows)
            .lines(for: person.name)
    }

    /// The estimated width of `text` at the caption font size (captions, mark labels, badges).
    public func captionWidth(of text: String) -> Double {
        NameFitting(fontSize: captionFontSize, availableWidth: 0, maximumLines: 1).width(of: Substring(text))
    }
}

extension SVGStyle {
    /// The estimated width of `text` at `fontSize`, bold or not (bold DejaVu Sans runs about a
    /// tenth wider): for titles, legends and tags.
    public func textWidth(of text: String, fontSize: Double, bold: Bool = false) -> Double {
        NameFitting(fontSize: fontSize, availableWidth: 0, maximumLines: 1).width(of: Substring(text))
            * (bold ? 1.1 : 1)
    }

    /// Where a repeat reference (``RepeatTag``) is drawn for `box`: a small label on the box's
    /// top edge, starting right of its centre, clear of the line that enters the box's top
    /// centre and of the bus halfway to the row above.
    public func tagRect(_ tag: RepeatTag, box: PersonBox) -> PersonBox {
        let height = tagFontSize + 2.5
        return PersonBox(
            x: box.centerX + 3, y: box.y - height + 2.5,
            width: textWidth(of: tag.text, fontSize: tagFontSize, bold: tag.isHome) + 6, height: height)
    }
}
