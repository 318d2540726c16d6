import Foundation
import Testing
import TreeBenchHarnessTestSupport

@testable import TreeBenchHarness

/// The dashboard stays small enough to open whatever the sweep: its example is the first family
/// drawn by every engine only up to ``TreeBenchHarness/ExampleLayout/largestFamily`` people, and the page
/// says which family it shows, or why it shows none (a 1,000,000-person sweep wrote 162 MB).
@Suite("The dashboard's size is bounded")
struct DashboardSizeTests {
    static func results(members: Int) async throws -> SweepResults {
        let plan = SweepPlan(
            generations: [3], members: [members], seeds: [1], engines: ["native", "test:rows"], repetitions: 1,
            warmUps: 0)
        return try await Sweep(plan: plan, workerExecutable: "/nonexistent", extraEngines: TestEngine.sweepEngines)
            .run()
    }

    @Test("a first family past the cap is not drawn, and the page says why in a page of a few kilobytes")
    func largeFirstFamily() async throws {
        let results = try await Self.results(members: 3 * ExampleLayout.largestFamily)
        #expect(results.examples.isEmpty)
        let html = results.htmlDashboard(examples: results.examples)
        #expect(html.contains("No example pictures: the first family of the sweep, \(results.cases[0].id), has"))
        #expect(html.contains("more than the \(ExampleLayout.largestFamily) a dashboard draws"))
        #expect(html.utf8.count < 200_000, "\(html.utf8.count) bytes")
    }

    @Test("a first family within the cap is drawn, the caption naming it and its size")
    func smallFirstFamily() async throws {
        let results = try await Self.results(members: 30)
        #expect(results.examples.count == 1)
        let people = try #require(results.cases.first?.people)
        #expect(
            results.htmlDashboard(examples: results.examples).contains("— \(results.cases[0].id) (\(people) people)"))
    }
}
