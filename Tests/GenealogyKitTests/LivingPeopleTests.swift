import FamilyTree
import GenealogyKit
import Testing

/// Who is living (`LivingPeople`), and what a genealogy keeps of them.
@Suite("Living people")
struct LivingPeopleTests {
    static func genealogy(_ people: [GenealogyPerson], child: Int? = nil, of parents: [Int] = []) throws -> Genealogy {
        let unions = child.map { [GenealogyUnion(id: "F1", partners: parents, children: [$0])] } ?? []
        return try Genealogy(people: people, unions: unions)
    }

    static let rule = LivingPeople(shown: .initials, years: 110, currentYear: 2026)

    @Test(
        "born less than 110 years ago and no death recorded; the latest year a date allows",
        arguments: [
            ("1987", nil, true), ("1900", nil, false), ("1916", nil, false), ("1917", nil, true),
            ("1987", GenealogicalDate.undated, false), ("1987", "2001", false),
            ("ABT 1910", nil, true), ("BEF 1910", nil, false), ("AFT 1800", nil, true),
            ("BET 1900 AND 1950", nil, true), ("BET 1890 AND 1900", nil, false), ("Spring 1880", nil, false),
            ("1750/51", nil, false), ("500 B.C.", nil, false),
        ] as [(String?, String?, Bool)])
    func rule(born: String?, died: String?, living: Bool) throws {
        let genealogy = try Self.genealogy([GenealogyPerson(id: "I1", name: "A B", born: born, died: died)])
        #expect(genealogy.living(by: Self.rule) == [living])
    }

    @Test("without a birth year: living, unless a child (or a child's child) was born 110 + 13 years ago")
    func withoutBirthYear() throws {
        let alone = try Self.genealogy([GenealogyPerson(id: "I1")])
        #expect(alone.living(by: Self.rule) == [true])
        let people = [
            GenealogyPerson(id: "P"), GenealogyPerson(id: "C", born: "1910"),
        ]
        #expect(try Self.genealogy(people, child: 1, of: [0]).living(by: Self.rule) == [false, false])
        let young = [GenealogyPerson(id: "P"), GenealogyPerson(id: "C", born: "1935")]
        #expect(try Self.genealogy(young, child: 1, of: [0]).living(by: Self.rule) == [true, true])
    }

    @Test("partners without dates are born by the year of their marriage, and their parents 13 years before")
    func bornByTheirMarriage() throws {
        var married = GenealogyUnion(id: "F2", partners: [0, 1])
        married.married = "15 MAY 1567"
        let parents = GenealogyUnion(id: "F1", partners: [2], children: [1])
        let people = [
            GenealogyPerson(id: "Mary"), GenealogyPerson(id: "James"), GenealogyPerson(id: "Father"),
        ]
        #expect(
            try Genealogy(people: people, unions: [married, parents]).living(by: Self.rule) == [false, false, false])
        // The check can fail: without the marriage's date, nothing dates any of them.
        married.married = nil
        #expect(try Genealogy(people: people, unions: [married, parents]).living(by: Self.rule) == [true, true, true])
    }

    @Test("a partner without dates is born at most 50 years after the other, and their parents 13 before that")
    func partnerGap() throws {
        let union = GenealogyUnion(id: "F2", partners: [0, 1])
        let parents = GenealogyUnion(id: "F1", partners: [2], children: [1])
        for (born, living) in [("1526", false), ("1866", false), ("1867", true)] {
            let people = [GenealogyPerson(id: "H", born: born), GenealogyPerson(id: "W"), GenealogyPerson(id: "P")]
            #expect(
                try Genealogy(people: people, unions: [union, parents]).living(by: Self.rule) == [
                    false, living, false,
                ],
                "a partner born in \(born)")
        }
    }

    @Test("a child without a birth year is born by the year after a parent's death")
    func parentsDeath() throws {
        let people = [GenealogyPerson(id: "P", born: "1850", died: "1890"), GenealogyPerson(id: "C")]
        #expect(try Self.genealogy(people, child: 1, of: [0]).living(by: Self.rule) == [false, false])
    }

    @Test("initials, names, hidden: the living's dates go, their names as asked; the dead keep all")
    func shown() throws {
        let people = [
            GenealogyPerson(id: "I1", name: "John Fitzgerald Kennedy", born: "29 MAY 1917", died: "22 NOV 1963"),
            GenealogyPerson(id: "I2", name: "Caroline Bouvier Kennedy", born: "27 NOV 1957"),
        ]
        let genealogy = try Self.genealogy(people)
        for (shown, name) in [
            (LivingPeopleShown.names, "Caroline Bouvier Kennedy"), (.initials, "C. B. K."), (.hidden, "Living"),
        ] {
            var rule = Self.rule
            rule.shown = shown
            let (changed, living) = try genealogy.showingLiving(rule)
            #expect(living == 1)
            #expect(changed.people[0] == people[0])
            #expect(changed.people[1] == GenealogyPerson(id: "I2", name: name))
        }
        #expect(
            try genealogy.showingLiving(LivingPeople(currentYear: 2026)).genealogy.people == GenealogyPeople(people))
    }
}
