import Foundation
import Subprocess
import Synchronization
import TreeLayout

/// What the harness has seen of one worker so far, and why it stopped it, if it did.
///
/// Shared by the tasks that read the worker's standard output and error and the watchdog, so its
/// state sits behind a lock.
final class WorkerWatch: Sendable {
    /// Why the harness killed the worker.
    enum StopReason {
        case interrupted, timedOut, outOfMemory
    }

    private struct State {
        var samples: [LayoutTimings] = []
        var result: WorkerResult?
        var failure: String?
        var errorText = Data()
        var peakBytes = 0
        var deadline: ContinuousClock.Instant
        var stopReason: StopReason?
    }

    /// The most standard error kept for a crash's detail.
    private static let errorTextLimit = 8192

    private let timeout: Duration
    private let memoryLimitBytes: Int
    private let state: Mutex<State>

    /// Starts watching: the first run must end within `timeout` from now.
    init(timeout: Duration, memoryLimitBytes: Int) {
        self.timeout = timeout
        self.memoryLimitBytes = memoryLimitBytes
        state = Mutex(State(deadline: .now + timeout))
    }

    /// The highest resident memory seen, in bytes.
    var peak: Int { state.withLock { $0.peakBytes } }

    /// Takes one line of standard output; returns false when it is not a ``WorkerMessage``.
    func receive(_ line: String) -> Bool {
        guard let message = try? JSONDecoder().decode(WorkerMessage.self, from: Data(line.utf8)) else {
            return false
        }
        state.withLock { state in
            if let sample = message.sample {
                state.samples.append(sample)
                state.deadline = .now + timeout  // the limit is per run
            }
            if let value = message.result {
                state.result = value
                state.peakBytes = max(state.peakBytes, value.residentPeakBytes ?? 0)
            }
            if let value = message.error { state.failure = value }
        }
        return true
    }

    /// Keeps the start of standard error, for a crash's detail.
    func receiveError(_ bytes: UnsafeRawBufferPointer) {
        state.withLock { state in
            if state.errorText.count < Self.errorTextLimit { state.errorText.append(contentsOf: bytes) }
        }
    }

    /// Whether the worker must be killed now (once: later calls return false): on Ctrl-C, when a
    /// run overruns the time limit, or when the resident memory of it and every process it started
    /// passes the limit. A worker that ends between two looks is held to the limit by the peak
    /// it reports with its result (``outcome(of:)``).
    func shouldStop(pid: pid_t, interrupted: Bool) -> Bool {
        let resident = ProcessTree.residentBytes(of: pid)
        return state.withLock { state in
            guard state.stopReason == nil else { return false }
            state.peakBytes = max(state.peakBytes, resident ?? 0)
            // Memory before time: a watchdog that wakes late finds a worker over both limits,
            // and the memory it holds now is the cause.
            if interrupted {
                state.stopReason = .interrupted
            } else if (resident ?? 0) > memoryLimitBytes {
                state.stopReason = .outOfMemory
            } else if ContinuousClock.now > state.deadline {
                state.stopReason = .timedOut
            }
            return state.stopReason != nil
        }
    }

    /// How the worker ended, from what it said and how it terminated.
    func outcome(of status: TerminationStatus) -> WorkerProcess.Outcome {
        state.withLock { state in
            switch state.stopReason {
            case .interrupted: return .interrupted
            case .timedOut: return .timedOut
            case .outOfMemory: return .outOfMemory(peakBytes: state.peakBytes)
            case nil: break
            }
            let detail = String(decoding: state.errorText, as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            switch status {
            case .signaled(let signal):
                // An allocation refused by the address-space limit ends in a trap with one of these words.
                if Self.reportsExhaustedMemory(detail) { return .outOfMemory(peakBytes: state.peakBytes) }
                return .crashed(signal: signal, detail: detail)
            case .exited(let code):
                // A case too short for the watchdog to see is held to the limit by the peak it reported.
                if state.peakBytes > memoryLimitBytes { return .outOfMemory(peakBytes: state.peakBytes) }
                // ... or says it ran out (AllocationFailure: a refused allocation is exit 1 and a message).
                if code != 0, Self.reportsExhaustedMemory(detail) { return .outOfMemory(peakBytes: state.peakBytes) }
                if let result = state.result, code == 0 { return .finished(samples: state.samples, result: result) }
                if let failure = state.failure { return .failed(failure) }
                return .crashed(signal: nil, detail: "exit status \(code): \(detail)")
            }
        }
    }

    /// Whether a dead worker's standard error says an allocation was refused.
    private static func reportsExhaustedMemory(_ detail: String) -> Bool {
        AllocationFailure.messageWords.contains { detail.localizedCaseInsensitiveContains($0) }
    }
}
