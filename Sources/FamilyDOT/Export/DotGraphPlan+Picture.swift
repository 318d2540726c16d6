package import FamilyTree
import TreeLayout
package import TreeRender

extension DotGraphPlan {
    /// The page TreeBench's SVG writer draws, as a pinned Graphviz graph: the heading, every box,
    /// repeat reference, caption line, mark and badge a fixed-size node at its place
    /// (`pos="x,y!"`), every connector an edge whose `pos` is the SVG's rounded route as a cubic
    /// B-spline. Graphviz's `nop2` layout keeps all of it as given, so its renderers draw the
    /// SVG's page: same places, same colours, same rounded connectors, as far as Graphviz's
    /// shapes go (a rounded box's corner radius, the dash pattern and the fonts are Graphviz's own).
    ///
    /// Coordinates are points with y up and the page's bottom at 0, as Graphviz stores them.
    ///
    /// - Parameters:
    ///   - family: The family every panel lays out.
    ///   - panels: One or more layouts of `family`, left to right.
    ///   - style: Sizes and spacing, as for the SVG.
    ///   - heading: The title, subtitle and legend above the panels; none by default.
    ///   - namesByID: Name the first panel's boxes by person id and every other node with a
    ///     prefix no id starts with (for a DOT file people read); otherwise every name is made up.
    /// - Complexity: O(people × panels + marks).
    package init(
        picture family: Family, panels: [RenderPanel], style: PictureStyle, heading: PictureHeading = PictureHeading(),
        namesByID: Bool = false
    ) {
        let page = RenderPage(family: family, panels: panels, style: style, heading: heading)
        self.init(
            picture: FamilyChart(descendants: family), panels: panels, page: page, style: style, namesByID: namesByID)
    }

