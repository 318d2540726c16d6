import FamilyTree
import GenealogyKit
import Testing
import TreeLayout

/// Depth and collapse on charts with repeat appearances: on generated genealogies with second
/// marriages and marriages between relatives, every depth and every collapsed unit gives a valid
/// visible family (never a trap), in which everyone visible has exactly one home box, and the
/// native engine lays it out keeping every invariant.
@Suite("Depth and collapse on charts with repeats")
struct ChartVisibilityPropertyTests {
    #if DEBUG
        static let genealogyCount: UInt64 = 40
    #else
        static let genealogyCount: UInt64 = 400
    #endif

    /// A chart of a generated genealogy with many repeats.
    static func chart(seed: UInt64) throws -> Family {
        var random = SplitMix64(seed: seed)
        let generations = 2 + Int(random.bounded(5))
        let members = generations + 2 + Int(random.bounded(70))
        let genealogy = try GenealogyGenerator(
            family: FamilyGenerator(generations: generations, members: members, seed: seed),
            remarriageRate: 0.3, relativeMarriageRate: 0.3
        ).generate()
        return try genealogy.descendantChart().family
    }

    /// The promises a visible family keeps, whatever was hidden.
    static func checkVisible(_ visible: VisibleFamily, of family: Family, context: String) {
        // The person a box draws: its home's id, in the whole chart.
        func person(_ record: Person) -> String { record.sameAs ?? record.id }
        var homes: [String: Int] = [:]
        var shown = Set<String>()
        for (index, record) in visible.family.people.enumerated() {
            let original = family.people[Int(visible.originalPerson[index])]
            // A box keeps its id, but a stand-in takes its hidden home's.
            #expect(original.id == record.id || (original.sameAs == record.id && !record.isRepeat), "\(context)")
            shown.insert(person(original))
            if !record.isRepeat { homes[person(original), default: 0] += 1 }
        }
        for id in shown { #expect(homes[id] == 1, "\(context): \(id) has \(homes[id] ?? 0) visible homes") }
        // A box keeps its home when the home is visible; a repeat stands in only for a hidden home.
        let visibleIDs = Set(visible.family.people.map(\.id))
        for (index, record) in visible.family.people.enumerated() {
            let original = family.people[Int(visible.originalPerson[index])]
            // (A stand-in carries its home's id itself.)
            if let home = original.sameAs, visibleIDs.contains(home), record.id != home {
                #expect(record.sameAs == home, "\(context)")
            }
        }
        let options = visible.options(LayoutOptions())
        let layout = NativeLayout().layout(visible.family, options: options)
        #expect(layout.check(visible.family, options: options).holdsEveryInvariant, "\(context)")
    }

    @Test("every depth, on generated genealogies with remarriages and cousin marriages")
    func everyDepth() throws {
        var standIns = 0
        for seed in 0..<Self.genealogyCount {
            let family = try Self.chart(seed: seed)
            for depth in 1...(family.generationCount + 1) {
                let visible = try VisibleFamily(family, visibility: Visibility(maxGenerations: depth))
                standIns += visible.standInCount
                Self.checkVisible(visible, of: family, context: "seed \(seed) depth \(depth)")
            }
        }
        // The generated charts do hide homes while showing repeats, or the test proves nothing.
        #expect(standIns > 0)
    }

    @Test("every unit collapsed alone, and with a depth limit")
    func everyCollapse() throws {
        var standIns = 0
        for seed in 0..<Self.genealogyCount {
            let family = try Self.chart(seed: seed)
            for unit in family.units where unit.hasChildren {
                let id = family.people[Int(unit.blood)].id
                let depth = 1 + Int(unit.generation) + Int(seed % 3)
                for visibility in [Visibility(collapsed: [id]), Visibility(collapsed: [id], maxGenerations: depth)] {
                    let visible = try VisibleFamily(family, visibility: visibility)
                    standIns += visible.standInCount
                    Self.checkVisible(visible, of: family, context: "seed \(seed) collapse \(id)")
                }
            }
        }
        #expect(standIns > 0)
    }

    @Test("the first visible repeat of a person stands in for a hidden home, with its id; later ones name it")
    func standInRule() throws {
        // s is homed under her parents p and q and stands twice more as a wife, beside a and b.
        let family = try Family(
            validating: FamilyDocument(generations: [
                [
                    Person(id: "p", name: "P", coupleID: "q", childrenIDs: ["s"]),
                    Person(id: "q", name: "Q", coupleID: "p", childrenIDs: ["s"]),
                    Person(id: "a", name: "A", gender: "male", coupleID: "s~2", childrenIDs: ["c"]),
                    Person(id: "s~2", name: "S", gender: "female", coupleID: "a", childrenIDs: ["c"], sameAs: "s"),
                    Person(id: "b", name: "B", gender: "male", coupleID: "s~3", childrenIDs: ["d"]),
                    Person(id: "s~3", name: "S", gender: "female", coupleID: "b", childrenIDs: ["d"], sameAs: "s"),
                ],
                [Person(id: "s", name: "S", gender: "female"), Person(id: "c"), Person(id: "d")],
            ]))
        let visible = try VisibleFamily(family, visibility: Visibility(collapsed: ["p"]))
        #expect(visible.standInCount == 1)
        // The stand-in takes the hidden home's id, so nothing shows the repeat's "s~2"; its
        // husband's link follows it.
        #expect(visible.family.people.map(\.id) == ["p", "q", "a", "s", "b", "s~3", "c", "d"])
        #expect(visible.family.people[3].sameAs == nil)
        #expect(visible.family.people[2].coupleID == "s")
        #expect(visible.family.people[5].sameAs == "s")
        let shallow = try VisibleFamily(family, visibility: Visibility(maxGenerations: 1))
        #expect(shallow.standInCount == 1)
        #expect(shallow.family.people.filter(\.isRepeat).map(\.id) == ["s~3"])
    }
}
