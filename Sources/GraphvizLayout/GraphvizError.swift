/// A failure reported by Graphviz, with Graphviz's own message.
///
/// Graphviz reports problems through its `agerr` channel; TreeBench captures that channel
/// instead of letting it print, so the message reaches the caller as a typed error.
public struct GraphvizError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The Graphviz call that failed (`gvLayout`, `agopen`, …).
    public let operation: String
    /// Graphviz's message, trimmed; a short explanation of our own when Graphviz said nothing.
    public let message: String
    /// Whether the input was refused before Graphviz ran, as one it cannot take (a chart deeper
    /// than ``DotLayout/deepestChart``): invalid data for the command line (65), not a failure.
    public let refusesInput: Bool

    /// Creates an error.
    public init(operation: String, message: String, refusesInput: Bool = false) {
        self.operation = operation
        self.message = message
        self.refusesInput = refusesInput
    }

    /// "Graphviz gvLayout failed: <message>", or for input refused before Graphviz ran,
    /// "Graphviz gvLayout not run: <message>".
    public var description: String { "Graphviz \(operation) \(refusesInput ? "not run" : "failed"): \(message)" }
}
