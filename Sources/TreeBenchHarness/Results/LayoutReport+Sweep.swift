package import TreeLayout

extension LayoutReport {
    /// The violations of the rule called `name` (``Rule/rawValue``, as reports and CSV columns
    /// name it); 0 when the report has no such rule.
    package func violations(ofRuleNamed name: String) -> Int {
        rules.first { $0.rule.rawValue == name }?.violations ?? 0
    }

    /// The share of `reports` that hold every invariant (0…1), or `nil` when there are none.
    package static func passRate(of reports: [LayoutReport]) -> Double? {
        reports.isEmpty ? nil : Double(reports.filter(\.holdsEveryInvariant).count) / Double(reports.count)
    }
}
