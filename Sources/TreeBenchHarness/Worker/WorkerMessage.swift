package import TreeLayout

/// One line of a worker's answer: a timed run as soon as it ends, then the result or the error.
///
/// Streaming each run lets the harness apply its time limit to each run, not to the whole case.
package struct WorkerMessage: Hashable, Sendable, Codable {
    /// A timed run.
    package var sample: LayoutTimings?
    /// The last line of a case that went well.
    package var result: WorkerResult?
    /// The last line of a case whose engine threw (or whose request was wrong).
    package var error: String?

    /// Creates a message; set exactly one field.
    package init(sample: LayoutTimings? = nil, result: WorkerResult? = nil, error: String? = nil) {
        self.sample = sample
        self.result = result
        self.error = error
    }
}
