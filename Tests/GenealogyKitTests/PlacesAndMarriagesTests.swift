import FamilyTree
import Foundation
import Testing

@testable import GenealogyKit

/// What boxes may show beyond names and years (`render --details`, `--marriages`,
/// `--name-format`), read from every format and carried through the chart derivations: the
/// name's parts, places of birth, christening, death and burial, marriages.
@Suite("Places, name parts and marriages")
struct PlacesAndMarriagesTests {
    static let gedcom = Fixtures.gedcom(records: [
        "0 @I1@ INDI", "1 NAME Henry /Tudor/ VII", "1 SEX M",
        "1 BIRT", "2 DATE 28 JAN 1457", "2 PLAC Pembroke Castle",
        "1 DEAT", "2 DATE 21 APR 1509", "2 PLAC Richmond Palace", "1 FAMS @F1@",
        "0 @I2@ INDI", "1 NAME Elizabeth /of York/", "1 SEX F",
        "1 CHR", "2 PLAC Westminster", "1 BIRT", "2 DATE 11 FEB 1466",
        "1 BURI", "2 PLAC Westminster Abbey", "1 DEAT", "1 FAMS @F1@",
        "0 @I3@ INDI", "1 NAME", "2 GIVN Arthur", "2 SURN Tudor", "1 SEX M",
        "1 BIRT", "2 PLAC Winchester", "1 FAMC @F1@",
        "0 @F1@ FAM", "1 HUSB @I1@", "1 WIFE @I2@", "1 CHIL @I3@",
        "1 MARR", "2 DATE 18 JAN 1486", "2 PLAC Westminster Abbey", "1 MARR", "2 DATE 1500", "2 PLAC Elsewhere",
    ])

    @Test("GEDCOM: BIRT/DEAT places, CHR and BURI places as theirs, NAME slashes or GIVN/SURN, the first MARR")
    func gedcomFacts() throws {
        let genealogy = try GEDCOMFile(bytes: Self.gedcom).genealogy
        let henry = try #require(Fixtures.person("I1", in: genealogy))
        #expect(henry.givenName == "Henry" && henry.surname == "Tudor" && henry.name == "Henry Tudor VII")
        #expect(henry.birthPlace == "Pembroke Castle" && henry.deathPlace == "Richmond Palace")
        let elizabeth = try #require(Fixtures.person("I2", in: genealogy))
        #expect(elizabeth.surname == "of York")
        #expect(elizabeth.birthPlace == nil && elizabeth.christeningPlace == "Westminster")
        #expect(elizabeth.deathPlace == nil && elizabeth.burialPlace == "Westminster Abbey")
        #expect(elizabeth.died == GenealogicalDate.undated)
        let arthur = try #require(Fixtures.person("I3", in: genealogy))
        #expect(arthur.givenName == "Arthur" && arthur.surname == "Tudor" && arthur.birthPlace == "Winchester")
        #expect(genealogy.unions[0].married == "18 JAN 1486")
        #expect(genealogy.unions[0].marriagePlace == "Westminster Abbey")
    }

