extension FamilyJSONReader {
    /// A syntax error at the read position (or `position`), naming the part being read.
    func failure(expected: String, at position: Int? = nil) -> FamilyReadFailure {
        failure(scanner.failure(expected: expected, at: position), context: "")
    }

    /// The scanner's syntax error as this reader's error: "line L, column C: expected X in the
    /// part being read, found Y"; the part is the reader's ``place``, whatever the step's context.
    /// Near the end of a window that more may follow, it is ``FamilyReadFailure/windowEnded``
    /// instead: the step runs again with more of the document.
    func failure(_ error: JSONSyntaxError, context: String) -> FamilyReadFailure {
        if !isWindowComplete && scanner.ranOutOfWindow(error) { return .windowEnded }
        return .problem(.malformedDocument(reason: scanner.describe(error, context: place.phrase)))
    }
}
