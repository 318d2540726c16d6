/// A reader of one JSON format (Family JSON, layout JSON, tree files, genealogy JSON) on the shared
/// ``JSONByteScanner``: it reads through the scanner and turns the scanner's syntax errors into its
/// own error type.
package protocol JSONFormatReader {
    /// The reader's error type.
    associatedtype Failure: Error

    /// The bytes and the read position.
    var scanner: JSONByteScanner { get set }

    /// The scanner's syntax error as this reader's error.
    ///
    /// - Parameters:
    ///   - error: Where the bytes broke the grammar and what was expected there.
    ///   - context: Words naming the part being read, as the step passed them to ``scan(_:context:)``.
    func failure(_ error: JSONSyntaxError, context: String) -> Failure
}

extension JSONFormatReader {
    /// Runs one step of the scanner, turning its syntax error into the reader's error.
    ///
    /// - Parameters:
    ///   - step: What to read, e.g. `{ scanner throws(JSONSyntaxError) in try scanner.readString() }`.
    ///   - context: Words naming the part being read (e.g. `"in box 3"`), for the error.
    /// - Returns: What the step returned.
    /// - Throws: The reader's error for the scanner's syntax error.
    @inlinable @inline(__always)
    package mutating func scan<T>(
        _ step: (inout JSONByteScanner) throws(JSONSyntaxError) -> T, context: String = ""
    ) throws(Failure) -> T {
        do {
            return try step(&scanner)
        } catch {
            throw failure(error, context: context)
        }
    }
}
