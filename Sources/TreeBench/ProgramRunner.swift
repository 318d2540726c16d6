public import Foundation

/// Runs a program to completion with its standard streams captured: how the harness asks the
/// system about itself (`dot -V`, `pkg-config`, `dot -c`), and how its tests run `treebench` or
/// `python3` as a user would. (The sweep's workers need a time limit and a process group, so
/// they are started by the worker's own `ChildProcess`; GraphvizLayout's tests, below this
/// module, keep their own small runner for `dot`.)
///
/// Standard input is written from one thread and standard error drained on another while this
/// one reads standard output, so no pipe can fill up and stall the child, whatever the sizes.
public enum ProgramRunner {
    /// What a finished program left.
    public struct Outcome: Sendable {
        /// The exit status, or the signal number when it did not exit.
        public let status: Int32
        /// Whether the program exited (rather than being killed by a signal).
        public let exited: Bool
        /// Everything it wrote to standard output.
        public let output: Data
        /// Everything it wrote to standard error.
        public let errors: Data

        /// Whether it exited with status 0.
        public var succeeded: Bool { exited && status == 0 }
        /// Standard output as UTF-8 text.
        public var outputText: String { String(decoding: output, as: UTF8.self) }
        /// Standard error as UTF-8 text.
        public var errorText: String { String(decoding: errors, as: UTF8.self) }
    }

    /// Runs `executable` with `arguments` and waits for it.
    ///
    /// - Parameters:
    ///   - environment: Variables set on top of this process's environment.
    ///   - currentDirectory: The working folder; this process's when `nil`.
    ///   - input: Standard input; `nil` for none (end of file at once).
    /// - Throws: When the program cannot be started.
    public static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String] = [:],
        currentDirectory: URL? = nil, input: Data? = nil
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
        let writing = DispatchGroup()
        if let input {
            let handle = standardInput.fileHandleForWriting
            DispatchQueue.global().async(group: writing) {
                handle.write(input)
                try? handle.close()
            }
        }
        let errors = DrainedStream(standardError.fileHandleForReading)
        let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        writing.wait()
        return Outcome(
            status: process.terminationStatus, exited: process.terminationReason == .exit, output: output,
            errors: errors.wait())
    }

    /// Runs a program found on `PATH` (through `/usr/bin/env`) and waits for it.
    public static func run(
        program: String, _ arguments: [String], environment: [String: String] = [:],
        currentDirectory: URL? = nil, input: Data? = nil
    ) throws -> Outcome {
        try run(
            URL(fileURLWithPath: "/usr/bin/env"), [program] + arguments, environment: environment,
            currentDirectory: currentDirectory, input: input)
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
