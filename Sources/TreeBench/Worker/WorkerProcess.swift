import Foundation

/// The harness side of isolation: runs one ``WorkerRequest`` in a child process and watches it.
///
/// The child is `executable` with `arguments` and `--request JSON`, started with `posix_spawn` in
/// its own process group (so a terminal's Ctrl-C reaches only the harness, which then stops the
/// child itself). The harness reads the child's lines with `poll`, and kills the child's group when
/// a run takes longer than the time limit, when its resident memory (`VmRSS` in
/// `/proc/PID/status`) passes the memory limit, or when the sweep is interrupted.
struct WorkerProcess {
    /// How a worker ended.
    enum Outcome {
        /// The case went well.
        case finished(samples: [RunSample], result: WorkerResult)
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

    /// Runs `request` in a child process and waits for it to end or be killed.
    ///
    /// - Parameter isInterrupted: Polled about every 50 ms; when it returns true the child is killed.
    /// - Throws: ``SweepError/workerLaunch(_:)`` when the child cannot be started.
    func run(_ request: WorkerRequest, isInterrupted: () -> Bool) throws(SweepError) -> (Outcome, peakBytes: Int) {
        let json: String
        do {
            json = String(decoding: try JSONEncoder().encode(request), as: UTF8.self)
        } catch {
            throw .workerLaunch("cannot encode the request: \(error)")
        }
        let child = try ChildProcess.spawn(
            executable: executable, arguments: arguments + ["--request", json], extraEnvironment: extraEnvironment)
        defer { child.closePipes() }

        let decoder = JSONDecoder()
        var output = LineBuffer()
        var errorText = Data()
        var samples: [RunSample] = []
        var result: WorkerResult?
        var failure: String?
        var peak = 0
        let clock = ContinuousClock()
        var deadline = clock.now + .milliseconds(Int(timeoutSeconds * 1000))
        var lastMemoryCheck = clock.now - .seconds(1)

        while child.hasOpenPipes {
            let (stdoutBytes, stderrBytes) = child.read(waitingMilliseconds: 50)
            if let stderrBytes, errorText.count < 8192 { errorText.append(stderrBytes) }
            if let stdoutBytes {
                for line in output.append(stdoutBytes) {
                    guard let message = try? decoder.decode(WorkerMessage.self, from: line) else {
                        child.kill()
                        throw .workerProtocol(String(decoding: line.prefix(200), as: UTF8.self))
                    }
                    if let sample = message.sample {
                        samples.append(sample)
                        deadline = clock.now + .milliseconds(Int(timeoutSeconds * 1000))
                    }
                    if let value = message.result { result = value }
                    if let value = message.error { failure = value }
                }
            }
            if isInterrupted() {
                child.kill()
                return (.interrupted, peak)
            }
            if clock.now > deadline {
                child.kill()
                return (.timedOut, peak)
            }
            if clock.now - lastMemoryCheck > .milliseconds(50) {
                lastMemoryCheck = clock.now
                let resident = child.residentBytes() ?? 0
                peak = max(peak, resident)
                if resident > memoryLimitBytes {
                    child.kill()
                    return (.outOfMemory(peakBytes: peak), peak)
                }
            }
        }
        let status = child.wait()
        let detail = String(decoding: errorText, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if let signal = status.signal {
            // An allocation refused by the address-space limit ends in a trap with one of these words.
            let words = ["out of memory", "Could not allocate", "Cannot allocate", "std::bad_alloc"]
            if words.contains(where: { detail.localizedCaseInsensitiveContains($0) }) {
                return (.outOfMemory(peakBytes: peak), peak)
            }
            return (.crashed(signal: signal, detail: detail), peak)
        }
        if let result, status.exitCode == 0 { return (.finished(samples: samples, result: result), peak) }
        if let failure { return (.failed(failure), peak) }
        return (.crashed(signal: nil, detail: "exit status \(status.exitCode ?? -1): \(detail)"), peak)
    }
}

/// Splits a byte stream into lines.
struct LineBuffer {
    private var pending = Data()

    /// Adds bytes; returns the lines they complete, without their newlines.
    mutating func append(_ bytes: Data) -> [Data] {
        pending.append(bytes)
        var lines: [Data] = []
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(Data(pending[pending.startIndex..<newline]))
            pending.removeSubrange(pending.startIndex...newline)
        }
        return lines
    }
}
