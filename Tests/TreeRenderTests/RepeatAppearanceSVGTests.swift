import FamilyTree
import Foundation
import Testing
import TreeLayout

@testable import TreeRender

/// Charts derived from genealogies: repeat appearances and reference lines are told apart.
@Suite("SVG of repeat appearances")
struct RepeatAppearanceSVGTests {
    /// Ann with two husbands: Bob at her home, Cy beside her repeat `ann~2`, whose line from her
    /// parents is a reference; and an adopted child `kid~2`, whose line from the adoptive parents
    /// is a reference too (her home is under her birth parent).
    static func family() throws -> Family {
        let document = FamilyDocument(generations: [
            [
                Person(id: "pa", gender: "male", coupleID: "ma", childrenIDs: ["ann", "ann~2", "kid~2"]),
                Person(id: "ma", gender: "female", coupleID: "pa", childrenIDs: ["ann", "ann~2", "kid~2"]),
                Person(id: "kp", gender: "male", childrenIDs: ["kid"]),
            ],
            [
                Person(id: "ann", name: "Ann", gender: "female", coupleID: "bob", born: "3 MAY 1819", died: "ABT 1901"),
                Person(id: "bob", name: "Bob", gender: "male", coupleID: "ann"),
                Person(id: "ann~2", name: "Ann", gender: "female", coupleID: "cy", childrenIDs: ["son"], sameAs: "ann"),
                Person(id: "cy", name: "Cy", gender: "male", coupleID: "ann~2", childrenIDs: ["son"]),
                Person(id: "kid~2", name: "Kid", sameAs: "kid"),
                Person(id: "kid", name: "Kid"),
            ],
            [Person(id: "son", name: "Son")],
        ])
        return try Family(validating: document)
    }

    /// The drawing, in boxes wide enough for a line of years (50 points are not: see ``yearsNeedRoom()``).
    static func svg() throws -> String {
        let family = try family()
        let layout = NativeLayout().layout(family, options: LayoutOptions(geometry: LayoutGeometry(boxWidth: 100)))
        return FamilySVGWriter().document(family, layout: layout, caption: ["native"])
    }

    @Test("titles count people, not boxes: a repeat appearance is someone already counted")
    func titlesCountPeople() throws {
        let family = try Self.family()
        #expect(try Self.svg().contains("<title>Family tree of 8 people, 2 repeat appearances: native layout</title>"))
        let layout = NativeLayout().layout(family, options: LayoutOptions())
        let page = String(
            decoding: FamilyChartPage().page(family, panels: [RenderPanel(layout: layout)]), as: UTF8.self)
        #expect(page.contains("<title>Family tree of 8 people, 2 repeat appearances</title>"))
        let single = try Family(validating: FamilyDocument(generations: [[Person(id: "a", name: "A")]]))
        #expect(single.peopleDescription == "1 person")
    }

    @Test("a repeat's box is dashed and lighter, its name dark; its tooltip says where the home is")
    func repeatBoxes() throws {
        let svg = try Self.svg()
        #expect(svg.components(separatedBy: "stroke-dasharray=\"4 3\" opacity=\"0.55\"").count - 1 == 2)
        #expect(svg.components(separatedBy: "class=\"person female repeat\"><title>").count - 1 == 1)
        #expect(
            svg.contains(
                "Ann&#10;born 3 MAY 1819 · died ABT 1901&#10;id ann · generation 2&#10;drawn again where marked “see 1”"
            ))
        #expect(
            svg.contains("Ann&#10;id ann · generation 2&#10;drawn again: the own box, marked 1, is in generation 2"))
        #expect(svg.contains(">b. 1819, d. c. 1901</text>"), "ABT 1901 is c. 1901 under the name")
        #expect(!svg.contains(" · 0&#10;"), "no age in tooltips")
        #expect(SVGReading(svg).error == nil)
    }

    @Test("years are drawn only where they fit; boxes fitted to names make room for them")
    func yearsNeedRoom() throws {
        let family = try Self.family()
        let ann = family.people.first { $0.id == "ann" }!
        let style = PictureStyle()
        let narrow = PersonBox(x: 0, y: 0, width: 50, height: 50)
        #expect(style.personLines(for: ann, in: narrow) == ["Ann"])
        let fitted = style.boxWidthsKeepingNamesWhole(height: 50, minimum: 50)
        guard case .computed(let width) = fitted else {
            Issue.record("fitted widths are computed per person")
            return
        }
        let box = PersonBox(x: 0, y: 0, width: width(ann), height: 50)
        #expect(style.personLines(for: ann, in: box) == ["Ann", "b. 1819, d. c. 1901"])
        let bob = family.people.first { $0.id == "bob" }!
        #expect(width(bob) == 50)
    }

    @Test("the lines to repeats are dashed references: a further union's, and an adopted child's")
    func referenceLines() throws {
        let svg = try Self.svg()
        let family = try Self.family()
        // One dashed path per unit with references: pa and ma's (ann~2 and kid~2).
        #expect(svg.components(separatedBy: "class=\"descent reference\"").count - 1 == 1)
        let unitOf = { (id: String) in Int(family.unitOfPerson[family.people.firstIndex { $0.id == id }!]) }
        #expect(family.isReferenceUnit(unitOf("ann~2")))
        #expect(family.isReferenceUnit(unitOf("kid~2")))
        #expect(!family.isReferenceUnit(unitOf("ann")))
        #expect(!family.isReferenceUnit(unitOf("kid")))
    }
}
