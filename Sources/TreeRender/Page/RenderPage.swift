public import FamilyTree
public import TreeLayout

/// Where everything of a drawing goes on its page: the heading (title, subtitle, legend) after
/// the top margin, then the panels side by side at one scale, each under its caption. The SVG
/// writer, Graphviz's renderers (PNG, PDF) and the chart page place their drawings by it, so
/// every format draws the same page.
///
/// Nothing here assumes which way a panel's rows run: a panel's place comes from the bounds of
/// its boxes and of the repeat references drawn beside them, whatever the layout's direction.
public struct RenderPage: Sendable {
    /// One line of a caption.
    public struct CaptionLine: Sendable {
        /// The text.
        public var text: String
        /// The first line of the panel's own caption, drawn bold.
        public var isTitle: Bool
        /// A line listing marks that point at nobody in particular, drawn in red.
        public var isMark: Bool
    }

    /// A legend entry in its place: the sample drawn as the picture draws the thing, then the words.
    public struct LegendItem: Sendable {
        /// What the entry explains.
        public var entry: LegendEntry
        /// The sample's frame on the page.
        public var sample: PersonBox
        /// The left edge of the words.
        public var textX: Double
        /// The baseline of the words.
        public var baseline: Double
    }

    /// The page's width in points.
    public let width: Double
    /// The page's height in points.
    public let height: Double
    /// The heading drawn above the panels.
    public let heading: PictureHeading
    /// The title's baseline (with ``heading``'s title).
    public let titleBaseline: Double
    /// The subtitle's baseline (with ``heading``'s subtitle).
    public let subtitleBaseline: Double
    /// The legend's entries in their places, left to right, row by row.
    public let legendItems: [LegendItem]
    /// For each panel, what to add to its layout's coordinates to place it on the page.
    public let panelOffsets: [PagePoint]
    /// For each panel, the left edge of its caption.
    public let captionX: [Double]
    /// For each panel, its caption lines, top to bottom.
    public let captions: [[CaptionLine]]
    /// The distance between two caption baselines.
    public let captionLineHeight: Double
    /// The top of the captions, under the heading.
    public let top: Double
    /// The repeat references every panel draws by its boxes (with the sheets homes are printed
    /// on, for a picture printed on several).
    public var references: RepeatReferences

    /// The gap between the heading and the panels' captions.
    static let headingGap = 14.0
    /// The height of a legend row.
    static let legendRowHeight = 17.0
    /// The least width the legend wraps to, even above a narrow drawing.
    static let legendWrapWidth = 420.0

    /// Lays out a page of `panels` of `family` in `style`, under `heading`.
    ///
    /// - Complexity: O(people × panels + marks).
    public init(
        family: Family, panels: [RenderPanel], style: PictureStyle, heading: PictureHeading = PictureHeading()
    ) {
        self.init(chart: FamilyChart(descendants: family), panels: panels, style: style, heading: heading)
    }

