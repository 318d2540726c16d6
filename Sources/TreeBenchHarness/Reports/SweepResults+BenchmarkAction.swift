package import Foundation

extension SweepResults {
    /// The entries of `benchmark-action.json`: per engine and size, the median layout time in
    /// milliseconds; per engine, the complexity slope and the invariant violations.
    package func benchmarkActionEntries() -> [BenchmarkActionEntry] {
        var entries: [BenchmarkActionEntry] = []
        for size in sizes {
            for summary in size.engines {
                guard let median = summary.medianTime else { continue }
                let times = cases.filter { $0.size == size.people }.compactMap {
                    $0.measurement(of: summary.engine)?.time
                }
                let low = times.map(\.min).min() ?? median
                let high = times.map(\.max).max() ?? median
                entries.append(
                    BenchmarkActionEntry(
                        name: "\(summary.engine) layout time, \(size.people) people", unit: "ms", value: median * 1000,
                        range: String(format: "± %.4f", (high - low) * 1000 / 2),
                        extra: String(
                            format: "min %.4f ms, max %.4f ms over %d case(s) × %d runs", low * 1000, high * 1000,
                            summary.finished, plan.repetitions)))
            }
        }
        for summary in engines {
            if let fit = summary.fit {
                entries.append(
                    BenchmarkActionEntry(
                        name: "\(summary.engine) complexity slope", unit: "exponent", value: fit.slope,
                        extra: String(format: "log-log least squares over %d cases, r² %.3f", fit.points, fit.rSquared))
                )
            }
            if summary.passRate != nil {
                entries.append(
                    BenchmarkActionEntry(
                        name: "\(summary.engine) invariant violations", unit: "count",
                        value: Double(summary.totalViolations)))
            }
        }
        return entries
    }

    /// `benchmark-action.json`.
    ///
    /// - Throws: An `EncodingError` only if a figure is not finite.
    package func benchmarkActionJSON() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(benchmarkActionEntries())
    }
}
