import FamilyDOT
public import FamilyTree
public import Foundation
import PDFSheets
import TreeLayout
public import TreeRender

/// Pictures of family layouts in the formats Graphviz's own renderers write (PNG, PDF), drawn
/// like TreeBench's SVG: the same page, boxes, colours, rounded connectors and marks.
///
/// The page is handed to Graphviz in process as a pinned graph (`nop2`: every position and
/// every connector as given), then rendered with `gvRenderData`; nothing runs as a separate
/// program and nothing is laid out again. A PDF for print is that page printed on sheets of
/// paper (``PrintRequest``): tiled at full size over numbered, overlapping sheets, or scaled
/// onto one.
public enum FamilyPicture {
    /// A format Graphviz renders.
    public enum Format: String, Sendable, CaseIterable {
        /// A bitmap, at ``pixelsPerPoint(forPageWidth:height:dpi:)`` pixels per point.
        case png
        /// A vector page in points.
        case pdf
    }

    /// How a PDF is printed.
    public struct PrintRequest: Sendable, Hashable {
        /// The sheet.
        public var paper: PaperSize
        /// Which way it is turned.
        public var orientation: PaperOrientation
        /// Scale the picture onto one sheet instead of tiling it at full size.
        public var onePage: Bool
        /// Keep the tiled sheets that print nothing; by default they are left out
        /// (`PrintLayout.withoutBlankSheets(inked:)`).
        public var keepsBlankSheets: Bool

        /// A request for `paper`, turned `orientation`, tiled or on one sheet, blank sheets kept or not.
        public init(
            paper: PaperSize, orientation: PaperOrientation = .auto, onePage: Bool = false,
            keepsBlankSheets: Bool = false
        ) {
            self.paper = paper
            self.orientation = orientation
            self.onePage = onePage
            self.keepsBlankSheets = keepsBlankSheets
        }

        /// The sheets a page of this size is printed on, blank ones included.
        public func layout(forPageWidth width: Double, height: Double) -> PrintLayout {
            onePage
                ? PrintLayout(fitting: width, height, paper: paper, orientation: orientation)
                : PrintLayout(tiling: width, height, paper: paper, orientation: orientation)
        }
    }

    /// The largest side of a PNG in pixels: bigger pages are drawn at a smaller scale.
    public static let largestPixelSide = 16_000.0

    /// The `/UserUnit` an untiled PDF of a page this large is written with: 1 when its sides are
    /// within the 14,400 units (200 inches) Acrobat accepts, else the points a unit must be.
    public static func pdfUserUnit(forPageWidth width: Double, height: Double) -> Double {
        PDFUserUnit.unit(forPageWidth: width, height: height)
    }

    /// A screen's resolution: a PNG's default dots per inch (96, 1.33 pixels per point).
    public static let screenDPI = 96.0

    /// The least height in pixels at which a name can be read in a bitmap.
    public static let legibleNamePixels = 7.0

    /// Pixels per point in a PNG of a page at `dpi` dots per inch, less when the page's longer
    /// side would exceed ``largestPixelSide``.
    public static func pixelsPerPoint(forPageWidth width: Double, height: Double, dpi: Double = screenDPI) -> Double {
        min(dpi / 72, largestPixelSide / max(width, height, 1))
    }

    /// Draws `panels` side by side under `heading`, each under its caption, as the SVG writer would.
    ///
    /// - Parameters:
    ///   - family: The family every panel lays out.
    ///   - panels: One or more layouts of `family`, left to right.
    ///   - style: Sizes and spacing.
    ///   - heading: The title, subtitle and legend above the panels; none by default.
    ///   - format: PNG or PDF.
    ///   - dpi: A PNG's resolution (fewer pixels when the page would pass ``largestPixelSide``).
    ///   - print: For a PDF, the sheets to print it on; `nil` makes one page as large as the picture.
    /// - Returns: The file's bytes.
    /// - Throws: ``FamilyPictureError`` when Graphviz cannot build or render the picture (for
    ///   example a Graphviz without its cairo renderers), or its PDF cannot be read to be tiled.
    /// - Complexity: O(people × panels + marks) to build; Graphviz's rendering is linear in the
    ///   page's objects (and, for PNG, its pixels).
    public static func render(
        _ family: Family, panels: [RenderPanel], style: PictureStyle = PictureStyle(),
        heading: PictureHeading = PictureHeading(), format: Format, dpi: Double = screenDPI,
        print: PrintRequest? = nil
    ) throws(FamilyPictureError) -> Data {
        try render(
            FamilyChart(descendants: family), panels: panels, style: style, heading: heading, format: format, dpi: dpi,
            print: print)
    }

    /// Draws `panels` of a chart of any kind, as ``render(_:panels:style:heading:format:dpi:print:)-(Family,_,_,_,_,_,_)``
    /// draws a family's: each panel in its layout's direction, as the SVG writer draws it.
    ///
    /// - Throws: ``FamilyPictureError`` when Graphviz cannot build or render the picture, or its
    ///   PDF cannot be read to be printed on sheets.
    /// - Complexity: as for a family.
    public static func render(
        _ chart: FamilyChart, panels: [RenderPanel], style: PictureStyle = PictureStyle(),
        heading: PictureHeading = PictureHeading(), format: Format, dpi: Double = screenDPI,
        print: PrintRequest? = nil
    ) throws(FamilyPictureError) -> Data {
        for panel in panels {
            precondition(panel.layout.boxes.count == chart.personCount, "a layout needs one box per person")
        }
        var page = RenderPage(chart: chart, panels: panels, style: style, heading: heading)
        var sheets = format == .pdf ? print?.layout(forPageWidth: page.width, height: page.height) : nil
        if let all = sheets, print?.keepsBlankSheets == false {
            sheets = all.withoutBlankSheets(inked: page.inkedAreas(of: chart, panels: panels))
        }
        if let sheets, sheets.tiles.count > 1 {
            // Repeats name the page their home box is printed on (the assembly map is the first).
            page.references.homePages = panels.indices.map { panel in
                let offset = page.panelOffsets[panel]
                return panels[panel].layout.boxes.map { box in
                    sheets.printedPage(
                        ofSheet: sheets.pageNumber(at: PagePoint(x: box.centerX + offset.x, y: box.centerY + offset.y)))
                }
            }
        }
        var plan = DotGraphPlan(picture: chart, panels: panels, page: page, style: style, namesByID: false)
        if format == .png {
            let scale = pixelsPerPoint(forPageWidth: page.width, height: page.height, dpi: dpi)
            plan.graphAttributes.append(("dpi", DOTNumber.format(72 * scale)))
        }
        let picture: Data
        do {
            let (graph, _) = try plan.makeGraph()
            try graph.layout(engine: "nop2")
            picture = try graph.render(format: "\(format.rawValue):cairo")
        } catch {
            throw .graphviz(error)
        }
        guard let sheets else {
            let unit = PDFUserUnit.unit(forPageWidth: page.width, height: page.height)
            guard format == .pdf, unit > 1 else { return picture }
            do {
                return Data(try PDFUserUnit.apply(Array(picture), unit: unit))
            } catch {
                throw .unreadablePDF(error.description)
            }
        }
        do {
            return Data(try PDFImposition.impose(Array(picture), layout: sheets, title: heading.title))
        } catch {
            throw .unreadablePDF(error.description)
        }
    }
}
