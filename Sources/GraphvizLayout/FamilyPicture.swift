import FamilyDOT
public import FamilyTree
public import Foundation
public import TreeRender

/// Pictures of family layouts in the formats Graphviz's own renderers write (PNG, PDF), drawn
/// like TreeBench's SVG: the same page, boxes, colours, rounded connectors and marks.
///
/// The page is handed to Graphviz in process as a pinned graph (`nop2`: every position and
/// every connector as given), then rendered with `gvRenderData`; nothing runs as a separate
/// program and nothing is laid out again.
public enum FamilyPicture {
    /// A format Graphviz renders.
    public enum Format: String, Sendable, CaseIterable {
        /// A bitmap, at ``pixelsPerPoint(forPageWidth:height:)`` pixels per point.
        case png
        /// A vector page in points.
        case pdf
    }

    /// The largest side of a PNG in pixels: bigger pages are drawn at a smaller scale.
    public static let largestPixelSide = 16_000.0

    /// Pixels per point in a PNG of a page: 2 (sharp names on high-density screens), less when
    /// the page's longer side would exceed ``largestPixelSide``.
    public static func pixelsPerPoint(forPageWidth width: Double, height: Double) -> Double {
        min(2, largestPixelSide / max(width, height, 1))
    }

    /// Draws `panels` side by side under `heading`, each under its caption, as the SVG writer would.
    ///
    /// - Parameters:
    ///   - family: The family every panel lays out.
    ///   - panels: One or more layouts of `family`, left to right.
    ///   - style: Sizes and spacing.
    ///   - heading: The title, subtitle and legend above the panels; none by default.
    ///   - format: PNG or PDF.
    /// - Returns: The file's bytes.
    /// - Throws: `GraphvizError` when Graphviz cannot build or render the picture (for
    ///   example a Graphviz without its cairo renderers).
    /// - Complexity: O(people × panels + marks) to build; Graphviz's rendering is linear in the
    ///   page's objects (and, for PNG, its pixels).
    public static func render(
        _ family: Family, panels: [RenderPanel], style: SVGStyle = SVGStyle(),
        heading: PictureHeading = PictureHeading(), format: Format
    ) throws(GraphvizError) -> Data {
        try render(FamilyChart(descendants: family), panels: panels, style: style, heading: heading, format: format)
    }

    /// Draws `panels` of a chart of any kind, as ``render(_:panels:style:heading:format:)-(Family,_,_,_,_)``
    /// draws a family's: each panel in its layout's direction, as the SVG writer draws it.
    ///
    /// - Throws: `GraphvizError` when Graphviz cannot build or render the picture.
    /// - Complexity: as for a family.
    public static func render(
        _ chart: FamilyChart, panels: [RenderPanel], style: SVGStyle = SVGStyle(),
        heading: PictureHeading = PictureHeading(), format: Format
    ) throws(GraphvizError) -> Data {
        for panel in panels {
            precondition(panel.layout.boxes.count == chart.personCount, "a layout needs one box per person")
        }
        let page = RenderPage(chart: chart, panels: panels, style: style, heading: heading)
        var plan = DotGraphPlan(picture: chart, panels: panels, page: page, style: style, namesByID: false)
        if format == .png {
            let scale = pixelsPerPoint(forPageWidth: page.width, height: page.height)
            plan.graphAttributes.append(("dpi", DOTNumber.format(72 * scale)))
        }
        let (graph, _) = try plan.makeGraph()
        try graph.layout(engine: "nop2")
        return try graph.render(format: "\(format.rawValue):cairo")
    }
}
