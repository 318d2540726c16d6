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

    /// The estimated width of `text` at the caption font size (captions, mark labels, badges).
    public func captionWidth(of text: String) -> Double {
        NameFitting(fontSize: captionFontSize, availableWidth: 0, maximumLines: 1).width(of: Substring(text))
    }
}
