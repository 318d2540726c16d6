import FamilyTree
import Foundation
import TestSupport
import Testing
import TreeLayout

@testable import TreeRender

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads an SVG with Foundation's XML parser: whether it is well formed, every element name in
/// order, and the text of each `<title>`.
final class SVGReading: NSObject, XMLParserDelegate {
    private(set) var elements: [String] = []
    private(set) var titles: [String] = []
    private var openTitle: String?
    private(set) var error: String?

    init(_ text: String) {
        super.init()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = self
        if !parser.parse() { error = parser.parserError.map { "\($0)" } ?? "parse failed" }
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append(elementName)
        if elementName == "title" { openTitle = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        openTitle? += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName == "title", let title = openTitle {
            titles.append(title)
            openTitle = nil
        }
    }
}

@Suite("SVG writer")
struct FamilySVGWriterTests {
    let writer = FamilySVGWriter()

    @Test("a hand-made family matches its golden SVG")
    func golden() throws {
        let family = try SampleFamilies.threeGenerations()
        let svg = writer.document(
            family, layout: SampleFamilies.handLayout(),
            marks: [LayoutMark(units: [1], label: "off-centre 12.5 pt")], caption: ["hand", "width 260 pt"])
        try GoldenFile.expect(svg, matches: "Data/golden/render-three-generations.svg")
        #expect(SVGReading(svg).error == nil)
    }

