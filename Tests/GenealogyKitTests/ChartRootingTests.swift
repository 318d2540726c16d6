import FamilyTree
import GenealogyKit
import Testing

/// Where a chart is rooted and where unions between lines are homed: the founders with the
/// largest lines first, a union between two lines in the larger one unless the smaller saves a
/// repeat, a child under the birth family, and `--root` by id or name.
@Suite("Charts rooted where people expect")
struct ChartRootingTests {
    static func genealogy(_ names: [String], _ unions: [([String], [String])]) throws -> Genealogy {
        try ChartDerivationTests.genealogy(names, unions)
    }

    static func rows(_ chart: GenealogyChart) -> [[String]] {
        ChartDerivationTests.rows(chart)
    }

    /// The Kennedy shape: the Bouviers come first in the file, then the Fitzgeralds, then the
    /// Kennedys, whose line is the largest; mJ (JFK) of the Kennedys marries fJ (Jacqueline) of
    /// the Bouviers, who marries mO again.
    static let kennedy: ([String], [([String], [String])]) = (
        ["mB", "fB", "fJ", "fL", "mO", "mF", "fF", "fR", "mK", "fK", "mP", "fP", "mX", "mJ", "mR", "fC", "mY"],
        [
            (["mB", "fB"], ["fJ", "fL"]), (["fJ", "mO"], []),
            (["mF", "fF"], ["fR"]),
            (["mK", "fK"], ["mP", "fP"]), (["mP", "fR"], ["mJ", "mR"]), (["mJ", "fJ"], ["fC", "mY"]),
            (["fP", "mX"], []),
        ]
    )

