import Foundation
import TreeLayout

extension SweepResults {
    /// `results.csv`: one row per engine per case, times in milliseconds, RFC 4180 quoting.
    ///
    /// Invariant columns (`violations_<rule>`) are the union of the rules the checker reported,
    /// sorted by name, so every row has the same columns.
    ///
    /// - Complexity: O(c · e) for c cases and e engines.
    package func csv() -> String {
        let rules = Set(
            cases.flatMap { $0.measurements.compactMap(\.report).flatMap { $0.rules.map(\.rule.rawValue) } }
        )
        .sorted()
        var header = [
            "case", "generations", "members", "seed", "shape", "people", "engine", "status", "isolated", "runs",
            "time_ms_median", "time_ms_min", "time_ms_max", "total_ms_median", "setup_ms_median",
            "read_back_ms_median", "cold_ms_median", "path_read_ms_median", "path_derive_ms_median",
            "path_validate_ms_median",
            "path_layout_ms_median", "path_write_ms_median", "ratio", "passed", "violations",
        ]
        header += rules.map { "violations_\($0)" }
        header += [
            "width", "height", "area", "worst_centring_error", "minimum_row_gap", "peak_memory_bytes",
            "layout_peak_bytes", "bytes_per_person", "signal", "error",
        ]
        var lines = [header.joined(separator: ",")]
        for result in cases {
            for measurement in result.measurements {
                let report = measurement.report
                var row = [
                    result.id, "\(result.parameters.generations)", "\(result.parameters.members)",
                    "\(result.parameters.seed)", result.parameters.shape ?? "", result.people.map(String.init) ?? "",
                    measurement.engine, measurement.status.rawValue, "\(measurement.isolated)", "\(measurement.runs)",
                    milliseconds(measurement.time?.median), milliseconds(measurement.time?.min),
                    milliseconds(measurement.time?.max), milliseconds(measurement.total?.median),
                    milliseconds(measurement.setup?.median), milliseconds(measurement.readBack?.median),
                    milliseconds(measurement.cold?.median), milliseconds(measurement.path?.read.median),
                    milliseconds(measurement.path?.derive?.median), milliseconds(measurement.path?.validate.median),
                    milliseconds(measurement.path?.layout.median),
                    milliseconds(measurement.path?.write.median), number(measurement.ratio),
                    report.map { "\($0.holdsEveryInvariant)" } ?? "",
                    report.map { "\($0.violationCount)" } ?? "",
                ]
                row += rules.map { rule in report.map { "\($0.violations(ofRuleNamed: rule))" } ?? "" }
                row += [
                    number(report?.metrics.width), number(report?.metrics.height), number(report?.metrics.area),
                    number(report?.metrics.worstCentringError), number(report?.metrics.minimumRowGap),
                    measurement.peakMemoryBytes.map(String.init) ?? "",
                    measurement.layoutPeakBytes.map(String.init) ?? "",
                    number(
                        measurement.layoutPeakBytes.flatMap { peak in
                            result.people.map { Double(peak) / Double(max($0, 1)) }
                        }), measurement.signal.map(String.init) ?? "",
                    measurement.error ?? "",
                ]
                lines.append(row.map(Self.csvField).joined(separator: ","))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func milliseconds(_ seconds: Double?) -> String {
        seconds.map { String(format: "%.4f", $0 * 1000) } ?? ""
    }

    private func number(_ value: Double?) -> String {
        guard let value else { return "" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.4f", value)
    }

    /// A field as RFC 4180 writes it (quoted when it holds a comma or a quote), and safe to open
    /// in a spreadsheet or show in a terminal: text that starts with `=`, `+`, `-`, `@`, a tab or
    /// a carriage return, which Excel, LibreOffice and Google Sheets would run as a formula
    /// (`=HYPERLINK(…)`), gets a leading `'` (OWASP's "CSV injection" advice), and every control
    /// character (C0, DEL, C1) and line break becomes a space, as in summary.md, so `cat
    /// results.csv` cannot drive the terminal (`ESC ] 0;… BEL` sets its title); a number such as
    /// `-3.5` is kept as it is.
    ///
    /// - Complexity: O(the field's length).
    package static func csvField(_ field: String) -> String {
        var field = field
        if let first = field.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first), Double(field) == nil {
            field = "'" + field
        }
        if field.unicodeScalars.contains(where: \.isLineBreakOrControl) {
            field = String(String.UnicodeScalarView(field.unicodeScalars.map { $0.isLineBreakOrControl ? " " : $0 }))
        }
        guard field.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
