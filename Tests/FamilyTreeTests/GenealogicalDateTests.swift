import FamilyTree
import Testing

/// Dates shown as genealogists write them, and the years under a name.
@Suite("Genealogical dates")
struct GenealogicalDateTests {
    @Test(
        "each written form shows as genealogists write it, with its years",
        arguments: [
            ("1845", "1845", "1845"),
            ("12 MAR 1819", "12 Mar 1819", "1819"),
            ("04 apr 1996", "4 Apr 1996", "1996"),
            ("MARCH 1820", "Mar 1820", "1820"),
            ("ABT 1845", "c. 1845", "c. 1845"),
            ("Abt. 1845", "c. 1845", "c. 1845"),
            ("CIRCA 1845", "c. 1845", "c. 1845"),
            ("CAL 1845", "calc. 1845", "calc. 1845"),
            ("EST 1845", "est. 1845", "est. 1845"),
            ("BEF 1970", "bef. 1970", "bef. 1970"),
            ("AFT 12 JUN 1900", "aft. 12 Jun 1900", "aft. 1900"),
            ("BET 1840 AND 1845", "1840–1845", "1840–1845"),
            ("FROM 1840 TO 1845", "1840–1845", "1840–1845"),
            ("BET 2 MAR 1840 AND 1845", "2 Mar 1840 – 1845", "1840–1845"),
            ("BET MAR 1840 AND JUN 1840", "Mar 1840 – Jun 1840", "1840"),
            ("FROM 1 Feb 1513/4", "from 1 Feb 1513/4", "from 1513/4"),
            ("TO 1900", "to 1900", "to 1900"),
            ("@#DJULIAN@ 1 FEB 1700/01", "1 Feb 1700/01 (Julian)", "1700/01"),
            ("JULIAN 1700", "1700 (Julian)", "1700"),
            ("@#DFRENCH R@ 1 VEND 1793", "1 Vend 1793 (French Republican)", "1793"),
            ("500 B.C.", "500 BC", "500 BC"),
            ("44 BCE", "44 BCE", "44 BCE"),
            ("INT 1845 (from a census)", "1845 (from a census)", "1845"),
            ("ABT 1850/51", "c. 1850/51", "c. 1850/51"),
        ])
    func forms(written: String, shown: String, years: String) throws {
        let date = try #require(GenealogicalDate(written))
        #expect(date.displayText == shown)
        #expect(date.yearsText == years)
        // The display form reads back as itself: a chart read again shows the same.
        #expect(GenealogicalDate.display(shown) == shown)
        #expect(GenealogicalDate(shown)?.yearsText == years)
    }

    @Test("phrases and words show as words, without years")
    func phrases() throws {
        #expect(GenealogicalDate("(after the war)")?.displayText == "after the war")
        #expect(GenealogicalDate("UNKNOWN")?.displayText == "unknown")
        #expect(GenealogicalDate("UNKNOWN")?.yearsText == nil)
    }

    @Test("text in no form is kept as written", arguments: ["BET 2 JUL 1959 AND MAR", "Spring", "31 FOO 1900", ""])
    func keptAsWritten(text: String) {
        #expect(GenealogicalDate(text) == nil)
        #expect(GenealogicalDate.display(text) == text)
    }

    @Test("a box's years: a plain span, else each side named, so nothing reads as what it is not")
    func lifeYears() {
        func years(_ born: String?, _ died: String?) -> String? { Person(id: "p", born: born, died: died).lifeYears }
        #expect(years("12 MAR 1819", "22 JAN 1901") == "1819–1901")
        #expect(years("c. 1845", "bef. 1970") == "b. c. 1845, d. bef. 1970")
        #expect(years("ABT 1845", nil) == "b. c. 1845")
        #expect(years("1840–1845", "1901") == "b. 1840–1845, d. 1901")
        #expect(years("1819", nil) == "b. 1819")
        #expect(years(nil, "1901") == "d. 1901")
        #expect(years("Spring 1819", "UNKNOWN") == "b. 1819, d. ?")
        #expect(years("unknown", nil) == nil)
        #expect(years("@#DJULIAN@ 1 FEB 1700/01", "1750") == "1700/01–1750")
    }

    /// legado_sample.ged's Martin Smith and TGC55C.ged: a range of birth years with no death
    /// date printed `1794–1796 –` (born 1794, died 1796), and `1821–` whether or not a death is
    /// recorded.
    @Test("a birth range, a recorded death without a date and no death at all read apart")
    func misreadings() {
        func years(_ born: String?, _ died: String?) -> String? { Person(id: "p", born: born, died: died).lifeYears }
        #expect(years("BET 1794 AND 1796", nil) == "b. 1794–1796")
        #expect(years("BET 1794 AND 1796", GenealogicalDate.undated) == "b. 1794–1796, d. ?")
        #expect(years("1821", GenealogicalDate.undated) == "b. 1821, d. ?")
        #expect(years("1821", nil) == "b. 1821")
        #expect(years(nil, GenealogicalDate.undated) == "d. ?")
        #expect(GenealogicalDate.display(GenealogicalDate.undated) == "?")
    }
}
