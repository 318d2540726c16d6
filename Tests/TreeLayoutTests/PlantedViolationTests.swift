import FamilyTree
import Testing
import TreeLayout

/// Each test plants one violation in a correct layout of ``TestFamilies/planted()`` (50-point
/// boxes, 20-point gaps) and expects exactly that rule to fail, with the count, the error and
/// the offender worked out by hand.
@Suite("Planted violations")
struct PlantedViolationTests {
    let family: Family
    let correct: FamilyLayout

    init() throws {
        family = try TestFamilies.planted()
        correct = ReferenceLayout.layout(family)
    }

    func person(_ id: String) -> Int { family.people.firstIndex { $0.id == id }! }

    /// Checks that only `rule` fails, `violations` times, with worst error `error`, naming `offenders`.
    func expectOnly(
        _ rule: LayoutReport.Rule, violations: Int, error: Double, offenders: [String], in layout: FamilyLayout,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let report = layout.check(family)
        for other in LayoutReport.Rule.allCases where other != rule {
            #expect(report[other].violations == 0, "\(other): \(report[other])", sourceLocation: sourceLocation)
        }
        #expect(report[rule].violations == violations, sourceLocation: sourceLocation)
        #expect(abs(report[rule].worstError - error) < 1e-9, "\(report[rule])", sourceLocation: sourceLocation)
        #expect(report[rule].firstOffenders == offenders, sourceLocation: sourceLocation)
        expectAgreement(family, layout, "planted \(rule)", sourceLocation: sourceLocation)
    }

    @Test("The unplanted layout holds every invariant")
    func correctLayoutHolds() {
        let report = correct.check(family)
        #expect(report.holdsEveryInvariant, "\(report.rules)")
        #expect(report.metrics.minimumRowGap == 20)
        #expect(report.metrics.connectorCrossings == 0)
        // Root: anchor at its couple line (y 25) to the bus (y 60), bus across its five
        // children's centres, five drops of 10; D = S: 35 down, bus between G and H, two drops.
        let bus = correct.boxes[person("K")].centerX - correct.boxes[person("C")].centerX
        let lowerBus = correct.boxes[person("H")].centerX - correct.boxes[person("G")].centerX
        #expect(report.metrics.connectorLength == 35 + bus + 5 * 10 + 35 + lowerBus + 2 * 10)
    }

    @Test("Moving one box down breaks the rows rule once, by the distance moved")
    func moveOneBox() {
        var layout = correct
        layout.boxes[person("K")].y += 7
        expectOnly(.rows, violations: 1, error: 7, offenders: ["K"], in: layout)
    }

    @Test("Swapping a couple puts the spouse 2 × (W + coupleGap) from where it belongs")
    func swapCouple() {
        var layout = correct
        let d = person("D")
        let s = person("S")
        (layout.boxes[d].x, layout.boxes[s].x) = (layout.boxes[s].x, layout.boxes[d].x)
        expectOnly(.couplesAdjacent, violations: 1, error: 140, offenders: ["D"], in: layout)
    }

    @Test("Sliding a middle child 35 points right overlaps its neighbour by 15")
    func overlapTwoBoxes() {
        var layout = correct
        layout.boxes[person("E")].x += 35
        expectOnly(.noOverlap, violations: 1, error: 15, offenders: ["F"], in: layout)
        let metrics = layout.check(family).metrics
        #expect(metrics.minimumRowGap == -15)
        #expect(metrics.closeNeighbourCount == 1)
    }

    @Test("A narrow box in the gap between spouses intrudes by half their centre distance")
    func boxBetweenSpouses() {
        var layout = correct
        let gapMiddle = layout.boxes[person("D")].maxX + 10
        layout.boxes[person("E")] = PersonBox(x: gapMiddle - 5, y: layout.boxes[person("E")].y, width: 10, height: 50)
        expectOnly(.couplesAdjacent, violations: 1, error: 35, offenders: ["D"], in: layout)
    }

    @Test("Shifting a parent couple 3 points off its children's centre")
    func parentOffCentre() {
        var layout = correct
        layout.boxes[person("A")].x += 3
        layout.boxes[person("B")].x += 3
        expectOnly(.centred, violations: 1, error: 3, offenders: ["A"], in: layout)
    }

    @Test("Swapping two middle siblings breaks the order once, by their distance")
    func swapSiblings() {
        var layout = correct
        let e = person("E")
        let f = person("F")
        (layout.boxes[e].x, layout.boxes[f].x) = (layout.boxes[f].x, layout.boxes[e].x)
        expectOnly(.order, violations: 1, error: 70, offenders: ["F"], in: layout)
    }

    @Test("Rows out of order: a lower generation drawn above its parents")
    func rowsUpsideDown() {
        var layout = correct
        for person in family.generationPeople[2] { layout.boxes[person].y = -70 }
        let report = layout.check(family)
        #expect(report[.rows].violations == 1)
        // Row 1's bottom is at 120; row 2 now starts at -70.
        #expect(report[.rows].worstError == 190)
        #expect(report[.rows].firstOffenders == ["G"])
        expectAgreement(family, layout, "rows upside down")
    }

    @Test("A drop through a cousin family's bus is a crossing")
    func crossing() throws {
        // Two root units, each with two children; the second family's first child is drawn
        // inside the first family's bus, so its drop crosses that bus.
        let family = try TestFamilies.family([
            [("P", "", ["a", "b"]), ("Q", "", ["c", "d"])],
            [("a", "", []), ("b", "", []), ("c", "", []), ("d", "", [])],
        ])
        let boxes = [
            PersonBox(x: 100, y: 0, width: 50, height: 50), PersonBox(x: 300, y: 0, width: 50, height: 50),
            PersonBox(x: 0, y: 70, width: 50, height: 50), PersonBox(x: 200, y: 70, width: 50, height: 50),
            PersonBox(x: 100, y: 70, width: 50, height: 50), PersonBox(x: 400, y: 70, width: 50, height: 50),
        ]
        let layout = FamilyLayout(engine: "hand", boxes: boxes, geometry: LayoutGeometry())
        let metrics = layout.check(family).metrics
        // P's bus runs 25…225, Q's 125…425. c's drop (x 125) is inside P's bus, b's drop (225)
        // inside Q's; P's anchor drop (125) touches Q's bus at its end, which is not a crossing.
        #expect(metrics.connectorCrossings == 2)
        #expect(metrics.busOverlaps == 1)
        expectAgreement(family, layout, "crossing")
    }
}
