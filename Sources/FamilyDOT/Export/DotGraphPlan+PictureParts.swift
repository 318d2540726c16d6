import FamilyTree
import TreeLayout
import TreeRender

/// How a picture's page maps to Graphviz's coordinates: points, y up, the page's bottom at 0.
struct PictureCanvas {
    /// The page's height, to turn y around.
    let pageHeight: Double
    /// Sizes and spacing.
    let style: PictureStyle
    /// What every made-up node name starts with.
    let prefix: String

    /// `x,y` of a page point moved by `offset`, in Graphviz's coordinates.
    func point(_ point: PagePoint, _ offset: PagePoint = PagePoint(x: 0, y: 0)) -> String {
        "\(DOTNumber.format(point.x + offset.x)),\(DOTNumber.format(pageHeight - point.y - offset.y))"
    }

    /// The attributes that pin a node of this size with its centre at `centre`.
    func place(_ centre: PagePoint, width: Double, height: Double) -> [DotGraphPlan.Attribute] {
        [
            ("pos", point(centre) + "!"), ("width", DOTNumber.format(max(width, 0.01) / 72)),
            ("height", DOTNumber.format(max(height, 0.01) / 72)),
        ]
    }

    /// The attributes that pin a node over `box` moved by `offset`.
    func place(_ box: PersonBox, offset: PagePoint = PagePoint(x: 0, y: 0)) -> [DotGraphPlan.Attribute] {
        place(PagePoint(x: box.centerX + offset.x, y: box.centerY + offset.y), width: box.width, height: box.height)
    }
}

extension DotGraphPlan {
    /// A line of text whose left end is at `left` on `baseline`.
    mutating func appendText(
        _ line: String, left: Double, baseline: Double, fontSize: Double, bold: Bool = false, extra: [Attribute],
        canvas: PictureCanvas
    ) {
        let width = canvas.style.textWidth(of: line, fontSize: fontSize, bold: bold)
        // A line's middle sits 0.35 em above its baseline; Graphviz centres the label there.
        let centre = PagePoint(x: left + width / 2, y: baseline - 0.35 * fontSize)
        nodes.append(
            Node(
                name: "\(canvas.prefix)text\(nodes.count)",
                attributes: [("shape", "plaintext"), ("label", line), ("fontsize", DOTNumber.format(fontSize))]
                    + canvas.place(centre, width: width, height: fontSize * 1.3) + extra))
    }

    /// The title, the subtitle and the legend, each entry's sample drawn as the drawing draws it.
    mutating func appendHeading(_ page: RenderPage, canvas: PictureCanvas) {
        let style = canvas.style
        if let title = page.heading.title {
            appendText(
                title, left: style.margin, baseline: page.titleBaseline, fontSize: style.titleFontSize, bold: true,
                extra: [("fontname", Self.pictureBoldFont)], canvas: canvas)
        }
        if let subtitle = page.heading.subtitle {
            appendText(
                subtitle, left: style.margin, baseline: page.subtitleBaseline, fontSize: style.captionFontSize,
                extra: [("fontcolor", "#444444")], canvas: canvas)
        }
        for item in page.legendItems {
            let name = "\(canvas.prefix)legend\(nodes.count)"
            let frame = item.sample
            switch item.entry {
            case .male, .female, .unknownSex:
                let gender = item.entry == .male ? "male" : item.entry == .female ? "female" : "unknown"
                nodes.append(
                    Node(
                        name: name,
                        attributes: Self.pictureBoxAttributes(of: Person(id: "", gender: gender)) + [("label", "")]
                            + canvas.place(frame)))
            case .repeatAppearance, .repeatInHourglass:
                nodes.append(
                    Node(
                        name: name,
                        attributes: Self.pictureBoxAttributes(of: Person(id: "", sameAs: "")) + [("label", "")]
                            + canvas.place(frame)))
            case .referenceLine, .adoptedLine, .fosterLine, .stepLine, .otherTieLine:
                let stroke = ChildTieStroke.forLegendEntry(item.entry)
                let ends = [PagePoint(x: frame.x, y: frame.centerY), PagePoint(x: frame.maxX, y: frame.centerY)]
                for end in ends {
                    nodes.append(
                        Node(
                            name: "\(canvas.prefix)legend\(nodes.count)",
                            attributes: [("shape", "point"), ("style", "invis"), ("label", "")]
                                + canvas.place(end, width: 0.01, height: 0.01)))
                }
                let line = (0..<4).map { step in
                    canvas.point(PagePoint(x: frame.x + Double(step) * frame.width / 3, y: frame.centerY))
                }
                edges.append(
                    Edge(
                        tail: nodes.count - 2, head: nodes.count - 1,
                        attributes: [("pos", line.joined(separator: " ")), ("style", stroke?.dotStyle ?? "dashed")]
                            + (stroke.map { [("color", $0.color)] } ?? [])))
            case .hiddenPeople, .hiddenAncestors:
                nodes.append(
                    Node(name: name, attributes: Self.badgeAttributes("+N", style: style) + canvas.place(frame)))
            case .violation:
                nodes.append(
                    Node(name: name, attributes: Self.markAttributes + [("label", "")] + canvas.place(frame)))
            }
            appendText(
                item.entry.text, left: item.textX, baseline: item.baseline, fontSize: style.captionFontSize, extra: [],
                canvas: canvas)
        }
    }

