import ArgumentParser
import Foundation
import GraphvizLayout
import TreeBenchHarness

/// `treebench plugin install [--dir DIR]`: prepares a Graphviz plugin folder with the `family`
/// layout plugin and prints the `dot` command line that uses it.
struct PluginInstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Prepare a Graphviz plugin folder with the family layout plugin.",
        discussion: """
            The folder gets a copy of the plugin library (as libgvplugin_family.so.6), links to the system's \
            Graphviz plugins and the config6a that `dot -c` writes; nothing outside it changes. The library is \
            the libgvplugin_family.so that SwiftPM builds next to the treebench executable: build it with \
            `swift build -c release --product gvplugin_family` (or plain `swift build`), or pass --library. \
            Prints the command line to use: GVBINDIR=DIR dot -Kfamily -Tsvg in.gv -o out.svg

            EXAMPLES:
              treebench plugin install
              treebench plugin install --dir /tmp/graphviz-plugins
            """
    )

    @Option(help: "The plugin folder to prepare (default: ~/.local/share/treebench/graphviz).")
    var dir: String?

    @Option(help: "The plugin library (default: libgvplugin_family.so next to the treebench executable).")
    var library: String?

    @Option(help: "The system's Graphviz plugin folder (default: from pkg-config libgvc, else Debian's).")
    var graphvizPlugins: String?

    func run() throws {
        let executable = RunningExecutable.url
        let libraryURL =
            library.map { URL(fileURLWithPath: $0) } ?? GraphvizPluginFolder.libraryBeside(executable: executable)
        let folder = GraphvizPluginFolder(
            folder: URL(fileURLWithPath: dir ?? Self.defaultFolder()),
            library: libraryURL,
            systemPlugins: graphvizPlugins.map { URL(fileURLWithPath: $0) }
                ?? GraphvizPluginFolder.findSystemPlugins(runProgram: Self.runProgram),
            runProgram: Self.runProgram)
        do {
            try folder.install()
        } catch {
            var lines = [error.description]
            if case .libraryMissing = error, library == nil {
                let configuration = executable.deletingLastPathComponent().lastPathComponent
                let flag = configuration == "release" ? " -c release" : ""
                lines.append(
                    "treebench looks for it next to its own executable; build it with: swift build\(flag) --product gvplugin_family"
                )
            }
            throw CommandFailure(.failure, lines)
        }
        print(
            """
            Installed the family layout plugin in \(folder.folder.path).
            Lay out a family exported with `treebench export FILE --format dot -o in.gv` with:
              \(folder.commandLine())
            """)
    }

    /// Runs `dot` and `pkg-config` for the plugin folder.
    static let runProgram: GraphvizPluginFolder.ProgramRunning = { program, arguments, environment, input in
        let outcome = try ProgramRunner.runBlocking(program: program, arguments, environment: environment, input: input)
        return (outcome.status, outcome.output, outcome.errors)
    }

    /// `$XDG_DATA_HOME/treebench/graphviz`, or `~/.local/share/treebench/graphviz`.
    static func defaultFolder() -> String {
        let environment = ProcessInfo.processInfo.environment
        let data =
            environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share").path
        return URL(fileURLWithPath: data).appendingPathComponent("treebench/graphviz").path
    }
}
