import ArgumentParser

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
}
