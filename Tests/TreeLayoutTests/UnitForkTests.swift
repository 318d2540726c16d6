import FamilyTree
import Testing
import TreeLayout

@Suite("A unit's connector fork")
struct UnitForkTests {
    /// `A = B` over `C` and `D`, `C = E` over `F`; boxes placed by hand so the rows are uneven.
    static func family() throws -> Family {
        try TestFamilies.family([
            [("A", "B", ["C", "D"]), ("B", "A", [])],
            [("C", "E", ["F"]), ("E", "C", []), ("D", "", [])],
            [("F", "", [])],
        ])
    }

    @Test(
        "A couple's fork starts between the spouses' centres; the bus is halfway from the lowest parent to the highest child"
    )
    func coupleFork() throws {
        let family = try Self.family()
        // A is 40 high at y 0, B 60 high at y 10: centres at 20 and 40, lowest bottom 70.
        // C's top is 100, D's 110: the bus is at (70 + 100) / 2. The anchor is mid-gap: 60.
        let boxes = [
            PersonBox(x: 0, y: 0, width: 50, height: 40), PersonBox(x: 70, y: 10, width: 50, height: 60),
            PersonBox(x: 0, y: 100, width: 50, height: 50), PersonBox(x: 70, y: 100, width: 50, height: 50),
            PersonBox(x: 140, y: 110, width: 50, height: 50), PersonBox(x: 35, y: 200, width: 50, height: 50),
        ]
        let layout = FamilyLayout(engine: "hand", boxes: boxes, geometry: LayoutGeometry())
        let root = family.units[0]
        #expect(layout.fork(of: root, in: family) == UnitFork(anchorX: 60, anchorY: 30, busY: 85))
        // C = E (boxes 2 and 3, people in document order A B C E D F) over F at 200.
        let couple = try #require(family.units.first { $0.isCouple && $0.generation == 1 })
        #expect(layout.fork(of: couple, in: family) == UnitFork(anchorX: 60, anchorY: 125, busY: 175))
    }

    @Test("A single parent's fork starts at the bottom centre of the box; a childless unit has none")
    func singleParentFork() throws {
        let family = try TestFamilies.family([
            [("A", "", ["C"])],
            [("C", "", [])],
        ])
        let layout = FamilyLayout(
            engine: "hand",
            boxes: [PersonBox(x: 10, y: 0, width: 50, height: 50), PersonBox(x: 30, y: 90, width: 50, height: 30)],
            geometry: LayoutGeometry())
        #expect(layout.fork(of: family.units[0], in: family) == UnitFork(anchorX: 35, anchorY: 50, busY: 70))
        #expect(layout.fork(of: family.units[1], in: family) == nil)
    }

    @Test("The metrics' connector length is the sum of the forks' drops and buses", arguments: 0..<40)
    func metricsMeasureTheForks(seed: Int) throws {
        let family = try TestFamilies.random(seed: UInt64(seed) + 500)
        let layout = NativeLayout().layout(family, options: LayoutOptions())
        var length = 0.0
        for unit in family.units {
            guard let fork = layout.fork(of: unit, in: family) else { continue }
            var left = fork.anchorX
            var right = fork.anchorX
            length += fork.busY - fork.anchorY
            for child in unit.children {
                let box = layout.boxes[Int(family.units[child].blood)]
                length += box.y - fork.busY
                left = min(left, box.centerX)
                right = max(right, box.centerX)
            }
            length += right - left
        }
        let measured = layout.check(family).metrics.connectorLength
        #expect(abs(measured - length) <= 1e-9 * max(1, length), "seed \(seed): \(measured) vs \(length)")
    }
}
