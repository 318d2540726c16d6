import FamilyTree
import Foundation
import TreeLayout

extension LayoutReport {
    /// The report for people: one line per rule, then the metrics.
    func table(title: String) -> String {
        var lines = [
            "\(messageEscaped(title)) (engine \(engine.isEmpty ? "unnamed" : messageEscaped(engine)), ε = \(points(epsilon)) pt)",
            "",
        ]
        let ruleWidth = Rule.allCases.map(\.rawValue.count).max()!
        lines.append(
            "rule".padding(ruleWidth) + "  " + "violations".padding(10, left: true) + "  "
                + "worst error (pt)".padding(16, left: true) + "  first offenders")
        for result in rules {
            var offenders = result.firstOffenders.map(messageEscaped).joined(separator: ", ")
            if result.violations > result.firstOffenders.count && !offenders.isEmpty { offenders += ", …" }
            let line =
                result.rule.rawValue.padding(ruleWidth) + "  " + String(result.violations).padding(10, left: true)
                + "  " + points(result.worstError).padding(16, left: true)
            lines.append(offenders.isEmpty ? line : line + "  " + offenders)
        }
        lines.append("")
        lines.append(
            holdsEveryInvariant
                ? "every invariant holds"
                : "\(violationCount) violation\(violationCount == 1 ? "" : "s") of the invariants")
        lines.append("")
        let gap = metrics.minimumRowGap.map { "\(points($0)) pt" } ?? "none (no row has two units)"
        var rows: [(String, String)] = [
            ("width", "\(points(metrics.width)) pt"),
            ("height", "\(points(metrics.height)) pt"),
            ("area", "\(points(metrics.area)) pt²"),
            ("worst centring error", "\(points(metrics.worstCentringError)) pt"),
            ("minimum row gap", gap),
            ("neighbours too close", String(metrics.closeNeighbourCount)),
            ("connector length", "\(points(metrics.connectorLength)) pt"),
            ("connector crossings", String(metrics.connectorCrossings)),
            ("bus overlaps", String(metrics.busOverlaps)),
        ]
        if let pairs = metrics.parentPairs {
            rows.append(("pairs of parents", String(pairs)))
            rows.append(("  at the couple gap", String(metrics.parentPairsAtCoupleGap ?? 0)))
            if let mean = metrics.meanParentGap, let largest = metrics.largestParentGap {
                rows.append(("  gap, mean and largest", "\(points(mean)) pt, \(points(largest)) pt"))
            }
            if let ratio = metrics.widthAgainstPerfectPedigree {
                rows.append(("width / perfect pedigree", points(ratio)))
            }
        }
        if let further = metrics.furtherUnions {
            rows.append(("later partners", String(further)))
            rows.append(("  moved apart", String(metrics.stretchedPartnerGaps ?? 0)))
            if let largest = metrics.largestPartnerGap { rows.append(("  largest gap", "\(points(largest)) pt")) }
            rows.append(("  union lines behind a box", String(metrics.unionLinesOverPartners ?? 0)))
        }
        let labelWidth = rows.map(\.0.count).max()!
        lines.append("metrics")
        for (label, value) in rows { lines.append("  " + label.padding(labelWidth) + "  " + value) }
        return lines.joined(separator: "\n")
    }
}

/// A distance for people: whole numbers as integers, others to at most 4 decimals (3 significant
/// digits when smaller than that), never shown as 0 when it is not.
func points(_ value: Double) -> String {
    if !value.isFinite { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
    if abs(value) < 0.0001 { return String(format: "%.3g", value) }
    var text = String(format: "%.4f", value)
    while text.hasSuffix("0") { text.removeLast() }
    return text
}

extension String {
    /// The string padded with spaces to `width` characters, on the right unless `left`.
    fileprivate func padding(_ width: Int, left: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - count))
        return left ? fill + self : self + fill
    }
}
