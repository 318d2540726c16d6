import Foundation
import TestSupport
import Testing
import TreeBenchHarnessTestSupport

@testable import TreeBenchHarness

@Suite("A sweep of families with remarriages (treebench run --remarriage-rate)")
struct RemarriageSweepTests {
    /// native and dot (in a `treebench worker`, which generates the family from the case again)
    /// on four small families, half the couples with two or more children made two marriages.
    static func results() async throws -> SweepResults {
        let executable = try #require(TestPaths.treebench, "build treebench first (swift build --build-tests)")
        var plan = SweepPlan(
            generations: [4, 5], members: [300, 1000], seeds: [1], engines: ["native", "dot"], repetitions: 1,
            warmUps: 0)
        plan.remarriageRate = 0.5
        return try await Sweep(plan: plan, workerExecutable: executable).run()
    }

    @Test("every case carries the rate, the families have partner groups and native keeps every invariant")
    func nativeKeepsEveryInvariant() async throws {
        let results = try await Self.results()
        #expect(results.plan.remarriageRate == 0.5)
        #expect(results.cases.count == 4)
        var casesWithPartnerGroups: [String] = []
        for result in results.cases {
            #expect(result.parameters.remarriageRate == 0.5)
            #expect(result.id.hasSuffix("-r0.5"), "\(result.id)")
            let native = try #require(result.measurements.first { $0.engine == "native" })
            let report = try #require(native.report, "\(result.id): native has no report")
            #expect(report.holdsEveryInvariant, "\(result.id): \(report.rules.filter { $0.violations > 0 })")
            let dot = try #require(result.measurements.first { $0.engine == "dot" })
            #expect(dot.report?.metrics.furtherUnions == report.metrics.furtherUnions, "dot is scored alike")
            // The checker's partner-group metrics are there exactly when the family has a group.
            guard let furtherUnions = report.metrics.furtherUnions else { continue }
            #expect(furtherUnions > 0)
            #expect(report.metrics.stretchedPartnerGaps != nil)
            #expect(report.metrics.unionLinesOverPartners != nil)
            casesWithPartnerGroups.append(result.id)
        }
        #expect(casesWithPartnerGroups.count == 4, "\(casesWithPartnerGroups)")
    }

    @Test("results.json with the rate validates against the schema, reads back and the summary names the rate")
    func resultsRecordTheRate() async throws {
        let results = try await Self.results()
        let data = try results.jsonData()
        let problems = try JSONSchemaCheck.resultsSchemaProblems(of: try JSONSerialization.jsonObject(with: data))
        #expect(problems.isEmpty, "\(problems.prefix(10))")
        let reread = try SweepResults(jsonData: data, path: "results.json")
        #expect(reread.plan.remarriageRate == 0.5)
        #expect(reread.cases == results.cases)
        #expect(results.markdownSummary().contains("remarriage rate 0.5"))
        #expect(results.htmlDashboard().contains("remarriage rate 0.5"))
    }

    @Test("without a rate the cases and their ids are as before")
    func noRateNoChange() {
        let plan = SweepPlan(generations: [3], members: [40], seeds: [1], engines: ["native"])
        #expect(plan.cases.map(\.id) == ["g3-m40-s1"])
        #expect(plan.cases.allSatisfy { $0.remarriageRate == nil })
    }
}
