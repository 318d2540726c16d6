import FamilyTree
import Foundation
import Testing
import TreeLayout

@testable import TreeRender

/// What boxes say with `--details`, `--marriages` and `--name-format` (``BoxContent``), and that
/// every renderer draws it: the SVG's boxes, tooltips and union lines.
@Suite("Box content: details, marriages, name formats")
struct BoxContentTests {
    static let kennedy = Person(
        id: "I52", name: "John Fitzgerald Kennedy", gender: "male", coupleID: "I53", born: "29 May 1917",
        died: "22 Nov 1963",
        facts: PersonFacts(
            givenName: "John Fitzgerald", surname: "Kennedy", birthPlace: "Brookline, MA", deathPlace: "Dallas, TX",
            married: "12 Sep 1953", marriagePlace: "Newport, RI"))

    @Test("names as written, given-surname, SURNAME-given; as written without the parts")
    func nameFormats() {
        #expect(BoxContent().name(of: Self.kennedy) == "John Fitzgerald Kennedy")
        #expect(BoxContent(nameFormat: .givenSurname).name(of: Self.kennedy) == "John Fitzgerald Kennedy")
        #expect(BoxContent(nameFormat: .surnameGiven).name(of: Self.kennedy) == "KENNEDY, John Fitzgerald")
        let plain = Person(id: "p", name: "Plain Name")
        #expect(BoxContent(nameFormat: .surnameGiven).name(of: plain) == "Plain Name")
        let surnameOnly = Person(id: "s", name: "Tudor", facts: PersonFacts(surname: "Tudor"))
        #expect(BoxContent(nameFormat: .surnameGiven).name(of: surnameOnly) == "TUDOR")
    }

