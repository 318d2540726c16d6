import FamilyTree
import Testing

@testable import TreeLayout

/// An ancestor chart laid out by the native engine does linear work, counted exactly
/// (``WorkCount``, debug builds) as ``NativeLayoutWorkTests`` counts it for descendant charts:
/// full pedigrees, whose every row is twice the one before, and pedigrees known only up the
/// father's line, a comb of ever longer chains.
@Suite("Ancestor charts: linear work, counted")
struct AncestorLayoutWorkTests {
    /// The counted steps per unit of laying out `chart` (its one section), within the bounds
    /// every layout keeps.
    private func stepsPerUnit(_ chart: FamilyChart, _ label: String) -> Double {
        let work = WorkCount.measuring { _ = NativeLayout().layout(chart, options: LayoutOptions()) }
        let units = chart.sections[0].family.units.count
        #expect(work.contourSteps <= units, "\(label): \(work.contourSteps) contour steps for \(units) units")
        #expect(work.shiftSteps == units, "\(label): \(work.shiftSteps) shift steps for \(units) units")
        #expect(work.edgeSteps <= 3 * units, "\(label): \(work.edgeSteps) left-edge steps for \(units) units")
        return Double(work.contourSteps + work.shiftSteps + work.edgeSteps) / Double(units)
    }

    @Test("full pedigrees: the work per box at 16 generations (65,535 boxes) is within 1.2× of that at 11")
    func fullPedigrees() throws {
        let small = stepsPerUnit(try FamilyChart(validatingAncestors: ChartLayoutTests.pedigree(11)), "11 generations")
        let large = stepsPerUnit(try FamilyChart(validatingAncestors: ChartLayoutTests.pedigree(16)), "16 generations")
        #expect(large <= 1.2 * small, "\(small) then \(large) steps per box")
    }

    @Test("a pedigree known up the father's line only: one contour step per box at most")
    func fathersLine() throws {
        // Every person has a father and a mother; only fathers have parents: a comb growing upward.
        let depth = 2_000
        var generations: [[Person]] = [[Person(id: "f0", gender: "male", childrenIDs: ["f1", "m1"])]]
        for level in 1..<depth {
            let parents = level + 1 < depth ? ["f\(level + 1)", "m\(level + 1)"] : []
            generations.append([
                Person(id: "f\(level)", gender: "male", childrenIDs: parents),
                Person(id: "m\(level)", gender: "female"),
            ])
        }
        let chart = try FamilyChart(validatingAncestors: FamilyDocument(generations: generations))
        _ = stepsPerUnit(chart, "father's line")
        #expect(NativeLayout().layout(chart, options: LayoutOptions()).check(chart).holdsEveryInvariant)
    }
}
