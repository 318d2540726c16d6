import Foundation

/// How reports write figures, the same in the terminal, Markdown and HTML.
package enum ReportFormat {
    /// A duration with a unit that keeps 3 significant digits: `812 µs`, `4.21 ms`, `1.30 s`.
    package static func duration(_ seconds: Double?) -> String {
        guard let seconds else { return "–" }
        switch seconds {
        case ..<1e-3: return String(format: "%.0f µs", seconds * 1e6)
        case ..<1e-2: return String(format: "%.2f ms", seconds * 1e3)
        case ..<1e-1: return String(format: "%.1f ms", seconds * 1e3)
        case ..<1: return String(format: "%.0f ms", seconds * 1e3)
        default: return String(format: "%.2f s", seconds)
        }
    }

    /// A ratio: `3.4×`.
    package static func ratio(_ value: Double?) -> String {
        guard let value else { return "–" }
        return value >= 10 ? String(format: "%.0f×", value) : String(format: "%.2f×", value)
    }

    /// A share as a percentage: `100%`, `97.5%`.
    package static func percent(_ share: Double?) -> String {
        guard let share else { return "–" }
        let value = share * 100
        return value == value.rounded() ? String(format: "%.0f%%", value) : String(format: "%.1f%%", value)
    }

    /// A length in points: `0`, `0.004 pt`, `12.5 pt`.
    package static func points(_ value: Double?) -> String {
        guard let value else { return "–" }
        if value == 0 { return "0 pt" }
        return value < 0.1 ? String(format: "%.3f pt", value) : String(format: "%.1f pt", value)
    }

    /// A number of bytes with a binary unit, 3 significant digits: `52 B`, `4.10 KiB`, `1.25 GiB`.
    package static func bytes(_ value: Double?) -> String {
        guard let value else { return "–" }
        let units = ["B", "KiB", "MiB", "GiB", "TiB"]
        var scaled = value
        var unit = 0
        while scaled >= 1024 && unit < units.count - 1 {
            scaled /= 1024
            unit += 1
        }
        if unit == 0 || scaled >= 100 { return String(format: "%.0f %@", scaled, units[unit]) }
        return String(format: scaled >= 10 ? "%.1f %@" : "%.2f %@", scaled, units[unit])
    }

    /// A fitted slope with its r²: `1.02 (r² 0.99)`.
    package static func slope(_ fit: ComplexityFit?) -> String {
        guard let fit else { return "–" }
        return String(format: "%.2f (r² %.2f)", fit.slope, fit.rSquared)
    }
}

extension SweepResults {
    /// The per-size table of the terminal and the Markdown summary: one row per size and engine,
    /// with the engine's median time, its ratio to the reference engine on the same families,
    /// its invariant pass rate, its worst centring error and the layout's peak memory per person. A size where an engine did not
    /// finish shows its status instead of a time. The size is written on its first row only, so
    /// the table stays narrow however many engines run.
    package func sizeTable() -> (header: [String], rows: [[String]]) {
        let reference = referenceEngine ?? ""
        let header = ["people", "engine", "median time", "vs \(reference)", "pass", "worst centring", "memory/person"]
        var rows: [[String]] = []
        for size in sizes {
            let byEngine = Dictionary(uniqueKeysWithValues: size.engines.map { ($0.engine, $0) })
            for (index, name) in plan.engines.enumerated() {
                let summary = byEngine[name]
                var time = "–"
                if let summary {
                    time =
                        summary.finished == 0 && summary.problem != nil
                        ? summary.problem!.rawValue : ReportFormat.duration(summary.medianTime)
                }
                rows.append([
                    index == 0 ? "\(size.people)" : "", name, time,
                    name == reference ? "1×" : ReportFormat.ratio(summary?.ratio),
                    ReportFormat.percent(summary?.passRate), ReportFormat.points(summary?.worstCentringError),
                    ReportFormat.bytes(summary?.bytesPerPerson),
                ])
            }
        }
        return (header, rows)
    }

    /// Measurements that did not finish, as `(case, measurement)`, in sweep order.
    package var problems: [(caseID: String, measurement: EngineMeasurement)] {
        cases.flatMap { result in
            result.measurements.filter { $0.status != .ok }.map { (result.id, $0) }
        }
    }
}
