import ArgumentParser

/// The documented range of a numeric option: a value outside it is a usage error (exit 64)
/// that names the option and the range, raised in `validate()` before any work starts.
struct OptionRange<Value: Comparable & CustomStringConvertible & Sendable>: Sendable {
    /// The option as the user types it, e.g. `--timeout`.
    var option: String
    /// The values allowed.
    var range: ClosedRange<Value>
    /// What the value counts, e.g. "seconds", for the message.
    var unit: String

    /// The range as the help text and the error write it: `1…10000 seconds`.
    var text: String { "\(range.lowerBound)…\(range.upperBound)\(unit.isEmpty ? "" : " \(unit)")" }

    /// Throws a usage error when `value` is outside the range (NaN always is).
    func check(_ value: Value?) throws {
        guard let value else { return }
        guard range.contains(value) else {
            throw ValidationError("\(option) must be in \(text), not \(value).")
        }
    }

    /// Throws a usage error when any of `values` is outside the range.
    func check(_ values: [Value]?) throws {
        for value in values ?? [] { try check(value) }
    }
}
