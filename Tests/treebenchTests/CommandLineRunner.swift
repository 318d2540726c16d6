import Foundation
import TestSupport
import TreeBenchHarness

/// Runs the built `treebench` executable as a user would, and captures what it prints.
struct CommandLineRunner {
    struct Result {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    /// The executable, built by SwiftPM next to the test bundle.
    static let executable: URL = {
        let testBundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = testBundle.deletingLastPathComponent()
        if folder.lastPathComponent.hasSuffix(".xctest") { folder = folder.deletingLastPathComponent() }
        return folder.appendingPathComponent("treebench")
    }()

    /// Runs `treebench arguments…` in the package root with a fixed terminal width, feeding
    /// `input` on standard input.
    static func run(_ arguments: [String], input: Data = Data()) throws -> Result {
        let outcome = try ProgramRunner.runBlocking(
            executable, arguments, environment: ["COLUMNS": "100"], currentDirectory: PackageRoot.url, input: input)
        return Result(status: outcome.status, standardOutput: outcome.outputText, standardError: outcome.errorText)
    }
}
