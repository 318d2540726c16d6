/// A file that could not be read or written.
package struct FileAccessError: Error, CustomStringConvertible {
    /// The path as the user gave it.
    package let path: String
    /// Why, in words.
    package let reason: String

    /// "path: reason".
    package var description: String { "\(path): \(reason)" }
}
