/// A place where bytes are not the JSON (RFC 8259) a reader expected: the byte offset and what
/// should have been there.
///
/// The readers turn it into their own error, adding the line and column
/// (``JSONByteScanner/describe(_:context:)``) and the record being read.
package struct JSONSyntaxError: Error, Equatable, Sendable {
    /// The 0-based byte offset of the problem.
    package var offset: Int
    /// What was expected there, e.g. `"',' or '}'"` or `"UTF-8 text in the string"`.
    package var expected: String

    /// Creates the error.
    ///
    /// - Parameters:
    ///   - offset: The 0-based byte offset of the problem.
    ///   - expected: What was expected there.
    package init(offset: Int, expected: String) {
        self.offset = offset
        self.expected = expected
    }
}
