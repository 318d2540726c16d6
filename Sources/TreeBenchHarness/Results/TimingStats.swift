/// The median, minimum and maximum of repeated timings, in seconds.
package struct TimingStats: Hashable, Sendable, Codable {
    /// The median (the mean of the middle two for an even count).
    package var median: Double
    /// The fastest run.
    package var min: Double
    /// The slowest run.
    package var max: Double

    /// Creates statistics from their values.
    package init(median: Double, min: Double, max: Double) {
        self.median = median
        self.min = min
        self.max = max
    }

    /// The statistics of `samples`, or `nil` when there are none.
    ///
    /// - Complexity: O(n log n).
    package init?(_ samples: [Double]) {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        min = sorted[0]
        max = sorted[sorted.count - 1]
    }
}
