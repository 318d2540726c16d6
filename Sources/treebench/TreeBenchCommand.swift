import ArgumentParser
import Foundation

/// `treebench`: lay out family trees with the native engine and Graphviz's dot, side by side.
@main
struct TreeBenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "treebench",
        abstract: "Lay out family trees with a native engine and Graphviz's dot, and prove how well each does.",
        discussion: """
            Files are Family JSON v1 (see docs/FAMILY-JSON.md), or genealogies (GEDCOM, genealogy JSON; see docs/GEDCOM.md) charted on the way in. `-` as a file means standard input or output.
            Exit status: 0 success, 64 usage error, 65 invalid input data, 66 an input file missing or \
            unreadable, 1 any other failure.
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
            PluginCommand.self,
        ]
    )

    /// Parses the command line, runs the command, and is the one place that turns a thrown
    /// ``CommandFailure`` into its message on standard error and its exit status; anything else
    /// (a usage error, `--help`) goes to ArgumentParser as usual.
    static func main() async {
        let command: any ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            exit(withError: error)
        }
        do {
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                var command = command
                try command.run()
            }
        } catch let failure as CommandFailure {
            failure.print(command: type(of: command).configuration.commandName ?? "treebench")
            Foundation.exit(failure.status.rawValue)
        } catch {
            exit(withError: error)
        }
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
