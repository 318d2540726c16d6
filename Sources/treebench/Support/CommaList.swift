import ArgumentParser
import Foundation

/// A comma-separated option value: `--members 100,1000,10000`.
struct CommaList<Element: LosslessStringConvertible>: ExpressibleByArgument {
    /// The values, in order.
    var values: [Element]

    init?(argument: String) {
        var values: [Element] = []
        for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = Element(part.trimmingCharacters(in: .whitespaces)) else { return nil }
            values.append(value)
        }
        self.values = values
    }
}
