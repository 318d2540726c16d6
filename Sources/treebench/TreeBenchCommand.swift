import ArgumentParser
import Foundation
import GraphvizLayout
import TreeBenchHarness

/// `treebench`: lay out family trees with the native engine and Graphviz's dot, side by side.
@main
struct TreeBenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "treebench",
        abstract: "Lay out family trees with a native engine and Graphviz's dot, and prove how well each does.",
        discussion: """
            Files are Family JSON v1 (see docs/FAMILY-JSON.md), or genealogies (GEDCOM, Gramps XML, genealogy JSON; see docs/GEDCOM.md) charted on the way in. `-` as a file means standard input or output.
            Exit status: 0 success, 64 usage error, 65 invalid input data, 66 an input file missing or \
            unreadable, 74 an output that cannot be written (a full disk, a full or closed standard output), \
            128 + N stopped by signal N (run), 1 any other failure.
            """,
        version: TreeBenchVersion.description,
        subcommands: [
            GenerateCommand.self,
            ValidateCommand.self,
            ImportCommand.self,
            LayoutCommand.self,
            CheckCommand.self,
            ExportCommand.self,
            RenderCommand.self,
            OutlineCommand.self,
            RunCommand.self,
            CompareCommand.self,
            MergeCommand.self,
            WorkerCommand.self,
            DotWorkerCommand.self,
            PluginCommand.self,
        ]
    )

    /// Parses the command line, runs the command, and is the one place that turns a thrown
    /// ``CommandFailure`` into its message on standard error and its exit status; an output that
    /// cannot be written (``TreeBenchHarness/FileAccessError``, or standard output full or closed) is
    /// an I/O error (74); anything else (a usage error, `--help`) goes to ArgumentParser as usual.
    static func main() async {
        StandardStreams.prepare()
        AllocationFailure.exitsWithMessage(program: "treebench")
        let command: any ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            finish(error, command: "treebench")
        }
        let name = type(of: command).configuration.commandName ?? "treebench"
        do {
            try checkOutputs(command)
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                var command = command
                try command.run()
            }
        } catch {
            finish(error, command: name)
        }
        finish(nil, command: name)
    }

    /// Prints `error` where it belongs and exits with its status, after making sure standard
    /// output was written whole (else exit 74, unless the command failed already).
    private static func finish(_ error: (any Error)?, command: String) -> Never {
        var failure: CommandFailure?
        var status: Int32 = 0
        switch error {
        case nil:
            break
        case let thrown as CommandFailure:
            failure = thrown
        case let thrown as FileAccessError:
            failure = CommandFailure(.ioError, thrown.description)
        case let thrown as GraphvizError where thrown.refusesInput:
            failure = CommandFailure(.invalidData, thrown.description)
        case let thrown as DotTimeLimitError:
            failure = CommandFailure(.invalidData, thrown.description)
        case let thrown?:
            let message = fullMessage(for: thrown)
            status = exitCode(for: thrown).rawValue
            if status == 0 {
                if !message.isEmpty { Swift.print(message) }
            } else if !message.isEmpty {
                printError(message)
            }
        }
        if let failure {
            failure.print(command: command)
            status = failure.status.rawValue
        }
        if let problem = StandardStreams.flushOutput(), status == 0 {
            CommandFailure(.ioError, problem).print(command: command)
            status = ExitStatus.ioError.rawValue
        }
        Foundation.exit(status)
    }
}

extension CommandFailure {
    /// Writes the failure to standard error, its first line as `treebench COMMAND: …`.
    func print(command: String) {
        guard let first = lines.first else { return }
        let prefix = command == "treebench" ? "treebench" : "treebench \(command)"
        printError(([prefix + ": " + first] + lines.dropFirst()).joined(separator: "\n"))
    }
}
