import Testing

@testable import FamilyGraph

/// The checker's rules (``FamilyGraphScore``) on drawings placed by hand, so that each rule is
/// tested on the positions it states, not on what the plugin happens to draw.
@Suite("Family graph: the checker's rules on hand-placed drawings")
struct FamilyGraphScoreTests {
    /// A person with two partners drawn straight to their children (Gramps without family
    /// nodes): `p` and `a` have `c1`, `p` and `b` have `c2`. `a` and `b` are of different widths.
    static var partnerGroup: GraphSketch {
        var sketch = GraphSketch(nodeDefaults: ["shape": "box"])
        for (parent, child) in [("p", "c1"), ("a", "c1"), ("p", "c2"), ("b", "c2")] { sketch.edge(parent, child) }
        return sketch
    }

    @Test(
        "a partner group's further union is centred under the middle of the gap between the later partner and the box beside them, whatever their widths",
        arguments: [false, true])
    func furtherUnionUnderTheGapsMiddle(mirrored: Bool) throws {
        let sketch = Self.partnerGroup
        let read = try FamilyGraph(reading: sketch.graph)
        // One row: p (60 wide), a (100), b (40), 18 pt apart; under it c1 under the middle of the
        // gap between p and a (69), c2 under the middle of the gap between a and b (187). Mirrored,
        // the group reads b, a, p from left to right.
        let side = mirrored ? -1.0 : 1
        let placed: [String: (x: Double, y: Double, width: Double)] = [
            "p": (30, 0, 60), "a": (128, 0, 100), "b": (216, 0, 40), "c1": (69, 100, 60), "c2": (187, 100, 60),
        ]
        var centers = [FamilyGraphPlacement.Point?](repeating: nil, count: sketch.graph.nodes.count)
        var sizes = [FamilyGraphPlacement.Point](repeating: (0, 0), count: sketch.graph.nodes.count)
        for (name, place) in placed {
            centers[sketch.at(name)] = (side * place.x, place.y)
            sizes[sketch.at(name)] = (place.width, 30)
        }
        let score = FamilyGraphScore(graph: read, chart: try read.drawnChart(), centers: centers, sizes: sizes)
        #expect(score.couples == 2 && score.couplesTogether == 2)
        #expect(score.families == 2 && score.familiesCentred == 2, "\(score.offCentreFamilies)")
        #expect(score.offCentreReasons.isEmpty)
        // b 20 pt further out and c2 with it, under the layout's anchor half a couple gap beside
        // b's box: no longer the gap's middle, so off centre, for that reason.
        centers[sketch.at("b")] = (side * 236, 0)
        centers[sketch.at("c2")] = (side * 207, 100)
        let wider = FamilyGraphScore(graph: read, chart: try read.drawnChart(), centers: centers, sizes: sizes)
        #expect(wider.familiesCentred == 1 && wider.offCentreFamilies == ["p+b"])
        #expect(wider.offCentreReasons == [.laterPartnerMovedApart: ["p+b"]])
        #expect(wider.unexplainedOffCentre == 0)
    }
}
