import FamilyTree
import GenealogyKit
import Testing

/// One way to name a person across the library: an id, `@id@` or a name in a genealogy, and in a
/// chart also a box's own id (a repeat appearance's).
@Suite("PersonReference: a person named by id, @id@, name or box id")
struct PersonReferenceTests {
    /// Two cousins' families: Anna Stein (I8) is drawn twice, at home and as the repeat `I8~2`.
    static func genealogy() throws -> Genealogy {
        try GEDCOMFile(bytes: Fixtures.data("genealogy/cousin-marriage.ged")).genealogy
    }

    @Test("in a genealogy: an id, the id as GEDCOM writes it and a name find the same person")
    func inGenealogy() throws {
        let genealogy = try Self.genealogy()
        let anna = try #require(genealogy.people.firstIndex { $0.id == "I8" })
        for reference: PersonReference in ["I8", "@I8@", "Anna Stein", "stein anna"] {
            #expect(try reference.person(in: genealogy) == anna, "\(reference)")
        }
        // A misspelt name: the error offers the nearest names, as `Name (ID, born – died)`.
        let nearest = genealogy.nearestNames(to: "Anna Steyn").map(genealogy.personDescription)
        #expect(nearest.first == genealogy.personDescription(anna))
        #expect(throws: GenealogyError.unknownRoot(id: "Anna Steyn", nearest: nearest)) {
            try PersonReference("Anna Steyn").person(in: genealogy)
        }
        #expect(
            "\(GenealogyError.unknownRoot(id: "Anna Steyn", nearest: nearest))".contains(
                "; the nearest names: Anna Stein (I8"))
    }

    @Test("in a chart: a repeat's own id names that box; an id or a name names the home box")
    func inChart() throws {
        let chart = try Self.genealogy().descendantChart().chart
        let home = try #require(chart.personIndex(of: "I8"))
        let repeatBox = try #require(chart.personIndex(of: "I8~2"))
        #expect(home != repeatBox)
        #expect(try PersonReference("I8~2").box(in: chart) == repeatBox)
        for reference: PersonReference in ["I8", "@I8@", "Anna Stein"] {
            #expect(try reference.box(in: chart) == home, "\(reference)")
        }
        #expect(throws: GenealogyError.unknownRoot(id: "I99")) { try PersonReference("I99").box(in: chart) }
        // A misspelt name: the nearest names among the chart's home boxes, for a command to offer.
        do {
            _ = try PersonReference("Anna Steyn").box(in: chart)
            Issue.record("a misspelt name names nobody")
        } catch .unknownRoot(let id, let nearest) {
            #expect(id == "Anna Steyn" && nearest.first?.hasPrefix("Anna Stein (I8") == true, "\(nearest)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test("many roots at once (ids found in one scan) name the people one scan per root finds")
    func manyRoots() throws {
        let genealogy = try Self.genealogy()
        // Four roots: each found by a scan of its own; five or more: all found in one scan.
        let scanned = try genealogy.descendantChart(roots: ["I1", "I2", "I3", "I4"])
        for roots: [PersonReference] in [
            ["@I1@", "Lina Berg", "I1", "@I3@", "Rosa Thal"], ["I1", "I2", "I1", "I3", "I4"],
        ] {
            let found = try genealogy.descendantChart(roots: roots)
            #expect(found.roots == scanned.roots, "\(roots)")
            #expect(found.chart.people.map(\.id) == scanned.chart.people.map(\.id), "\(roots)")
        }
        #expect(
            throws: GenealogyError.unknownRoot(
                id: "I99", nearest: genealogy.nearestNames(to: "I99").map(genealogy.personDescription))
        ) {
            try genealogy.descendantChart(roots: ["I1", "I2", "I3", "I4", "I99"])
        }
    }

    @Test("every derivation takes a person the same way")
    func derivations() throws {
        let genealogy = try Self.genealogy()
        let byName = try genealogy.ancestorChart(of: "Greta Berg", generations: 3)
        let byID = try genealogy.ancestorChart(of: PersonReference("@I10@"), generations: 3)
        #expect(byName.chart.people.map(\.id) == byID.chart.people.map(\.id))
        #expect(try genealogy.hourglassChart(of: "I10").root == byName.root)
        #expect(
            try genealogy.descendantChart(roots: ["Karl Berg"]).roots == [
                try PersonReference("I1").person(in: genealogy)
            ])
    }
}