    /// Lays out a page of `panels` of `chart` in `style`, under `heading`.
    ///
    /// - Complexity: O(people × panels + marks).
    public init(
        chart: FamilyChart, panels: [RenderPanel], style: PictureStyle, heading: PictureHeading = PictureHeading()
    ) {
        let margin = style.margin
        self.heading = heading
        let references = RepeatReferences(chart)
        self.references = references
        captionLineHeight = style.captionFontSize * 1.4
        captions = panels.map { panel in
            var lines = panel.caption.enumerated().map {
                CaptionLine(text: $1, isTitle: $0 == 0, isMark: false)
            }
            let general = panel.marks.filter { $0.people.isEmpty && $0.units.isEmpty }.map(\.label)
            if !general.isEmpty {
                lines.append(CaptionLine(text: general.joined(separator: "; "), isTitle: false, isMark: true))
            }
            return lines
        }
        // Each panel's drawing: its boxes, the references drawn beside them and the "+N" badges
        // (above the first row of an ancestor chart folded there).
        let bounds = panels.map { panel in
            Self.drawingBounds(
                panel.layout, references: references,
                badges: panel.layout.hiddenBadges(in: chart, hiddenCounts: panel.hiddenCounts, style: style),
                style: style)
        }
        let contentWidth =
            bounds.reduce(0.0) { total, box in total + box.width } + style.panelGap * Double(max(0, bounds.count - 1))

        var y = margin
        var widest = contentWidth
        var titleBaseline = y
        if let title = heading.title {
            titleBaseline = y + style.titleFontSize
            y = titleBaseline + style.titleFontSize * 0.35
            widest = max(widest, style.textWidth(of: title, fontSize: style.titleFontSize, bold: true))
        }
        self.titleBaseline = titleBaseline
        var subtitleBaseline = y
        if let subtitle = heading.subtitle {
            subtitleBaseline = y + style.captionFontSize * 1.3
            y = subtitleBaseline + style.captionFontSize * 0.35
            widest = max(widest, style.textWidth(of: subtitle, fontSize: style.captionFontSize))
        }
        self.subtitleBaseline = subtitleBaseline
        var items: [LegendItem] = []
        if !heading.legend.isEmpty {
            let wrap = max(contentWidth, Self.legendWrapWidth)
            var x = 0.0
            var rowTop = y + 6
            for entry in heading.legend {
                let itemWidth = 27 + style.textWidth(of: entry.text, fontSize: style.captionFontSize)
                if x > 0 && x + itemWidth > wrap {
                    x = 0
                    rowTop += Self.legendRowHeight
                }
                items.append(
                    LegendItem(
                        entry: entry, sample: PersonBox(x: margin + x, y: rowTop + 2, width: 22, height: 12),
                        textX: margin + x + 27, baseline: rowTop + 12.5))
                widest = max(widest, x + itemWidth)
                x += itemWidth + 18
            }
            y = rowTop + Self.legendRowHeight
        }
        legendItems = items
        if !heading.isEmpty { y += Self.headingGap }

        top = y
        let captionLineCount = captions.map(\.count).max() ?? 0
        let captionHeight =
            captionLineCount == 0 ? 0 : Double(captionLineCount) * captionLineHeight + style.margin / 2
        var x: [Double] = []
        var right = margin
        for box in bounds {
            if !x.isEmpty { right += style.panelGap }
            x.append(right)
            right += box.width
        }
        width = 2 * margin + widest
        height = y + captionHeight + (bounds.map(\.height).max() ?? 0) + margin
        captionX = x
        panelOffsets = zip(x, bounds).map { PagePoint(x: $0 - $1.x, y: y + captionHeight - $1.y) }
    }

    /// The baseline of caption line `line` (counting from 0).
    public func captionBaseline(line: Int) -> Double {
        top + Double(line + 1) * captionLineHeight - 4
    }

    /// The bounds of what a panel draws of `layout`: its boxes, the repeat references beside
    /// them, and its "+N" `badges`.
    static func drawingBounds(
        _ layout: FamilyLayout, references: RepeatReferences, badges: [HiddenBadge] = [], style: PictureStyle
    ) -> PersonBox {
        var bounds = layout.bounds
        var (minX, minY, maxX, maxY) = (bounds.x, bounds.y, bounds.maxX, bounds.maxY)
        func include(_ rect: PersonBox) {
            minX = min(minX, rect.x)
            minY = min(minY, rect.y)
            maxX = max(maxX, rect.maxX)
            maxY = max(maxY, rect.maxY)
        }
        for badge in badges { include(badge.frame) }
        if !references.isEmpty, layout.boxes.count == references.home.count {
            for (index, box) in layout.boxes.enumerated() {
                guard let tag = references.tag(of: index) else { continue }
                include(style.tagRect(tag, box: box))
            }
        }
        bounds = PersonBox(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        return bounds
    }
}
