package import Foundation
import TreeLayout

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