    @Test("the descendant chart carries them: places and name parts per box, the marriage on both spouses")
    func descendantChartCarriesThem() throws {
        let family = try GEDCOMFile(bytes: Self.gedcom).genealogy.descendantChart().family
        let henry = family.people[try #require(family.people.index(ofID: "I1"))]
        let elizabeth = family.people[try #require(family.people.index(ofID: "I2"))]
        #expect(henry.facts.married == "18 Jan 1486" && elizabeth.facts.married == "18 Jan 1486")
        #expect(henry.facts.marriagePlace == "Westminster Abbey")
        #expect(henry.facts.birthPlace == "Pembroke Castle" && henry.facts.surname == "Tudor")
        let arthur = family.people[try #require(family.people.index(ofID: "I3"))]
        #expect(arthur.facts.married == nil && arthur.facts.birthPlace == "Winchester")
        // Written to Family JSON and read back, the chart is the same.
        #expect(try Family(validating: FamilyDocument(jsonData: family.document.jsonData())).people == family.people)
    }

    @Test("an ancestor chart carries places and name parts, and the parents' marriage on both parents")
    func ancestorChartCarriesThem() throws {
        let chart = try GEDCOMFile(bytes: Self.gedcom).genealogy.ancestorChart(of: "I3").chart
        let father = try #require(chart.people.first { $0.id == "I1" })
        #expect(father.facts.deathPlace == "Richmond Palace" && father.facts.givenName == "Henry")
        let mother = try #require(chart.people.first { $0.id == "I2" })
        for parent in [father, mother] {
            #expect(parent.facts.married == "18 Jan 1486" && parent.facts.marriagePlace == "Westminster Abbey")
        }
        #expect(chart.people.first { $0.id == "I3" }?.facts.married == nil)
    }

    @Test("an hourglass's ancestors carry the parents' marriage; one recorded parent carries none")
    func hourglassAndSingleParent() throws {
        let genealogy = try GEDCOMFile(bytes: Self.gedcom).genealogy
        let hourglass = try genealogy.hourglassChart(of: "I3").chart
        let ancestors = try #require(hourglass.ancestorSection)
        let father = ancestors.family.people[try #require(ancestors.family.people.index(ofID: "I1"))]
        #expect(father.facts.married == "18 Jan 1486")
        // A union that records only a father: no pair of parents, so no marriage to draw.
        let lone = try GEDCOMFile(
            bytes: Fixtures.gedcom(records: [
                "0 @I1@ INDI", "1 NAME Lone /Father/", "1 FAMS @F1@", "0 @I2@ INDI", "1 NAME Child /Father/",
                "1 FAMC @F1@", "0 @F1@ FAM", "1 HUSB @I1@", "1 CHIL @I2@", "1 MARR", "2 DATE 1900",
            ])
        ).genealogy.ancestorChart(of: "I2").chart
        #expect(lone.people.allSatisfy { $0.facts.married == nil })
    }

    @Test("written as GEDCOM and read back: the same people, places, name parts and marriages")
    func gedcomRoundTrip() throws {
        let genealogy = try GEDCOMFile(bytes: Self.gedcom).genealogy
        let written = genealogy.gedcomBytes()
        let text = String(decoding: written, as: UTF8.self)
        #expect(text.contains("1 NAME Henry /Tudor/ VII\n") && text.contains("2 PLAC Pembroke Castle\n"))
        #expect(text.contains("1 MARR\n2 DATE 18 JAN 1486\n2 PLAC Westminster Abbey\n"))
        let back = try GEDCOMFile(bytes: written).genealogy
        #expect(back.people == genealogy.people)
        #expect(back.unions == genealogy.unions)
        // A given name alone, a surname alone, and a burial's place with no death recorded.
        let parts = try GEDCOMFile(
            bytes: Fixtures.gedcom(records: [
                "0 @I1@ INDI", "1 NAME Albert", "2 GIVN Albert", "1 BURI", "2 PLAC Frogmore",
                "0 @I2@ INDI", "1 NAME /Tudor/", "0 @I3@ INDI", "1 NAME No Parts Known",
            ])
        ).genealogy
        #expect(parts.people[0].givenName == "Albert" && parts.people[0].burialPlace == "Frogmore")
        let partsBack = try GEDCOMFile(bytes: parts.gedcomBytes()).genealogy
        #expect(Array(partsBack.people.prefix(2)) == Array(parts.people.prefix(2)))
        #expect(partsBack.people[0].died == nil, "a burial's place does not become a death")
        #expect(partsBack.people[2].name == "No Parts Known")
    }

    @Test("CHR and BURI places are written back as CHR and BURI, not as the birth's and death's")
    func christeningAndBurialRoundTrip() throws {
        let genealogy = try GEDCOMFile(
            bytes: Fixtures.gedcom(records: [
                "0 @I1@ INDI", "1 NAME Edward /Tudor/", "1 CHR", "2 DATE 15 OCT 1537", "2 PLAC Hampton Court",
                "1 BURI", "2 PLAC Westminster Abbey",
                "0 @I2@ INDI", "1 NAME Jane /Seymour/", "1 BIRT", "2 PLAC Wulfhall", "1 CHR", "2 PLAC Great Bedwyn",
                "1 DEAT", "2 DATE 24 OCT 1537", "2 PLAC Hampton Court", "1 BURI", "2 PLAC Windsor",
            ])
        ).genealogy
        let edward = genealogy.people[0]
        #expect(edward.birthPlace == nil && edward.christeningPlace == "Hampton Court")
        #expect(edward.deathPlace == nil && edward.burialPlace == "Westminster Abbey" && edward.died == nil)
        #expect(genealogy.people[1].birthPlace == "Wulfhall" && genealogy.people[1].christeningPlace == "Great Bedwyn")
        let text = String(decoding: genealogy.gedcomBytes(), as: UTF8.self)
        #expect(text.contains("1 CHR\n2 PLAC Hampton Court\n1 BURI\n2 PLAC Westminster Abbey\n"))
        #expect(text.contains("1 BIRT\n2 PLAC Wulfhall\n1 CHR\n2 PLAC Great Bedwyn\n1 DEAT\n"))
        #expect(!text.contains("1 BIRT\n2 PLAC Hampton Court") && !text.contains("1 DEAT\n2 PLAC Westminster"))
        let back = try GEDCOMFile(bytes: Array(text.utf8)).genealogy
        #expect(back.people == genealogy.people)
        // Through Gramps XML, as Christening and Burial events.
        let xml = genealogy.grampsXMLData(compressed: false)
        #expect(String(decoding: xml, as: UTF8.self).contains("<type>Christening</type>"))
        #expect(try GrampsXMLFile(data: xml).genealogy.people.map(\.burialPlace) == ["Westminster Abbey", "Windsor"])
        // The chart carries them as what they are, for its boxes to say so.
        let chart = try genealogy.descendantChart(roots: ["I1"]).family
        #expect(chart.people[0].facts.christeningPlace == "Hampton Court")
        #expect(chart.people[0].facts.burialPlace == "Westminster Abbey" && chart.people[0].facts.birthPlace == nil)
    }

    @Test("a genealogy read with --living written as GEDCOM: nothing of the living, the dead in full")
    func gedcomWritingKeepsPrivacy() throws {
        let genealogy = try GEDCOMFile(bytes: Self.living).genealogy
        let rule = LivingPeople(shown: .initials, years: 110, currentYear: 2026)
        let text = String(decoding: try genealogy.showingLiving(rule).genealogy.gedcomBytes(), as: UTF8.self)
        for secret in ["Young", "Spouse", "1990", "Newtown", "1975", "Chapel"] {
            #expect(!text.contains(secret), "\(secret)")
        }
        #expect(text.contains("2 PLAC Oldtown") && text.contains("Y. /S./"))
        // The check can fail: without the rule, all of it is written.
        let full = String(decoding: genealogy.gedcomBytes(), as: UTF8.self)
        #expect(full.contains("2 PLAC Newtown") && full.contains("2 PLAC Chapel"))
    }

    static let living = Fixtures.gedcom(records: [
        "0 @I1@ INDI", "1 NAME Old /Timer/", "1 BIRT", "2 DATE 1900", "2 PLAC Oldtown", "1 DEAT",
        "2 DATE 1980", "1 FAMS @F1@",
        "0 @I2@ INDI", "1 NAME Young /Spouse/", "1 BIRT", "2 DATE 1990", "2 PLAC Newtown", "1 FAMS @F1@",
        "0 @F1@ FAM", "1 HUSB @I1@", "1 WIFE @I2@", "1 MARR", "2 DATE 1975", "2 PLAC Chapel",
    ])

    @Test("--living hides the places and name parts of the living, and a marriage with a living partner")
    func livingHidesThem() throws {
        let genealogy = try GEDCOMFile(bytes: Self.living).genealogy
        let rule = LivingPeople(shown: .initials, years: 110, currentYear: 2026)
        let shown = try genealogy.showingLiving(rule).genealogy
        let young = try #require(Fixtures.person("I2", in: shown))
        #expect(young.birthPlace == nil && young.givenName == "Y." && young.surname == "S.")
        #expect(Fixtures.person("I1", in: shown)?.birthPlace == "Oldtown")
        #expect(shown.unions[0].married == nil && shown.unions[0].marriagePlace == nil)
        #expect(genealogy.unions[0].married == "1975")
    }

    @Test("Gramps XML: event places (titles, else names up the hierarchy), baptism and burial places, marriages")
    func grampsFacts() throws {
        let data = GrampsXMLReaderTests.document(
            """
              <events>
                <event handle="_e1" change="1" id="E1"><type>Baptism</type><place hlink="_l2"/></event>
                <event handle="_e2" change="1" id="E2"><type>Death</type><dateval val="1901"/><place hlink="_l1"/></event>
                <event handle="_e3" change="1" id="E3"><type>Marriage</type><dateval val="1840-02-10"/><place hlink="_l1"/></event>
              </events>
              <people>
                <person handle="_p1" change="1" id="I1">
                  <gender>F</gender>
                  <name><first>Victoria</first><surname>Hanover</surname></name>
                  <eventref hlink="_e1" role="Primary"/><eventref hlink="_e2" role="Primary"/>
                  <parentin hlink="_f1"/>
                </person>
                <person handle="_p2" change="1" id="I2"><gender>M</gender><name><first>Albert</first></name>
                  <parentin hlink="_f1"/></person>
              </people>
              <families>
                <family handle="_f1" change="1" id="F1"><father hlink="_p2"/><mother hlink="_p1"/>
                  <eventref hlink="_e3" role="Family"/></family>
              </families>
              <places>
                <placeobj handle="_l1" change="1" id="P1" type="Building"><ptitle>St James's Palace</ptitle></placeobj>
                <placeobj handle="_l2" change="1" id="P2" type="Building"><pname value="Kensington Palace"/>
                  <placeref hlink="_l3"/></placeobj>
                <placeobj handle="_l3" change="1" id="P3" type="City"><pname value="London"/></placeobj>
              </places>
            """)
        let file = try GrampsXMLFile(data: data)
        let victoria = try #require(Fixtures.person("I1", in: file.genealogy))
        #expect(victoria.givenName == "Victoria" && victoria.surname == "Hanover")
        #expect(victoria.birthPlace == nil && victoria.christeningPlace == "Kensington Palace, London")
        #expect(victoria.deathPlace == "St James's Palace")
        #expect(file.genealogy.unions[0].married == "1840-02-10" || file.genealogy.unions[0].married == "10 FEB 1840")
        #expect(file.genealogy.unions[0].marriagePlace == "St James's Palace")
        #expect(file.skippedRecords["placeobj"] == 3)
    }
}
