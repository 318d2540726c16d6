public import FamilyTree
import Foundation
public import TreeLayout

/// The interactive chart page: one self-contained HTML file (no network, no files beside it)
/// that draws one or more layouts of a family on a canvas a reader can pan, zoom and search.
///
/// The page embeds the family and the layouts as JSON and a small script (`chart.js`) that
/// draws only what is on screen (a grid of cells indexes every box and connector), so a chart
/// of 100,000 people stays responsive. Boxes, colours, connectors (to a bus halfway between
/// rows, rounded corners), marks and captions follow the SVG writer's page (``RenderPage``).
///
/// Reading it: it opens on the first founder at a scale where names read at a glance (the whole
/// chart when that fits), with an overview of the whole chart in a corner to click or drag; drag
/// to pan; the wheel, a pinch, the buttons or `+`, `-`, `0` zoom and fit; the search box finds a
/// name (any part, any case) or an exact id, centres and highlights it, and Enter steps through
/// the matches; hovering shows the name, the dates as written, the id and the generation;
/// clicking a person centres them, clicking a repeated person (`sameAs`) goes to their home
/// appearance; with a ``session``, the button under a unit with children collapses or expands
/// its branch (above a person of an ancestor chart: their parents' line). `#search=TEXT&zoom=F` at the end of the address opens the page on a search,
/// `#collapse=ID,ID` collapses those people's branches.
public struct FamilyChartPage: Sendable {
    /// Sizes and spacing, as for the SVG.
    public var style: PictureStyle
    /// The options a single native, top-down panel was laid out with: given, the page carries the
    /// native engine's `LayoutSession` compiled to WebAssembly (`ChartEngine/`, 120 KB), and a
    /// button under every unit with children (above every person with parents in an ancestor
    /// section) collapses or expands its branch, laid out again in time proportional to the path
    /// to the root. `nil`, or any other panel, draws no buttons.
    public var session: LayoutOptions?
    /// The people a descendant chart's panel draws apart from the tree, in rows under it
    /// (``IsolatedPeople``, `--isolated row`), as indices of the chart's people: the page's
    /// session lays out the tree without them, as the panel's layout was made, and the rows
    /// follow the tree's left and bottom edges when a branch is collapsed or expanded.
    public var setApart: [Int]

    /// Creates a page writer.
    public init(style: PictureStyle = PictureStyle(), session: LayoutOptions? = nil, setApart: [Int] = []) {
        self.style = style
        self.session = session
        self.setApart = setApart
    }

    /// Whether the page can collapse and expand with `session`: one native panel of a chart of
    /// any kind, laid out top-down (an ancestor chart folds upwards, each half of an hourglass
    /// away from the root, one `LayoutSession` per section).
    func collapsible(_ chart: FamilyChart, _ panels: [RenderPanel]) -> LayoutOptions? {
        guard let session, panels.count == 1, panels[0].layout.engine == "native",
            session.direction == .topDown, panels[0].layout.direction == .topDown,
            !PackageResources.chart_engine_wasm.isEmpty
        else { return nil }
        return session
    }

    /// The whole page.
    ///
    /// - Parameters:
    ///   - family: The family every panel lays out.
    ///   - panels: One or more layouts of `family`, drawn side by side.
    ///   - heading: The title (by default "Family tree of N people", repeat appearances not counted
    ///     as people), the subtitle and the legend, shown above the chart.
    /// - Returns: The page's UTF-8 bytes.
    /// - Complexity: O(people × panels + marks).
    public func page(_ family: Family, panels: [RenderPanel], heading: PictureHeading = PictureHeading()) -> [UInt8] {
        page(FamilyChart(descendants: family), panels: panels, heading: heading)
    }

