import FamilyTree
import Foundation
import Testing
import ZlibStreams

@testable import GenealogyKit

/// Gramps XML read element by element: people, families with children in order, names, dates,
/// how each child belongs, and every fault a file can have.
@Suite("Gramps XML reader")
struct GrampsXMLReaderTests {
    /// A Gramps XML document around `body` (the database's sections).
    static func document(_ body: String, namespace: String? = "http://gramps-project.org/xml/1.7.1/") -> Data {
        let xmlns = namespace.map { " xmlns=\"\($0)\"" } ?? ""
        return Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE database PUBLIC "-//Gramps//DTD Gramps XML 1.7.1//EN"
            "http://gramps-project.org/xml/1.7.1/grampsxml.dtd">
            <database\(xmlns)>
              <header><created date="2024-01-01" version="5.1.6"/></header>
            \(body)
            </database>

            """.utf8)
    }

    /// A family of four: Jan and Eva, their son Piet and Eva's adopted daughter Lotte; births and
    /// deaths with qualifiers; a citation and a place the chart does not need.
    static let family = document(
        """
          <events>
            <event handle="_e1" change="1" id="E0001"><type>Birth</type><dateval val="1845" type="about"/></event>
            <event handle="_e2" change="1" id="E0002"><type>Death</type><dateval val="1970" type="before"/></event>
            <event handle="_e3" change="1" id="E0003"><type>Birth</type><daterange start="1840" stop="1845"/></event>
            <event handle="_e4" change="1" id="E0004"><type>Marriage</type><dateval val="1870-05-01"/></event>
            <event handle="_e5" change="1" id="E0005"><type>Birth</type><dateval val="1871-03-12" quality="estimated"/></event>
          </events>
          <people>
            <person handle="_p1" change="1" id="I0001">
              <gender>M</gender>
              <name type="Birth Name"><first>Jan</first><surname prefix="van der">Berg</surname><suffix>Sr.</suffix></name>
              <name alt="1" type="Also Known As"><first>Johannes</first></name>
              <eventref hlink="_e1" role="Primary"/>
              <eventref hlink="_e2" role="Primary"/>
              <parentin hlink="_f1"/>
            </person>
            <person handle="_p2" change="1" id="I0002">
              <gender>F</gender>
              <name type="Birth Name"><first>Eva</first><surname connector="y">García</surname><surname>López</surname></name>
              <eventref hlink="_e3" role="Primary"/>
              <eventref hlink="_e4" role="Family"/>
              <parentin hlink="_f1"/>
            </person>
            <person handle="_p3" change="1" id="I0003">
              <gender>M</gender>
              <name><first>Piet</first><last>Berg</last></name>
              <eventref hlink="_e5"/>
              <childof hlink="_f1"/>
            </person>
            <person handle="_p4" change="1" id="I0004">
              <gender>F</gender>
              <name><first>Lotte</first><surname>Berg</surname></name>
              <childof hlink="_f1"/>
            </person>
          </people>
          <families>
            <family handle="_f1" change="1" id="F0001">
              <rel type="Married"/>
              <father hlink="_p1"/>
              <mother hlink="_p2"/>
              <eventref hlink="_e4" role="Family"/>
              <childref hlink="_p4" mrel="Adopted" frel="Adopted"/>
              <childref hlink="_p3"/>
            </family>
          </families>
          <citations><citation handle="_c1" change="1" id="C0001"/></citations>
          <places><placeobj handle="_l1" change="1" id="P0001" type="City"/></places>
        """)

    @Test("people, names, sexes, dates with qualifiers, a family with its children in order and how each belongs")
    func readsAFamily() throws {
        let file = try GrampsXMLFile(data: Self.family)
        let genealogy = file.genealogy
        #expect(file.warnings.isEmpty)
        #expect(file.version == "1.7.1")
        #expect(file.programVersion == "5.1.6")
        #expect(!file.isCompressed)
        #expect(file.skippedRecords == ["citation": 1, "placeobj": 1])
        #expect(genealogy.people.map(\.id) == ["I0001", "I0002", "I0003", "I0004"])
        #expect(
            genealogy.people.map(\.name) == ["Jan van der Berg Sr.", "Eva García y López", "Piet Berg", "Lotte Berg"])
        #expect(genealogy.people.map(\.sex) == ["male", "female", "male", "female"])
        #expect(genealogy.people.map(\.born) == ["ABT 1845", "BET 1840 AND 1845", "EST 12 MAR 1871", nil])
        #expect(genealogy.people.map(\.died) == ["BEF 1970", nil, nil, nil])
        let union = try #require(genealogy.unions.first)
        #expect(union.id == "F0001")
        #expect(union.partners == [0, 1])
        #expect(union.children == [3, 2])
        #expect(union.childRelations == [.adopted, .birth])
    }

    @Test("the name's parts: the given name and the surnames only when the name marks a surname")
    func nameParts() throws {
        let people = try GrampsXMLFile(
            data: Self.document(
                """
                  <people>
                    <person handle="_p1" id="I1"><name><first>Ann</first></name></person>
                    <person handle="_p2" id="I2"><name><surname>Berg</surname><suffix>Jr.</suffix></name></person>
                    <person handle="_p3" id="I3"><name><first>Eva Maria</first><surname prefix="de">Vos</surname></name></person>
                    <person handle="_p4" id="I4"><gender>M</gender></person>
                  </people>
                """)
        ).genealogy.people
        #expect(people.map(\.name) == ["Ann", "Berg Jr.", "Eva Maria de Vos", ""])
        #expect(people.map(\.givenName) == [nil, nil, "Eva Maria", nil])
        #expect(people.map(\.surname) == [nil, "Berg", "de Vos", nil])
        let family = try GrampsXMLFile(data: Self.family).genealogy.people
        #expect(family.map(\.givenName) == ["Jan", "Eva", "Piet", "Lotte"])
        #expect(family.map(\.surname) == ["van der Berg", "García y López", "Berg", "Berg"])
    }

    @Test("gzip-compressed, as Gramps saves a .gramps file, reads the same", arguments: [true, false])
    func compressed(compressed: Bool) throws {
        let genealogy = try GrampsXMLFile(data: Self.family).genealogy
        let written = genealogy.grampsXMLData(compressed: compressed)
        #expect(written.starts(with: [0x1F, 0x8B]) == compressed)
        let file = try GrampsXMLFile(data: written)
        #expect(file.isCompressed == compressed)
        #expect(Fixtures.withoutNameParts(file.genealogy.people) == Fixtures.withoutNameParts(genealogy.people))
        #expect(file.genealogy.unions == genealogy.unions)
    }

    @Test("childref's mrel and frel: birth to both is birth, else the tie to the father, else to the mother")
    func relations() throws {
        let cases: [(String, ChildRelation)] = [
            ("", .birth), (#" mrel="Birth" frel="Birth""#, .birth), (#" mrel="Adopted""#, .adopted),
            (#" frel="Stepchild""#, .step), (#" mrel="Birth" frel="Foster""#, .foster),
            (#" mrel="Sponsored""#, .other), (#" mrel="Unknown" frel="Birth""#, .other),
            (#" mrel="Custom relationship to mother""#, .other),
        ]
        for (attributes, relation) in cases {
            let data = Self.document(
                """
                  <people><person handle="_p1" change="1" id="I1"><gender>U</gender><childof hlink="_f1"/></person>
                  <person handle="_p2" change="1" id="I2"><gender>F</gender></person></people>
                  <families><family handle="_f1" change="1" id="F1"><mother hlink="_p2"/>
                  <childref hlink="_p1"\(attributes)/></family></families>
                """)
            let union = try #require(try GrampsXMLFile(data: data).genealogy.unions.first)
            #expect(union.relation(ofChildAt: 0) == relation, "\(attributes)")
        }
    }

    @Test("a link written on one side only counts; on both sides once")
    func oneSidedLinks() throws {
        let data = Self.document(
            """
              <people>
                <person handle="_p1" change="1" id="I1"><gender>M</gender><parentin hlink="_f1"/></person>
                <person handle="_p2" change="1" id="I2"><gender>F</gender></person>
                <person handle="_p3" change="1" id="I3"><gender>F</gender><childof hlink="_f1"/></person>
              </people>
              <families><family handle="_f1" change="1" id="F1"><mother hlink="_p2"/><childref hlink="_p3"/></family></families>
            """)
        let union = try #require(try GrampsXMLFile(data: data).genealogy.unions.first)
        #expect(union.partners == [0, 1])
        #expect(union.children == [2])
    }

    @Test("faults that leave the family readable are warnings naming the line and the record; strict refuses")
    func warnings() throws {
        let data = Self.document(
            """
              <people>
                <person handle="_p1" change="1" id="I1"><gender>M</gender><parentin hlink="_f1"/><childof hlink="_f9"/></person>
                <person change="1" id="I2"><gender>F</gender></person>
                <person handle="_p3" change="1" id="I1"><gender>F</gender><eventref hlink="_e9"/></person>
              </people>
              <families><family handle="_f1" change="1" id="F1"><father hlink="_p1"/><childref hlink="_p7"/></family></families>
            """)
        let file = try GrampsXMLFile(data: data)
        #expect(file.genealogy.people.map(\.id) == ["I1", "I2", "I1_2"])
        #expect(
            file.warnings.map(\.description) == [
                "line 7: I1: childof points to _f9, which is not a family record of the file; the link is dropped",
                "line 8: I2: the person has no handle, so no link can name it; the file is read without it",
                "line 9: I1: the id is used by two person records (first on line 7); its links go by handle, so "
                    + "each record keeps its own; the second is renamed I1_2",
                "line 9: I1_2: eventref points to _e9, which is not an event record of the file; the link is dropped",
                "line 11: F1: childref points to _p7, which is not a person record of the file; the link is dropped",
            ])
        #expect(throws: GenealogyError.refused(faults: file.warnings)) {
            try GrampsXMLFile(data: data, mode: .strict)
        }
    }

    @Test(
        "a file that is not well-formed XML, or not Gramps XML, is an error naming the line",
        arguments: [
            (
                "<database xmlns=\"http://gramps-project.org/xml/1.7.1/\">\n<people>\n<person>\n</people>",
                "line 4: the end tag </people> does not match the start tag <person> on line 3 (XML 1.0 §3, WFC: Element Type Match) (the file is not well-formed XML)"
            ),
            (
                "<?xml version=\"1.0\"?>\n<html><body/></html>",
                "line 2: the root element is <html>; Gramps XML's root element is <database xmlns=\"http://gramps-project.org/xml/…\">"
            ),
            (
                "<database xmlns=\"http://example.org/db\"/>",
                "line 1: the root element is <database> in the namespace \"http://example.org/db\"; Gramps XML's root element is <database xmlns=\"http://gramps-project.org/xml/…\">"
            ),
            ("", "empty genealogy: the file is empty"),
            (
                "<database xmlns=\"http://gramps-project.org/xml/1.7.1/\">\n<people>\n<person handle=\"_p\" id=\"I1\">",
                "line 3: the file ends inside 3 open elements (the last record began on line 3): it is cut short (the file is not well-formed XML)"
            ),
        ])
    func errors(text: String, message: String) throws {
        do {
            _ = try GrampsXMLFile(data: Data(text.utf8))
            Issue.record("\(text) read without an error")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("a gzip file cut short, damaged, or holding something else says so")
    func gzipErrors() throws {
        let whole = try GrampsXMLFile(data: Self.family).genealogy.grampsXMLData()
        let cut = whole.prefix(whole.count / 2)
        #expect(throws: GenealogyError.self) { try GrampsXMLFile(data: Data(cut)) }
        do {
            _ = try GrampsXMLFile(data: Data(cut))
        } catch {
            #expect(error.description.contains("cut short"), "\(error)")
        }
        var damaged = whole
        damaged[20] ^= 0xFF
        damaged[21] ^= 0xFF
        #expect(throws: GenealogyError.self) { try GrampsXMLFile(data: damaged) }
        // A gzip-compressed GEDCOM file is no Gramps XML.
        let gedcom = try #require(Gzip.compressed(Array("0 HEAD\n0 TRLR\n".utf8)))
        do {
            _ = try GrampsXMLFile(data: Data(gedcom))
            Issue.record("a gzipped GEDCOM read as Gramps XML")
        } catch {
            #expect(error.description.hasPrefix("the gzip-compressed file cannot be read: its text is not Gramps XML"))
        }
    }

    @Test("the oldest files, without a namespace, and surnames in <last>, read")
    func oldFile() throws {
        let data = Self.document(
            """
              <people><person handle="_p1" change="1" id="I1"><gender>F</gender><name><first>Ada</first><last>Byron</last></name></person></people>
            """, namespace: nil)
        let file = try GrampsXMLFile(data: data)
        #expect(file.version == nil)
        #expect(file.genealogy.people.first?.name == "Ada Byron")
    }

    @Test("recognised by content: gzip, or Gramps' namespace or document type; .gramps and .xml by name")
    func format() throws {
        #expect(GenealogyFormat.of(Self.family, path: "family.ged") == .grampsXML)
        #expect(GenealogyFormat.of(Self.family, path: "-") == .grampsXML)
        #expect(GenealogyFormat.of(Data([0x1F, 0x8B, 0x08]), path: "x") == .grampsXML)
        #expect(GenealogyFormat.of(Data("<a/>".utf8), path: "tree.xml") == .grampsXML)
        #expect(GenealogyFormat.of(Data("0 HEAD\n".utf8), path: "-") == .gedcom)
        let source = try GenealogySource(data: Self.family, path: "-")
        #expect(source.format == .grampsXML)
        #expect(source.gramps?.version == "1.7.1")
    }
}
