public import FamilyTree
public import TreeLayout

/// Draws family layouts as SVG: a box per person with the name, a line between spouses, and
/// rounded orthogonal connectors from each unit down to a bus halfway to the next row and on to
/// every child; marks (such as invariant violations) outlined in red.
///
/// Coordinates are the layout's points. Output is streamed into an ``SVGOutput`` element by
/// element, so memory and time grow linearly with the family.
public struct FamilySVGWriter: Sendable {
    /// Sizes and spacing.
    public var style: PictureStyle

    /// Creates a writer.
    public init(style: PictureStyle = PictureStyle()) {
        self.style = style
    }

    /// A whole SVG document for one layout.
    ///
    /// - Parameters:
    ///   - family: The family the layout belongs to; its people give names and genders.
    ///   - layout: A box per person, indexed like `family.people`.
    ///   - marks: Outlines and labels to draw on top.
    ///   - caption: Lines above the drawing; none by default.
    /// - Complexity: O(people + marks).
    public func document(
        _ family: Family, layout: FamilyLayout, marks: [LayoutMark] = [], caption: [String] = []
    ) -> String {
        var output = SVGOutput(reservingCapacity: 512 + family.personCount * 400)
        // A buffer without a sink never throws.
        try? write(family, panels: [RenderPanel(layout: layout, marks: marks, caption: caption)], to: &output)
        return output.string
    }

    /// Writes a whole SVG document: the heading, then the panels side by side at one scale,
    /// captions on top.
    ///
    /// - Parameters:
    ///   - family: The family every panel lays out.
    ///   - panels: One or more layouts of `family`, left to right.
    ///   - heading: The title, subtitle and legend above the panels; none by default.
    ///   - output: Where the bytes go; call ``SVGOutput/finish()`` afterwards when it has a sink.
    /// - Throws: What the output's sink throws.
    /// - Complexity: O(people × panels + marks).
    public func write(
        _ family: Family, panels: [RenderPanel], heading: PictureHeading = PictureHeading(),
        to output: inout SVGOutput
    ) throws {
        try write(FamilyChart(descendants: family), panels: panels, heading: heading, to: &output)
    }

    /// Writes a whole SVG document of a chart of any kind (``write(_:panels:heading:to:)-(Family,_,_,_)``
    /// for a family): each panel's layout drawn in its direction, every fork running the way its
    /// section grows.
    ///
    /// - Parameters:
    ///   - chart: The chart every panel lays out.
    ///   - panels: One or more layouts of `chart`, left to right.
    ///   - heading: The title, subtitle and legend above the panels; none by default.
    ///   - output: Where the bytes go; call ``SVGOutput/finish()`` afterwards when it has a sink.
    /// - Throws: What the output's sink throws.
    /// - Complexity: O(people × panels + marks).
    public func write(
        _ chart: FamilyChart, panels: [RenderPanel], heading: PictureHeading = PictureHeading(),
        to output: inout SVGOutput
    ) throws {
        for panel in panels {
            precondition(panel.layout.boxes.count == chart.personCount, "a layout needs one box per person")
        }
        let page = RenderPage(chart: chart, panels: panels, style: style, heading: heading)
        let width = page.width
        let height = page.height
        output.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
        output.append(width)
        output.append("pt\" height=\"")
        output.append(height)
        output.append("pt\" viewBox=\"0 0 ")
        output.append(width)
        output.append(" ")
        output.append(height)
        output.append("\" font-family=\"DejaVu Sans, Verdana, Arial, Noto Sans CJK SC, sans-serif\" font-size=\"")
        output.append(style.fontSize)
        output.append("\" role=\"img\">\n<title>")
        if let title = heading.title {
            output.appendEscaped(title)
            output.append(" (")
            output.appendEscaped(chart.peopleDescription)
            output.append(")</title>\n")
        } else {
            output.append("Family tree of ")
            output.appendEscaped(chart.peopleDescription)
            output.append(": ")
            output.appendEscaped(panels.map(\.layout.engine).joined(separator: " and "))
            output.append(panels.count == 1 ? " layout</title>\n" : " layouts side by side</title>\n")
        }
        output.append("<style>")
        output.append(GenderPalette.styleSheet)
        output.append("</style>\n<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n")
        writeHeading(page, to: &output)
        for (index, panel) in panels.enumerated() {
            writeCaption(page, panel: index, to: &output)
            output.append("<g class=\"panel\" transform=\"translate(")
            output.append(page.panelOffsets[index])
            output.append(")\">\n")
            try writeConnectors(chart, layout: panel.layout, to: &output)
            try writePeople(chart, layout: panel.layout, references: page.references, to: &output)
            writeMarriages(chart, layout: panel.layout, to: &output)
            writeBadges(chart, layout: panel.layout, hiddenCounts: panel.hiddenCounts, to: &output)
            writeMarks(chart, layout: panel.layout, marks: panel.marks, to: &output)
            output.append("</g>\n")
        }
        output.append("</svg>\n")
        try output.flushIfNeeded()
    }

    var captionLineHeight: Double { style.captionFontSize * 1.4 }

    private func writeCaption(_ page: RenderPage, panel: Int, to output: inout SVGOutput) {
        for (index, line) in page.captions[panel].enumerated() {
            output.append("<text class=\"caption")
            if line.isMark {
                output.append(" caption-mark")
            } else if line.isTitle {
                output.append(" caption-title")
            }
            output.append("\" x=\"")
            output.append(page.captionX[panel])
            output.append("\" y=\"")
            output.append(page.captionBaseline(line: index))
            output.append("\" font-size=\"")
            output.append(style.captionFontSize)
            output.append("\">")
            output.appendEscaped(line.text)
            output.append("</text>\n")
        }
    }
}
