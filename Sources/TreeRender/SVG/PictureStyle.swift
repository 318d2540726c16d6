import TreeLayout

/// How every picture of a family is drawn — SVG, the chart page, PNG and PDF through Graphviz,
/// and the DOT export's labels: sizes in points, fonts, and what boxes say.
public struct PictureStyle: Hashable, Sendable {
    /// The font size of names.
    public var fontSize: Double
    /// The most lines a name may take in its box.
    public var maximumNameLines: Int
    /// Room kept free at each side of a box's text.
    public var textPadding: Double
    /// The rounding of box corners.
    public var boxCornerRadius: Double
    /// The rounding of connector corners (clamped per corner by the router).
    public var connectorRadius: Double
    /// The least length of a connector leg that leaves a box pointing away from its target.
    public var stubLength: Double
    /// The empty border around the drawing.
    public var margin: Double
    /// The horizontal gap between side-by-side panels.
    public var panelGap: Double
    /// The font size of captions and mark labels.
    public var captionFontSize: Double
    /// The font size of a picture's title (its subtitle and legend take ``captionFontSize``).
    public var titleFontSize: Double
    /// The font size of repeat references (``RepeatTag``).
    public var tagFontSize: Double
    /// What boxes and union lines say of each person (``BoxContent``): by default the name as
    /// written and the years.
    public var content: BoxContent

    /// Creates a style; the defaults suit `LayoutGeometry`'s 50 × 50 boxes and 20-point gaps: a
    /// 50-point box holds three lines of a name at 9 points and the years under them.
    public init(
        fontSize: Double = 9,
        maximumNameLines: Int = 3,
        textPadding: Double = 3,
        boxCornerRadius: Double = 4,
        connectorRadius: Double = 6,
        stubLength: Double = 10,
        margin: Double = 24,
        panelGap: Double = 60,
        captionFontSize: Double = 11,
        titleFontSize: Double = 16,
        tagFontSize: Double = 7.5,
        content: BoxContent = BoxContent()
    ) {
        precondition(maximumNameLines >= 1, "a name needs at least one line")
        self.fontSize = fontSize
        self.maximumNameLines = maximumNameLines
        self.textPadding = textPadding
        self.boxCornerRadius = boxCornerRadius
        self.connectorRadius = connectorRadius
        self.stubLength = stubLength
        self.margin = margin
        self.panelGap = panelGap
        self.captionFontSize = captionFontSize
        self.titleFontSize = titleFontSize
        self.tagFontSize = tagFontSize
        self.content = content
    }
}
