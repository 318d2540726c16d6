import FamilyTree
import Testing

@testable import FamilyGraph

/// Where the `family` plugin puts nodes and edges (``FamilyGraphPlacement``), before Graphviz
/// draws them: Graphviz coordinates, points, y up.
@Suite("Family graph: nodes and edges placed")
struct FamilyGraphPlacementTests {
    typealias Point = FamilyGraphPlacement.Point

    /// People 60 × 30, Gramps' empty family ellipse 54 × 36, points 4 × 4.
    static func sizes(_ graph: DOTGraph) -> [Point] {
        graph.nodes.indices.map { node in
            switch graph.value("shape", ofNode: node) {
            case "point": (4, 4)
            case "ellipse": (54, 36)
            default: (60, 30)
            }
        }
    }

    static func place(
        _ sketch: GraphSketch, nodesep: Double = 18, ranksep: Double = 36,
        direction: FamilyGraphPlacement.Direction = .topToBottom
    ) throws -> (FamilyGraph, FamilyGraphPlacement) {
        let read = try FamilyGraph(reading: sketch.graph)
        let placement = try FamilyGraphPlacement(
            graph: read, nodeSizes: sizes(sketch.graph), nodesep: nodesep, ranksep: ranksep, direction: direction)
        return (read, placement)
    }

    /// The checker's score of `placement`, the placement's centres turned to y up as Graphviz's
    /// drawings give them.
    static func score(
        _ read: FamilyGraph, _ placement: FamilyGraphPlacement, _ sketch: GraphSketch,
        chart: FamilyGraphDrawnChart? = nil
    ) throws -> FamilyGraphScore {
        FamilyGraphScore(
            graph: read, chart: try chart ?? read.drawnChart(), centers: placement.centers.map { ($0.x, -$0.y) },
            sizes: sizes(sketch.graph))
    }

    /// A Gramps couple with their family ellipse and three children.
    static var grampsFamily: GraphSketch {
        var sketch = GraphSketch(nodeDefaults: ["shape": "box"])
        sketch.node("F1", ["shape": "ellipse", "label": ""])
        sketch.chain("I1", "F1")
        sketch.chain("I2", "F1")
        for child in ["I3", "I4", "I5"] { sketch.edge("F1", child) }
        return sketch
    }

    @Test("a couple side by side nodesep apart, its family ellipse in a band under their gap, children centred")
    func grampsCouple() throws {
        let sketch = Self.grampsFamily
        let (_, placement) = try Self.place(sketch)
        let center = { placement.centers[sketch.at($0)] }
        #expect(center("I1").y == center("I2").y)
        #expect(center("I2").x - center("I1").x == 60 + 18)
        let gap = (center("I1").x + center("I2").x) / 2
        #expect(center("F1").x == gap)
        #expect((center("I3").x + center("I5").x) / 2 == gap)
        // Rows: 30 high, then ranksep, the band (36, the ellipse), ranksep, the children.
        #expect(center("I1").y - center("F1").y == 15 + 36 + 18)
        #expect(center("F1").y - center("I3").y == 18 + 36 + 15)
        #expect(center("I4").x - center("I3").x == 60 + 18)
        #expect(placement.isReference.allSatisfy { !$0 })
    }

