public import FamilyTree
public import TreeLayout

extension PictureStyle {
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

    /// The lines drawn in `person`'s box: the name (as ``content`` formats it, ``BoxContent/name(of:)``)
    /// as ``nameLines(for:in:)`` fits it, and under it the details ``content`` asks for
    /// (``BoxContent/detailLines(of:)``: by default the years of birth and death,
    /// ``FamilyTree/Person/lifeYears``), each on a line of its own when the box has the room and
    /// the width, the name then giving up lines if it must. Every renderer draws a box's text by
    /// this, so the SVG and Graphviz's pictures agree.
    ///
    /// - Complexity: O(length of the name and the details).
    public func personLines(for person: Person, in box: PersonBox) -> [Substring] {
        let availableWidth = box.width - 2 * textPadding
        let rows = Int(box.height / nameLineHeight)
        let nameRows = max(1, min(maximumNameLines, rows))
        let name = content.nameFormat == .asWritten ? person.name : content.name(of: person)
        guard content.details == .years else {
            let fitting = NameFitting(fontSize: fontSize, availableWidth: availableWidth, maximumLines: 1)
            let details = content.detailLines(of: person).filter { fitting.width(of: Substring($0)) <= availableWidth }
                .prefix(max(0, rows - 1))
            let nameLines = NameFitting(
                fontSize: fontSize, availableWidth: availableWidth,
                maximumLines: max(1, min(nameRows, rows - details.count))
            )
            .lines(for: name)
            return nameLines + details.map { Substring($0) }
        }
        if let years = person.lifeYears, rows >= 2,
            NameFitting(fontSize: fontSize, availableWidth: availableWidth, maximumLines: 1).width(of: Substring(years))
                <= availableWidth
        {
            let nameFitting = NameFitting(
                fontSize: fontSize, availableWidth: availableWidth, maximumLines: min(nameRows, rows - 1))
            return nameFitting.lines(for: name) + [Substring(years)]
        }
        return NameFitting(fontSize: fontSize, availableWidth: availableWidth, maximumLines: nameRows)
            .lines(for: name)
    }

    /// The rows of text a box must hold to show every detail ``content`` asks for under a name of
    /// ``maximumNameLines`` lines: the box height (``nameLineHeight`` a row, and the margin a
    /// default box keeps) that ``personLines(for:in:)`` needs for the fullest box of `people`.
    ///
    /// - Complexity: O(people and their details).
    public func boxHeight<People: Sequence<Person>>(holdingDetailsOf people: People) -> Double {
        var detailRows = 0
        for person in people {
            detailRows = max(detailRows, content.detailLines(of: person).count)
            if detailRows == 2 { break }
        }
        let rows = Double(maximumNameLines + max(1, detailRows))
        // A default box, 50 points, holds 3 lines of a name and the years with 6.8 points to spare.
        return (rows * nameLineHeight + 50 - 4 * 10.8).rounded(.up)
    }

    /// The estimated width of `text` at the caption font size (captions, mark labels, badges).
    public func captionWidth(of text: String) -> Double {
        NameFitting(fontSize: captionFontSize, availableWidth: 0, maximumLines: 1).width(of: Substring(text))
    }
}

extension PictureStyle {
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
