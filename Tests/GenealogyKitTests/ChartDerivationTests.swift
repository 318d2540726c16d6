import FamilyTree
import Foundation
import GenealogyKit
import Testing
import TreeLayout

/// The derivation's rules on small genealogies, and its promises on many generated ones.
@Suite("Descendant chart derivation")
struct ChartDerivationTests {
    /// People `names` (sex from the first letter: m… male, f… female) and unions
    /// `(partners, children)` by name; a child written with a trailing `*` is the union's by adoption.
    static func genealogy(_ names: [String], _ unions: [([String], [String])]) throws -> Genealogy {
        let index = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        return try Genealogy(
            people: names.map { GenealogyPerson(id: $0, name: $0, sex: $0.hasPrefix("f") ? "female" : "male") },
            unions: unions.enumerated().map { number, union in
                let adopted = union.1.contains { $0.hasSuffix("*") }
                return GenealogyUnion(
                    id: "U\(number + 1)", partners: union.0.map { index[$0]! },
                    children: union.1.map { index[$0.hasSuffix("*") ? String($0.dropLast()) : $0]! },
                    childRelations: adopted ? union.1.map { $0.hasSuffix("*") ? .adopted : .birth } : [])
            })
    }

    static func rows(_ chart: GenealogyChart) -> [[String]] {
        chart.document.generations.map { $0.map(\.id) }
    }

    @Test("a spouse who married in is not a root; a founder couple is one root unit")
    func defaultRoots() throws {
        let genealogy = try Self.genealogy(
            ["mA", "fB", "mC", "fD", "mE"], [(["mA", "fB"], ["mC"]), (["mC", "fD"], ["mE"])])
        let chart = try genealogy.descendantChart()
        #expect(Self.rows(chart) == [["mA", "fB"], ["mC", "fD"], ["mE"]])
        #expect(chart.repeatCount == 0)
    }

    @Test("a founder with a family of their own who marries into another is a repeat beside the blood line")
    func founderWithTwoFamilies() throws {
        // fS marries mT (both founders: a root unit) and later mD, a son of mA and fB.
        let genealogy = try Self.genealogy(
            ["mA", "fB", "mD", "fS", "mT", "mK", "mL"],
            [(["mA", "fB"], ["mD"]), (["fS", "mT"], ["mK"]), (["mD", "fS"], ["mL"])])
        let chart = try genealogy.descendantChart()
        #expect(Self.rows(chart) == [["mA", "fB", "fS", "mT"], ["mD", "fS~2", "mK"], ["mL"]])
        #expect(try genealogy.chartProblems(Family(validating: chart.document)).isEmpty)
    }

    @Test("a root's further marriage to a partner who married in is a further union beside the first, no repeat")
    func rootRemarriage() throws {
        let genealogy = try Self.genealogy(
            ["mA", "fB", "fC", "mX", "mY"], [(["mA", "fB"], ["mX"]), (["mA", "fC"], ["mY"])])
        let chart = try genealogy.descendantChart()
        #expect(Self.rows(chart) == [["mA", "fB", "fC"], ["mX", "mY"]])
        #expect(chart.repeatCount == 0)
        #expect(chart.document.generations[0].map(\.coupleID) == ["fB", "mA", "mA"])
        #expect(chart.family.units[1].isFurtherUnion)
    }

