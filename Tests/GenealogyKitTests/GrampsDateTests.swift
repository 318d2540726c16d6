import FamilyTree
import Foundation
import Testing

@testable import GenealogyKit

/// Gramps XML's dates as the date text Gramps' own GEDCOM export writes, shown by the one
/// formatter, and written back.
@Suite("Gramps XML dates")
struct GrampsDateTests {
    /// The birth date read from a person whose birth event holds `element`.
    static func born(_ element: String) throws -> String? {
        let data = GrampsXMLReaderTests.document(
            """
              <events><event handle="_e" change="1" id="E1"><type>Birth</type>\(element)</event></events>
              <people><person handle="_p" change="1" id="I1"><gender>U</gender><eventref hlink="_e" role="Primary"/></person></people>
            """)
        return try GrampsXMLFile(data: data).genealogy.people[0].born
    }

    @Test(
        "each date element as GEDCOM date text, and as genealogists read it",
        arguments: [
            (#"<dateval val="1845"/>"#, "1845", "1845"),
            (#"<dateval val="1845" type="about"/>"#, "ABT 1845", "c. 1845"),
            (#"<dateval val="1970" type="before"/>"#, "BEF 1970", "bef. 1970"),
            (#"<dateval val="1900-03" type="after"/>"#, "AFT MAR 1900", "aft. Mar 1900"),
            (#"<dateval val="1819-03-12"/>"#, "12 MAR 1819", "12 Mar 1819"),
            (#"<dateval val="1850" quality="estimated"/>"#, "EST 1850", "est. 1850"),
            (#"<dateval val="1850" quality="calculated"/>"#, "CAL 1850", "calc. 1850"),
            (#"<dateval val="1850" type="about" quality="estimated"/>"#, "ABT 1850", "c. 1850"),
            (#"<daterange start="1840" stop="1845"/>"#, "BET 1840 AND 1845", "1840–1845"),
            (#"<datespan start="1840-02" stop="1845"/>"#, "FROM FEB 1840 TO 1845", "Feb 1840 – 1845"),
            (#"<dateval val="1700-02-01" cformat="Julian"/>"#, "@#DJULIAN@ 1 FEB 1700", "1 Feb 1700 (Julian)"),
            (#"<dateval val="5760-01-10" cformat="Hebrew"/>"#, "@#DHEBREW@ 10 TSH 5760", "10 Tsh 5760 (Hebrew)"),
            (#"<dateval val="0241-03-12" cformat="Islamic"/>"#, "12 MAR 241 (Islamic)", "12 Mar 241 (Islamic)"),
            (#"<dateval val="1712-02-30" cformat="Swedish"/>"#, "1712-02-30 (swedish)", "1712-02-30 (swedish)"),
            (#"<dateval val="-500"/>"#, "500 B.C.", "500 BC"),
            (#"<dateval val="0-03-12"/>"#, "(12 MAR)", "12 MAR"),
            (#"<dateval val="1850-00-12"/>"#, "1850", "1850"),
            (#"<datestr val="after the war"/>"#, "after the war", "after the war"),
            (#"<dateval val="about 1850"/>"#, "about 1850", "c. 1850"),
        ])
    func dateText(element: String, gedcom: String, shown: String) throws {
        let text = try Self.born(element)
        #expect(text == gedcom)
        #expect(text.map(GenealogicalDate.display) == shown)
    }

    @Test(
        "GEDCOM date text written as Gramps XML reads back the same",
        arguments: [
            "1845", "ABT 1845", "BEF 1970", "AFT MAR 1900", "12 MAR 1819", "EST 1850", "CAL 1850",
            "BET 1840 AND 1845", "FROM FEB 1840 TO 1845", "@#DJULIAN@ 1 FEB 1700", "@#DHEBREW@ 10 TSH 5760",
            "@#DFRENCH R@ 3 BRUM 8", "500 B.C.", "FROM 1840", "TO 1845", "after the war", "INT 1845 (census)",
        ])
    func roundTrip(gedcom: String) throws {
        #expect(try Self.born(GrampsDate.element(fromGEDCOM: gedcom)) == gedcom)
    }
}
