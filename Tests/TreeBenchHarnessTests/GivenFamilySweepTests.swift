import Foundation
import TestSupport
import Testing
import TreeBenchHarnessTestSupport

@testable import TreeBenchHarness

/// `treebench run --family`: files measured beside the generated grid, reported by name.
@Suite("Given families in a sweep")
struct GivenFamilySweepTests {
    static func results() async throws -> SweepResults {
        var plan = SweepPlan(
            generations: [2, 3], members: [12, 30], seeds: [1], engines: ["native", "test:rows"], repetitions: 1,
            warmUps: 0)
        let stone = PackageRoot.url.appendingPathComponent("Data/genealogy/stone-family.ged").path
        plan.givenFamilies = [SweepCase(generations: 4, members: 24, seed: 0, file: stone, repeats: 3)]
        return try await Sweep(plan: plan, workerExecutable: "/nonexistent", extraEngines: TestEngine.sweepEngines)
            .run()
    }

    @Test("a given GEDCOM file is charted and laid out, named by its file, with its repeats; sizes leave it out")
    func givenFamily() async throws {
        let results = try await Self.results()
        let given = try #require(results.cases.last)
        #expect(given.id == "stone-family.ged")
        #expect(given.people == 24)
        #expect(given.measurement(of: "native")?.report?.holdsEveryInvariant == true)
        #expect(!results.sizes.contains { $0.people == 24 })
        let table = try #require(results.givenFamilyTable())
        #expect(table.rows[0].prefix(4) == ["stone-family.ged", "24", "3", "native"])
        #expect(table.rows[0][5] == "hold")
        #expect(results.markdownSummary().contains("### Given families"))
        let dashboard = results.htmlDashboard()
        #expect(dashboard.contains("<h2 id=\"given-families\">Given families</h2>"))
        #expect(dashboard.contains("<tr><td>stone-family.ged</td><td>24</td><td>3</td><td>native</td>"))
    }

    @Test("results.json with a given family validates against the schema and reads back")
    func schema() async throws {
        let results = try await Self.results()
        let data = try results.jsonData()
        let problems = try JSONSchemaCheck.resultsSchemaProblems(of: try JSONSerialization.jsonObject(with: data))
        #expect(problems.isEmpty, "\(problems.prefix(10))")
        #expect(try SweepResults(jsonData: data, path: "results.json").cases == results.cases)
    }

    @Test("a given file that is not a family fails its case with the file's problem")
    func badFile() {
        #expect(throws: SweepError.self) {
            _ = try SweepFamilies.givenChart(
                PackageRoot.url.appendingPathComponent("Data/genealogy/invalid/web-page.ged").path, caseID: "x")
        }
    }
}
