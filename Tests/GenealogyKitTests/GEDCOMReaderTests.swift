import FamilyTree
import Foundation
import GenealogyKit
import Testing

/// Each feature of the GEDCOM grammar the reader handles, on a file written for it.
@Suite("GEDCOM reader: every feature")
struct GEDCOMReaderTests {
    static let family = [
        "0 @I1@ INDI", "1 NAME John /Smith/", "1 SEX M", "1 FAMS @F1@",
        "0 @I2@ INDI", "1 NAME Mary /Jones/", "1 SEX F", "1 FAMS @F1@",
        "0 @I3@ INDI", "1 NAME Ann /Smith/", "1 SEX F", "1 FAMC @F1@",
        "0 @I4@ INDI", "1 NAME Bob /Smith/", "1 SEX M", "1 FAMC @F1@",
        "0 @F1@ FAM", "1 HUSB @I1@", "1 WIFE @I2@", "1 CHIL @I4@", "1 CHIL @I3@",
    ]

    @Test("LF, CR, CR LF and LF CR line ends read the same", arguments: ["\n", "\r", "\r\n", "\n\r"])
    func lineEnds(end: String) throws {
        let bytes = Fixtures.gedcom(["0 HEAD", "1 CHAR UTF-8"] + Self.family + ["0 TRLR"], end: end)
        let file = try GEDCOMFile(bytes: bytes)
        #expect(file.genealogy.people.map(\.name) == ["John Smith", "Mary Jones", "Ann Smith", "Bob Smith"])
        #expect(file.lineCount == 24)
    }

    @Test("CHIL order is the union's children order, whatever order the FAMC lines come in")
    func childOrder() throws {
        let genealogy = try GEDCOMFile(bytes: Fixtures.gedcom(records: Self.family)).genealogy
        #expect(genealogy.unions[0].children.map { genealogy.people[$0].id } == ["I4", "I3"])
        #expect(genealogy.unions[0].partners.map { genealogy.people[$0].id } == ["I1", "I2"])
    }

    @Test("a link written only on the person's side (FAMC, FAMS) counts, and once when written on both")
    func oneSidedLinks() throws {
        let genealogy = try GEDCOMFile(
            bytes: Fixtures.gedcom(records: [
                "0 @I1@ INDI", "1 SEX F", "1 FAMS @F1@",
                "0 @I2@ INDI", "1 FAMC @F1@",
                "0 @I3@ INDI", "1 FAMC @F1@",
                "0 @F1@ FAM", "1 CHIL @I3@",
            ])
        ).genealogy
        #expect(genealogy.unions[0].partners == [0])
        #expect(genealogy.unions[0].children == [2, 1])
        #expect(genealogy.parentageLinkCount == 2)
    }

    @Test("indented lines, several spaces after the level, and a blank line are accepted")
    func leadingWhitespace() throws {
        let genealogy = try GEDCOMFile(
            bytes: Fixtures.gedcom([
                "0 HEAD", "  1 CHAR UTF-8", "0 @I1@ INDI", "\t1  NAME Eve", "", "    1 SEX F", "0 TRLR",
            ])
        ).genealogy
        #expect(Array(genealogy.people) == [GenealogyPerson(id: "I1", name: "Eve", sex: "female")])
    }

    @Test("CONC joins and CONT breaks a value; @@ is a literal @")
    func continuation() throws {
        let genealogy = try GEDCOMFile(
            bytes: Fixtures.gedcom(records: [
                "0 @I1@ INDI", "1 NAME Jo", "2 CONC hn /Sm", "2 CONC ith/", "1 BIRT", "2 DATE ABT", "3 CONC  1900",
                "0 @I2@ INDI", "1 NAME Ann", "2 CONT Marie /O@@Hara/",
            ])
        ).genealogy
        #expect(genealogy.people[0].name == "John Smith")
        #expect(genealogy.people[0].born == "ABT 1900")
        #expect(genealogy.people[1].name == "Ann Marie O@Hara")
    }

