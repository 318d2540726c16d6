import FamilyTree
import GenealogyKit
import TestSupport
import Testing

/// The derivation is linear: its counted steps (``GenealogyChart/work``) per person, union and
/// link stay the same from small to large genealogies, and deep ones need no stack.
@Suite("Descendant chart derivation: linear work")
struct ChartDerivationWorkTests {
    static func workPerItem(members: Int, generations: Int) throws -> Double {
        let genealogy = try GenealogyGenerator(
            family: FamilyGenerator(generations: generations, members: members, seed: 3), remarriageRate: 0.2,
            relativeMarriageRate: 0.2
        ).generate()
        let chart = try genealogy.descendantChart()
        let items = genealogy.people.count + genealogy.unions.count + genealogy.parentageLinkCount
        return Double(chart.work) / Double(items)
    }

    @Test("a chain of 100,000 generations charts without recursion")
    func deepChain() throws {
        // Person 2k is the blood line of generation k; 2k+1 marries in.
        var people: [GenealogyPerson] = []
        var unions: [GenealogyUnion] = []
        let depth = 100_000
        for level in 0..<depth {
            people.append(GenealogyPerson(id: "B\(level)", sex: "male"))
            people.append(GenealogyPerson(id: "S\(level)", sex: "female"))
        }
        for level in 0..<depth {
            let children = level + 1 < depth ? [2 * (level + 1)] : []
            unions.append(GenealogyUnion(id: "F\(level)", partners: [2 * level, 2 * level + 1], children: children))
        }
        let genealogy = try Genealogy(people: people, unions: unions)
        let chart = try genealogy.descendantChart()
        #expect(chart.document.generations.count == depth)
        #expect(chart.repeatCount == 0)
        let items = genealogy.people.count + genealogy.unions.count + genealogy.parentageLinkCount
        #expect(chart.work <= 6 * items)
    }

    /// A person A who marries `marriages` sisters, daughters of R (marriages across lines, so A
    /// has at least `marriages − 1` repeats), beside people with the ids A~2 … A~(marriages + 1)
    /// that a repeat of A would take, and B~~2, whose run of `~` the separator must outgrow.
    static func adversarialIDs(marriages: Int) throws -> Genealogy {
        var people = [GenealogyPerson(id: "A", sex: "male")]
        var unions: [GenealogyUnion] = []
        for wife in 1...marriages {
            people.append(GenealogyPerson(id: "W\(wife)", sex: "female"))
            unions.append(GenealogyUnion(id: "F\(wife)", partners: [0, wife]))
        }
        for appearance in 2...(marriages + 1) { people.append(GenealogyPerson(id: "A~\(appearance)")) }
        people.append(GenealogyPerson(id: "B~~2"))
        people.append(GenealogyPerson(id: "R", sex: "male"))
        unions.append(GenealogyUnion(id: "FR", partners: [people.count - 1], children: Array(1...marriages)))
        return try Genealogy(people: people, unions: unions)
    }

    @Test("ids made to collide with repeats cost no extra work: the same work per item at 300 and 3,000 marriages")
    func adversarialRepeatIDs() throws {
        var workPerItem: [Double] = []
        for marriages in [300, 3000] {
            let genealogy = try Self.adversarialIDs(marriages: marriages)
            let chart = try genealogy.descendantChart()
            #expect(chart.repeatCount >= marriages - 1)
            let sourceIDs = Set(genealogy.people.map(\.id))
            let repeats = chart.family.people.filter(\.isRepeat)
            #expect(repeats.allSatisfy { !sourceIDs.contains($0.id) && $0.id.hasPrefix("A~~~") })
            #expect(Set(chart.family.people.map(\.id)).count == chart.family.personCount)
            let items = genealogy.people.count + genealogy.unions.count + genealogy.parentageLinkCount
            workPerItem.append(Double(chart.work) / Double(items))
        }
        #expect(workPerItem[1] <= 1.05 * workPerItem[0], "work per item \(workPerItem)")
        #expect(workPerItem[1] <= 8)
    }

    @Test("repeat ids never meet an id of the file, whatever runs of ~ the ids hold", arguments: 0..<20)
    func repeatIDsNeverCollide(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let base = try GenealogyGenerator(
            family: FamilyGenerator(generations: 5, members: 200, seed: seed), remarriageRate: 0.4,
            relativeMarriageRate: 0.4
        ).generate()
        // Rename people so that some ids are others' ids plus ~ and digits.
        var renamed = Array(base.people)
        for index in renamed.indices where random.bounded(3) == 0 {
            let other = base.people[random.bounded(base.people.count)].id
            renamed[index].id =
                other + String(repeating: "~", count: 1 + random.bounded(3)) + "\(2 + random.bounded(3))"
        }
        var seen = Set<String>()
        for index in renamed.indices where !seen.insert(renamed[index].id).inserted { renamed[index].id += "#\(index)" }
        let genealogy = try Genealogy(people: renamed, unions: base.unions)
        let chart = try genealogy.descendantChart()
        let sourceIDs = Set(renamed.map(\.id))
        #expect(chart.family.people.filter(\.isRepeat).allSatisfy { !sourceIDs.contains($0.id) })
        #expect(try genealogy.chartProblems(chart.family).isEmpty)
    }
}

extension ChartDerivationWorkTests {
    /// Minutes in a debug build: `make test-scale` runs them (`ScaleTesting`), `make test` does not.
    @Suite("at scale", .scale)
    struct AtScale {
        @Test("work per item at 60,000 people is within 1.2× of that at 2,000")
        func flatWorkPerItem() throws {
            let small = try ChartDerivationWorkTests.workPerItem(members: 2000, generations: 8)
            let large = try ChartDerivationWorkTests.workPerItem(members: 60000, generations: 12)
            #expect(large <= 1.2 * small, "small \(small), large \(large)")
            #expect(large <= 6)
        }
    }
}
