/// Where everything of a drawing goes on its page: the panels side by side at one scale after a
/// margin, each under its caption. The SVG writer and Graphviz's renderers (PNG, PDF) place
/// their drawings by it, so every format draws the same page.
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

    /// The page's width in points.
    public let width: Double
    /// The page's height in points.
    public let height: Double
    /// For each panel, what to add to its layout's coordinates to place it on the page.
    public let panelOffsets: [PagePoint]
    /// For each panel, the left edge of its caption.
    public let captionX: [Double]
    /// For each panel, its caption lines, top to bottom.
    public let captions: [[CaptionLine]]
    /// The distance between two caption baselines.
    public let captionLineHeight: Double
    /// The top margin, above the first caption line.
    public let top: Double

    /// Lays out a page of `panels` in `style`.
    ///
    /// - Complexity: O(panels + their marks).
    public init(panels: [RenderPanel], style: SVGStyle) {
        captionLineHeight = style.captionFontSize * 1.4
        top = style.margin
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
        let captionLineCount = captions.map(\.count).max() ?? 0
        let captionHeight =
            captionLineCount == 0 ? 0 : Double(captionLineCount) * captionLineHeight + style.margin / 2
        let bounds = panels.map(\.layout.bounds)
        var x: [Double] = []
        var right = style.margin
        for box in bounds {
            if !x.isEmpty { right += style.panelGap }
            x.append(right)
            right += box.width
        }
        width = right + style.margin
        height = 2 * style.margin + captionHeight + (bounds.map(\.height).max() ?? 0)
        captionX = x
        panelOffsets = zip(x, bounds).map { PagePoint(x: $0 - $1.x, y: style.margin + captionHeight - $1.y) }
    }

    /// The baseline of caption line `line` (counting from 0).
    public func captionBaseline(line: Int) -> Double {
        top + Double(line + 1) * captionLineHeight - 4
    }
}
