import Testing

@testable import FamilyGraph

/// A childless couple across lines brought together once the runs are ordered, where the lines
/// join inside a person's several families (``FamilyGraphChart/meetLate(_:_:_:pinned:keepsFirstRoot:)``).
@Suite("Family graph: couples meet where the lines join inside a person's families")
struct FamilyGraphLateMeetingsTests {
    typealias Placement = FamilyGraphPlacementTests

    /// Data/graphviz/idioms/cousins-married-across-a-founders-families.gv, Gramps' way (an
    /// ellipse per family, the other parent left out): Kai's first family has Ana (son Hal) and
    /// Bea (Dan, Eve), his second Cal (Fay, who has Gil); Eve and Fay married, no children.
    /// `thirdFamily` gives Kai a third family, Ian's (son Jo), written after the second.
    static func cousinsMarriedAcrossAFoundersFamilies(thirdFamily: Bool = false) -> GraphSketch {
        var sketch = GraphSketch(nodeDefaults: ["shape": "box"])
        func family(_ name: String, _ parents: [String], _ children: [String]) {
            sketch.node(name, ["shape": "ellipse", "label": ""])
            for parent in parents { sketch.edge(parent, name) }
            for child in children { sketch.edge(name, child) }
        }
        family("f1", ["kai"], ["ana", "bea"])
        family("f2", ["kai"], ["cal"])
        if thirdFamily {
            family("f8", ["kai"], ["ian"])
            family("f9", ["ian"], ["jo"])
        }
        family("f7", ["ana"], ["hal"])
        family("f3", ["bea"], ["dan", "eve"])
        family("f4", ["cal"], ["fay"])
        family("f6", ["fay"], ["gil"])
        family("f5", ["eve", "fay"], [])
        return sketch
    }

    @Test("the two lines' runs meet inside Kai's families: Bea and Eve first of theirs, Fay beside Eve")
    func cousinsMeet() throws {
        let sketch = Self.cousinsMarriedAcrossAFoundersFamilies()
        let (read, placement) = try Placement.place(sketch)
        let center = { placement.centers[sketch.at($0)] }
        #expect(center("eve").y == center("fay").y)
        #expect(center("fay").x < center("eve").x && center("eve").x < center("dan").x)
        #expect(center("bea").x < center("ana").x)
        let score = try Placement.score(read, placement, sketch)
        #expect(score.couples == 1 && score.couplesTogether == 1)
        #expect(score.families == 6 && score.familiesCentred == 6)
        #expect(score.report.holdsEveryInvariant, "\(score.report.rules.filter { $0.violations > 0 })")
    }

    @Test("a family with children between the two lines' runs: nothing moves")
    func familyBetweenLeavesTheOrder() throws {
        let sketch = Self.cousinsMarriedAcrossAFoundersFamilies(thirdFamily: true)
        let (read, placement) = try Placement.place(sketch)
        let center = { placement.centers[sketch.at($0)] }
        #expect(center("ana").x < center("bea").x)
        #expect(center("dan").x < center("eve").x)
        let score = try Placement.score(read, placement, sketch)
        #expect(score.couples == 1 && score.couplesTogether == 0)
        #expect(score.familiesCentred == score.families)
    }

    @Test("a tree moves beside the other among the roots where a partner group above stops the meetings")
    func treeMovesBesideTheOther() throws {
        // Ann, the daughter of Rob and his first wife Wyn (Rob's second marriage, to Wren, is
        // childless), and Cy, the Coles' son, married; no children. Each has a child of their own.
        // The Bells' tree is written between the two: Rob's partner group keeps the meetings
        // from pinning the roots, so the Coles' tree moves right after Rob's once the runs are
        // ordered (Cy's to the left of Ann's: the second partner's line is tried first).
        var sketch = GraphSketch(nodeDefaults: ["shape": "box"])
        func family(_ name: String, _ parents: [String], _ children: [String]) {
            sketch.node(name, ["shape": "ellipse", "label": ""])
            for parent in parents { sketch.edge(parent, name) }
            for child in children { sketch.edge(name, child) }
        }
        family("f1", ["rob", "wyn"], ["ann"])
        family("f2", ["rob", "wren"], [])
        family("f3", ["bert", "bess"], ["bob"])
        family("f4", ["cole", "cora"], ["cy"])
        family("f5", ["ann"], ["kit"])
        family("f6", ["cy"], ["kim"])
        family("f7", ["ann", "cy"], [])
        let (read, placement) = try Placement.place(sketch)
        let center = { placement.centers[sketch.at($0)] }
        #expect(center("ann").y == center("cy").y && center("bob").y == center("cy").y)
        let (left, right) = (min(center("ann").x, center("cy").x), max(center("ann").x, center("cy").x))
        #expect(!(left...right).contains(center("bob").x))
        let score = try Placement.score(read, placement, sketch)
        #expect(score.couples == 5 && score.couplesTogether == 5)
        // Rob and Wyn's family is off Ann, whose marriage across lines stands beside her, with
        // the trees in the file's order too (4 of 5 couples together then): the move costs none.
        #expect(score.families == 5 && score.familiesCentred == 4)
        #expect(score.report.holdsEveryInvariant, "\(score.report.rules.filter { $0.violations > 0 })")
    }
}