    /// A repeat reference by a box, as the SVG draws it (``RepeatTag``).
    mutating func appendTag(_ tag: RepeatTag, box: PersonBox, offset: PagePoint, canvas: PictureCanvas) {
        let rect = canvas.style.tagRect(tag, box: box)
        let colours: [Attribute] =
            tag.isHome
            ? [
                ("fillcolor", "#333333"), ("color", "#333333"), ("fontcolor", "#ffffff"),
                ("fontname", Self.pictureBoldFont),
            ]
            : [("fillcolor", "#ffffff"), ("color", GenderPalette.connectorColor)]
        nodes.append(
            Node(
                name: "\(canvas.prefix)reference\(nodes.count)",
                attributes: [
                    ("style", "rounded,filled"), ("penwidth", "0.8"), ("label", tag.text),
                    ("fontsize", DOTNumber.format(canvas.style.tagFontSize)),
                ] + colours + canvas.place(rect, offset: offset)))
    }

    /// The "+N" badge beyond every unit that hides N people, as the SVG draws it.
    mutating func appendBadges(_ chart: FamilyChart, panel: RenderPanel, offset: PagePoint, canvas: PictureCanvas) {
        let style = canvas.style
        for badge in panel.layout.hiddenBadges(in: chart, hiddenCounts: panel.hiddenCounts, style: style) {
            let frame = badge.frame
            nodes.append(
                Node(
                    name: "\(canvas.prefix)badge\(nodes.count)",
                    attributes: Self.badgeAttributes(badge.label, style: style)
                        + canvas.place(
                            PagePoint(x: frame.centerX + offset.x, y: frame.centerY + offset.y),
                            width: frame.width, height: frame.height)))
        }
    }

    /// Every mark's red outline and label, as the SVG draws them.
    mutating func appendMarks(
        _ chart: FamilyChart, panel: RenderPanel, offset: PagePoint, page: RenderPage, canvas: PictureCanvas
    ) {
        let padding = LayoutMark.outlinePadding
        var labelsAt: [PagePoint: Int] = [:]
        for mark in panel.marks {
            guard let outline = mark.outline(in: chart, layout: panel.layout) else { continue }
            nodes.append(
                Node(
                    name: "\(canvas.prefix)mark\(nodes.count)",
                    attributes: Self.markAttributes + [("label", "")]
                        + canvas.place(
                            PagePoint(x: outline.centerX + offset.x, y: outline.centerY + offset.y),
                            width: outline.width + 2 * padding, height: outline.height + 2 * padding)))
            let spot = PagePoint(x: outline.x, y: outline.y)
            let stacked = labelsAt[spot, default: 0]
            labelsAt[spot] = stacked + 1
            appendText(
                mark.label, left: outline.x - padding + offset.x,
                baseline: outline.y - padding - 3 - Double(stacked) * page.captionLineHeight + offset.y,
                fontSize: canvas.style.captionFontSize, bold: true,
                extra: [
                    ("fontname", Self.pictureBoldFont), ("fontcolor", GenderPalette.markColor),
                    ("style", "filled"), ("fillcolor", "#ffffffd9"),
                ], canvas: canvas)
        }
    }

    /// A "+N" badge: a white pill with the count.
    static func badgeAttributes(_ label: String, style: PictureStyle) -> [Attribute] {
        [
            ("style", "rounded,filled"), ("fillcolor", "#ffffff"), ("color", GenderPalette.connectorColor),
            ("penwidth", "1"), ("label", label), ("fontsize", DOTNumber.format(style.captionFontSize)),
            ("fontcolor", "#333333"),
        ]
    }

    /// A mark's outline: red, dashed, rounded.
    static let markAttributes: [Attribute] = [
        ("style", "rounded,dashed"), ("color", GenderPalette.markColor), ("penwidth", "2.5"),
    ]
}
