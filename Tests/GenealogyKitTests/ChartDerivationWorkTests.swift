import FamilyTree
import GenealogyKit
import Testing

/// The derivation is linear: its counted steps (``DescendantChart/work``) per person, union and
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

    @Test("work per item at 60,000 people is within 1.2× of that at 2,000")
    func flatWorkPerItem() throws {
        let small = try Self.workPerItem(members: 2000, generations: 8)
        let large = try Self.workPerItem(members: 60000, generations: 12)
        #expect(large <= 1.2 * small, "small \(small), large \(large)")
        #expect(large <= 6)
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
}
