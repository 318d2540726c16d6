public import FamilyTree
import Foundation
public import TreeLayout

extension LayoutMark {
    /// Marks for the violations in a checker's report, ready to draw on the layout it checked.
    ///
    /// Off-centre parents are found again here for every unit with children, so each one is
    /// outlined with its own error in points (the report keeps only the worst error). Other
    /// rules outline the offenders the report names — a split couple as the couple's unit — and
    /// add one caption mark for any it did not name; a report made with
    /// `check(_:options:epsilon:offenderLimit: .max)` names them all.
    ///
    /// - Parameters:
    ///   - report: The checker's report for `layout`.
    ///   - family: The family that was laid out.
    ///   - layout: The layout the report is about.
    /// - Complexity: O(people).
    public static func marks(for report: LayoutReport, family: Family, layout: FamilyLayout) -> [LayoutMark] {
        var marks: [LayoutMark] = []
        if report[.centred].violations > 0 {
            for (index, unit) in family.units.enumerated() where unit.hasChildren {
                let first = layout.boxes[Int(family.units[unit.children.lowerBound].blood)]
                let last = layout.boxes[Int(family.units[unit.children.upperBound - 1].blood)]
                let error = abs(layout.anchor(of: unit) - (first.centerX + last.centerX) / 2)
                if error > report.epsilon || error.isNaN {
                    marks.append(LayoutMark(units: [index], label: "off-centre \(points(error)) pt"))
                }
            }
        }
        let otherRules: [(LayoutReport.Rule, String)] = [
            (.noOverlap, "overlap"), (.couplesAdjacent, "couple split"), (.rows, "off row"), (.order, "out of order"),
        ]
        let violated = otherRules.filter { report[$0.0].violations > 0 }
        guard !violated.isEmpty else { return marks }
        var personOfID: [String: Int] = [:]
        personOfID.reserveCapacity(family.personCount)
        for (index, person) in family.people.enumerated() { personOfID[person.id] = index }
        for (rule, label) in violated {
            let result = report[rule]
            for id in result.firstOffenders {
                guard let person = personOfID[id] else { continue }
                if rule == .couplesAdjacent {
                    marks.append(LayoutMark(units: [Int(family.unitOfPerson[person])], label: label))
                } else {
                    marks.append(LayoutMark(people: [person], label: label))
                }
            }
            let leftOver = result.violations - result.firstOffenders.count
            if leftOver > 0 {
                marks.append(LayoutMark(label: "\(leftOver) more \(rule.rawValue) violations not outlined"))
            }
        }
        return marks
    }

    /// A caption for a checked layout: the engine, its size, then its violations or “all invariants hold”.
    ///
    /// - Parameters:
    ///   - report: The checker's report.
    ///   - layoutSeconds: How long the engine took, when known.
    public static func caption(for report: LayoutReport, layoutSeconds: Double? = nil) -> [String] {
        let metrics = report.metrics
        var size = "\(points(metrics.width)) × \(points(metrics.height)) pt"
        if let layoutSeconds { size += String(format: ", laid out in %.2f ms", layoutSeconds * 1e3) }
        size += ", connectors \(points(metrics.connectorLength)) pt, \(metrics.connectorCrossings) crossings"
        let violations =
            report.holdsEveryInvariant
            ? "all invariants hold (ε \(points(report.epsilon)) pt)"
            : report.rules.filter { $0.violations > 0 }.map {
                "\($0.rule.rawValue): \($0.violations) (worst \(points($0.worstError)) pt)"
            }.joined(separator: ", ")
        return [report.engine, size, violations]
    }

    /// A length in points: at most two decimals, none when whole.
    static func points(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : "∞" }
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
