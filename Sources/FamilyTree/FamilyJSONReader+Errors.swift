extension FamilyJSONReader {
    /// A syntax error at the read position (or `position`), naming the part being read.
    func failure(expected: String, at position: Int? = nil) -> FamilyError {
        failure(scanner.failure(expected: expected, at: position))
    }

    /// The scanner's syntax error as this reader's error: "line L, column C: expected X in the
    /// part being read, found Y".
    func failure(_ error: JSONSyntaxError) -> FamilyError {
        .malformedDocument(reason: scanner.describe(error, context: place.phrase))
    }
}
