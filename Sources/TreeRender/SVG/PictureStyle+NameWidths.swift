public import FamilyTree
public import TreeLayout

extension PictureStyle {
    /// The width of a box of `height` that shows `person`'s whole name, never narrower than
    /// `minimum`: the name wrapped at spaces onto as few lines as that width allows, at most
    /// ``maximumNameLines`` and as many as the height holds beside the years of birth and death,
    /// which keep a line of their own when known, or the details ``content`` asks for, a line each
    /// (``personLines(for:in:)`` draws exactly this).
    ///
    /// Among the widths that keep the name whole, the narrowest is taken, so a long name stacks
    /// its words (`John` / `Fitzgerald` / `Kennedy` / `1917–1963`) rather than widen the chart. A
    /// box too low for two lines drops the years. Text widths are the renderer's own estimate
    /// (``NameFitting``), which is at least the width DejaVu Sans draws, so a box sized here holds
    /// its text in the SVG, in Graphviz's PNG and PDF, and on the chart page.
    ///
    /// - Complexity: O(bytes of the name), whatever its number of words (``NameFitting``).
    public func boxWidth(keepingWhole person: Person, height: Double, minimum: Double) -> Double {
        let rows = Int(height / nameLineHeight)
        let fitting = NameFitting(fontSize: fontSize, availableWidth: 0, maximumLines: 1)
        var room = 0.0
        var nameLines = max(1, min(maximumNameLines, rows))
        if content.details != .years {
            let details = content.detailLines(of: person).prefix(max(0, rows - 1))
            for line in details { room = max(room, fitting.width(of: Substring(line))) }
            nameLines = max(1, min(maximumNameLines, rows - details.count))
        } else if let years = person.lifeYears, rows >= 2 {
            room = fitting.width(of: Substring(years))
            nameLines = max(1, min(maximumNameLines, rows - 1))
        }
        let name = content.nameFormat == .asWritten ? person.name : content.name(of: person)
        room = max(room, fitting.narrowestRoom(for: name, lines: nameLines))
        var width = (room + 2 * textPadding).rounded(.up)
        // The sum may round down (56.00000000000001 + 12 is 68): the drawn room must hold it all.
        while width - 2 * textPadding < room { width += 1 }
        return max(minimum, width)
    }

    /// Box widths for a layout that keep every person's whole name and years in boxes of
    /// `height` (``boxWidth(keepingWhole:height:minimum:)``), for any engine.
    public func boxWidthsKeepingNamesWhole(height: Double, minimum: Double) -> LayoutOptions.BoxWidths {
        .computed { person in boxWidth(keepingWhole: person, height: height, minimum: minimum) }
    }
}
