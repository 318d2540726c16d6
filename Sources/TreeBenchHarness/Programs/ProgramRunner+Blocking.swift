package import Foundation

extension ProgramRunner {
    /// Runs a program found on `PATH` (through `/usr/bin/env`) and blocks this thread until it
    /// ends; see ``runBlocking(_:_:environment:currentDirectory:input:)``.
    package static func runBlocking(
        program: String, _ arguments: [String], environment: [String: String] = [:],
        currentDirectory: URL? = nil, input: Data? = nil
    ) throws -> Outcome {
        try runBlocking(
            URL(fileURLWithPath: "/usr/bin/env"), [program] + arguments, environment: environment,
            currentDirectory: currentDirectory, input: input)
    }

    /// Runs `executable` with `arguments` and blocks this thread until it ends.
    ///
    /// For synchronous callers only: a ``TreeLayout/LayoutEngine`` whose layout runs a peer's
    /// driver, the plugin-folder installer, tests that run `treebench` as a user would. It is
    /// Foundation's `Process`, not swift-subprocess, because swift-subprocess is async only and
    /// finishes every run on a task of Swift's cooperative pool: a synchronous caller that waited
    /// for it while itself holding a pool thread (as tests do) deadlocks once every pool thread
    /// waits (seen with two parallel tests on two cores). Standard error is drained on another
    /// thread and standard input written from a third while this one reads standard output, so
    /// no pipe can fill up.
    ///
    /// - Parameters:
    ///   - environment: Variables set on top of this process's environment.
    ///   - currentDirectory: The working folder; this process's when `nil`.
    ///   - input: Standard input; `nil` for none (end of file at once).
    ///   - timeoutSeconds: When given, the program is killed (SIGKILL) once it has run this long,
    ///     and the outcome is ``Outcome/timedOut``.
    /// - Throws: When the program cannot be started.
    package static func runBlocking(
        _ executable: URL, _ arguments: [String], environment: [String: String] = [:],
        currentDirectory: URL? = nil, input: Data? = nil, timeoutSeconds: Double? = nil
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        let standardInput = Pipe()
        let standardOutput = Pipe()
        let standardError = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : standardInput
        process.standardOutput = standardOutput
        process.standardError = standardError
        try process.run()
        let expiry = timeoutSeconds.map { Expiry(process, after: $0) }
        let writing = DispatchGroup()
        if let input {
            let handle = standardInput.fileHandleForWriting
            DispatchQueue.global().async(group: writing) {
                // A program that ends (or is killed) before it has read everything closes the
                // pipe: writing then fails, which is no error of the run (its outcome says why).
                try? handle.write(contentsOf: input)
                try? handle.close()
            }
        }
        let errors = DrainedStream(standardError.fileHandleForReading)
        let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        writing.wait()
        let exited = process.terminationReason == .exit
        return Outcome(
            status: process.terminationStatus, exited: exited, output: output, errors: errors.wait(),
            timedOut: !exited && (expiry?.stop() ?? false))
    }
}

/// The kill of a program that runs past its time limit.
private final class Expiry: @unchecked Sendable {
    private let lock = NSLock()
    private var killed = false
    private var stopped = false

    /// Kills `process` after `seconds` unless ``stop()`` comes first.
    init(_ process: Process, after seconds: Double) {
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
            lock.withLock {
                guard !stopped, process.isRunning else { return }
                killed = true
                kill(process.processIdentifier, SIGKILL)
            }
        }
    }

    /// Stops the timer (the program has ended); whether it killed the program.
    func stop() -> Bool {
        lock.withLock {
            stopped = true
            return killed
        }
    }
}

/// A stream read to its end on another thread.
private final class DrainedStream: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    /// Everything the stream held; waits for its end.
    func wait() -> Data {
        done.wait()
        return data
    }
}
