import FamilyTree
import Testing
import TreeLayout

@testable import TreeRender

/// What a picture says of itself: its title, its legend, and the references that lead from a
/// repeat appearance to the person's own box.
@Suite("Picture headings and repeat references")
struct PictureHeadingTests {
    @Test("the title names the chart's founders, the subtitle its people, generations and file")
    func title() throws {
        let family = try RepeatAppearanceSVGTests.family()
        let heading = PictureHeading(chartOf: family, panels: [], source: "/home/me/ash-family.ged")
        // Three roots: the couple pa & ma (named by ids: they have no names) and kp.
        #expect(heading.title == "Descendants of pa and kp")
        #expect(heading.subtitle == "8 people, 2 repeat appearances · 3 generations · ash-family.ged")
        let one = try Family(
            validating: FamilyDocument(generations: [
                [Person(id: "v", name: "Veit Bach", coupleID: "w"), Person(id: "w", name: "Wife", coupleID: "v")]
            ]))
        #expect(PictureHeading(chartOf: one, panels: []).title == "Descendants of Veit Bach and Wife")
        #expect(PictureHeading(chartOf: one, panels: [], source: "-").subtitle == "2 people · 1 generation")
    }

    @Test("a title never names one person twice: roots that repeat a founder are that founder")
    func titleNamesEachPersonOnce() throws {
        // A Gramps hourglass graph (Hawaiian_Kings_hourglass.gv) starts one king's lines from three
        // boxes of his: the title said "Descendants of Kekaulike, Kekaulike and Kekaulike".
        let family = try Family(
            validating: FamilyDocument(generations: [
                [
                    Person(id: "k", name: "Kekaulike", childrenIDs: ["a"]),
                    Person(id: "k~2", name: "Kekaulike", childrenIDs: ["b"], sameAs: "k"),
                    Person(id: "k~3", name: "Kekaulike", childrenIDs: ["c"], sameAs: "k"),
                ],
                [Person(id: "a", name: "Ann"), Person(id: "b", name: "Bea"), Person(id: "c", name: "Cy")],
            ]))
        #expect(PictureHeading(chartOf: family, panels: []).title == "Descendants of Kekaulike")
        // A root repeating the spouse of the first root's couple is named with the couple only.
        let couple = try Family(
            validating: FamilyDocument(generations: [
                [
                    Person(id: "h", name: "Henry", coupleID: "w", childrenIDs: ["a"]),
                    Person(id: "w", name: "Wilma", coupleID: "h"),
                    Person(id: "w~2", name: "Wilma", childrenIDs: ["b"], sameAs: "w"),
                    Person(id: "x", name: "Xena", childrenIDs: ["c"]),
                ],
                [Person(id: "a", name: "Ann"), Person(id: "b", name: "Bea"), Person(id: "c", name: "Cy")],
            ]))
        #expect(PictureHeading(chartOf: couple, panels: []).title == "Descendants of Henry and Xena")
    }

    @Test("the legend explains only what the picture draws")
    func legend() throws {
        let plain = try SampleFamilies.threeGenerations()
        let layout = SampleFamilies.handLayout()
        #expect(
            PictureHeading.legend(for: plain, panels: [RenderPanel(layout: layout)]) == [.male, .female, .unknownSex])
        let marked = RenderPanel(
            layout: layout, marks: [LayoutMark(people: [0], label: "x")], hiddenCounts: [0, 3, 0, 0])
        #expect(PictureHeading.legend(for: plain, panels: [marked]).suffix(2) == [.hiddenPeople, .violation])
        let repeats = try RepeatAppearanceSVGTests.family()
        let entries = PictureHeading.legend(for: repeats, panels: [])
        #expect(entries == [.male, .female, .unknownSex, .repeatAppearance, .referenceLine])
    }

    @Test("a home and its repeats share a number; a repeat names the home's generation")
    func references() throws {
        let family = try RepeatAppearanceSVGTests.family()
        let references = RepeatReferences(family)
        func index(_ id: String) -> Int { family.people.firstIndex { $0.id == id }! }
        #expect(references.tag(of: index("ann")) == RepeatTag(text: "1", isHome: true))
        #expect(references.tag(of: index("ann~2")) == RepeatTag(text: "see 1 · gen. 2", isHome: false))
        #expect(references.tag(of: index("kid")) == RepeatTag(text: "2", isHome: true))
        #expect(references.tag(of: index("kid~2"))?.text == "see 2 · gen. 2")
        var printed = references
        printed.homePages = [family.people.indices.map { $0 == index("ann") ? 5 : 0 }]
        #expect(printed.tag(of: index("ann~2"))?.text == "see 1 · p. 5")
        #expect(references.tag(of: index("bob")) == nil)
        #expect(references.generation[index("son")] == 3)
        #expect(RepeatReferences(try SampleFamilies.threeGenerations()).isEmpty)
    }

    @Test("every format draws the references: the SVG by each box, numbers shared")
    func svgTags() throws {
        let family = try RepeatAppearanceSVGTests.family()
        let layout = NativeLayout().layout(family, options: LayoutOptions())
        var output = SVGOutput()
        try FamilySVGWriter().write(
            family, panels: [RenderPanel(layout: layout)],
            heading: PictureHeading(chartOf: family, panels: [RenderPanel(layout: layout)]), to: &output)
        let svg = output.string
        #expect(svg.components(separatedBy: "<g class=\"reference home\">").count - 1 == 2)
        #expect(svg.components(separatedBy: "<g class=\"reference\">").count - 1 == 2)
        #expect(svg.contains(">see 1 · gen. 2</text>") && svg.contains(">1</text>"))
        #expect(svg.contains("<text class=\"title\""))
        #expect(svg.contains("<g class=\"legend\">"))
        #expect(SVGReading(svg).error == nil)
    }

    @Test("the page makes room for the heading and for references above the first row")
    func pageRoom() throws {
        let family = try RepeatAppearanceSVGTests.family()
        let layout = NativeLayout().layout(family, options: LayoutOptions())
        let style = PictureStyle()
        let bare = RenderPage(family: family, panels: [RenderPanel(layout: layout)], style: style)
        let long = String(repeating: "Descendants of somebody ", count: 20)
        let headed = RenderPage(
            family: family, panels: [RenderPanel(layout: layout)], style: style,
            heading: PictureHeading(title: long, subtitle: "s", legend: LegendEntry.allCases))
        #expect(headed.width > style.textWidth(of: long, fontSize: style.titleFontSize, bold: true))
        #expect(headed.panelOffsets[0].y > bare.panelOffsets[0].y + style.titleFontSize)
        #expect(headed.legendItems.count == LegendEntry.allCases.count)
        // Every legend item lies within the page and below the subtitle.
        for item in headed.legendItems {
            #expect(item.sample.x >= style.margin && item.sample.maxX <= headed.width)
            #expect(item.sample.y > headed.subtitleBaseline)
        }
        // Every reference tag is on the page, above no caption.
        for (index, box) in layout.boxes.enumerated() {
            guard let tag = bare.references.tag(of: index) else { continue }
            let rect = style.tagRect(tag, box: box)
            #expect(rect.y + bare.panelOffsets[0].y >= style.margin - 0.001)
            #expect(rect.maxX + bare.panelOffsets[0].x <= bare.width - style.margin + 0.001)
        }
    }
}
