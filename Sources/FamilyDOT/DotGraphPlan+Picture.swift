package import FamilyTree
import TreeLayout
package import TreeRender

extension DotGraphPlan {
    /// The page TreeBench's SVG writer draws, as a pinned Graphviz graph: every box, caption
    /// line, mark and badge a fixed-size node at its place (`pos="x,y!"`), every connector an edge
    /// whose `pos` is the SVG's rounded route as a cubic B-spline. Graphviz's `nop2` layout keeps
    /// all of it as given, so its renderers draw the SVG's page: same places, same colours,
    /// same rounded connectors, as far as Graphviz's shapes go (a rounded box's corner radius,
    /// the dash pattern and the fonts are Graphviz's own).
    ///
    /// Coordinates are points with y up and the page's bottom at 0, as Graphviz stores them.
    ///
    /// - Parameters:
    ///   - family: The family every panel lays out.
    ///   - panels: One or more layouts of `family`, left to right.
    ///   - style: Sizes and spacing, as for the SVG.
    ///   - namesByID: Name the first panel's boxes by person id and every other node with a
    ///     prefix no id starts with (for a DOT file people read); otherwise every name is made up.
    /// - Complexity: O(people × panels + marks).
    package init(picture family: Family, panels: [RenderPanel], style: SVGStyle, namesByID: Bool = false) {
        let prefix = namesByID ? Self.unusedPrefix(for: family) : ""
        func personName(_ panel: Int, _ index: Int) -> String {
            namesByID && panel == 0 ? family.people[index].id : "\(prefix)person\(panel)_\(index)"
        }
        let page = RenderPage(panels: panels, style: style)
        let router = ConnectorRouter(cornerRadius: style.connectorRadius, stubLength: style.stubLength)
        func point(_ point: PagePoint, _ offset: PagePoint) -> String {
            "\(DOTNumber.format(point.x + offset.x)),\(DOTNumber.format(page.height - point.y - offset.y))"
        }
        func inches(_ points: Double) -> String { DOTNumber.format(max(points, 0.01) / 72) }
        func place(_ centre: PagePoint, width: Double, height: Double) -> [Attribute] {
            [("pos", point(centre, PagePoint(x: 0, y: 0)) + "!"), ("width", inches(width)), ("height", inches(height))]
        }

        graphAttributes = [("bgcolor", "#ffffff"), ("pad", "0"), ("margin", "0"), ("outputorder", "edgesfirst")]
        nodeDefaults = [
            ("shape", "box"), ("fixedsize", "true"), ("fontname", Self.pictureFont),
            ("fontsize", DOTNumber.format(style.fontSize)), ("fontcolor", GenderPalette.textColor),
            ("penwidth", "1.5"), ("margin", "0"),
        ]
        edgeDefaults = [("dir", "none"), ("color", GenderPalette.connectorColor), ("penwidth", "1.5")]

        func text(_ line: String, left: Double, baseline: Double, fontSize: Double, extra: [Attribute]) {
            let width = style.captionWidth(of: line) * fontSize / style.captionFontSize
            // A line's middle sits 0.35 em above its baseline; Graphviz centres the label there.
            let centre = PagePoint(x: left + width / 2, y: baseline - 0.35 * fontSize)
            nodes.append(
                Node(
                    name: "\(prefix)text\(nodes.count)",
                    attributes: [("shape", "plaintext"), ("label", line), ("fontsize", DOTNumber.format(fontSize))]
                        + place(centre, width: width, height: fontSize * 1.3) + extra))
        }

        // Graphviz crops a drawing to what is on it; two invisible corners keep the page's margins.
        for (index, corner) in [PagePoint(x: 0, y: 0), PagePoint(x: page.width, y: page.height)].enumerated() {
            nodes.append(
                Node(
                    name: "\(prefix)corner\(index)",
                    attributes: [("shape", "point"), ("style", "invis"), ("label", "")]
                        + place(corner, width: 0.01, height: 0.01)))
        }
        for (panelIndex, panel) in panels.enumerated() {
            let offset = page.panelOffsets[panelIndex]
            for (line, caption) in page.captions[panelIndex].enumerated() {
                var extra: [Attribute] = []
                if caption.isTitle { extra.append(("fontname", Self.pictureBoldFont)) }
                if caption.isMark { extra.append(("fontcolor", GenderPalette.markColor)) }
                text(
                    caption.text, left: page.captionX[panelIndex], baseline: page.captionBaseline(line: line),
                    fontSize: style.captionFontSize, extra: extra)
            }
            let firstPerson = nodes.count
            for (index, person) in family.people.enumerated() {
                let box = panel.layout.boxes[index]
                let lines = style.personLines(for: person, in: box)
                nodes.append(
                    Node(
                        name: personName(panelIndex, index),
                        attributes: Self.pictureBoxAttributes(of: person) + [("label", lines.joined(separator: "\n"))]
                            + place(
                                PagePoint(x: box.centerX + offset.x, y: box.centerY + offset.y), width: box.width,
                                height: box.height)))
            }
            UnitConnectors.forEach(in: family, layout: panel.layout, router: router) { connectors in
                let unit = family.units[connectors.unit]
                let blood = firstPerson + Int(unit.blood)
                func spline(_ path: ConnectorPath) -> Attribute {
                    ("pos", path.cubicBezierPoints.map { point($0, offset) }.joined(separator: " "))
                }
                if let line = connectors.coupleLine {
                    edges.append(
                        Edge(
                            tail: blood, head: firstPerson + Int(unit.spouse),
                            attributes: [spline(line), ("penwidth", "2.5")]))
                }
                for (child, path) in zip(unit.children, connectors.descents) {
                    // A line to a repeat that draws a further union is a reference, not parentage.
                    let reference: [Attribute] = family.isReferenceUnit(child) ? [("style", "dashed")] : []
                    edges.append(
                        Edge(
                            tail: blood, head: firstPerson + Int(family.units[child].blood),
                            attributes: [spline(path)] + reference)
                    )
                }
            }
            if panel.hiddenCounts.count == family.units.count {
                let height = style.captionFontSize * 1.4
                for (index, hidden) in panel.hiddenCounts.enumerated() where hidden > 0 {
                    let unit = family.units[index]
                    let label = "+\(hidden)"
                    let width = style.captionWidth(of: label) + 8
                    let top = panel.layout.boxes[Int(unit.blood)].maxY + 3
                    nodes.append(
                        Node(
                            name: "\(prefix)badge\(nodes.count)",
                            attributes: [
                                ("style", "rounded,filled"), ("fillcolor", "#ffffff"),
                                ("color", GenderPalette.connectorColor), ("penwidth", "1"), ("label", label),
                                ("fontsize", DOTNumber.format(style.captionFontSize)), ("fontcolor", "#333333"),
                            ]
                                + place(
                                    PagePoint(
                                        x: panel.layout.anchor(of: unit) + offset.x, y: top + height / 2 + offset.y),
                                    width: width, height: height)))
                }
            }
            let padding = LayoutMark.outlinePadding
            var labelsAt: [PagePoint: Int] = [:]
            for mark in panel.marks {
                guard let outline = mark.outline(in: family, layout: panel.layout) else { continue }
                nodes.append(
                    Node(
                        name: "\(prefix)mark\(nodes.count)",
                        attributes: [
                            ("style", "rounded,dashed"), ("color", GenderPalette.markColor), ("penwidth", "2.5"),
                            ("label", ""),
                        ]
                            + place(
                                PagePoint(x: outline.centerX + offset.x, y: outline.centerY + offset.y),
                                width: outline.width + 2 * padding, height: outline.height + 2 * padding)))
                let spot = PagePoint(x: outline.x, y: outline.y)
                let stacked = labelsAt[spot, default: 0]
                labelsAt[spot] = stacked + 1
                text(
                    mark.label, left: outline.x - padding + offset.x,
                    baseline: outline.y - padding - 3 - Double(stacked) * page.captionLineHeight + offset.y,
                    fontSize: style.captionFontSize,
                    extra: [
                        ("fontname", Self.pictureBoldFont), ("fontcolor", GenderPalette.markColor),
                        ("style", "filled"), ("fillcolor", "#ffffffd9"),
                    ])
            }
        }
    }

    /// A person's box as the SVG draws it: rounded, filled by gender; a repeat appearance
    /// (`sameAs`) dashed and faded as the SVG's group opacity fades it, its tooltip naming the
    /// home box.
    static func pictureBoxAttributes(of person: Person) -> [Attribute] {
        let colors = GenderPalette.colors(for: person.gender)
        guard let home = person.sameAs else {
            return [("style", "rounded,filled"), ("fillcolor", colors.fill), ("color", colors.stroke)]
        }
        func faded(_ color: String) -> String {
            GenderPalette.blendedOnWhite(color, opacity: GenderPalette.repeatOpacity)
        }
        return [
            ("style", "rounded,filled,dashed"), ("fillcolor", faded(colors.fill)), ("color", faded(colors.stroke)),
            ("fontcolor", faded(GenderPalette.textColor)),
            ("tooltip", "\(person.name) (repeat appearance: the home box is \(home))"),
        ]
    }

    /// The font of names and captions in pictures Graphviz draws (fontconfig finds a fallback,
    /// such as a CJK font, for characters it lacks).
    static let pictureFont = "DejaVu Sans"
    /// The font of caption titles and mark labels.
    static let pictureBoldFont = "DejaVu Sans Bold"
}
