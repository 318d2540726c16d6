import FamilyTree
import TestSupport
import Testing

@testable import TreeLayout

/// The engine's work, counted exactly (``WorkCount``, debug builds): a deterministic check that
/// the layout stays linear, where timings on shared machines could only be noisy. A regression
/// to Walker's original quadratic apportion, or to a left edge that rescans rows, fails here.
@Suite("Native layout: linear work, counted")
struct NativeLayoutWorkTests {
    /// The counted steps per unit of a layout of `family`, after checking the bounds every layout
    /// keeps: apportion compares at most one pair of rows per unit over the whole walk (measured
    /// 0.02–0.9 on the generator's shapes; Buchheim et al. prove O(n)), execute shifts visits each
    /// sibling once, and the left edge climbs to each unit at most once, sums it once and scans
    /// past it once (a few steps per row on most families, about two per unit on a comb).
    static func stepsPerUnit(_ family: Family, _ label: String) -> Double {
        let work = WorkCount.measuring { _ = NativeLayout().layout(family, options: LayoutOptions()) }
        let units = family.units.count
        #expect(work.contourSteps <= units, "\(label): \(work.contourSteps) contour steps for \(units) units")
        #expect(work.shiftSteps == units, "\(label): \(work.shiftSteps) shift steps for \(units) units")
        #expect(work.edgeSteps <= 3 * units, "\(label): \(work.edgeSteps) left-edge steps for \(units) units")
        return Double(work.contourSteps + work.shiftSteps + work.edgeSteps) / Double(units)
    }

    /// A root whose children carry chains of 0, 1, 2, … descendants (or the reverse): each
    /// sibling's apportion walks as deep as its neighbour allows, the classic case where summing
    /// contours naively costs O(n²) — here about one step per unit.
    @Test("Combs of ever deeper (or shallower) chains stay within one contour step per unit", arguments: [false, true])
    func combs(deepestFirst: Bool) throws {
        let teeth = 250
        let depths = deepestFirst ? Array((0..<teeth).reversed()) : Array(0..<teeth)
        var generations: [[Person]] = [[Person(id: "root", childrenIDs: depths.indices.map { "t\($0)-0" })]]
        for level in 0...(teeth - 1) {
            let row = depths.indices.filter { depths[$0] >= level }.map { tooth in
                Person(id: "t\(tooth)-\(level)", childrenIDs: depths[tooth] > level ? ["t\(tooth)-\(level + 1)"] : [])
            }
            if !row.isEmpty { generations.append(row) }
        }
        let family = try Family(validating: FamilyDocument(generations: generations))
        #expect(family.units.count == 1 + teeth * (teeth + 1) / 2)
        _ = Self.stepsPerUnit(family, deepestFirst ? "comb, deepest first" : "comb, deepest last")
    }
}

extension NativeLayoutWorkTests {
    /// Minutes in a debug build: `make test-scale` runs them (`ScaleTesting`), `make test` does not.
    @Suite("at scale", .scale)
    struct AtScale {
        @Test(
            "Every shape: the work per unit at 60,000 people is within 1.2× of that at 2,000",
            arguments: FamilyShape.allCases)
        func linearOnGeneratedFamilies(shape: FamilyShape) throws {
            let sizes = [(generations: 6, members: 2_000), (generations: 9, members: 60_000)]
            let perUnit = try sizes.map { size in
                let document = try FamilyGenerator(
                    generations: size.generations, members: size.members, seed: 3, shape: shape
                ).generate()
                return NativeLayoutWorkTests.stepsPerUnit(try Family(validating: document), "\(shape) \(size.members)")
            }
            #expect(perUnit[1] <= 1.2 * perUnit[0], "\(shape): \(perUnit[0]) then \(perUnit[1]) steps per unit")
        }
    }
}