    @Test("the founders with the most descendants first; a union between two lines homed in the larger one")
    func largerLineFirst() throws {
        let genealogy = try Self.genealogy(Self.kennedy.0, Self.kennedy.1)
        let chart = try genealogy.descendantChart()
        // Lines: the Kennedys 3.5 (fR's and fJ's children count half), the Bouviers 3, the Fitzgeralds 2.5.
        #expect(chart.roots.map { genealogy.people[$0].id } == ["mK", "fK", "mB", "fB", "mF", "fF"])
        #expect(
            Self.rows(chart) == [
                ["mK", "fK", "mB", "fB", "mF", "fF"],
                ["mP", "fR~2", "fP", "mX", "fJ", "mO", "fL", "fR"],
                ["mJ", "fJ~2", "mR"],
                ["fC", "mY"],
            ])
        #expect(chart.repeatCount == 2)
        #expect(try genealogy.chartProblems(chart.family).isEmpty)
    }

    @Test("a man of the large line who marries twice into small lines keeps one union; the other saves a repeat")
    func fewestRepeatsFirst() throws {
        // mM (three generations down the large line) marries fS and fT, each the only child of a small line.
        let genealogy = try Self.genealogy(
            ["mA", "fA", "mB", "mC", "mM", "mS", "fS", "mT", "fT"],
            [
                (["mA", "fA"], ["mB"]), (["mB"], ["mC"]), (["mC"], ["mM"]), (["mS"], ["fS"]), (["mT"], ["fT"]),
                (["mM", "fS"], []), (["mM", "fT"], []),
            ])
        let chart = try genealogy.descendantChart()
        // Anchoring both at mM would cost mM~2 beside one wife and each wife a repeat: three.
        #expect(chart.repeatCount == 2)
        #expect(chart.roots.first.map { genealogy.people[$0].id } == "mA")
        let mM = chart.family.people.first { $0.id == "mM" }!
        #expect(!mM.coupleID.isEmpty, "mM keeps one of his unions in the large line")
        #expect(try genealogy.chartProblems(chart.family).isEmpty)
    }

    @Test("an adopted child is homed under the birth family, listed first or not; the adoptive link is a reference")
    func adoptedUnderBirthFamily() throws {
        // fK is born to mB and fB and adopted by mA and fA, whose union the file lists first.
        let genealogy = try Self.genealogy(
            ["mA", "fA", "mB", "fB", "fK", "mZ"], [(["mA", "fA"], ["mZ", "fK*"]), (["mB", "fB"], ["fK"])])
        let chart = try genealogy.descendantChart()
        #expect(Self.rows(chart) == [["mA", "fA", "mB", "fB"], ["mZ", "fK~2", "fK"]])
        let family = chart.family
        let repeatUnit = Int(family.unitOfPerson[family.personIndex(of: "fK~2")!])
        #expect(family.isReferenceUnit(repeatUnit))
        #expect(try genealogy.chartProblems(family).isEmpty)
        // Homing fK under the adoptive parents is a fault the checker names.
        var wrong = chart.document
        wrong.generations[0][0].childrenIDs = ["mZ", "fK"]
        wrong.generations[0][1].childrenIDs = ["mZ", "fK"]
        wrong.generations[0][2].childrenIDs = ["fK~2"]
        wrong.generations[0][3].childrenIDs = ["fK~2"]
        wrong.generations[1] = [wrong.generations[1][0], wrong.generations[1][2], wrong.generations[1][1]]
        let problems = try genealogy.chartProblems(Family(validating: wrong))
        #expect(
            problems.contains { $0.hasPrefix("fK's home hangs under mA and fA, who are not their parents by birth") })
    }

    @Test("with only adoptive parents in the file, the child is homed under them")
    func adoptedWithoutBirthFamily() throws {
        let genealogy = try Self.genealogy(["mA", "fA", "fK"], [(["mA", "fA"], ["fK*"])])
        let chart = try genealogy.descendantChart()
        #expect(Self.rows(chart) == [["mA", "fA"], ["fK"]])
        #expect(chart.repeatCount == 0)
    }

    @Test(
        "unions between two people with parents are anchored so that the fewest further-union repeats are drawn",
        arguments: 0..<60)
    func fewestFurtherUnions(seed: UInt64) throws {
        let genealogy = try GenealogyGenerator(
            family: FamilyGenerator(generations: 4 + Int(seed % 3), members: 40 + Int(seed % 50), seed: seed),
            remarriageRate: 0.5, relativeMarriageRate: 0.6
        ).generate()
        let unions = genealogy.unions
        // The unions each person anchors whatever is chosen, and those with a choice.
        var forced = [Int](repeating: 0, count: genealogy.people.count)
        var choices: [GenealogyUnion] = []
        for union in unions {
            let withParents = union.partners.filter(genealogy.hasParents)
            if withParents.count == 2 {
                choices.append(union)
            } else if withParents.count == 1 && (union.partners.count == 2 || !union.children.isEmpty) {
                forced[withParents[0]] += 1
            }
        }
        guard choices.count <= 12 else { return }
        func furtherUnions(_ anchored: [Int]) -> Int {
            anchored.indices.reduce(0) { $0 + max(0, anchored[$1] - 1) }
        }
        var best = Int.max
        for mask in 0..<(1 << choices.count) {
            var anchored = forced
            for (bit, union) in choices.enumerated() { anchored[union.partners[(mask >> bit) & 1]] += 1 }
            best = min(best, furtherUnions(anchored))
        }
        // What the chart draws: the units anchored at each person with parents.
        let chart = try genealogy.descendantChart()
        let family = chart.family
        var anchored = [Int](repeating: 0, count: genealogy.people.count)
        for unit in family.units where unit.isCouple || unit.hasChildren {
            let record = family.people[Int(unit.blood)]
            guard let person = genealogy.people.firstIndex(where: { $0.id == (record.sameAs ?? record.id) }),
                genealogy.hasParents(person)
            else { continue }
            anchored[person] += 1
        }
        #expect(furtherUnions(anchored) == best, "seed \(seed): \(choices.count) choices")
        #expect(try genealogy.chartProblems(family).isEmpty)
    }

    @Test("--root takes an id, GEDCOM's @id@, a whole name, or a unique part of one")
    func rootLookup() throws {
        let genealogy = try Genealogy(
            people: [
                GenealogyPerson(id: "I1", name: "Joseph Patrick KENNEDY", sex: "male", born: "6 SEP 1888"),
                GenealogyPerson(id: "I52", name: "John Fitzgerald KENNEDY", sex: "male", born: "29 MAY 1917"),
                GenealogyPerson(id: "I62", name: "John KENNEDY", sex: "male"),
                GenealogyPerson(id: "I53", name: "Jacqueline BOUVIER", sex: "female", born: "28 JUL 1929"),
                GenealogyPerson(id: "I99", name: "Renée Dubois", sex: "female"),
                GenealogyPerson(id: "J1", name: "J"), GenealogyPerson(id: "J2", name: "J*"),
            ], unions: [])
        #expect(try genealogy.person(matching: "I52") == 1)
        #expect(try genealogy.person(matching: "@I52@") == 1)
        #expect(try genealogy.person(matching: "jacqueline bouvier") == 3)
        #expect(try genealogy.person(matching: "Bouvier") == 3)
        #expect(try genealogy.person(matching: "John F Kennedy") == 1)
        #expect(try genealogy.person(matching: "renee") == 4)
        // The whole name of I62 wins over the longer names it is part of.
        #expect(try genealogy.person(matching: "John Kennedy") == 2)
        #expect(genealogy.people(named: "Kennedy") == [0, 1, 2])
        // Written exactly as the file writes it wins over the same words.
        #expect(try genealogy.person(matching: "J*") == 6)
        #expect(genealogy.people(named: "j") == [5, 6])
        #expect(throws: GenealogyError.unknownRoot(id: "Onassis")) { try genealogy.person(matching: "Onassis") }
        do {
            _ = try genealogy.person(matching: "kennedy")
            Issue.record("an ambiguous name is an error")
        } catch {
            #expect(
                error
                    == .ambiguousRoot(
                        query: "kennedy",
                        candidates: [
                            "Joseph Patrick KENNEDY (I1, born 6 Sep 1888)",
                            "John Fitzgerald KENNEDY (I52, born 29 May 1917)",
                            "John KENNEDY (I62)",
                        ], count: 3))
            #expect(error.description.hasPrefix("root \"kennedy\" names 3 people; give one of their ids:\n  Joseph"))
        }
    }

    @Test("roots given by name or @id@ chart the same as by id")
    func rootsByName() throws {
        let genealogy = try Self.genealogy(Self.kennedy.0, Self.kennedy.1)
        let byID = try genealogy.descendantChart(roots: ["mP"])
        #expect(Self.rows(try genealogy.descendantChart(roots: ["@mP@"])) == Self.rows(byID))
        #expect(Self.rows(try genealogy.descendantChart(roots: ["MP"])) == Self.rows(byID))
    }
}