    @Test("years, dates a line each, dates with places; ranges, approximations and d. ? keep their forms")
    func details() {
        #expect(BoxContent().detailLines(of: Self.kennedy) == ["1917–1963"])
        #expect(BoxContent(details: .dates).detailLines(of: Self.kennedy) == ["b. 29 May 1917", "d. 22 Nov 1963"])
        #expect(
            BoxContent(details: .datesPlaces).detailLines(of: Self.kennedy) == [
                "b. 29 May 1917, Brookline, MA", "d. 22 Nov 1963, Dallas, TX",
            ])
        let range = Person(id: "r", born: "BET 1794 AND 1796", died: GenealogicalDate.undated)
        #expect(BoxContent(details: .dates).detailLines(of: range) == ["b. 1794–1796", "d. ?"])
        let about = Person(id: "a", born: "ABT 1845", facts: PersonFacts(deathPlace: "Paris"))
        #expect(BoxContent(details: .datesPlaces).detailLines(of: about) == ["b. c. 1845", "d. Paris"])
        let buried = Person(id: "b", died: GenealogicalDate.undated, facts: PersonFacts(deathPlace: "Ely"))
        #expect(BoxContent(details: .datesPlaces).detailLines(of: buried) == ["d. Ely"])
        #expect(BoxContent(details: .dates).detailLines(of: buried) == ["d. ?"])
    }

    @Test("a marriage: m. YEAR, its date, its date and place; none unless asked")
    func marriages() {
        #expect(BoxContent().marriageText(of: Self.kennedy) == nil)
        #expect(BoxContent(marriages: true).marriageText(of: Self.kennedy) == "m. 1953")
        #expect(BoxContent(details: .dates, marriages: true).marriageText(of: Self.kennedy) == "m. 12 Sep 1953")
        #expect(
            BoxContent(details: .datesPlaces, marriages: true).marriageText(of: Self.kennedy)
                == "m. 12 Sep 1953, Newport, RI")
        #expect(BoxContent(marriages: true).marriageText(of: Person(id: "x")) == nil)
    }

    @Test("boxes sized to what they hold: a line more for dates, every line drawn, the name whole")
    func boxesHoldTheirLines() {
        let years = PictureStyle()
        #expect(years.boxHeight(holdingDetailsOf: [Self.kennedy]) == LayoutGeometry().boxHeight)
        var style = PictureStyle(content: BoxContent(details: .datesPlaces, nameFormat: .surnameGiven))
        let height = style.boxHeight(holdingDetailsOf: [Self.kennedy])
        #expect(height > LayoutGeometry().boxHeight)
        let width = style.boxWidth(keepingWhole: Self.kennedy, height: height, minimum: 50)
        let lines = style.personLines(for: Self.kennedy, in: PersonBox(x: 0, y: 0, width: width, height: height))
        #expect(lines.suffix(2) == ["b. 29 May 1917, Brookline, MA", "d. 22 Nov 1963, Dallas, TX"])
        #expect(lines.dropLast(2).joined(separator: " ") == "KENNEDY, John Fitzgerald")
        // Without the room, the details give way to the name rather than overflow the box.
        style.content.details = .dates
        let low = style.personLines(for: Self.kennedy, in: PersonBox(x: 0, y: 0, width: width, height: 25))
        #expect(low.count == 2 && low[0].hasPrefix("KENNEDY"))
    }

    @Test("the SVG draws the details, the marriage by the union's line and the places in tooltips")
    func svgCarriesTheContent() throws {
        let wife = Person(
            id: "I53", name: "Jacqueline Bouvier", gender: "female", coupleID: "I52",
            facts: PersonFacts(married: "12 Sep 1953", marriagePlace: "Newport, RI"))
        let family = try Family(validating: FamilyDocument(generations: [[Self.kennedy, wife]]))
        let style = PictureStyle(content: BoxContent(details: .datesPlaces, marriages: true))
        var options = LayoutOptions()
        options.geometry.boxHeight = style.boxHeight(holdingDetailsOf: family.people)
        options.boxWidths = style.boxWidthsKeepingNamesWhole(height: options.geometry.boxHeight, minimum: 50)
        let layout = NativeLayout().layout(family, options: options)
        let svg = try Self.svg(family, layout: layout, style: style)
        #expect(svg.contains(">b. 29 May 1917, Brookline, MA<"))
        #expect(svg.contains("class=\"marriage\"") && svg.contains(">m. 12 Sep 1953, Newport, RI<"))
        #expect(svg.contains("born in Brookline, MA · died in Dallas, TX"))
        let labels = MarriageLabel.labels(in: FamilyChart(descendants: family), layout: layout, style: style)
        #expect(labels.count == 1)
        // Under the couple, past the middle of the gap between them.
        let (husband, bride) = (layout.boxes[0], layout.boxes[1])
        #expect(labels[0].baseline > husband.maxY && labels[0].x > husband.maxX && labels[0].x < bride.x + 10)
        // The default draws none of it.
        let plain = try Self.svg(family, layout: layout, style: PictureStyle())
        #expect(!plain.contains("Brookline") && !plain.contains("m. 1953") && plain.contains(">1917–1963<"))
    }

    @Test("a christening's or burial's place is named as one where no birth or death place is known")
    func christeningAndBurialPlaces() throws {
        let content = BoxContent(details: .datesPlaces)
        let edward = Person(
            id: "e", name: "Edward", born: "12 OCT 1537", died: "6 JUL 1553",
            facts: PersonFacts(christeningPlace: "Hampton Court", burialPlace: "Westminster Abbey"))
        #expect(
            content.detailLines(of: edward) == [
                "b. 12 Oct 1537; chr. Hampton Court", "d. 6 Jul 1553; bur. Westminster Abbey",
            ])
        let undated = Person(
            id: "u", name: "Undated", died: GenealogicalDate.undated,
            facts: PersonFacts(christeningPlace: "London", burialPlace: "Windsor"))
        #expect(content.detailLines(of: undated) == ["chr. London", "bur. Windsor"])
        // A birth or death place of its own is the one shown; without places, neither is.
        let both = Person(
            id: "b", born: "1540", died: "1603",
            facts: PersonFacts(
                birthPlace: "Greenwich", deathPlace: "Richmond", christeningPlace: "London",
                burialPlace: "Westminster"))
        #expect(content.detailLines(of: both) == ["b. 1540, Greenwich", "d. 1603, Richmond"])
        #expect(BoxContent(details: .dates).detailLines(of: edward) == ["b. 12 Oct 1537", "d. 6 Jul 1553"])
        let family = try Family(validating: FamilyDocument(generations: [[edward]]))
        let details = PersonDetails(people: [edward], person: 0, references: RepeatReferences(family), content: content)
        #expect(details.places == "christened in Hampton Court · buried in Westminster Abbey")
    }

    @Test("a place's empty parts are left out, in boxes and tooltips")
    func emptyPlaceParts() throws {
        #expect(BoxContent.shownPlace("Abt 2122, , B.C.") == "Abt 2122, B.C.")
        #expect(BoxContent.shownPlace(" , Boston ,  MA, ") == "Boston, MA")
        #expect(BoxContent.shownPlace(", ,") == nil && BoxContent.shownPlace(nil) == nil)
        #expect(BoxContent.shownPlace("Brookline, MA") == "Brookline, MA")
        let terah = Person(id: "I9", name: "Terah", born: "ABT 2122", facts: PersonFacts(birthPlace: ", , B.C."))
        #expect(BoxContent(details: .datesPlaces).detailLines(of: terah) == ["b. c. 2122, B.C."])
        let family = try Family(validating: FamilyDocument(generations: [[terah]]))
        let details = PersonDetails(
            people: [terah], person: 0, references: RepeatReferences(family), content: BoxContent(details: .datesPlaces)
        )
        #expect(details.places == "born in B.C.")
    }

    @Test("an ancestor section's two parents: their marriage under them, centred on the middle of the gap")
    func ancestorParentsMarriage() throws {
        let marriage = PersonFacts(married: "7 Oct 1914", marriagePlace: "Boston, MA")
        let chart = try FamilyChart(
            validatingAncestors: FamilyDocument(generations: [
                [Person(id: "c", name: "Child", childrenIDs: ["f", "m"])],
                [
                    Person(id: "f", name: "Father", gender: "male", facts: marriage),
                    Person(id: "m", name: "Mother", gender: "female", facts: marriage),
                ],
            ]))
        let style = PictureStyle(content: BoxContent(details: .datesPlaces, marriages: true))
        let family = chart.sections[0].family
        #expect(style.content.marriageText(ofUnit: 0, in: family, side: .ancestors) == "m. 7 Oct 1914, Boston, MA")
        #expect(style.content.marriageText(ofUnit: 1, in: family, side: .ancestors) == nil, "a parent: no pair above")
        #expect(style.content.marriageText(ofUnit: 0, in: family, side: .descendants) == nil, "no couple")
        let layout = NativeLayout().layout(chart, options: LayoutOptions())
        let labels = MarriageLabel.labels(in: chart, layout: layout, style: style)
        #expect(labels.map(\.text) == ["m. 7 Oct 1914, Boston, MA"])
        let (father, mother, child) = (layout.boxes[1], layout.boxes[2], layout.boxes[0])
        // Parents above the child: under the parents, above the child, centred on the gap's
        // middle, so it stays between the lines down from each parent's centre.
        #expect(labels[0].baseline > max(father.maxY, mother.maxY) && labels[0].baseline < child.y)
        let width = style.textWidth(of: labels[0].text, fontSize: style.tagFontSize)
        #expect(abs(labels[0].x + width / 2 - (father.maxX + mother.x) / 2) < 0.001)
        var output = SVGOutput()
        try FamilySVGWriter(style: style).write(chart, panels: [RenderPanel(layout: layout)], to: &output)
        #expect(String(decoding: output.bytes, as: UTF8.self).contains(">m. 7 Oct 1914, Boston, MA<"))
        // Without --marriages, none.
        #expect(MarriageLabel.labels(in: chart, layout: layout, style: PictureStyle()).isEmpty)
    }

    static func svg(_ family: Family, layout: FamilyLayout, style: PictureStyle) throws -> String {
        var output = SVGOutput()
        try FamilySVGWriter(style: style).write(family, panels: [RenderPanel(layout: layout)], to: &output)
        return String(decoding: output.bytes, as: UTF8.self)
    }
}
