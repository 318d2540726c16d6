/// One entry of github-action-benchmark's `customSmallerIsBetter` format.
package struct BenchmarkActionEntry: Hashable, Sendable, Codable {
    /// The series' name; a chart per name.
    package var name: String
    /// The unit shown on the chart.
    package var unit: String
    /// The value; smaller is better.
    package var value: Double
    /// The spread, as the action shows it (e.g. `± 0.12`).
    package var range: String?
    /// Free text shown with the point.
    package var extra: String?

    /// Creates an entry.
    package init(name: String, unit: String, value: Double, range: String? = nil, extra: String? = nil) {
        self.name = name
        self.unit = unit
        self.value = value
        self.range = range
        self.extra = extra
    }
}