    @Test("NAME slashes are removed; GIVN and SURN name someone whose NAME is empty; only the first NAME counts")
    func names() throws {
        let genealogy = try GEDCOMFile(
            bytes: Fixtures.gedcom(records: [
                "0 @I1@ INDI", "1 NAME /Tudor/ Henry  VIII", "1 NAME Harry /Tudor/",
                "0 @I2@ INDI", "1 NAME", "2 GIVN Anne", "2 SURN Boleyn",
                "0 @I3@ INDI",
            ])
        ).genealogy
        #expect(genealogy.people.map(\.name) == ["Tudor Henry VIII", "Anne Boleyn", ""])
    }

    @Test("SEX M, F, X and U; BIRT and DEAT dates as written")
    func sexAndDates() throws {
        let genealogy = try GEDCOMFile(
            bytes: Fixtures.gedcom(records: [
                "0 @I1@ INDI", "1 SEX M", "1 BIRT", "2 PLAC York", "2 DATE 12 MAR 1819", "1 DEAT", "2 DATE BEF 1901",
                "0 @I2@ INDI", "1 SEX F", "1 BIRT Y",
                "0 @I3@ INDI", "1 SEX X",
                "0 @I4@ INDI", "1 SEX U", "1 CHR", "2 DATE 1820",
            ])
        ).genealogy
        #expect(genealogy.people.map(\.sex) == ["male", "female", "other", "unknown"])
        #expect(genealogy.people.map(\.born) == ["12 MAR 1819", nil, nil, nil])
        #expect(genealogy.people.map(\.died) == ["BEF 1901", nil, nil, nil])
    }

    @Test("a DEAT without a DATE is a death recorded without a date, written back as DEAT Y")
    func undatedDeath() throws {
        let genealogy = try GEDCOMFile(
            bytes: Fixtures.gedcom(records: [
                "0 @I1@ INDI", "1 NAME Martin /Smith/", "1 BIRT", "2 DATE BET 1794 AND 1796", "1 DEAT Y",
                "0 @I2@ INDI", "1 NAME Ann /Smith/", "1 BIRT", "2 DATE 1821", "1 DEAT", "2 PLAC York",
                "0 @I3@ INDI", "1 NAME Bob /Smith/", "1 BIRT", "2 DATE 1821",
            ])
        ).genealogy
        #expect(genealogy.people.map(\.died) == [GenealogicalDate.undated, GenealogicalDate.undated, nil])
        let people = try genealogy.descendantChart().document.generations.joined()
        #expect(Set(people.map(\.lifeYears)) == ["b. 1794–1796, d. ?", "b. 1821, d. ?", "b. 1821"])
        let written = genealogy.gedcomBytes()
        #expect(String(decoding: written, as: UTF8.self).contains("1 DEAT Y"))
        #expect(try GEDCOMFile(bytes: written).genealogy.people.map(\.died) == genealogy.people.map(\.died))
    }

    @Test("other records and _ extension tags are skipped and counted")
    func skippedAndCounted() throws {
        let file = try GEDCOMFile(
            bytes: Fixtures.gedcom(records: [
                "0 @S1@ SOUR", "1 TITL Register", "0 @N1@ NOTE A note", "0 @N2@ NOTE Another",
                "0 @I1@ INDI", "1 _UID 123", "1 NAME Eve", "2 _MARNM Adams", "0 _PLAC York", "1 _UID 456",
            ])
        )
        #expect(file.skippedRecords == ["SOUR": 1, "NOTE": 2])
        #expect(file.extensionTags == ["_UID": 2, "_MARNM": 1, "_PLAC": 1])
        #expect(file.skippedCount == 7)
        #expect(file.genealogy.people.map(\.name) == ["Eve"])
    }

    @Test("GEDCOM 7.0: UTF-8 whatever CHAR says, @VOID@ pointers link nothing")
    func version7() throws {
        let file = try GEDCOMFile(
            bytes: Fixtures.gedcom(
                head: ["1 GEDC", "2 VERS 7.0"],
                records: ["0 @I1@ INDI", "1 NAME Zoë", "1 FAMC @VOID@", "0 @F1@ FAM", "1 HUSB @VOID@", "1 CHIL @I1@"]))
        #expect(file.characterSet == .utf8)
        #expect(file.genealogy.people[0].name == "Zoë")
        #expect(file.genealogy.unions[0].partners.isEmpty)
        #expect(!file.genealogy.hasParents(0), "a union without partners records no parents")
    }

