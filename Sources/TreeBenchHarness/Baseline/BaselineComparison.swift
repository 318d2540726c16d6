import Foundation
import TreeLayout

/// Two sweeps compared case by case and engine by engine: is the new run worse than the baseline?
///
/// Wall-clock time counts as a regression only when the new median is more than the allowed
/// share slower *and* outside the noise band — the new run's fastest time is slower than the old
/// run's slowest. Deterministic figures (status, invariant violations, width, height, worst
/// centring error) compare exactly: any change for the worse is a regression.
package struct BaselineComparison: Sendable {
    /// What a row says.
    package enum Verdict: String, Sendable, Hashable {
        /// No change beyond noise.
        case same
        /// Better than the baseline.
        case better
        /// Worse than the baseline: fails the comparison.
        case regression
        /// Slower or faster by more than the threshold, but within the noise band.
        case noise
        /// In the baseline, not in the new run (or not measured there): reported, not failed.
        case missing
    }

    /// One compared figure.
    package struct Row: Sendable, Hashable {
        /// The case's id.
        package var caseID: String
        /// The engine's name.
        package var engine: String
        /// The figure: `time`, `status`, `width`, `height`, `worst centring`, `violations <rule>`.
        package var metric: String
        /// The baseline's value, formatted.
        package var old: String
        /// The new value, formatted.
        package var new: String
        /// The change, formatted (`+12.3%`, `+4`), or empty.
        package var change: String
        /// The verdict.
        package var verdict: Verdict
    }

    /// Every compared figure: a time row for each case and engine, other rows only where a figure changed.
    package private(set) var rows: [Row] = []

    /// Whether any row is a regression.
    package var hasRegression: Bool { rows.contains { $0.verdict == .regression } }

    /// Why the new run fails as a CI gate, one sentence each; empty when it passes. It fails
    /// when it was interrupted, has no cases, lacks a case or engine the baseline measured (or
    /// skipped it), or has any regression row (a slower time beyond noise, a status change for
    /// the worse by ``statusSeverity(_:)``, more violations, a larger picture).
    package private(set) var gateFailures: [String] = []

    /// Compares `new` against the baseline `old`.
    ///
    /// - Parameters:
    ///   - maxRegression: The allowed slow-down of a median time, as a share (0.1 for 10%).
    /// - Complexity: O(c · e) for c cases and e engines.
    package init(old: SweepResults, new: SweepResults, maxRegression: Double) {
        defer { gateFailures = Self.gateFailures(new: new, rows: rows) }
        var newByKey: [String: EngineMeasurement] = [:]
        for result in new.cases {
            for measurement in result.measurements { newByKey["\(result.id)|\(measurement.engine)"] = measurement }
        }
        for result in old.cases {
            for before in result.measurements {
                func row(_ metric: String, _ old: String, _ new: String, _ change: String, _ verdict: Verdict) {
                    rows.append(
                        Row(
                            caseID: result.id, engine: before.engine, metric: metric, old: old, new: new,
                            change: change,
                            verdict: verdict))
                }
                guard let after = newByKey["\(result.id)|\(before.engine)"] else {
                    row("status", before.status.rawValue, "–", "", .missing)
                    continue
                }
                if before.status != after.status {
                    let verdict: Verdict
                    switch (before.status, after.status) {
                    case (_, .skipped), (_, .interrupted): verdict = .missing
                    case (let was, let now) where Self.statusSeverity(now) > Self.statusSeverity(was):
                        verdict = .regression
                    case (let was, let now) where Self.statusSeverity(now) < Self.statusSeverity(was): verdict = .better
                    default: verdict = .same
                    }
                    row("status", before.status.rawValue, after.status.rawValue, "", verdict)
                }
                if let oldTime = before.time, let newTime = after.time {
                    let change = oldTime.median > 0 ? newTime.median / oldTime.median - 1 : 0
                    let verdict: Verdict
                    if change > maxRegression {
                        verdict = newTime.min > oldTime.max ? .regression : .noise
                    } else if change < -maxRegression {
                        verdict = newTime.max < oldTime.min ? .better : .noise
                    } else {
                        verdict = .same
                    }
                    row(
                        "time", ReportFormat.duration(oldTime.median), ReportFormat.duration(newTime.median),
                        String(format: "%+.1f%%", change * 100), verdict)
                }
                guard let oldReport = before.report, let newReport = after.report else { continue }
                let names = Set(oldReport.rules.map(\.rule.rawValue)).union(newReport.rules.map(\.rule.rawValue))
                for rule in names.sorted() {
                    let was = oldReport.violations(ofRuleNamed: rule)
                    let now = newReport.violations(ofRuleNamed: rule)
                    guard was != now else { continue }
                    row(
                        "violations \(rule)", "\(was)", "\(now)", String(format: "%+d", now - was),
                        now > was ? .regression : .better)
                }
                let figures: [(String, Double, Double)] = [
                    ("width", oldReport.metrics.width, newReport.metrics.width),
                    ("height", oldReport.metrics.height, newReport.metrics.height),
                    ("worst centring", oldReport.metrics.worstCentringError, newReport.metrics.worstCentringError),
                ]
                for (metric, was, now) in figures where was != now {
                    row(
                        metric, ReportFormat.points(was), ReportFormat.points(now), String(format: "%+.3f", now - was),
                        now > was ? .regression : .better)
                }
            }
        }
    }

    /// How bad a status is, for comparing two: ok, then timed out, out of memory, failed
    /// (the engine's own error), crashed. Skipped and interrupted measured nothing (``Verdict/missing``).
    package static func statusSeverity(_ status: MeasurementStatus) -> Int {
        switch status {
        case .ok: 0
        case .timedOut: 1
        case .outOfMemory: 2
        case .failed: 3
        case .crashed: 4
        case .skipped, .interrupted: 5
        }
    }

    /// The gate's failures, from the new run's header and the compared rows.
    private static func gateFailures(new: SweepResults, rows: [Row]) -> [String] {
        var failures: [String] = []
        if new.interrupted { failures.append("the new run was interrupted: it measured only part of its plan") }
        if new.cases.isEmpty { failures.append("the new run has no cases") }
        let missing = rows.filter { $0.verdict == .missing }
        if let first = missing.first {
            failures.append(
                "\(missing.count) measurement(s) of the baseline missing or not run in the new run, first \(first.caseID) "
                    + "\(first.engine) (\(first.old) → \(first.new))")
        }
        for row in rows where row.verdict == .regression {
            failures.append(
                "regression: \(row.caseID) \(row.engine) \(row.metric) \(row.old) → \(row.new) \(row.change)")
        }
        return failures
    }

    /// The rows as a table for the terminal or Markdown.
    package func table() -> (header: [String], rows: [[String]]) {
        (
            ["case", "engine", "metric", "old", "new", "change", "verdict"],
            rows.map { [$0.caseID, $0.engine, $0.metric, $0.old, $0.new, $0.change, $0.verdict.rawValue] }
        )
    }
}
