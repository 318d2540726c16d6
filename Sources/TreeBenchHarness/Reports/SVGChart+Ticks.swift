import Foundation

extension SVGChart {
    /// Round tick values from 0 up to at least `maximum`: steps of 1, 2 or 5 × 10^k, at most
    /// `count` + 1 ticks, the last one at or above `maximum`.
    ///
    /// - Complexity: O(`count`).
    static func linearTicks(upTo maximum: Double, count: Int = 5) -> [Double] {
        guard maximum > 0, maximum.isFinite else { return [0, 1] }
        let raw = maximum / Double(count)
        let magnitude = pow(10, floor(log10(raw)))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw * 0.999_999 } ?? 10 * magnitude
        let last = (maximum / step).rounded(.up)
        return (0...Int(last)).map { Double($0) * step }
    }

    /// Round tick values on a log axis over whole decades `low...high` (powers of ten): every
    /// decade, and 2 and 5 times each when the axis spans at most two decades.
    static func logTicks(decades: ClosedRange<Double>) -> [Double] {
        let low = Int(decades.lowerBound)
        let high = Int(decades.upperBound)
        let multiples: [Double] = high - low <= 2 ? [1, 2, 5] : [1]
        var ticks: [Double] = []
        for exponent in low...high {
            for multiple in multiples {
                let value = multiple * pow(10, Double(exponent))
                if value <= pow(10, Double(high)) * 1.000_001 { ticks.append(value) }
            }
        }
        return ticks
    }

    /// Whole powers of ten around the values, at least one decade wide (as log10 exponents).
    static func decades(_ values: [Double]) -> ClosedRange<Double> {
        let low = floor(log10(values.min() ?? 1))
        let high = max(ceil(log10(values.max() ?? 10)), low + 1)
        return low...high
    }

    /// A round number as a short label: `0`, `20`, `2.5k`, `1M`, `10M`, `0.05`, `1e-9`.
    static func roundLabel(_ value: Double) -> String {
        if value == 0 { return "0" }
        let magnitude = abs(value)
        if magnitude >= 1e9 || magnitude < 1e-3 { return String(format: "%.0e", value) }
        if magnitude >= 1e6 { return trimmed(String(format: "%.1f", value / 1e6)) + "M" }
        if magnitude >= 10_000 { return trimmed(String(format: "%.1f", value / 1000)) + "k" }
        return trimmed(String(format: "%.3f", value))
    }

    /// A ratio tick: `1×`, `20×`, `0.5×`, `1,000×`, `100,000×`.
    static func ratioLabel(_ value: Double) -> String {
        if value >= 1000, value < 1e15 { return groupedInteger(Int(value.rounded())) + "×" }
        return trimmed(String(format: value >= 1 ? "%.0f" : "%.3f", value)) + "×"
    }

    /// A tick on a time axis, in the unit that keeps it short: `100 µs`, `2 ms`, `10 ms`, `1 s`,
    /// `100 s` (no trailing zeros, unlike the tables' fixed precision).
    static func durationLabel(_ seconds: Double) -> String {
        let (value, unit): (Double, String) =
            switch seconds {
            case 1...: (seconds, "s")
            case 1e-3...: (seconds * 1e3, "ms")
            case 1e-6...: (seconds * 1e6, "µs")
            default: (seconds * 1e9, "ns")
            }
        return trimmed(String(format: "%.2f", value)) + " " + unit
    }

    /// A whole number with thousands separators: `10,000`.
    static func groupedInteger(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }

    private static func trimmed(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var result = text
        while result.hasSuffix("0") { result.removeLast() }
        if result.hasSuffix(".") { result.removeLast() }
        return result
    }

    /// The estimated width of `text` at `size` points: 0.6 em a character, which errs wide
    /// for the sans-serif fonts browsers pick, so labels placed by it do not collide.
    static func textWidth(_ text: String, size: Double) -> Double {
        Double(text.count) * 0.6 * size
    }
}
