/// The allowed slow-down of a median time, written `10%` or `10` on the command line.
package struct RegressionThreshold: Hashable, Sendable, CustomStringConvertible {
    /// The share: 0.1 for 10%.
    package var share: Double

    /// Creates a threshold from a share.
    package init(share: Double) {
        self.share = share
    }

    /// Parses `10%` or `10` (both 10%); `nil` for anything else or a negative value.
    package init?(_ text: String) {
        let trimmed = text.hasSuffix("%") ? String(text.dropLast()) : text
        guard let percent = Double(trimmed), percent >= 0, percent.isFinite else { return nil }
        share = percent / 100
    }

    /// `10%`.
    package var description: String {
        let percent = share * 100
        return percent == percent.rounded() ? "\(Int(percent))%" : "\(percent)%"
    }
}