    @Test("where ids of the file contain ~, a repeat's id has a longer run of ~ than any of them: ID~~k")
    func repeatIDTaken() throws {
        // mA marries three times, the last two times someone with parents in the chart (fC and
        // fD, daughters of mP), so those unions are repeats; the file has people called mA~2 and
        // mA~3 (a child of the first marriage).
        let genealogy = try Self.genealogy(
            ["mA", "fB", "fC", "fD", "mA~2", "mA~3", "mP"],
            [
                (["mA", "fB"], ["mA~3"]), (["mA", "fC"], []), (["mA", "fD"], []), (["mA~2"], []),
                (["mP"], ["fC", "fD"]),
            ])
        let chart = try genealogy.descendantChart()
        #expect(
            Self.rows(chart) == [["mP", "mA", "fB", "mA~2"], ["fC", "mA~~2", "fD", "mA~~3", "mA~3"]])
        #expect(chart.family.people.filter { $0.sameAs == "mA" }.map(\.id) == ["mA~~2", "mA~~3"])
        #expect(chart.family.repeatCount == 2)
    }

    @Test("two people sharing an id, which only a genealogy made in code can have, make no chart")
    func sharedID() throws {
        // The chart numbers its boxes instead of looking their ids up, so it checks this first.
        let genealogy = try Genealogy(
            people: [
                GenealogyPerson(id: "a", name: "Ann", sex: "female"), GenealogyPerson(id: "b", name: "Bo", sex: "male"),
                GenealogyPerson(id: "a", name: "Al", sex: "male"),
            ],
            unions: [GenealogyUnion(id: "U1", partners: [0, 1], children: [2])])
        #expect(throws: GenealogyError.invalidChart(reason: "two people share the id a")) {
            try genealogy.descendantChart()
        }
    }

    @Test("explicit roots draw only their descendants and the descendants' partners (fD's mother is left out)")
    func explicitRoots() throws {
        let genealogy = try Self.genealogy(
            ["mA", "fB", "mC", "fD", "mE", "fF"],
            [(["mA", "fB"], ["mC"]), (["mC", "fD"], ["mE"]), (["fF"], ["fD"])])
        let chart = try genealogy.descendantChart(roots: ["mC"])
        #expect(Self.rows(chart) == [["mC", "fD"], ["mE"]])
        #expect(chart.leftOutCount == 3)
        #expect(try genealogy.chartProblems(Family(validating: chart.document), roots: ["mC"]).isEmpty)
    }

    @Test("a root that descends from another root is drawn under its parents")
    func nestedRoot() throws {
        let genealogy = try Self.genealogy(["mA", "mB", "mC"], [(["mA"], ["mB"]), (["mB"], ["mC"])])
        let chart = try genealogy.descendantChart(roots: ["mB", "mA"])
        #expect(Self.rows(chart) == [["mA"], ["mB"], ["mC"]])
    }

    @Test("the chart checker finds a link drawn twice, a link missing and a person without a home")
    func checkerCatchesMutations() throws {
        let genealogy = try GEDCOMFile(bytes: Fixtures.data("genealogy/stone-family.ged")).genealogy
        let chart = try genealogy.descendantChart()
        #expect(try genealogy.chartProblems(Family(validating: chart.document)).isEmpty)

        // Nora drawn under Gus and Lena, and also under Dora: not a link of the genealogy.
        var extraLine = chart.document
        extraLine.generations[1][5].childrenIDs.append("I14~2")
        extraLine.generations[2].append(Person(id: "I14~2", name: "Nora Stone", gender: "female", sameAs: "I14"))
        let extra = try genealogy.chartProblems(Family(validating: extraLine))
        #expect(extra == ["a reference line from I5 to I14 is no parent–child link of the genealogy"])

        // Uma left out: her link is not drawn and she has no home.
        var missing = chart.document
        missing.generations[1][5].childrenIDs.removeAll { $0 == "I21" }
        missing.generations[2].removeAll { $0.id == "I21" }
        let problems = try genealogy.chartProblems(Family(validating: missing))
        #expect(problems.contains("I21 has 0 home boxes; a charted person has one"))
        #expect(
            problems.contains(
                "the link from I5 to I21 is drawn 0 times; every link is drawn exactly once, as a parentage or a reference line"
            ))
    }

    @Test("a chart read back as a genealogy is the genealogy it came from")
    func chartReadsBack() throws {
        let genealogy = try GEDCOMFile(bytes: Fixtures.data("genealogy/stone-family.ged")).genealogy
        let back = try Genealogy(chartDocument: genealogy.descendantChart().document)
        func links(_ genealogy: Genealogy) -> Set<String> {
            Set(
                genealogy.unions.flatMap { union in
                    let parents = union.partners.map { genealogy.people[$0].id }.sorted().joined(separator: "+")
                    return union.children.map { "\(parents)>\(genealogy.people[$0].id)" } + ["\(parents)"]
                })
        }
        #expect(Set(back.people.map(\.id)) == Set(genealogy.people.map(\.id)))
        #expect(links(back) == links(genealogy))
    }

    @Test("a Family JSON v1 file with two blood lines is charted instead of rejected")
    func twoBloodLines() throws {
        let document = FamilyDocument(generations: [
            [
                Person(id: "a", gender: "male", coupleID: "b", childrenIDs: ["c", "d"]),
                Person(id: "b", gender: "female", coupleID: "a", childrenIDs: ["c", "d"]),
            ],
            [
                Person(id: "c", gender: "male", coupleID: "d", childrenIDs: ["e"]),
                Person(id: "d", gender: "female", coupleID: "c", childrenIDs: ["e"]),
            ],
            [Person(id: "e")],
        ])
        #expect(throws: FamilyValidationFailure.self) { try Family(validating: document) }
        let chart = try Genealogy(chartDocument: document).descendantChart()
        #expect(Self.rows(chart) == [["a", "b"], ["c", "d~2", "d"], ["e"]])
        #expect(throws: Never.self) { try Family(validating: chart.document) }
    }

    @Test(
        "generated genealogies: valid v1 charts, every invariant for native, every link once, one home each, linear work",
        arguments: [(1, 0.0, 0.0), (2, 0.3, 0.0), (3, 0.0, 0.3), (4, 0.3, 0.3), (5, 0.6, 0.5), (6, 0.1, 0.05)])
    func generated(seed: UInt64, remarriage: Double, relatives: Double) throws {
        for (generations, people, shape) in [
            (1, 1, FamilyShape.balanced), (2, 7, .balanced), (4, 60, .wide), (6, 400, .balanced), (9, 3000, .lopsided),
            (30, 2000, .chain),
        ] {
            let genealogy = try GenealogyGenerator(
                family: FamilyGenerator(generations: generations, members: people, seed: seed, shape: shape),
                remarriageRate: remarriage, relativeMarriageRate: relatives
            ).generate()
            #expect(genealogy.people.count == people)
            let chart = try genealogy.descendantChart()
            let family = try Family(validating: chart.document)
            #expect(Self.sameFamily(family, chart.family), "the linked chart is the validated one")
            #expect(chart.chartedPeopleCount == people)
            #expect(family.personCount == people + chart.repeatCount)
            #expect(family.repeatCount == chart.repeatCount)
            #expect(try genealogy.chartProblems(family).isEmpty)
            let layout = NativeLayout().layout(family, options: LayoutOptions())
            #expect(layout.check(family, options: LayoutOptions()).holdsEveryInvariant)
            let size = genealogy.people.count + genealogy.unions.count + genealogy.parentageLinkCount
            #expect(chart.work <= 6 * size + 10, "work \(chart.work) for size \(size)")
            // Remarriages alone are partner groups now; marriages across lines still repeat.
            if relatives > 0 && shape == .balanced && people >= 400 {
                #expect(chart.repeatCount > 0)
            }
        }
    }

    @Test("the knobs rewire without adding anyone: second unions and relatives' marriages appear at their rates")
    func knobs() throws {
        let family = FamilyGenerator(generations: 8, members: 5000, seed: 9)
        let plain = try GenealogyGenerator(family: family, remarriageRate: 0, relativeMarriageRate: 0).generate()
        let rewired = try GenealogyGenerator(family: family, remarriageRate: 0.3, relativeMarriageRate: 0.3).generate()
        #expect(plain.people.count == 5000 && rewired.people.count == 5000)
        func remarried(_ genealogy: Genealogy) -> Int {
            genealogy.people.indices.filter { genealogy.partnerUnions(of: $0).count > 1 }.count
        }
        func relativesMarried(_ genealogy: Genealogy) -> Int {
            genealogy.unions.filter { $0.partners.count == 2 && $0.partners.allSatisfy(genealogy.hasParents) }.count
        }
        #expect(remarried(plain) == 0 && relativesMarried(plain) == 0)
        #expect(remarried(rewired) > 50)
        #expect(relativesMarried(rewired) > 50)
        #expect(try plain.descendantChart().repeatCount == 0)
    }

    /// Whether two families hold the same people, units and ranges.
    static func sameFamily(_ a: Family, _ b: Family) -> Bool {
        a.people == b.people && a.units == b.units && a.generationPeople == b.generationPeople
            && a.generationUnits == b.generationUnits && a.unitOfPerson == b.unitOfPerson
    }
}