    /// The picture of `panels` of a chart of any kind, placed as `page` places them
    /// (``init(picture:panels:style:heading:namesByID:)``): each panel in its layout's direction.
    package init(
        picture chart: FamilyChart, panels: [RenderPanel], page: RenderPage, style: PictureStyle, namesByID: Bool
    ) {
        let prefix = namesByID ? Self.unusedPrefix(for: chart.people) : ""
        func personName(_ panel: Int, _ index: Int) -> String {
            namesByID && panel == 0 ? chart.people[index].id : "\(prefix)person\(panel)_\(index)"
        }
        let canvas = PictureCanvas(pageHeight: page.height, style: style, prefix: prefix)
        let router = ConnectorRouter(cornerRadius: style.connectorRadius, stubLength: style.stubLength)

        graphAttributes = [("bgcolor", "#ffffff"), ("pad", "0"), ("margin", "0"), ("outputorder", "edgesfirst")]
        nodeDefaults = [
            // `shape`: every box its size, and no warning when Graphviz measures a label wider than
            // the estimate it was fitted by.
            ("shape", "box"), ("fixedsize", "shape"), ("fontname", Self.pictureFont),
            ("fontsize", DOTNumber.format(style.fontSize)), ("fontcolor", GenderPalette.textColor),
            ("penwidth", "1.5"), ("margin", "0"),
        ]
        edgeDefaults = [("dir", "none"), ("color", GenderPalette.connectorColor), ("penwidth", "1.5")]

        // Graphviz crops a drawing to what is on it; two invisible corners keep the page's margins.
        for (index, corner) in [PagePoint(x: 0, y: 0), PagePoint(x: page.width, y: page.height)].enumerated() {
            nodes.append(
                Node(
                    name: "\(prefix)corner\(index)",
                    attributes: [("shape", "point"), ("style", "invis"), ("label", "")]
                        + canvas.place(corner, width: 0.01, height: 0.01)))
        }
        appendHeading(page, canvas: canvas)
        for (panelIndex, panel) in panels.enumerated() {
            let offset = page.panelOffsets[panelIndex]
            for (line, caption) in page.captions[panelIndex].enumerated() {
                var extra: [Attribute] = []
                if caption.isTitle { extra.append(("fontname", Self.pictureBoldFont)) }
                if caption.isMark { extra.append(("fontcolor", GenderPalette.markColor)) }
                appendText(
                    caption.text, left: page.captionX[panelIndex], baseline: page.captionBaseline(line: line),
                    fontSize: style.captionFontSize, bold: caption.isTitle, extra: extra, canvas: canvas)
            }
            let firstPerson = nodes.count
            for (index, person) in chart.people.enumerated() {
                let box = panel.layout.boxes[index]
                let lines = style.personLines(for: person, in: box)
                let details = PersonDetails(
                    people: chart.people, person: index, references: page.references, content: style.content)
                nodes.append(
                    Node(
                        name: personName(panelIndex, index),
                        attributes: Self.pictureBoxAttributes(of: person)
                            + [("label", lines.joined(separator: "\n")), ("tooltip", details.tooltip)]
                            + canvas.place(
                                PagePoint(x: box.centerX + offset.x, y: box.centerY + offset.y), width: box.width,
                                height: box.height)))
            }
            UnitConnectors.forEach(in: chart, layout: panel.layout, router: router) { connectors in
                let section = chart.sections[connectors.section]
                let family = section.family
                let unit = family.units[connectors.unit]
                let blood = firstPerson + section.chartPerson(Int(unit.blood))
                func spline(_ path: ConnectorPath) -> Attribute {
                    ("pos", path.cubicBezierPoints.map { canvas.point($0, offset) }.joined(separator: " "))
                }
                if let line = connectors.coupleLine {
                    // A further union's line runs from the person to the later partner (`blood`).
                    let (tail, head) =
                        unit.isFurtherUnion
                        ? (firstPerson + section.chartPerson(Int(unit.furtherUnionOf)), blood)
                        : (blood, firstPerson + section.chartPerson(Int(unit.spouse)))
                    edges.append(Edge(tail: tail, head: head, attributes: [spline(line), ("penwidth", "2.5")]))
                }
                // The descents lead to the children only, not to a child's later partners.
                let children = unit.children.lazy.filter { !family.units[$0].isFurtherUnion }
                for (child, path) in zip(children, connectors.descents) {
                    // A line to a child by adoption, fostering or a step-parent is drawn as that tie;
                    // a line to a repeat that draws a further union is a reference, not parentage.
                    let reference: [Attribute] =
                        if let stroke = ChildTieStroke.forTie(
                            chart.childTie(ofUnit: child, inSection: connectors.section))
                        {
                            [("style", stroke.dotStyle), ("color", stroke.color)]
                        } else {
                            family.isReferenceUnit(child) ? [("style", "dashed")] : []
                        }
                    edges.append(
                        Edge(
                            tail: blood, head: firstPerson + section.chartPerson(Int(family.units[child].blood)),
                            attributes: [spline(path)] + reference)
                    )
                }
            }
            for (index, box) in panel.layout.boxes.enumerated() {
                guard let tag = page.references.tag(of: index, panel: panelIndex) else { continue }
                appendTag(tag, box: box, offset: offset, canvas: canvas)
            }
            for label in MarriageLabel.labels(in: chart, layout: panel.layout, style: style) {
                appendText(
                    label.text, left: label.x + offset.x, baseline: label.baseline + offset.y,
                    fontSize: style.tagFontSize, bold: false, extra: [], canvas: canvas)
            }
            appendBadges(chart, panel: panel, offset: offset, canvas: canvas)
            appendMarks(chart, panel: panel, offset: offset, page: page, canvas: canvas)
        }
    }

    /// A person's box as the SVG draws it: rounded, filled by gender; a repeat appearance
    /// (`sameAs`) dashed and faded as the SVG fades its box, the name kept dark to stay readable.
    static func pictureBoxAttributes(of person: Person) -> [Attribute] {
        let colors = GenderPalette.colors(for: person.gender)
        guard person.isRepeat else {
            return [("style", "rounded,filled"), ("fillcolor", colors.fill), ("color", colors.stroke)]
        }
        func faded(_ color: String) -> String {
            GenderPalette.blendedOnWhite(color, opacity: GenderPalette.repeatOpacity)
        }
        return [("style", "rounded,filled,dashed"), ("fillcolor", faded(colors.fill)), ("color", faded(colors.stroke))]
    }

    /// The font of names and captions in pictures Graphviz draws (fontconfig finds a fallback,
    /// such as a CJK font, for characters it lacks).
    static let pictureFont = "DejaVu Sans"
    /// The font of caption titles and mark labels.
    static let pictureBoldFont = "DejaVu Sans Bold"
}
