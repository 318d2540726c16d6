import Testing

@testable import FamilyGraph

/// A later partner from another line drawn in their partner's partner group where their parents'
/// family is off centre already (``FamilyGraphChart/joinPartnerGroups(_:_:_:leaving:)``).
@Suite("Family graph: a later partner joins the partner group")
struct FamilyGraphLaterPartnersTests {
    typealias Placement = FamilyGraphPlacementTests

    /// Data/graphviz/idioms/later-partner-from-a-family-off-centre.gv: Quinn, a founder married
    /// to Alice, has a daughter with Pat, the Moors' daughter; Pat's brother Sam and sister Rose
    /// married into the Vales and the Webbs, with children, and are seated beside their spouses.
    static func laterPartnerFromAFamilyOffCentre() -> GraphSketch {
        var sketch = GraphSketch(nodeDefaults: ["shape": "box"])
        sketch.nodes(["m1", "m2", "m3", "m4", "m5", "m6", "m7"], GraphSketch.point)
        sketch.couple("quinn", "m1", "alice", children: [])
        sketch.couple("xavier", "m2", "yvonne", children: ["sam", "rose", "pat"])
        sketch.couple("vic", "m3", "vera", children: ["tara"])
        sketch.couple("tara", "m4", "sam", children: ["tom"])
        sketch.couple("walt", "m6", "wendy", children: ["ugo"])
        sketch.couple("ugo", "m7", "rose", children: ["rex"])
        sketch.couple("quinn", "m5", "pat", children: ["paula"])
        return sketch
    }

    @Test("a later partner whose parents pay for a seat already stands in the partner group")
    func laterPartnerJoinsTheGroup() throws {
        let sketch = Self.laterPartnerFromAFamilyOffCentre()
        let (read, placement) = try Placement.place(sketch)
        let center = { placement.centers[sketch.at($0)] }
        #expect(center("pat").y == center("quinn").y)
        #expect(center("alice").y == center("quinn").y)
        #expect(center("paula").y == center("sam").y)
        let score = try Placement.score(read, placement, sketch)
        #expect(score.couples == 7 && score.couplesTogether == 7)
        // Only the Moors, who pay for their children's seats, are off centre.
        #expect(score.families == 6 && score.familiesCentred == 5)
        #expect(score.report.holdsEveryInvariant, "\(score.report.rules.filter { $0.violations > 0 })")
    }

    @Test("a later partner from a centred family stays under their parents")
    func laterPartnerFromACentredFamilyStays() throws {
        // Without Sam's and Rose's marriages the Moors stay centred, and Pat under them.
        var sketch = GraphSketch(nodeDefaults: ["shape": "box"])
        sketch.nodes(["m1", "m2", "m5"], GraphSketch.point)
        sketch.chain("quinn", "m1", "alice")
        sketch.sameRank("quinn", "m1", "alice")
        sketch.chain("xavier", "m2", "yvonne")
        sketch.sameRank("xavier", "m2", "yvonne")
        sketch.edge("m2", "sam")
        sketch.edge("m2", "pat")
        sketch.chain("quinn", "m5", "pat")
        sketch.sameRank("quinn", "m5", "pat")
        sketch.edge("m5", "paula")
        let (read, placement) = try Placement.place(sketch)
        let center = { placement.centers[sketch.at($0)] }
        #expect(center("pat").y == center("sam").y)
        #expect(center("pat").y != center("quinn").y)
        let score = try Placement.score(read, placement, sketch)
        #expect(score.familiesCentred == score.families)
    }
}
