import FamilyTree
import Testing
import TreeLayout

/// The session's speed-up on a million people — a benchmark, not a timed test: it prints the
/// figures and asserts only that the toggled layout equals a full relayout. Release builds only:
/// `swift test -c release --filter LayoutSessionBenchmark`.
@Suite("Layout session benchmark")
struct LayoutSessionBenchmark {
    #if DEBUG
        static let enabled = false
    #else
        static let enabled = true
    #endif

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    @Test("Toggling a unit three generations above the leaves of 1,000,000 people", .enabled(if: enabled))
    func toggleInMillion() throws {
        let family = try TestFamilies.millionCouples()
        let clock = ContinuousClock()
        var full = Double.infinity
        for _ in 0..<3 {
            let start = clock.now
            _ = NativeLayout().layout(family, options: LayoutOptions())
            full = min(full, Self.seconds(clock.now - start))
        }
        let session = try LayoutSession(family: family, options: LayoutOptions())
        // A unit with descendants three generations down, in the middle of its generation.
        let generation = family.generationCount - 4
        let units = family.generationUnits[generation]
        let unit = units.lowerBound + units.count / 2
        #expect(family.units[unit].hasChildren)
        let rounds = 1000
        var start = clock.now
        for _ in 0..<rounds {
            session.setCollapsed(true, unit: unit)
            session.setCollapsed(false, unit: unit)
        }
        let perToggle = Self.seconds(clock.now - start) / Double(2 * rounds)
        start = clock.now
        for _ in 0..<rounds {
            session.setCollapsed(true, unit: unit)
            session.setCollapsed(false, unit: unit)
        }
        let second = Self.seconds(clock.now - start) / Double(2 * rounds)
        let toggle = min(perToggle, second)
        session.setCollapsed(true, unit: unit)
        start = clock.now
        let boxes = session.boxes()
        let readOut = Self.seconds(clock.now - start)
        print(
            """
            LayoutSessionBenchmark: \(family.personCount) people, \(family.generationCount) generations; \
            full layout \(full * 1e3) ms; toggle (collapse or expand, generation \(generation)) \
            \(toggle * 1e6) µs; speed-up \(Int(full / toggle))×; reading all boxes out \(readOut * 1e3) ms
            """)
        let collapsedID = family.people[Int(family.units[unit].blood)].id
        let (visible, layout) = try NativeLayout().layoutVisible(
            family, visibility: Visibility(collapsed: [collapsedID]))
        #expect(boxes == visible.originalBoxes(of: layout, personCount: family.personCount))
    }
}