    @Test("a generated genealogy written as GEDCOM reads back the same")
    func roundTrip() throws {
        let genealogy = try GenealogyGenerator(
            family: FamilyGenerator(generations: 6, members: 500, seed: 7), remarriageRate: 0.3,
            relativeMarriageRate: 0.2
        ).generate()
        let back = try GEDCOMFile(bytes: genealogy.gedcomBytes()).genealogy
        #expect(back.people == genealogy.people)
        #expect(back.unions == genealogy.unions)
    }

    @Test("a generated genealogy written as genealogy JSON reads back the same")
    func jsonRoundTrip() throws {
        let genealogy = try GenealogyGenerator(
            family: FamilyGenerator(generations: 5, members: 300, seed: 3), remarriageRate: 0.3,
            relativeMarriageRate: 0.2
        ).generate()
        let back = try Genealogy(genealogyJSON: genealogy.genealogyJSONData())
        #expect(back.people == genealogy.people)
        #expect(back.unions == genealogy.unions)
    }

    @Test("PEDI, _FREL/_MREL and ADOP.FAMC say how a child belongs to a union; birth needs no list")
    func childRelations() throws {
        let genealogy = try GEDCOMFile(
            bytes: Fixtures.gedcom(records: [
                "0 @I1@ INDI", "1 FAMC @F1@", "2 PEDI adopted",
                "0 @I2@ INDI", "1 FAMC @F1@", "2 PEDI BIRTH",
                "0 @I3@ INDI", "1 FAMC @F2@", "2 PEDI foster",
                "0 @I4@ INDI", "1 ADOP", "2 FAMC @F2@", "3 ADOP BOTH",
                "0 @I5@ INDI", "1 FAMC @F2@", "2 PEDI SEALING",
                "0 @I9@ INDI", "1 FAMS @F1@", "1 FAMS @F2@", "1 FAMS @F3@",
                "0 @F1@ FAM", "1 HUSB @I9@", "1 CHIL @I1@", "1 CHIL @I2@",
                "0 @F2@ FAM", "1 HUSB @I9@", "1 CHIL @I6@", "2 _FREL Natural", "2 _MREL Step",
                "0 @I6@ INDI",
                "0 @F3@ FAM", "1 HUSB @I9@", "1 CHIL @I7@", "2 _FREL Natural",
                "0 @I7@ INDI",
            ])
        ).genealogy
        let ids = genealogy.people.map(\.id)
        func relations(_ union: Int) -> [String: ChildRelation] {
            let union = genealogy.unions[union]
            return Dictionary(
                uniqueKeysWithValues: union.children.indices.map {
                    (ids[union.children[$0]], union.relation(ofChildAt: $0))
                })
        }
        #expect(relations(0) == ["I1": .adopted, "I2": .birth])
        #expect(relations(1) == ["I6": .step, "I3": .foster, "I4": .adopted, "I5": .other])
        #expect(
            genealogy.unions[2].childRelations.isEmpty, "a union whose children are all by birth lists no relations")
        #expect(relations(2) == ["I7": .birth])
    }

    @Test("child relations written as GEDCOM read back the same")
    func childRelationsRoundTrip() throws {
        let genealogy = try Genealogy(
            people: (1...6).map { GenealogyPerson(id: "I\($0)") },
            unions: [
                GenealogyUnion(
                    id: "F1", partners: [0, 1], children: [2, 3, 4, 5],
                    childRelations: [.birth, .adopted, .foster, .step]),
                GenealogyUnion(id: "F2", partners: [0], children: [5], childRelations: [.other]),
            ])
        let back = try GEDCOMFile(bytes: genealogy.gedcomBytes())
        #expect(back.genealogy.unions == genealogy.unions)
        #expect(back.warnings.isEmpty)
    }
}
