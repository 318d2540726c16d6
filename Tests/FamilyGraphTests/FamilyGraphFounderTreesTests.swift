import Testing

@testable import FamilyGraph

/// A founder's tree moved into the run of a later partner's parents
/// (``FamilyGraphChart/founderTreesBesideTheirPartners(_:_:_:leaving:)``).
@Suite("Family graph: a founder's tree beside a later partner from another line")
struct FamilyGraphFounderTreesTests {
    typealias Placement = FamilyGraphPlacementTests

    /// Data/graphviz/idioms/founder-marries-a-daughter-of-another-line.gv, Gramps' way (an
    /// ellipse per family): Ned, a founder, has Otto with Olive, then Bill with Bea, the Prices'
    /// middle child; `beaFirst` makes Bea the first of the Prices' children instead.
    static func founderMarriesADaughterOfAnotherLine(beaFirst: Bool = false) -> GraphSketch {
        var sketch = GraphSketch(nodeDefaults: ["shape": "box"])
        sketch.nodes(["f1", "f2", "f3"], ["shape": "ellipse", "label": ""])
        sketch.nodes(["ned", "olive"], GraphSketch.box)
        sketch.edge("ned", "f1")
        sketch.edge("olive", "f1")
        sketch.edge("f1", "otto")
        sketch.edge("carl", "f2")
        sketch.edge("dora", "f2")
        for child in beaFirst ? ["bea", "ann", "cal"] : ["ann", "bea", "cal"] { sketch.edge("f2", child) }
        sketch.edge("ned", "f3")
        sketch.edge("bea", "f3")
        sketch.edge("f3", "bill")
        return sketch
    }

    @Test("a founder's tree tied by one later marriage stands right before the partner, on her row")
    func founderTreeBesideThePartner() throws {
        let sketch = Self.founderMarriesADaughterOfAnotherLine()
        let (read, placement) = try Placement.place(sketch)
        let center = { placement.centers[sketch.at($0)] }
        #expect(center("ned").y == center("bea").y)
        #expect(center("olive").y == center("bea").y)
        #expect(center("ann").x < center("ned").x && center("ned").x < center("olive").x)
        #expect(center("olive").x < center("bea").x && center("bea").x < center("cal").x)
        let score = try Placement.score(read, placement, sketch)
        #expect(score.couples == 3 && score.couplesTogether == 3)
        #expect(score.families == 3 && score.familiesCentred == 3)
        #expect(score.report.holdsEveryInvariant, "\(score.report.rules.filter { $0.violations > 0 })")
    }

    @Test("a founder's tree stays a tree of its own when the partner is the first of the run")
    func founderTreeStaysBeforeTheRunsStart() throws {
        // Right before Bea, Ned's tree would start the Prices' run, which must start with a
        // child of theirs for them to stay centred; so Ned stays a row above.
        let sketch = Self.founderMarriesADaughterOfAnotherLine(beaFirst: true)
        let (read, placement) = try Placement.place(sketch)
        let center = { placement.centers[sketch.at($0)] }
        #expect(center("ned").y != center("bea").y)
        let score = try Placement.score(read, placement, sketch)
        #expect(score.familiesCentred == score.families)
    }
}