    /// The whole page of a chart of any kind (``page(_:panels:heading:)-(Family,_,_)`` for a
    /// family), each panel drawn in its layout's direction.
    ///
    /// - Parameters:
    ///   - chart: The chart every panel lays out.
    ///   - panels: One or more layouts of `chart`, drawn side by side.
    ///   - heading: The title, the subtitle and the legend, shown above the chart.
    /// - Returns: The page's UTF-8 bytes.
    /// - Complexity: O(people × panels + marks).
    public func page(_ chart: FamilyChart, panels: [RenderPanel], heading: PictureHeading = PictureHeading()) -> [UInt8]
    {
        for panel in panels {
            precondition(panel.layout.boxes.count == chart.personCount, "a layout needs one box per person")
        }
        let title = heading.title ?? "Family tree of \(chart.peopleDescription)"
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4096 + chart.personCount * 120 * max(1, panels.count))
        bytes.append(ascii: "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n")
        bytes.append(ascii: "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n<title>")
        XMLText.appendEscaped(title, to: &bytes)
        bytes.append(ascii: "</title>\n<style>\n")
        bytes.append(contentsOf: PackageResources.chart_css)
        bytes.append(ascii: "</style>\n</head>\n<body>\n<header>\n<h1 id=\"title\">")
        XMLText.appendEscaped(title, to: &bytes)
        bytes.append(ascii: "</h1>\n")
        if let subtitle = heading.subtitle {
            bytes.append(ascii: "<span id=\"subtitle\">")
            XMLText.appendEscaped(subtitle, to: &bytes)
            bytes.append(ascii: "</span>\n")
        }
        bytes.append(
            ascii: """
                <input id="search" type="search" placeholder="Search a name or id  ( / )" aria-label="Search by name or id" autocomplete="off"/>
                <button id="zoom-out" type="button" title="Zoom out (-)" aria-label="Zoom out">−</button>
                <button id="zoom-in" type="button" title="Zoom in (+)" aria-label="Zoom in">+</button>
                <button id="fit" type="button" title="Fit the chart to the window (0)">Fit</button>
                <span id="status" role="status"></span>
                </header>

                """)
        appendLegend(heading.legend, to: &bytes)
        bytes.append(
            ascii: """
                <canvas id="chart" role="img" aria-label="The family chart: drag to pan, wheel or pinch to zoom"></canvas>
                <canvas id="overview" hidden="hidden" title="The whole chart: click or drag to go there"></canvas>
                <div id="tooltip" hidden="hidden"></div>
                <script type="application/json" id="chart-data">
                """)
        appendData(chart, panels: panels, to: &bytes)
        bytes.append(ascii: "</script>\n")
        if collapsible(chart, panels) != nil {
            bytes.append(ascii: "<script type=\"application/wasm\" id=\"chart-engine\">")
            bytes.append(contentsOf: Array(Data(PackageResources.chart_engine_wasm).base64EncodedString().utf8))
            bytes.append(ascii: "</script>\n")
        }
        bytes.append(ascii: "<script>\n")
        bytes.append(contentsOf: PackageResources.chart_js)
        bytes.append(ascii: "</script>\n</body>\n</html>\n")
        return bytes
    }

    /// The legend as a row under the header: each entry's sample drawn by the style sheet
    /// (`#legend .sample.ENTRY`), then its words.
    private func appendLegend(_ legend: [LegendEntry], to bytes: inout [UInt8]) {
        guard !legend.isEmpty else { return }
        bytes.append(ascii: "<div id=\"legend\">")
        for entry in legend {
            bytes.append(ascii: "<span class=\"entry\"><span class=\"sample ")
            bytes.append(ascii: Self.sampleClass(entry))
            if let stroke = ChildTieStroke.forLegendEntry(entry) {
                // The tie's colour, and the CSS border closest to its dash.
                bytes.append(ascii: "\" style=\"border-top-color: ")
                XMLText.appendEscaped(stroke.color, to: &bytes)
                bytes.append(ascii: "; border-top-style: ")
                XMLText.appendEscaped(stroke.dotStyle == "bold" ? "solid" : stroke.dotStyle, to: &bytes)
            }
            bytes.append(ascii: entry == .hiddenPeople || entry == .hiddenAncestors ? "\">+N</span>" : "\"></span>")
            XMLText.appendEscaped(entry.text, to: &bytes)
            bytes.append(ascii: "</span>")
        }
        bytes.append(ascii: "</div>\n")
    }

    private static func sampleClass(_ entry: LegendEntry) -> StaticString {
        switch entry {
        case .male: "male"
        case .female: "female"
        case .unknownSex: "other"
        case .repeatAppearance, .repeatInHourglass: "repeat"
        case .referenceLine: "reference"
        case .adoptedLine: "tie adopted"
        case .fosterLine: "tie foster"
        case .stepLine: "tie step"
        case .otherTieLine: "tie other"
        case .hiddenPeople, .hiddenAncestors: "hidden"
        case .violation: "violation"
        }
    }

    /// The family, layouts and page geometry as JSON for `chart.js`; every `<` is written
    /// `\u003c`, so no name can close the script element.
    private func appendData(_ chart: FamilyChart, panels: [RenderPanel], to bytes: inout [UInt8]) {
        let page = RenderPage(chart: chart, panels: panels, style: style)
        var json: [UInt8] = []
        json.reserveCapacity(chart.personCount * 100 * max(1, panels.count))
        json.append(ascii: "{\"summary\":")
        json.appendJSONString(chart.peopleDescription)
        json.append(ascii: ",\"width\":")
        json.appendJSONNumber(page.width)
        json.append(ascii: ",\"height\":")
        json.appendJSONNumber(page.height)
        json.append(ascii: ",\"style\":{\"fontSize\":")
        json.appendJSONNumber(style.fontSize)
        json.append(ascii: ",\"captionFontSize\":")
        json.appendJSONNumber(style.captionFontSize)
        json.append(ascii: ",\"textPadding\":")
        json.appendJSONNumber(style.textPadding)
        json.append(ascii: ",\"tagFontSize\":")
        json.appendJSONNumber(style.tagFontSize)
        json.append(ascii: ",\"boxCornerRadius\":")
        json.appendJSONNumber(style.boxCornerRadius)
        json.append(ascii: ",\"connectorRadius\":")
        json.appendJSONNumber(style.connectorRadius)
        json.append(ascii: ",\"fontFamily\":")
        json.appendJSONString("\"DejaVu Sans\", Verdana, Arial, \"Noto Sans CJK SC\", sans-serif")
        json.append(UInt8(ascii: "}"))
        if let session = collapsible(chart, panels) {
            // What the page's LayoutSession lays out with; box widths are the panel's own.
            json.append(ascii: ",\"session\":{\"boxHeight\":")
            json.appendJSONNumber(session.geometry.boxHeight)
            json.append(ascii: ",\"coupleGap\":")
            json.appendJSONNumber(session.geometry.coupleGap)
            json.append(ascii: ",\"siblingGap\":")
            json.appendJSONNumber(session.geometry.siblingGap)
            json.append(ascii: ",\"levelGap\":")
            json.appendJSONNumber(session.geometry.levelGap)
            json.append(ascii: ",\"distribution\":")
            json.appendJSONNumber(Double(SiblingDistribution.allCases.firstIndex(of: session.distribution) ?? 0))
            json.append(ascii: ",\"apart\":[")
            for (index, person) in setApart.enumerated() {
                if index > 0 { json.append(UInt8(ascii: ",")) }
                json.appendJSONNumber(Double(person))
            }
            json.append(ascii: "]}")
        }
        json.append(ascii: ",\"people\":{")
        appendPeople(chart, lineBoxes: panels.first?.layout.boxes ?? [], references: page.references, to: &json)
        json.append(ascii: "},\"units\":{")
        appendUnits(chart, to: &json)
        json.append(ascii: "},\"ties\":{")
        appendTieStrokes(to: &json)
        json.append(ascii: "},\"panels\":[")
        for (index, panel) in panels.enumerated() {
            if index > 0 { json.append(UInt8(ascii: ",")) }
            appendPanel(panel, index: index, page: page, chart: chart, to: &json)
        }
        json.append(ascii: "]}")
        for byte in json {
            if byte == UInt8(ascii: "<") { bytes.append(ascii: "\\u003c") } else { bytes.append(byte) }
        }
    }

    /// The people's ids, names, genders, generations, the lines drawn in their boxes (as the SVG
    /// draws them in `lineBoxes`, the first panel's boxes: every panel sizes boxes alike), and,
    /// when the chart has them, dates and repeat appearances.
    private func appendPeople(
        _ chart: FamilyChart, lineBoxes: [PersonBox], references: RepeatReferences, to json: inout [UInt8]
    ) {
        func list(_ key: StaticString, _ element: (Int, inout [UInt8]) -> Void) {
            json.append(UInt8(ascii: "\""))
            json.append(ascii: key)
            json.append(ascii: "\":[")
            for index in chart.people.indices {
                if index > 0 { json.append(UInt8(ascii: ",")) }
                element(index, &json)
            }
            json.append(UInt8(ascii: "]"))
        }
        list("id") { $1.appendJSONString(chart.people[$0].id) }
        json.append(UInt8(ascii: ","))
        list("name") { index, json in
            let name = style.content.name(of: chart.people[index])
            json.appendJSONString(String(NameFitting.drawnText(of: name)))
        }
        if lineBoxes.count == chart.personCount {
            json.append(UInt8(ascii: ","))
            list("lines") { index, json in
                json.appendJSONString(
                    style.personLines(for: chart.people[index], in: lineBoxes[index]).joined(separator: "\n"))
            }
        }
        json.append(UInt8(ascii: ","))
        list("genderName") { $1.appendJSONString(chart.people[$0].gender) }
        json.append(UInt8(ascii: ","))
        list("gender") { index, json in
            let colour: StaticString =
                switch "\(GenderPalette.styleClass(for: chart.people[index].gender))" {
                case "male": "0"
                case "female": "1"
                default: "2"
                }
            json.append(ascii: colour)
        }
        json.append(UInt8(ascii: ","))
        // The generation of the person's own row, the chart's first row being 1.
        list("generation") { index, json in json.appendJSONNumber(Double(references.generation[index])) }
        if !references.homeIsAncestor.isEmpty {
            // An hourglass's halves each count from the person: where a home row is, up or down.
            json.append(UInt8(ascii: ","))
            list("generationPlace") { index, json in json.appendJSONString(references.generationPlace(of: index)) }
        }
        // Dates and repeat appearances only when the chart has them (charts derived from a
        // genealogy do); the script reads them when present.
        if chart.people.contains(where: { $0.born != nil || $0.died != nil }) {
            json.append(UInt8(ascii: ","))
            list("born") { index, json in appendOptional(chart.people[index].born, to: &json) }
            json.append(UInt8(ascii: ","))
            list("died") { index, json in appendOptional(chart.people[index].died, to: &json) }
        }
        // Places and marriages, as the tooltips of the other formats tell them (``PersonDetails``);
        // only when the content shows either, so a default page builds no details per person.
        let showsFacts = style.content.details == .datesPlaces || style.content.marriages
        let details =
            showsFacts
            ? chart.people.indices.map {
                PersonDetails(people: chart.people, person: $0, references: references, content: style.content)
            } : []
        if details.contains(where: { $0.places != nil }) {
            json.append(UInt8(ascii: ","))
            list("places") { index, json in appendOptional(details[index].places, to: &json) }
        }
        if details.contains(where: { $0.marriage != nil }) {
            json.append(UInt8(ascii: ","))
            list("marriage") { index, json in appendOptional(details[index].marriage, to: &json) }
        }
        if chart.people.contains(where: { $0.sameAs != nil }) {
            var indexOfID: [String: Int] = [:]
            indexOfID.reserveCapacity(chart.personCount)
            for (index, person) in chart.people.enumerated() { indexOfID[person.id] = index }
            json.append(UInt8(ascii: ","))
            list("sameAs") { index, json in
                let home = chart.people[index].sameAs.flatMap { indexOfID[$0] } ?? -1
                json.appendJSONNumber(Double(home))
            }
            // The number a home box with repeats carries (``RepeatReferences``), 0 for others.
            json.append(UInt8(ascii: ","))
            list("number") { index, json in json.appendJSONNumber(Double(references.number[index])) }
        }
    }

    private func appendOptional(_ text: String?, to json: inout [UInt8]) {
        if let text { json.appendJSONString(text) } else { json.append(ascii: "null") }
    }

    /// Every section's units as chart people: the blood relative, the spouse (for a further
    /// union `-2 - p`, where `p` is the person its partner married, as `FamilyUnit` keeps it),
    /// the children (each child unit's blood relative, one run per unit), whether the line to
    /// each child is a reference (``FamilyTree/Family/isReferenceUnit(_:)``: 1) or no line at all
    /// because the "child" is a child's later partner (a further union: 2), or a child by a tie
    /// other than birth (3 + the tie's place in `ChildRelation.allCases` after birth, drawn in
    /// the tie's colour and dash, the data's `ties`), and the unit's
    /// section, whose direction each panel gives (`growth`).
    private func appendUnits(_ chart: FamilyChart, to json: inout [UInt8]) {
        func list(_ key: StaticString, _ values: some Sequence<Int>) {
            json.append(UInt8(ascii: "\""))
            json.append(ascii: key)
            json.append(ascii: "\":[")
            var first = true
            for value in values {
                if !first { json.append(UInt8(ascii: ",")) }
                first = false
                json.appendJSONNumber(Double(value))
            }
            json.append(UInt8(ascii: "]"))
        }
        var blood: [Int] = []
        var spouse: [Int] = []
        var section: [Int] = []
        var firstChild: [Int] = []
        var childCount: [Int] = []
        var children: [Int] = []
        var reference: [Int] = []
        // Each union's marriage as its line shows it (``MarriageLabel``), when the content has them.
        var marriages: [String?] = []
        for (sectionIndex, part) in chart.sections.enumerated() {
            let units = part.family.units
            for (index, unit) in units.enumerated() {
                if style.content.marriages {
                    marriages.append(style.content.marriageText(ofUnit: index, in: part.family, side: part.side))
                }
                blood.append(part.chartPerson(Int(unit.blood)))
                if unit.isCouple {
                    spouse.append(part.chartPerson(Int(unit.spouse)))
                } else if unit.isFurtherUnion {
                    spouse.append(-2 - part.chartPerson(Int(unit.furtherUnionOf)))
                } else {
                    spouse.append(-1)
                }
                section.append(sectionIndex)
                firstChild.append(children.count)
                childCount.append(Int(unit.childCount))
                for child in unit.children {
                    children.append(part.chartPerson(Int(units[child].blood)))
                    let tie = chart.childTie(ofUnit: child, inSection: sectionIndex)
                    reference.append(
                        units[child].isFurtherUnion
                            ? 2
                            : !tie.isBirth
                                ? 2 + (ChildRelation.allCases.firstIndex(of: tie) ?? 0)
                                : (part.family.isReferenceUnit(child) ? 1 : 0))
                }
            }
        }
        list("blood", blood)
        json.append(UInt8(ascii: ","))
        list("spouse", spouse)
        json.append(UInt8(ascii: ","))
        list("section", section)
        json.append(UInt8(ascii: ","))
        list("firstChild", firstChild)
        json.append(UInt8(ascii: ","))
        list("childCount", childCount)
        json.append(UInt8(ascii: ","))
        list("children", children)
        json.append(UInt8(ascii: ","))
        list("reference", reference)
        if marriages.contains(where: { $0 != nil }) {
            json.append(ascii: ",\"marriage\":[")
            for (index, text) in marriages.enumerated() {
                if index > 0 { json.append(UInt8(ascii: ",")) }
                appendOptional(text, to: &json)
            }
            json.append(UInt8(ascii: "]"))
        }
        // Each section's units as the layout engine keeps them (`FamilyUnit`: parent and first
        // child unit counted within the section), for the page's LayoutSession of that section;
        // and where each section's units and people start, its people listed as chart people.
        let units = chart.sections.lazy.flatMap(\.family.units)
        json.append(UInt8(ascii: ","))
        list("parent", units.map { Int($0.parent) })
        json.append(UInt8(ascii: ","))
        list("firstChildUnit", units.map { Int($0.firstChild) })
        json.append(UInt8(ascii: ","))
        list("generation", units.map { Int($0.generation) })
        var firstUnit: [Int] = []
        var firstPerson: [Int] = []
        var sectionPeople: [Int] = []
        var unitCount = 0
        for section in chart.sections {
            firstUnit.append(unitCount)
            unitCount += section.family.units.count
            firstPerson.append(sectionPeople.count)
            sectionPeople += section.chartPeople.lazy.map { Int($0) }
        }
        json.append(UInt8(ascii: ","))
        list("sectionFirstUnit", firstUnit)
        json.append(UInt8(ascii: ","))
        list("sectionFirstPerson", firstPerson)
        json.append(UInt8(ascii: ","))
        list("sectionPeople", sectionPeople)
    }

    /// How the page draws the lines to children by a tie other than birth (adopted, foster, step,
    /// other, in `ChildRelation.allCases` order after birth; ``ChildTieStroke``): `color` and `dash`.
    private func appendTieStrokes(to json: inout [UInt8]) {
        let strokes = ChildRelation.allCases.dropFirst().compactMap(ChildTieStroke.forTie)
        json.append(ascii: "\"color\":[")
        for (index, stroke) in strokes.enumerated() {
            if index > 0 { json.append(UInt8(ascii: ",")) }
            json.appendJSONString(stroke.color)
        }
        json.append(ascii: "],\"dash\":[")
        for (index, stroke) in strokes.enumerated() {
            if index > 0 { json.append(UInt8(ascii: ",")) }
            json.appendJSONString(stroke.dashArray)
        }
        json.append(UInt8(ascii: "]"))
    }

    private func appendPanel(
        _ panel: RenderPanel, index: Int, page: RenderPage, chart: FamilyChart, to json: inout [UInt8]
    ) {
        let offset = page.panelOffsets[index]
        json.append(ascii: "{\"engine\":")
        json.appendJSONString(panel.layout.engine)
        json.append(ascii: ",\"dx\":")
        json.appendJSONNumber(offset.x)
        json.append(ascii: ",\"dy\":")
        json.appendJSONNumber(offset.y)
        json.append(ascii: ",\"captionX\":")
        json.appendJSONNumber(page.captionX[index])
        json.append(ascii: ",\"captionY\":[")
        for line in page.captions[index].indices {
            if line > 0 { json.append(UInt8(ascii: ",")) }
            json.appendJSONNumber(page.captionBaseline(line: line))
        }
        json.append(ascii: "],\"caption\":[")
        for (line, caption) in page.captions[index].enumerated() {
            if line > 0 { json.append(UInt8(ascii: ",")) }
            json.append(ascii: "{\"text\":")
            json.appendJSONString(caption.text)
            json.append(ascii: caption.isTitle ? ",\"title\":true" : ",\"title\":false")
            json.append(ascii: caption.isMark ? ",\"mark\":true}" : ",\"mark\":false}")
        }
        json.append(ascii: "],\"boxes\":[")
        for (box, value) in panel.layout.boxes.enumerated() {
            if box > 0 { json.append(UInt8(ascii: ",")) }
            json.appendJSONNumber(Self.hundredths(value.x))
            json.append(UInt8(ascii: ","))
            json.appendJSONNumber(Self.hundredths(value.y))
            json.append(UInt8(ascii: ","))
            json.appendJSONNumber(Self.hundredths(value.width))
            json.append(UInt8(ascii: ","))
            json.appendJSONNumber(Self.hundredths(value.height))
        }
        // Each section's growth (0 down, 1 up, 2 right, 3 left) and each unit's anchor, along
        // its row: an x, or a y where rows are columns.
        json.append(ascii: "],\"growth\":[")
        for (sectionIndex, section) in chart.sections.enumerated() {
            if sectionIndex > 0 { json.append(UInt8(ascii: ",")) }
            let growth: StaticString =
                switch panel.layout.direction.growth(of: section.side) {
                case .down: "0"
                case .up: "1"
                case .right: "2"
                case .left: "3"
                }
            json.append(ascii: growth)
        }
        json.append(ascii: "],\"anchors\":[")
        var firstAnchor = true
        for section in chart.sections {
            let sectionLayout = panel.layout.sectionLayout(
                section, frame: SectionFrame(growth: panel.layout.direction.growth(of: section.side)))
            for unit in section.family.units {
                if !firstAnchor { json.append(UInt8(ascii: ",")) }
                firstAnchor = false
                json.appendJSONNumber(Self.hundredths(sectionLayout.anchor(of: unit)))
            }
        }
        json.append(ascii: "],\"marks\":[")
        var stacked: [PagePoint: Int] = [:]
        var first = true
        for mark in panel.marks {
            guard let outline = mark.outline(in: chart, layout: panel.layout) else { continue }
            if !first { json.append(UInt8(ascii: ",")) }
            first = false
            let spot = PagePoint(x: outline.x, y: outline.y)
            let stack = stacked[spot, default: 0]
            stacked[spot] = stack + 1
            json.append(ascii: "{\"x\":")
            json.appendJSONNumber(Self.hundredths(outline.x))
            json.append(ascii: ",\"y\":")
            json.appendJSONNumber(Self.hundredths(outline.y))
            json.append(ascii: ",\"width\":")
            json.appendJSONNumber(Self.hundredths(outline.width))
            json.append(ascii: ",\"height\":")
            json.appendJSONNumber(Self.hundredths(outline.height))
            json.append(ascii: ",\"stack\":")
            json.appendJSONNumber(Double(stack))
            json.append(ascii: ",\"label\":")
            json.appendJSONString(mark.label)
            json.append(UInt8(ascii: "}"))
        }
        json.append(ascii: "]}")
    }

    /// `value` rounded to 0.01 pt: what a reader can see, and a shorter page.
    private static func hundredths(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }
}
