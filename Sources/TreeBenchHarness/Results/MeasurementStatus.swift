/// How an engine's case ended.
package enum MeasurementStatus: String, Hashable, Sendable, Codable, CaseIterable {
    /// Laid out, timed and scored.
    case ok
    /// The engine threw an error (recorded in ``EngineMeasurement/error``).
    case failed
    /// The worker process died of a signal.
    case crashed
    /// A run took longer than the time limit; the worker was killed.
    case timedOut
    /// The worker went over the memory limit; it was killed.
    case outOfMemory
    /// Not run: the engine timed out or ran out of memory on a smaller size.
    case skipped
    /// Not run: the sweep was interrupted first.
    case interrupted
}
