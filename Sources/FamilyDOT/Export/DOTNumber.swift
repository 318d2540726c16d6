import Foundation

/// Numbers as DOT attribute values: shortest round-trip decimal, no exponent, no trailing `.0`.
package enum DOTNumber {
    /// `value` in plain decimal notation, e.g. `0.694444444444444` or `20`.
    package static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        let text = "\(value)"
        guard text.contains("e") || text.contains("E") else { return text }
        // Swift prints tiny and huge values with an exponent; DOT wants plain digits.
        var digits = String(format: "%.17f", value)
        while digits.hasSuffix("0") { digits.removeLast() }
        if digits.hasSuffix(".") { digits.removeLast() }
        return digits
    }
}
