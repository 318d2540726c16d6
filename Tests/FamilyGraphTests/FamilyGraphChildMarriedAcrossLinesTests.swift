import Testing

@testable import FamilyGraph

/// A child married across lines, with children, seated beside their partner: the two families
/// meet and the child's parents centre over their run from the child on (a leading child,
/// ``FamilyGraphChart/Meetings/meet(_:_:)``).
@Suite("Family graph: a child married across lines leads their own run")
struct FamilyGraphChildMarriedAcrossLinesTests {
    typealias Placement = FamilyGraphPlacementTests

    /// Data/graphviz/idioms/child-married-across-lines-with-children.gv: Ben, the Wards' son,
    /// marries Dora, the Coles' first-written child; Fay and Gil are theirs; Ben's sister Anna
    /// and brother Cyril are written after him. With `onlyChild` Dora has no brother.
    static func childMarriedAcrossLines(onlyChild: Bool = false) -> GraphSketch {
        var sketch = GraphSketch(nodeDefaults: ["shape": "box"])
        sketch.nodes(["m1", "m2", "m3"], GraphSketch.point)
        sketch.couple("arthur", "m1", "alice", children: ["ben", "anna", "cyril"])
        sketch.couple("carl", "m2", "cora", children: onlyChild ? ["dora"] : ["dora", "ed"])
        sketch.couple("ben", "m3", "dora", children: ["fay", "gil"])
        return sketch
    }

    @Test("the seated daughter leads her brothers' run: the couple side by side, every family centred")
    func seatedChildLeadsTheirRun() throws {
        let sketch = Self.childMarriedAcrossLines()
        let (read, placement) = try Placement.place(sketch)
        let center = { placement.centers[sketch.at($0)] }
        // Ben's brother and sister, Ben, Dora, Ed on one row in that order: the Wards' run,
        // then the Coles'.
        let row = ["anna", "cyril", "ben", "dora", "ed"]
        #expect(Set(row.map { center($0).y }).count == 1)
        let xs = row.map { center($0).x }
        #expect(xs == xs.sorted(), "\(xs)")
        let score = try Placement.score(read, placement, sketch)
        #expect(score.couples == 3 && score.couplesSideBySide == 3)
        #expect(score.families == 3 && score.familiesCentred == 3, "\(score.offCentreFamilies)")
        #expect(score.report.holdsEveryInvariant, "\(score.report.rules.filter { $0.violations > 0 })")
        // The Coles' unit has Dora as its leading child.
        guard case .descendants(let chart) = try read.drawnChart().form else {
            Issue.record("not a descendant chart")
            return
        }
        #expect(chart.leadingNodeOfUnit.filter { $0 >= 0 } == [sketch.at("dora")])
    }
}
