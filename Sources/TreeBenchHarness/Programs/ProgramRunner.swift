package import Foundation
import Subprocess
import SystemPackage

/// Runs a program to completion with its standard streams captured: how the harness asks the
/// system about itself (`dot -V`, `git rev-parse`), how peer engines run their drivers, and how
/// the tests run `treebench` or `python3` as a user would. (The sweep's workers need a time
/// limit, a memory watchdog and a process group, so ``WorkerProcess`` starts them.)
///
/// The async ``run(_:_:environment:currentDirectory:input:)`` is swift-subprocess, which writes
/// standard input and drains standard output and error concurrently, so no pipe can fill up and
/// stall the child, whatever the sizes. The synchronous ``runBlocking(_:_:environment:input:)``
/// is for callers that cannot wait asynchronously (a ``TreeLayout/LayoutEngine`` running a peer's
/// driver, the plugin-folder installer); see there why it is not swift-subprocess.
package enum ProgramRunner {
    /// What a finished program left.
    package struct Outcome: Sendable {
        /// The exit status, or the signal number when it did not exit.
        package let status: Int32
        /// Whether the program exited (rather than being killed by a signal).
        package let exited: Bool
        /// Everything it wrote to standard output.
        package let output: Data
        /// Everything it wrote to standard error.
        package let errors: Data
        /// Whether it was killed for passing its time limit (`runBlocking(…timeoutSeconds:)`).
        package var timedOut = false

        /// Whether it exited with status 0.
        package var succeeded: Bool { exited && status == 0 }
        /// Standard output as UTF-8 text.
        package var outputText: String { String(decoding: output, as: UTF8.self) }
        /// Standard error as UTF-8 text.
        package var errorText: String { String(decoding: errors, as: UTF8.self) }
    }

    /// Runs `executable` with `arguments` and waits for it.
    ///
    /// - Parameters:
    ///   - environment: Variables set on top of this process's environment.
    ///   - currentDirectory: The working folder; this process's when `nil`.
    ///   - input: Standard input; `nil` for none (end of file at once).
    /// - Throws: `SubprocessError` when the program cannot be started.
    package static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String] = [:],
        currentDirectory: URL? = nil, input: Data? = nil
    ) async throws -> Outcome {
        try await run(
            .path(FilePath(executable.path)), arguments, environment: environment,
            currentDirectory: currentDirectory, input: input)
    }

    /// Runs a program found on `PATH` and waits for it.
    ///
    /// - Throws: `SubprocessError` when the program is not on `PATH` or cannot be started.
    package static func run(
        program: String, _ arguments: [String], environment: [String: String] = [:],
        currentDirectory: URL? = nil, input: Data? = nil
    ) async throws -> Outcome {
        try await run(
            .name(program), arguments, environment: environment, currentDirectory: currentDirectory, input: input)
    }

    private static func run(
        _ executable: Executable, _ arguments: [String], environment: [String: String], currentDirectory: URL?,
        input: Data?
    ) async throws -> Outcome {
        let configuration = Configuration(
            executable: executable, arguments: Arguments(arguments),
            environment: .inherit.updating(
                Dictionary(uniqueKeysWithValues: environment.map { (Environment.Key(stringLiteral: $0.key), $0.value) })
            ),
            workingDirectory: currentDirectory.map { FilePath($0.path) })
        let result =
            if let input {
                try await Subprocess.run(
                    configuration, input: .data(input), output: .data(limit: .max), error: .data(limit: .max))
            } else {
                try await Subprocess.run(
                    configuration, input: .none, output: .data(limit: .max), error: .data(limit: .max))
            }
        let (status, exited) =
            switch result.terminationStatus {
            case .exited(let code): (code, true)
            case .signaled(let signal): (signal, false)
            }
        return Outcome(status: status, exited: exited, output: result.standardOutput, errors: result.standardError)
    }
}
