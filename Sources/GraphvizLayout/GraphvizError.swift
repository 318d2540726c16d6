/// A failure reported by Graphviz, with Graphviz's own message.
///
/// Graphviz reports problems through its `agerr` channel; TreeBench captures that channel
/// instead of letting it print, so the message reaches the caller as a typed error.
public struct GraphvizError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The Graphviz call that failed (`gvLayout`, `agopen`, …).
    public let operation: String
    /// Graphviz's message, trimmed; a short explanation of our own when Graphviz said nothing.
    public let message: String

    /// Creates an error.
    public init(operation: String, message: String) {
        self.operation = operation
        self.message = message
    }

    /// "Graphviz gvLayout failed: <message>".
    public var description: String { "Graphviz \(operation) failed: \(message)" }
}
