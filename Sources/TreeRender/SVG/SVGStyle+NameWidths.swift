import FamilyTree
public import TreeLayout

extension SVGStyle {
    /// The width of a box that shows `name` on one line in this style (the name's estimated
    /// width at ``fontSize``, plus ``textPadding`` either side and one more em of air, as the
    /// estimate runs close for wide fonts such as DejaVu Sans), kept between `minimum` and
    /// `maximum`; a name too long for `maximum` is wrapped when drawn, as in any box.
    ///
    /// Text widths are the renderer's own estimate (per character, no font measuring), so a box
    /// sized here fits the name the renderer draws in it.
    public func boxWidth(fittingName name: String, minimum: Double, maximum: Double) -> Double {
        let fitting = NameFitting(fontSize: fontSize, availableWidth: 0, maximumLines: 1)
        let text = fitting.width(of: NameFitting.drawnText(of: name))
        return min(max(minimum, (text + 2 * textPadding + fontSize).rounded(.up)), max(minimum, maximum))
    }

    /// Box widths for a layout that fit every person's name on one line in this style, and the
    /// years of birth and death under it when known (``SVGStyle/personLines(for:in:)``), between
    /// `minimum` (for short names) and `maximum` (longer names wrap), for any engine.
    public func boxWidthsFittingNames(minimum: Double, maximum: Double) -> LayoutOptions.BoxWidths {
        .computed { person in
            let name = boxWidth(fittingName: person.name, minimum: minimum, maximum: maximum)
            guard let years = person.lifeYears else { return name }
            return max(name, boxWidth(fittingName: years, minimum: minimum, maximum: maximum))
        }
    }
}
