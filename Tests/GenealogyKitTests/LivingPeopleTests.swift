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

    @Test("a chain of partners and parents is followed to its end: a partner's parent's other partner's parent")
    func partnerChain() throws {
        // H (dated) married W; W's parent P married S too; S's parent Q married R.
        let unions = [
            GenealogyUnion(id: "F1", partners: [0, 1]), GenealogyUnion(id: "F2", partners: [2], children: [1]),
            GenealogyUnion(id: "F3", partners: [2, 3]), GenealogyUnion(id: "F4", partners: [4], children: [3]),
            GenealogyUnion(id: "F5", partners: [4, 5]),
        ]
        func living(_ born: String) throws -> [Bool] {
            let people =
                [GenealogyPerson(id: "H", born: born)] + ["W", "P", "S", "Q", "R"].map { GenealogyPerson(id: $0) }
            return try Genealogy(people: people, unions: unions).living(by: Self.rule)
        }
        // W by 1750, P by 1737, S by 1787, Q by 1774, R by 1824: nobody living. One partner step
        // and one carry to parents took S, Q and R to be living.
        #expect(try living("1700") == [false, false, false, false, false, false])
        // The check can fail: H born in 1900 dates nobody else before 1917.
        #expect(try living("1900") == [false, true, true, true, true, true])
    }

    @Test("someone married to their great-great-great-grandparent: the years stop falling")
    func partnerLoopEnds() throws {
        // I0's parent is I1, I1's is I2, … I4's is I5; I0 married I5. Each round of the loop lowers
        // I5 by 50 - 5 × 13 = -15 years, for ever without a bound.
        var unions = (0..<5).map { GenealogyUnion(id: "F\($0)", partners: [$0 + 1], children: [$0]) }
        unions.append(GenealogyUnion(id: "M", partners: [0, 5]))
        let people = [GenealogyPerson(id: "I0", born: "1990")] + (1...5).map { GenealogyPerson(id: "I\($0)") }
        let living = try Genealogy(people: people, unions: unions).living(by: Self.rule)
        #expect(living.count == 6, "it ends")
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
