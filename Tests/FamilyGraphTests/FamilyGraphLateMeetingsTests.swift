import Testing

@testable import FamilyGraph

/// A childless couple across lines brought together once the runs are ordered, where the lines
/// join inside a person's several families (``FamilyGraphChart/meetLate(_:_:roots:pinned:)``).
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
}
