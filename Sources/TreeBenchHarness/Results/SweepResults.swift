package import Foundation
package import TreeLayout

/// Everything a sweep measured, as `results.json` holds it (schema in docs/RESULTS-SCHEMA.md).
package struct SweepResults: Hashable, Sendable, Codable {
    /// The schema's name, always ``schemaName``.
    package var schema: String
    /// The schema's version, ``currentSchemaVersion`` when written by this build.
    package var schemaVersion: Int
    /// The plan that was run.
    package var plan: SweepPlan
    /// Where it ran.
    package var machine: MachineInfo
    /// When it started.
    package var startedAt: Date
    /// How long it took, in seconds.
    package var durationSeconds: Double
    /// Whether it was stopped before the end (Ctrl-C); unfinished measurements are `interrupted`.
    package var interrupted: Bool
    /// Every case, smallest first.
    package var cases: [CaseResult]
    /// Per engine: fitted complexity and scores over all cases.
    package var engines: [EngineSummary]
    /// Per size (people): each engine's median time, ratio and scores.
    package var sizes: [SizeSummary]
    /// Pictures of the smallest case for the dashboard; not part of `results.json`.
    package var examples: [ExampleLayout] = []

    private enum CodingKeys: String, CodingKey {
        case schema, schemaVersion, plan, machine, startedAt, durationSeconds, interrupted, cases, engines, sizes
    }

    /// The name in the `schema` field.
    package static let schemaName = "treebench-results"
    /// The version this build writes; readers accept it and older ones.
    package static let currentSchemaVersion = 2

    /// Collects results and computes the per-engine and per-size summaries.
    package init(
        plan: SweepPlan, machine: MachineInfo, startedAt: Date, durationSeconds: Double, interrupted: Bool,
        cases: [CaseResult]
    ) {
        self.schema = Self.schemaName
        self.schemaVersion = Self.currentSchemaVersion
        self.plan = plan
        self.machine = machine
        self.startedAt = startedAt
        self.durationSeconds = durationSeconds
        self.interrupted = interrupted
        self.cases = cases
        self.engines = plan.engines.map { EngineSummary(engine: $0, cases: cases) }
        // Given families are reported by name (``givenFamilyTable()``), not among the generated sizes.
        self.sizes = SizeSummary.summaries(of: cases.filter { $0.parameters.file == nil }, engines: plan.engines)
    }

    /// The reference engine that ratios divide by: the plan's first.
    package var referenceEngine: String? { plan.engines.first }
}

/// One engine over a whole sweep.
package struct EngineSummary: Hashable, Sendable, Codable {
    /// The engine's name.
    package var engine: String
    /// Time against people on log–log axes, when at least two sizes finished.
    package var fit: ComplexityFit?
    /// How many cases ended in each status (only statuses that occurred).
    package var statusCounts: [String: Int]
    /// The share of finished cases with no invariant violated (0…1), or `nil` when none finished.
    package var passRate: Double?
    /// Violations over all finished cases and all invariants.
    package var totalViolations: Int
    /// Violations per invariant over all finished cases.
    package var violationsByRule: [String: Int]
    /// The worst centring error over all finished cases, in points.
    package var worstCentringError: Double?

    /// Summarises `engine` over `cases`.
    package init(engine: String, cases: [CaseResult]) {
        self.engine = engine
        let measured = cases.compactMap { result in result.measurement(of: engine).map { (result, $0) } }
        let finished = measured.filter { $0.1.status == .ok }
        fit = ComplexityFit(
            finished.filter { $0.0.parameters.file == nil }.compactMap { pair in
                pair.1.time.map { (pair.0.size, $0.median) }
            })
        statusCounts = Dictionary(grouping: measured, by: { $0.1.status.rawValue }).mapValues(\.count)
        let reports = finished.compactMap(\.1.report)
        passRate = LayoutReport.passRate(of: reports)
        // Counts read from a results file are bounded one by one, not in sum: totals saturate.
        totalViolations = reports.lazy.map(\.violationCount).saturatingSum()
        var byRule: [String: Int] = [:]
        for report in reports {
            for result in report.rules {
                byRule[result.rule.rawValue, default: 0] = byRule[result.rule.rawValue, default: 0].saturatingAdding(
                    result.violations)
            }
        }
        violationsByRule = byRule
        worstCentringError = reports.map(\.metrics.worstCentringError).max()
    }
}

/// All cases of one size (number of people), per engine.
package struct SizeSummary: Hashable, Sendable, Codable {
    /// The number of people.
    package var people: Int
    /// The number of cases of this size.
    package var caseCount: Int
    /// Each engine, in the plan's order.
    package var engines: [SizeEngineSummary]

    /// One summary per distinct size, smallest first.
    ///
    /// - Complexity: O(c · e) for c cases and e engines.
    package static func summaries(of cases: [CaseResult], engines: [String]) -> [SizeSummary] {
        Dictionary(grouping: cases, by: \.size).sorted { $0.key < $1.key }.map { people, group in
            SizeSummary(
                people: people, caseCount: group.count,
                engines: engines.map { engine in
                    SizeEngineSummary(
                        engine: engine, people: people, measurements: group.compactMap { $0.measurement(of: engine) })
                })
        }
    }
}

/// One engine at one size.
package struct SizeEngineSummary: Hashable, Sendable, Codable {
    /// The engine's name.
    package var engine: String
    /// Cases that finished.
    package var finished: Int
    /// Cases measured or attempted.
    package var attempted: Int
    /// The median over cases of each case's median time, in seconds.
    package var medianTime: Double?
    /// The median over cases of each case's ratio to the reference engine.
    package var ratio: Double?
    /// The share of finished cases with no invariant violated (0…1).
    package var passRate: Double?
    /// The worst centring error over the finished cases, in points.
    package var worstCentringError: Double?
    /// The worst status among the cases that did not finish, if any (`crashed`, `timedOut`, …).
    package var problem: MeasurementStatus?
    /// The median over the finished cases of the layout's peak memory per person, in bytes
    /// (``EngineMeasurement/layoutPeakBytes``), when measured.
    package var bytesPerPerson: Double?
    /// For an engine that runs the whole path from file to file, the median over the finished
    /// cases of each step's median.
    package var path: PathTimings?

    /// Summarises one engine's measurements of cases of `people` people.
    package init(engine: String, people: Int, measurements: [EngineMeasurement]) {
        self.engine = engine
        let finishedMeasurements = measurements.filter { $0.status == .ok }
        finished = finishedMeasurements.count
        attempted = measurements.count
        medianTime = TimingStats(finishedMeasurements.compactMap { $0.time?.median })?.median
        ratio = TimingStats(finishedMeasurements.compactMap(\.ratio))?.median
        let reports = finishedMeasurements.compactMap(\.report)
        passRate = LayoutReport.passRate(of: reports)
        worstCentringError = reports.map(\.metrics.worstCentringError).max()
        problem = measurements.first { $0.status != .ok }?.status
        bytesPerPerson =
            TimingStats(
                finishedMeasurements.compactMap(\.layoutPeakBytes).map { Double($0) / Double(max(people, 1)) })?.median
        path = PathTimings(mediansOf: finishedMeasurements.compactMap { $0.path?.medians })
    }
}
