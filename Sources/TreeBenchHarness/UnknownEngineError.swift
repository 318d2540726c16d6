/// An engine name that ``EngineCatalog`` does not know.
package struct UnknownEngineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name asked for.
    package let name: String
    /// The names that exist.
    package let known: [String]

    /// A sentence listing the known engines.
    package var description: String {
        "unknown engine \"\(name)\"; known engines: \(known.joined(separator: ", "))"
    }
}
