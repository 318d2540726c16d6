/// A field of a results file outside its documented range.
package struct ResultsFieldError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where: `case g4-m50-s1, engine native`, or `nil` for the file's own fields and its plan.
    package var place: String?
    /// The field's path inside the place, e.g. `time.median`.
    package var field: String
    /// The value found, as text.
    package var value: String
    /// What the schema allows.
    package var rule: String

    /// `case "g4-m50-s1", engine "native", time.median is -5.0; it must be 0 to 1e9 seconds`.
    package var description: String {
        (place.map { "\($0), " } ?? "") + "\(field) is \(value); it must be \(rule)"
    }
}
