import Testing

@testable import FamilyGraph

/// Couples from two trees brought onto one row: a tree hung lower (empty rows above it) so that
/// a childless marriage between the trees meets (``FamilyGraphChart/Hanging``).
@Suite("Family graph: trees hung lower so couples share a row")
struct FamilyGraphRowsTests {
    typealias Placement = FamilyGraphPlacementTests

    /// Data/graphviz/idioms/founder-marries-two-generations-below.gv: Tom, a founder, has a son
    /// with Tess, then marries Grace, the Lanes' granddaughter; no children. `tomFirst` writes
    /// Tom's tree before the Lanes'.
    static func founderMarriesTwoGenerationsBelow(tomFirst: Bool = false) -> GraphSketch {
        var sketch = GraphSketch(nodeDefaults: ["shape": "box"])
        sketch.nodes(["m1", "m2", "m3", "m4"], GraphSketch.point)
        func lanes() {
            sketch.chain("george", "m1", "gwen")
            sketch.sameRank("george", "m1", "gwen")
            sketch.edge("m1", "harry")
            sketch.chain("harry", "m2", "helen")
            sketch.sameRank("harry", "m2", "helen")
            sketch.edge("m2", "grace")
            sketch.edge("m2", "gil")
        }
        func harts() {
            sketch.chain("tom", "m3", "tess")
            sketch.sameRank("tom", "m3", "tess")
            sketch.edge("m3", "tim")
        }
        if tomFirst {
            harts()
            lanes()
        } else {
            lanes()
            harts()
        }
        sketch.chain("tom", "m4", "grace")
        sketch.sameRank("tom", "m4", "grace")
        return sketch
    }

    @Test(
        "a founder married two generations below: his tree hangs two rows lower and the two meet",
        arguments: [false, true])
    func founderHungLower(tomFirst: Bool) throws {
        let sketch = Self.founderMarriesTwoGenerationsBelow(tomFirst: tomFirst)
        let (read, placement) = try Placement.place(sketch)
        let center = { placement.centers[sketch.at($0)] }
        #expect(center("tom").y == center("grace").y)
        #expect(center("tess").y == center("tom").y)
        #expect(center("tim").y == center("tom").y + (center("grace").y - center("harry").y))
        let score = try Placement.score(read, placement, sketch)
        #expect(score.couplesTogether == score.couples && score.couples == 4)
        #expect(score.familiesCentred == score.families && score.families == 3)
        #expect(score.report.holdsEveryInvariant, "\(score.report.rules.filter { $0.violations > 0 })")
        // The empty rows above Tom's tree are slots, nobody's node.
        let chart = try read.drawnOnceChart()
        #expect(chart.family.generationPeople.count == 4)
        #expect(chart.nodeOfBox.filter { $0 < 0 }.count == 2)
    }

    @Test("a tree stays where it is while a marriage on one row ties it to another tree")
    func treeTiedOnOneRowStays() throws {
        // As above, and Tim, Tom's son, marries Una, the daughter of Vic and Vera (founders):
        // Tim and Una stand on one row, which hanging Tom's tree would part, so Tom stays above
        // Grace.
        var sketch = Self.founderMarriesTwoGenerationsBelow()
        sketch.nodes(["m5", "m6"], GraphSketch.point)
        sketch.chain("vic", "m5", "vera")
        sketch.sameRank("vic", "m5", "vera")
        sketch.edge("m5", "una")
        sketch.chain("tim", "m6", "una")
        sketch.sameRank("tim", "m6", "una")
        let (read, placement) = try Placement.place(sketch)
        let center = { placement.centers[sketch.at($0)] }
        #expect(center("tim").y == center("una").y)
        #expect(center("tom").y != center("grace").y)
        let score = try Placement.score(read, placement, sketch)
        #expect(score.couples == 6 && score.couplesTogether == 5)
        #expect(score.report.holdsEveryInvariant, "\(score.report.rules.filter { $0.violations > 0 })")
    }
}