    @Test("the drawing holds a box per person, couple lines and connectors, and a viewBox")
    func structure() throws {
        let family = try SampleFamilies.threeGenerations()
        let svg = writer.document(family, layout: SampleFamilies.handLayout())
        let reading = SVGReading(svg)
        #expect(reading.error == nil)
        #expect(reading.elements.filter { $0 == "rect" }.count == 1 + family.personCount)
        #expect(svg.components(separatedBy: "class=\"couple\"").count - 1 == 2)
        #expect(svg.components(separatedBy: "class=\"descent\"").count - 1 == 2)
        // 260 × 190 of boxes plus a 24-point margin on every side.
        #expect(svg.contains("viewBox=\"0 0 308 238\""))
        // The grandparents' fork: down from the couple line at x 130 to the bus at y 60, across and down to
        // Dad and Aunt Mei; the last corners are clamped to 5 pt by the 10-point legs into the children.
        #expect(
            svg.contains(
                "M130 25V54A6 6 0 0 1 124 60H30A5 5 0 0 0 25 65V70M130 25V54A6 6 0 0 0 136 60H230A5 5 0 0 1 235 65V70"))
        #expect(
            svg.contains("class=\"person male\"") && svg.contains("class=\"person female\"")
                && svg.contains("class=\"person other\""))
    }

    static let hostileNames: [String] = [
        "\"quoted\" 'name'", "Tom & Jerry", "<script>alert(1)</script>", "\u{202E}evil\u{202C} name",
        "👨‍👩‍👧 family 🇨🇳", "", String(repeating: "Long name ", count: 30), "]]><!-- -->\u{0}\u{7}",
    ]

    @Test("hostile names make well-formed XML with no injected element", arguments: 0..<hostileNames.count)
    func hostileName(_ index: Int) throws {
        var names = ["Grandpa", "Grandma", "Dad", "Mum", "Aunt", "Kid", "Other"]
        let hostile = Self.hostileNames[index]
        // A family cannot hold NUL (validation's rule nul-character); marks and captions still can.
        let name = hostile.replacingOccurrences(of: "\u{0}", with: "")
        names[index % names.count] = name
        names[(index + 3) % names.count] = name
        let plainFamily = try SampleFamilies.threeGenerations()
        let family = try SampleFamilies.threeGenerations(names: names)
        let marks = [LayoutMark(people: [0], label: hostile), LayoutMark(label: hostile)]
        let svg = writer.document(family, layout: SampleFamilies.handLayout(), marks: marks, caption: [hostile])
        let plain = writer.document(
            plainFamily, layout: SampleFamilies.handLayout(),
            marks: marks.map {
                LayoutMark(people: $0.people, units: $0.units, label: "x")
            }, caption: ["x"])
        let reading = SVGReading(svg)
        try #require(reading.error == nil, "\(reading.error ?? "")")
        let plainReading = SVGReading(plain)
        // The same elements as with ordinary names, except that text can take one or two lines.
        #expect(reading.elements.filter { $0 != "text" } == plainReading.elements.filter { $0 != "text" })
        #expect(!reading.elements.contains("script"))
        let expectedTitle = name.isEmpty ? "(no name)" : name.replacingOccurrences(of: "\u{7}", with: "\u{FFFD}")
        #expect(reading.titles.contains { $0.hasPrefix(expectedTitle + "\n") })
        // The name drawn in a box never carries a bidi override (the tooltip keeps it).
        for group in svg.components(separatedBy: "<g class=\"person").dropFirst() {
            let drawn = group.components(separatedBy: "</g>")[0].components(separatedBy: "</title>").dropFirst()
                .joined()
            #expect(!drawn.unicodeScalars.contains("\u{202E}"))
        }
    }

    @Test("side by side: one scale, captions, and a planted violation marked on its own panel")
    func sideBySide() throws {
        let family = try SampleFamilies.threeGenerations()
        var broken = SampleFamilies.handLayout(engine: "dot")
        broken.boxes[6].x += 25  // Zoë moves right: her parents are off-centre by 12.5 pt.
        let panels = [
            RenderPanel(layout: SampleFamilies.handLayout(engine: "native"), caption: ["native", "width 260 pt"]),
            RenderPanel(
                layout: broken, marks: [LayoutMark(units: [1], label: "off-centre 12.5 pt")],
                caption: ["dot", "width 260 pt", "1 violation"]),
        ]
        var output = SVGOutput()
        try writer.write(family, panels: panels, to: &output)
        let svg = output.string
        let reading = SVGReading(svg)
        #expect(reading.error == nil)
        let panelsText = svg.components(separatedBy: "<g class=\"panel\"")
        try #require(panelsText.count == 3)
        #expect(!panelsText[1].contains("class=\"mark\""))
        #expect(panelsText[2].contains("class=\"mark\""))
        #expect(panelsText[2].contains(">off-centre 12.5 pt</text>"))
        // Dad and Mum's unit outlined: x 0…120 on row 1 (y 70…120), padded by 3.
        #expect(panelsText[2].contains("<rect class=\"mark\" x=\"-3\" y=\"67\" width=\"126\" height=\"56\""))
        // Same scale: the second panel starts one panel width (260) plus the 60-point gap later.
        #expect(panelsText[1].hasPrefix(" transform=\"translate(24 "))
        #expect(panelsText[2].hasPrefix(" transform=\"translate(344 "))
        #expect(svg.contains(">1 violation</text>"))
    }

    @Test("chunked output equals the in-memory document")
    func chunked() throws {
        let family = try SampleFamilies.threeGenerations()
        var collected: [UInt8] = []
        var output = SVGOutput(chunkSize: 64) { collected.append(contentsOf: $0) }
        try writer.write(family, panels: [RenderPanel(layout: SampleFamilies.handLayout())], to: &output)
        try output.finish()
        #expect(output.bytes.isEmpty)
        #expect(
            String(decoding: collected, as: UTF8.self) == writer.document(family, layout: SampleFamilies.handLayout()))
    }

    @Test("marks with indices out of range are skipped, not fatal")
    func outOfRangeMarks() throws {
        let family = try SampleFamilies.threeGenerations()
        let svg = writer.document(
            family, layout: SampleFamilies.handLayout(), marks: [LayoutMark(people: [99, -1], units: [42], label: "x")])
        #expect(!svg.contains("class=\"mark\""))
        #expect(SVGReading(svg).error == nil)
    }
}

@Suite("SVG writer: the Xiaoming family")
struct XiaomingSVGTests {
    @Test("Data/xiaoming.json laid out by the native engine matches its golden SVG")
    func xiaomingGolden() throws {
        let root = PackageRoot.url
        let family = try Family(jsonData: Data(contentsOf: root.appendingPathComponent("Data/xiaoming.json")))
        let layout = NativeLayout().layout(family, options: LayoutOptions())
        let svg = FamilySVGWriter().document(family, layout: layout, caption: ["native"])
        try GoldenFile.expect(svg, matches: "Data/golden/render-xiaoming-native.svg")
        let reading = SVGReading(svg)
        #expect(reading.error == nil)
        #expect(reading.titles.count == 1 + family.personCount)
    }
}
