import ArgumentParser
import Foundation

/// A comma-separated option value: `--members 100,1000,10000`.
struct CommaList<Element: LosslessStringConvertible>: ExpressibleByArgument {
    /// The values, in order.
    var values: [Element]

    /// The list of `values`, for a default.
    init(_ values: [Element]) {
        self.values = values
    }

    /// How help shows a default: the values as they are typed.
    var defaultValueDescription: String {
        values.map(\.description).joined(separator: ",")
    }

    init?(argument: String) {
        var values: [Element] = []
        for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = Element(part.trimmingCharacters(in: .whitespaces)) else { return nil }
            values.append(value)
        }
        self.values = values
    }
}
