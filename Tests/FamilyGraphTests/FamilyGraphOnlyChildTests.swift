import Testing

@testable import FamilyGraph

/// An only child married across lines, seated beside their partner: an empty slot keeps their
/// parents' run, the two families meet, and the parents stand right above the child
/// (``FamilyGraphChart/meetSeat(_:_:_:)``).
@Suite("Family graph: an only child married across lines under their parents")
struct FamilyGraphOnlyChildTests {
    typealias Placement = FamilyGraphPlacementTests

    /// Data/graphviz/idioms/only-child-married-across-lines.gv: Ben, the Wards' son, marries
    /// Dora, the Coles' only child; Fay and Gil are theirs; Ben's sister Anna and brother Cyril
    /// are written after him. With `bothOnlyChildren` Ben has no brother or sister either.
    static func onlyChildMarriedAcrossLines(bothOnlyChildren: Bool = false) -> GraphSketch {
        var sketch = GraphSketch(nodeDefaults: ["shape": "box"])
        sketch.nodes(["m1", "m2", "m3"], GraphSketch.point)
        sketch.couple("arthur", "m1", "alice", children: bothOnlyChildren ? ["ben"] : ["ben", "anna", "cyril"])
        sketch.couple("carl", "m2", "cora", children: ["dora"])
        sketch.couple("ben", "m3", "dora", children: ["fay", "gil"])
        return sketch
    }

    @Test("the seated only child's parents stand right above her: the couple side by side, every family centred")
    func onlyChildsParentsAboveHer() throws {
        let sketch = Self.onlyChildMarriedAcrossLines()
        let (read, placement) = try Placement.place(sketch)
        let center = { placement.centers[sketch.at($0)] }
        // Ben's sister and brother, Ben, Dora on one row in that order: the Wards' run, then
        // Dora's slot.
        let row = ["anna", "cyril", "ben", "dora"]
        #expect(Set(row.map { center($0).y }).count == 1)
        let xs = row.map { center($0).x }
        #expect(xs == xs.sorted(), "\(xs)")
        // The Coles' union point right above Dora.
        #expect(abs(center("m2").x - center("dora").x) < 1)
        let score = try Placement.score(read, placement, sketch)
        #expect(score.couples == 3 && score.couplesSideBySide == 3)
        #expect(score.families == 3 && score.familiesCentred == 3, "\(score.offCentreFamilies)")
        #expect(score.report.holdsEveryInvariant, "\(score.report.rules.filter { $0.violations > 0 })")
        guard case .descendants(let chart) = try read.drawnChart().form else {
            Issue.record("not a descendant chart")
            return
        }
        // The Coles' unit has Dora as its leading child, and an empty slot for its run.
        #expect(chart.leadingNodeOfUnit.filter { $0 >= 0 } == [sketch.at("dora")])
        let coles = try #require(chart.leadingNodeOfUnit.firstIndex(of: sketch.at("dora")))
        #expect(chart.leadsOnlyChild(coles))
    }

    @Test("an only child from a shorter line: their tree hangs a row lower and the parents stand above her")
    func onlyChildsTreeHungLower() throws {
        // Dora, the founders Carl and Cora's only child, marries Ben, their grandchild's
        // generation: George and Grace's son Arthur and Alice (married in) have Ben, Anna and
        // Cyril.
        var sketch = GraphSketch(nodeDefaults: ["shape": "box"])
        sketch.nodes(["m0", "m1", "m2", "m3"], GraphSketch.point)
        sketch.couple("george", "m0", "grace", children: ["arthur"])
        sketch.couple("arthur", "m1", "alice", children: ["ben", "anna", "cyril"])
        sketch.couple("carl", "m2", "cora", children: ["dora"])
        sketch.couple("ben", "m3", "dora", children: ["fay", "gil"])
        let (read, placement) = try Placement.place(sketch)
        let center = { placement.centers[sketch.at($0)] }
        // The Coles' tree hangs a row lower: Carl and Cora on Arthur's row, right above Dora.
        #expect(center("carl").y == center("arthur").y)
        #expect(center("dora").y == center("ben").y)
        #expect(abs(center("m2").x - center("dora").x) < 1)
        let score = try Placement.score(read, placement, sketch)
        #expect(score.couples == 4 && score.couplesSideBySide == 4)
        #expect(score.families == 4 && score.familiesCentred == 4, "\(score.offCentreFamilies)")
        #expect(score.report.holdsEveryInvariant, "\(score.report.rules.filter { $0.violations > 0 })")
    }

    @Test("both partners only children: no slot, no leading child; one pair of parents pays for the seat")
    func bothOnlyChildrenLeftAlone() throws {
        let sketch = Self.onlyChildMarriedAcrossLines(bothOnlyChildren: true)
        let (read, placement) = try Placement.place(sketch)
        guard case .descendants(let chart) = try read.drawnChart().form else {
            Issue.record("not a descendant chart")
            return
        }
        #expect(chart.leadingNodeOfUnit.allSatisfy { $0 < 0 })
        #expect(chart.nodeOfBox.allSatisfy { $0 >= 0 })
        let score = try Placement.score(read, placement, sketch)
        #expect(score.couples == 3 && score.couplesSideBySide == 3)
        // Both pairs of parents cannot stand over one couple: the Coles' only child stands with
        // Ben, away from them.
        #expect(score.families == 3 && score.familiesCentred == 2, "\(score.offCentreFamilies)")
        #expect(score.offCentreReasons[.childMarriedAcrossLines]?.count == 1)
        #expect(score.report.holdsEveryInvariant, "\(score.report.rules.filter { $0.violations > 0 })")
    }
}
