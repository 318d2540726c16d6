import Foundation
import Subprocess
import SystemPackage
import TreeLayout

/// The harness side of isolation: runs one ``WorkerRequest`` in a child process and watches it.
///
/// The child is `executable` with `arguments` and `--request JSON`, started by swift-subprocess
/// in its own process group (so a terminal's Ctrl-C reaches only the harness, which then stops
/// the child itself), its standard input a pipe whose other end only the harness holds: when the
/// harness dies, even by SIGKILL, the child sees end-of-file and ends itself (``ParentWatch``). Standard output (the ``WorkerMessage`` lines) and standard error are read
/// as they arrive, each on its own task, while a watchdog kills the child's group and every
/// process it started (``ProcessTree``) when a run takes longer than the time limit, when their
/// resident memory (`VmRSS` in `/proc/PID/status`) passes the memory limit, or when the sweep is
/// interrupted. The reading and the watchdog run on
/// a queue of their own (``SerialQueueExecutor``), not on Swift's cooperative pool, so a busy
/// pool cannot make a run look late.
struct WorkerProcess {
    /// How a worker ended.
    enum Outcome {
        /// The case went well.
        case finished(samples: [LayoutTimings], result: WorkerResult)
        /// The engine threw; the worker said why.
        case failed(String)
        /// The worker died of a signal (or exited without an answer: signal `nil`).
        case crashed(signal: Int32?, detail: String)
        /// A run took longer than the limit.
        case timedOut
        /// The worker went over the memory limit.
        case outOfMemory(peakBytes: Int)
        /// The sweep was interrupted.
        case interrupted
    }

    /// The worker executable (normally `treebench` itself).
    var executable: String
    /// Arguments before `--request` (normally `["worker"]`).
    var arguments: [String]
    /// Variables added to the inherited environment.
    var extraEnvironment: [String: String]
    /// The longest one run may take, in seconds.
    var timeoutSeconds: Double
    /// The most resident memory allowed, in bytes.
    var memoryLimitBytes: Int

    /// How often the watchdog looks at the clock, the memory and the interruption flag.
    private static let watchIntervalMilliseconds = 50

    /// Runs `request` in a child process and waits for it to end or be killed.
    ///
    /// - Parameter isInterrupted: Polled about every 50 ms; when it returns true the child is killed.
    /// - Throws: ``SweepError/workerLaunch(_:)`` when the child cannot be started,
    ///   ``SweepError/workerProtocol(_:)`` when it writes a line that is not a ``WorkerMessage``.
    func run(
        _ request: WorkerRequest, isInterrupted: @escaping @Sendable () -> Bool
    ) async throws(SweepError) -> (Outcome, peakBytes: Int) {
        // The worker's standard input: a pipe whose write end only this process holds (close on
        // exec, so no other child inherits it), closed when the worker ends or this process dies.
        let ends: (readEnd: FileDescriptor, writeEnd: FileDescriptor)
        do {
            ends = try FileDescriptor.pipe(options: .closeOnExec)
        } catch {
            throw .workerLaunch("cannot make the worker's pipe: \(error)")
        }
        defer { try? ends.writeEnd.close() }
        var request = request
        request.watchesParent = true
        let json: String
        do {
            json = String(decoding: try JSONEncoder().encode(request), as: UTF8.self)
        } catch {
            throw .workerLaunch("cannot encode the request: \(error)")
        }
        var platformOptions = PlatformOptions()
        platformOptions.processGroupID = 0  // a group of its own, led by the child
        let configuration = Configuration(
            executable: .path(FilePath(executable)), arguments: Arguments(arguments + ["--request", json]),
            environment: .inherit.updating(
                Dictionary(
                    uniqueKeysWithValues: extraEnvironment.map { (Environment.Key(stringLiteral: $0.key), $0.value) })),
            platformOptions: platformOptions)
        let watch = WorkerWatch(
            timeout: .milliseconds(Int(timeoutSeconds * 1000)), memoryLimitBytes: memoryLimitBytes)
        let status: TerminationStatus
        do {
            let executor = SerialQueueExecutor(label: "treebench.worker")
            status = try await withTaskExecutorPreference(executor) {
                try await Self.supervise(
                    configuration, input: ends.readEnd, watch: watch, executor: executor, isInterrupted: isInterrupted)
            }
        } catch let error as SweepError {
            throw error
        } catch {
            throw .workerLaunch("\(executable): \(error)")
        }
        return (watch.outcome(of: status), watch.peak)
    }

    /// Starts the child and reads it, watched, until it ends.
    private static func supervise(
        _ configuration: Configuration, input: FileDescriptor, watch: WorkerWatch, executor: SerialQueueExecutor,
        isInterrupted: @escaping @Sendable () -> Bool
    ) async throws -> TerminationStatus {
        let result = try await Subprocess.run(
            configuration, input: .fileDescriptor(input, closeAfterSpawningProcess: true),
            output: .sequence, error: .sequence
        ) { execution in
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    let lines = execution.standardOutput.strings(
                        separatedBy: .unicodeScalarSequence(["\n"]), bufferingPolicy: .unbounded)
                    for try await line in lines where !watch.receive(line) {
                        ProcessTree.kill(groupOf: execution.processIdentifier.value)
                        throw SweepError.workerProtocol(String(line.prefix(200)))
                    }
                }
                group.addTask {
                    for try await chunk in execution.standardError {
                        chunk.withUnsafeBytes { watch.receiveError($0) }
                    }
                }
                group.addTask {
                    // Runs until both streams end (the child is gone), then is cancelled.
                    while !Task.isCancelled {
                        await executor.pause(milliseconds: watchIntervalMilliseconds)
                        if watch.shouldStop(pid: execution.processIdentifier.value, interrupted: isInterrupted()) {
                            // Not `execution.send(signal:toProcessGroup:)`: a peer's runtime may sit in
                            // a process group of its own, which only the process tree reaches.
                            ProcessTree.kill(groupOf: execution.processIdentifier.value)
                        }
                    }
                }
                for _ in 0..<2 { try await group.next() }
                group.cancelAll()
            }
        }
        return result.terminationStatus
    }
}
