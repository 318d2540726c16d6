import FamilyTree
import GenealogyKit
import Testing
import TreeLayout

/// Folding ancestor charts and hourglasses (``VisibleChart``): on generated genealogies whose
/// marriages between relatives put one ancestor on the chart several times, every person folded
/// alone and every depth gives a valid chart of the same kind, in which everyone visible has
/// exactly one home box, the folded unit counts the people it hides, and the native engine's
/// layout keeps every invariant.
@Suite("Folding ancestor charts and hourglasses")
struct ChartFoldingPropertyTests {
    #if DEBUG
        static let genealogyCount: UInt64 = 25
    #else
        static let genealogyCount: UInt64 = 200
    #endif

    /// An ancestor chart (even seeds) or an hourglass (odd seeds) of a generated genealogy's
    /// last-born person, with pedigree collapse.
    static func chart(seed: UInt64) throws -> FamilyChart {
        var random = SplitMix64(seed: seed)
        let generations = 3 + Int(random.bounded(4))
        let members = generations + 4 + Int(random.bounded(60))
        let genealogy = try GenealogyGenerator(
            family: FamilyGenerator(generations: generations, members: members, seed: seed),
            remarriageRate: 0.2, relativeMarriageRate: 0.4
        ).generate()
        // Someone of the last generation has the most ancestors; someone in the middle has both halves.
        let descendants = try genealogy.descendantChart().family
        let row = seed % 2 == 0 ? descendants.generationCount - 1 : descendants.generationCount / 2
        let person = descendants.people[descendants.generationPeople[row].lowerBound]
        let root = person.sameAs ?? person.id
        return seed % 2 == 0
            ? try genealogy.ancestorChart(of: PersonReference(root)).chart
            : try genealogy.hourglassChart(of: PersonReference(root)).chart
    }

    /// The promises a visible chart keeps, whatever was folded.
    static func checkVisible(_ visible: VisibleChart, of chart: FamilyChart, context: String) {
        #expect(visible.chart.kind == chart.kind, "\(context)")
        #expect(visible.hiddenCount.count == visible.chart.sections.reduce(0) { $0 + $1.family.units.count })
        var homes: [String: Int] = [:]
        var shown = Set<String>()
        for (index, box) in visible.chart.people.enumerated() {
            let original = chart.people[Int(visible.originalPerson[index])]
            let person = original.sameAs ?? original.id
            shown.insert(person)
            if !box.isRepeat { homes[person, default: 0] += 1 }
            #expect(box.name == original.name, "\(context)")
        }
        for id in shown { #expect(homes[id] == 1, "\(context): \(id) has \(homes[id] ?? 0) visible homes") }
        #expect(
            visible.chart.personCount + visible.hiddenCount.reduce(0, +) <= chart.personCount, "\(context)")
        let options = visible.options(LayoutOptions())
        let layout = NativeLayout().layout(visible.chart, options: options)
        #expect(layout.check(visible.chart, options: options).holdsEveryInvariant, "\(context)")
    }

    @Test("every person folded alone, and every depth")
    func everyFoldAndDepth() throws {
        var folded = 0
        var standIns = 0
        for seed in 0..<Self.genealogyCount {
            let chart = try Self.chart(seed: seed)
            for id in Set(chart.people.map(\.id)).sorted() {
                let visible = try VisibleChart(chart, visibility: Visibility(collapsed: [id]))
                if visible.hiddenCount.contains(where: { $0 > 0 }) { folded += 1 }
                standIns += visible.standInCount
                Self.checkVisible(visible, of: chart, context: "seed \(seed) fold \(id)")
            }
            for depth in 1...(chart.rowCount + 1) {
                let visible = try VisibleChart(chart, visibility: Visibility(maxGenerations: depth))
                standIns += visible.standInCount
                Self.checkVisible(visible, of: chart, context: "seed \(seed) depth \(depth)")
            }
        }
        // The generated charts do fold lines and hide homes while showing repeats, or the test proves nothing.
        #expect(folded > 0)
        #expect(standIns > 0)
    }

    @Test("an ancestor's fold hides their parents' line and leaves the descendants; a descendant's, the reverse")
    func foldDirection() throws {
        var checked = 0
        for seed in stride(from: UInt64(1), to: Self.genealogyCount, by: 2) {
            let chart = try Self.chart(seed: seed)
            for (side, section) in chart.sections.enumerated() {
                // A person other than the root whose line has people to fold.
                guard let unit = section.family.units.dropFirst().first(where: { $0.childCount > 0 }) else { continue }
                let id = section.family.people[Int(unit.blood)].id
                let visible = try VisibleChart(chart, visibility: Visibility(collapsed: [id]))
                let other = 1 - side
                #expect(
                    visible.chart.sections[other].family.personCount == chart.sections[other].family.personCount,
                    "seed \(seed): folding \(id) keeps the other half")
                let hidden = visible.sections[side].hiddenCount.reduce(0, +)
                #expect(hidden > 0)
                #expect(visible.chart.sections[side].family.personCount == section.family.personCount - hidden)
                #expect(visible.chart.personIndex(of: id) != nil, "the folded person stays")
                checked += 1
            }
        }
        #expect(checked > 0)
    }

    @Test("an id no box has is an error naming it")
    func unknownID() throws {
        let chart = try Self.chart(seed: 0)
        #expect(throws: VisibilityError.unknownPerson(id: "nobody")) {
            try VisibleChart(chart, visibility: Visibility(collapsed: ["nobody"]))
        }
    }
}
