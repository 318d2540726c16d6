import Foundation
import TreeLayout

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