    @Test("routes are orthogonal polylines from the tail's centre to the head's")
    func orthogonalRoutes() throws {
        let sketch = Self.grampsFamily
        let (_, placement) = try Self.place(sketch)
        for (edge, route) in zip(sketch.graph.edges, placement.routes) {
            #expect(route.first! == placement.centers[edge.tail] && route.last! == placement.centers[edge.head])
            for (a, b) in zip(route, route.dropFirst()) { #expect(a.x == b.x || a.y == b.y, "\(route)") }
        }
        // A partner goes along the couple line to the gap, then down to the ellipse.
        let partner = placement.routes[0]
        #expect(partner.count == 3 && partner[0].y == partner[1].y && partner[1].x == partner[2].x)
    }

    @Test("cousins who marry stand side by side: the partner heading no family of their own moves beside the other")
    func cousins() throws {
        var sketch = GraphSketch(nodeDefaults: ["shape": "box"])
        sketch.nodes(["F1", "F2", "F3"], ["shape": "ellipse", "label": ""])
        sketch.chain("a", "F1", "x")
        sketch.chain("b", "F1")
        sketch.chain("c", "F2", "y")
        sketch.chain("d", "F2")
        sketch.chain("x", "F3", "z")
        sketch.chain("y", "F3")
        let (_, placement) = try Self.place(sketch)
        let center = { placement.centers[sketch.at($0)] }
        #expect(center("y").y == center("x").y && center("y").x - center("x").x == 60 + 18)
        #expect(center("F3").x == (center("x").x + center("y").x) / 2)
        #expect(center("z").x == center("F3").x)
        // y's own parents' family reaches them by a reference edge, drawn dashed.
        let references = zip(sketch.graph.edges, placement.isReference).filter(\.1).map {
            sketch.graph.nodes[$0.0.tail].name + "->" + sketch.graph.nodes[$0.0.head].name
        }
        #expect(references == ["F2->y"])
        // Every node once, nobody on top of anybody.
        let people = ["a", "b", "c", "d", "x", "y", "z"].map(center)
        for (index, one) in people.enumerated() {
            for other in people[(index + 1)...] { #expect(one.x != other.x || one.y != other.y) }
        }
    }

    @Test("cousins who both head families of their own: the union under one, a reference edge from the other")
    func cousinsWithFamilies() throws {
        var sketch = GraphSketch(nodeDefaults: ["shape": "box"])
        sketch.nodes(["F1", "F2", "F3", "F4"], ["shape": "ellipse", "label": ""])
        sketch.chain("a", "F1", "x")
        sketch.chain("c", "F2", "y")
        sketch.chain("x", "F3", "z")
        sketch.chain("y", "F3")
        sketch.chain("y", "F4", "w")
        let (_, placement) = try Self.place(sketch)
        let center = { placement.centers[sketch.at($0)] }
        #expect(center("F3").x == center("x").x && center("z").x == center("x").x)
        #expect(center("F4").x == center("y").x && center("w").x == center("y").x)
        let references = zip(sketch.graph.edges, placement.isReference).filter(\.1).map {
            sketch.graph.nodes[$0.0.tail].name + "->" + sketch.graph.nodes[$0.0.head].name
        }
        #expect(references == ["y->F3"])
    }

    @Test("a brother and sister who both marry across lines leave their parents, not each their spouse's")
    func siblingsMarryingAcrossLines() throws {
        // x and y, children of F0, marry u (F1's only child) and v (F2's): each marriage can keep
        // its couple together only by taking one partner from their parents; taking x and y
        // costs F0 alone its centring, taking u and v costs F1 and F2.
        var sketch = GraphSketch(nodeDefaults: ["shape": "box"])
        sketch.nodes(["F0", "F1", "F2", "F3", "F4"], ["shape": "ellipse", "label": ""])
        sketch.chain("p1", "F0", "x")
        sketch.chain("p2", "F0", "y")
        sketch.chain("q1", "F1", "u")
        sketch.chain("q2", "F1")
        sketch.chain("r1", "F2", "v")
        sketch.chain("r2", "F2")
        sketch.chain("x", "F3", "k1")
        sketch.chain("u", "F3")
        sketch.chain("y", "F4", "k2")
        sketch.chain("v", "F4")
        let (read, placement) = try Self.place(sketch)
        let center = { placement.centers[sketch.at($0)] }
        let score = try Self.score(read, placement, sketch)
        #expect(score.couplesSideBySide == score.couples && score.couples == 5)
        #expect(score.families == 5 && score.familiesCentred == 4, "\(score.offCentreFamilies)")
        #expect(score.offCentreFamilies == ["F0"])
        #expect(score.offCentreReasons == [.childMarriedAcrossLines: ["F0"]])
        // Each couple's child under them, each spouse's parents over them.
        #expect(center("F1").x == center("u").x && center("F2").x == center("v").x)
        #expect(center("k1").x == center("F3").x && center("k2").x == center("F4").x)
        #expect(score.report.holdsEveryInvariant, "\(score.report.rules.filter { $0.violations > 0 })")
    }

    @Test("a union without partners stands above its children, which stay together")
    func partnerlessUnion() throws {
        var sketch = GraphSketch(nodeDefaults: ["shape": "box"])
        sketch.node("F", ["shape": "ellipse", "label": ""])
        sketch.node("other")
        sketch.chain("F", "x")
        sketch.chain("F", "y")
        let (_, placement) = try Self.place(sketch)
        let center = { placement.centers[sketch.at($0)] }
        #expect(center("F").y > center("x").y && center("x").y == center("y").y)
        #expect(center("F").x == (center("x").x + center("y").x) / 2)
        #expect(center("y").x - center("x").x == 60 + 18)
    }

    @Test("a second marriage: Henry and both wives one group, the second union's node in the gap before Edith")
    func secondMarriage() throws {
        let sketch = GraphSketch.henryAndTwoWives
        let (_, placement) = try Self.place(sketch)
        let center = { placement.centers[sketch.at($0)] }
        let row = [center("clara"), center("henry"), center("edith")]
        #expect(Set(row.map(\.y)).count == 1)
        // Henry, his first wife beside him, his second beyond her: one partner group.
        let xs = ["henry", "clara", "edith"].map { center($0).x }
        #expect(xs[0] < xs[1] && xs[1] < xs[2])
        #expect(center("u2").y == center("henry").y)
        #expect(center("clara").x < center("u2").x && center("u2").x < center("edith").x)
    }

    @Test("a childless second marriage stands on the person's other side: both wives his neighbours, every rule kept")
    func childlessSecondMarriage() throws {
        // Gramps' way: Henry, after his sister Sarah, marries Clara (a son, James), then Edith (no children).
        var sketch = GraphSketch(nodeDefaults: ["shape": "box"])
        sketch.nodes(["F0", "F1", "F2"], ["shape": "ellipse", "label": ""])
        sketch.chain("father", "F0", "sarah")
        sketch.chain("mother", "F0", "henry")
        sketch.chain("henry", "F1", "james")
        sketch.chain("clara", "F1")
        sketch.chain("henry", "F2")
        sketch.chain("edith", "F2")
        let (read, placement) = try Self.place(sketch)
        let center = { placement.centers[sketch.at($0)] }
        let xs = ["sarah", "edith", "henry", "clara"].map { center($0).x }
        #expect(Set(["sarah", "edith", "henry", "clara"].map { center($0).y }).count == 1)
        #expect(xs == xs.sorted(), "\(xs)")
        let score = try Self.score(read, placement, sketch)
        #expect(score.couplesSideBySide == score.couples && score.couples == 3)
        #expect(score.familiesCentred == score.families && score.families == 2)
        #expect(score.report.holdsEveryInvariant, "\(score.report.rules.filter { $0.violations > 0 })")
    }

    @Test("each union's node over its own children when a founder's later partner is written after another tree")
    func laterPartnerOfAFounderWrittenLate() throws {
        // Henry (a founder) marries Clara, then Edith; Robert and Ruth are another founder couple
        // written between Henry and his wives. The roots stand in the file's order, so Edith's
        // union is planned after Robert's tree; each union's node must still be its own.
        var sketch = GraphSketch(nodeDefaults: ["shape": "box"])
        sketch.node("henry")
        sketch.node("robert")
        sketch.nodes(["F1", "F2", "F3"], ["shape": "ellipse", "label": ""])
        sketch.chain("robert", "F3", "rose")
        sketch.chain("ruth", "F3", "roy")
        sketch.chain("henry", "F1", "james")
        sketch.chain("clara", "F1")
        sketch.chain("henry", "F2", "jane")
        sketch.chain("edith", "F2")
        let (read, placement) = try Self.place(sketch)
        let center = { placement.centers[sketch.at($0)] }
        #expect(center("F1").x == center("james").x)
        #expect(center("F2").x == center("jane").x)
        #expect(center("F3").x == (center("rose").x + center("roy").x) / 2)
        let score = try Self.score(read, placement, sketch)
        #expect(score.familiesCentred == score.families && score.families == 3)
    }

    @Test(
        "two families meet: a childless marriage across lines, each partner at the end of their run, every family centred"
    )
    func twoFamiliesMeet() throws {
        // Data/graphviz/idioms/two-families-meeting.gv: Ben, the Wards' first-written child,
        // marries Dora, the Coles' last-written child; no children.
        var sketch = GraphSketch(nodeDefaults: ["shape": "box"])
        sketch.nodes(["m1", "m2", "m3"], GraphSketch.point)
        sketch.chain("arthur", "m1", "alice")
        sketch.sameRank("arthur", "m1", "alice")
        sketch.chain("carl", "m2", "cora")
        sketch.sameRank("carl", "m2", "cora")
        for (union, child) in [("m1", "ben"), ("m1", "anna"), ("m2", "ed"), ("m2", "dora")] {
            sketch.edge(union, child)
        }
        sketch.chain("ben", "m3", "dora")
        sketch.sameRank("ben", "m3", "dora")
        let (read, placement) = try Self.place(sketch)
        let center = { placement.centers[sketch.at($0)] }
        let row = ["anna", "ben", "dora", "ed"]
        #expect(Set(row.map { center($0).y }).count == 1)
        // Ben's sister and Dora's brother step aside: the siblings' order gives way to the meeting.
        let xs = row.map { center($0).x }
        #expect(xs == xs.sorted(), "\(xs)")
        let score = try Self.score(read, placement, sketch)
        #expect(score.couplesSideBySide == score.couples && score.couples == 3)
        #expect(score.familiesCentred == score.families && score.families == 2)
        #expect(score.report.holdsEveryInvariant, "\(score.report.rules.filter { $0.violations > 0 })")
        // Nobody stands away from their parents: the one reference edge is Dora's to the
        // marriage point beside Ben (the union is drawn with him), straight along the row.
        let references = placement.isReference.indices.filter { placement.isReference[$0] }
        #expect(references.count == 1)
        #expect(references.allSatisfy { placement.routes[$0].count == 2 })
    }

    @Test("three siblings marry into three families: two meet, one on each side, the third is seated")
    func meetingsThatCannotAllBeKept() throws {
        // The Wards' children x, y, z marry p (the Pikes'), q (the Quinns') and r (the Roses'),
        // all childless; each other family has a second child. A run has two ends: x and y meet
        // their partners' families there, z's partner is seated beside z instead.
        var sketch = GraphSketch(nodeDefaults: ["shape": "box"])
        for (union, parents, children) in [
            ("mw", ["wardF", "wardM"], ["x", "y", "z"]), ("mp", ["pikeF", "pikeM"], ["p2", "p"]),
            ("mq", ["quinnF", "quinnM"], ["q", "q2"]), ("mr", ["roseF", "roseM"], ["r", "r2"]),
        ] {
            sketch.node(union, GraphSketch.point)
            sketch.chain(parents[0], union, parents[1])
            sketch.sameRank(parents[0], union, parents[1])
            for child in children { sketch.edge(union, child) }
        }
        for (union, a, b) in [("m1", "x", "p"), ("m2", "y", "q"), ("m3", "z", "r")] {
            sketch.node(union, GraphSketch.point)
            sketch.chain(a, union, b)
            sketch.sameRank(a, union, b)
        }
        let (read, placement) = try Self.place(sketch)
        let score = try Self.score(read, placement, sketch)
        #expect(score.couplesTogether == score.couples && score.couples == 7)
        // The Roses' family alone pays: r stands beside z, away from r2.
        #expect(score.families == 4 && score.familiesCentred == 3)
        #expect(score.report.holdsEveryInvariant, "\(score.report.rules.filter { $0.violations > 0 })")
    }

    @Test("nodesep and ranksep set the gaps")
    func separations() throws {
        var sketch = GraphSketch(nodeDefaults: ["shape": "box"])
        sketch.node("m", GraphSketch.point)
        sketch.chain("a", "m", "b")
        sketch.sameRank("a", "m", "b")
        sketch.edge("m", "c")
        sketch.edge("m", "d")
        let (_, placement) = try Self.place(sketch, nodesep: 30, ranksep: 50)
        let center = { placement.centers[sketch.at($0)] }
        // On one rank with the couple, the marriage node sits between two nodeseps.
        #expect(center("b").x - center("a").x == 60 + 2 * 30 + 4)
        #expect(center("d").x - center("c").x == 60 + 30)
        #expect(center("a").y - center("c").y == 30 + 50)
    }

    @Test(
        "rankdir turns the drawing as dot does: generations and sibling order",
        arguments: [
            FamilyGraphPlacement.Direction.topToBottom, .leftToRight, .bottomToTop, .rightToLeft,
        ])
    func rankdir(direction: FamilyGraphPlacement.Direction) throws {
        let sketch = Self.grampsFamily
        let (_, placement) = try Self.place(sketch, direction: direction)
        let center = { placement.centers[sketch.at($0)] }
        let (parent, first, last) = (center("I1"), center("I3"), center("I5"))
        switch direction {
        case .topToBottom: #expect(parent.y > first.y && first.x < last.x)
        case .bottomToTop: #expect(parent.y < first.y && first.x < last.x)
        case .leftToRight: #expect(parent.x < first.x && first.y > last.y)
        case .rightToLeft: #expect(parent.x > first.x && first.y > last.y)
        }
        #expect(placement.size.x > 0 && placement.size.y > 0)
        for center in placement.centers {
            #expect(center.x >= 0 && center.y >= 0 && center.x <= placement.size.x && center.y <= placement.size.y)
        }
    }

    @Test(
        "nodesep and ranksep of nan, inf or more than 100 inches are refused",
        arguments: ["nan", "inf", "1e30", "-inf", "101"])
    func absurdSeparations(value: String) {
        #expect(throws: FamilyGraphError.self) { try FamilyGraphError.checkSeparation("nodesep", value) }
    }

    @Test(
        "usable separations pass, as Graphviz reads them", arguments: ["0.25", "0.5 equally", "-3", "", "abc", "100"])
    func usableSeparations(value: String) throws {
        try FamilyGraphError.checkSeparation("ranksep", value)
    }

    @Test(
        "separations in whole points as Graphviz reads them: defaults, minimum, leading number, limit",
        arguments: [
            (nil, 18.0, 36.0), ("0.5", 36, 36), ("0.5 equally", 36, 36), ("0.001", 1, 1), ("-3", 1, 1),
            ("abc", 18, 36), ("", 18, 36), ("nan", 18, 36), ("1e30", 7200, 7200), ("0.3", 22, 22),
        ] as [(String?, Double, Double)])
    func separationPoints(value: String?, nodesep: Double, ranksep: Double) {
        var graph = GraphSketch().graph
        if let value {
            graph.attributes["nodesep"] = value
            graph.attributes["ranksep"] = value
        }
        #expect(FamilyGraphSeparations(graph) == FamilyGraphSeparations(nodesep: nodesep, ranksep: ranksep))
    }

    @Test("the checker keeps every rule in the plugin's own drawing, an empty slot standing over its children")
    func scoreOfEmptySlot() throws {
        // Parents drawn straight to children: cousins x and y, each with a family of their own
        // first, then a child z together, whose union has no node and both partners elsewhere.
        var sketch = GraphSketch(nodeDefaults: ["shape": "box"])
        for (parent, child) in [
            ("a", "x"), ("b", "x"), ("c", "y"), ("d", "y"), ("x", "w"), ("p", "w"), ("y", "v"), ("q", "v"),
            ("x", "z"), ("y", "z"),
        ] {
            sketch.edge(parent, child)
        }
        let (read, placement) = try Self.place(sketch)
        let drawn = try read.drawnChart()
        try #require(drawn.nodeOfBox.contains(-1), "the union of x and y is an empty slot")
        let score = try Self.score(read, placement, sketch, chart: drawn)
        #expect(score.report.holdsEveryInvariant, "\(score.report.rules.filter { $0.violations > 0 })")
        #expect(score.placedPeople == score.people)
    }
}
