import ArgumentParser
import Foundation
import GraphvizLayout
import TreeBenchHarness

/// `treebench plugin install`: the native engine as a layout plugin for Graphviz's `dot`.
struct PluginCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plugin",
        abstract: "Use the native engine from Graphviz's dot command line (dot -Kfamily).",
        discussion: """
            docs/GRAPHVIZ-PLUGIN.md explains the plugin, what it reads and its limits.

            EXAMPLES:
              treebench plugin install
              treebench export family.json --format dot -o family.gv
              GVBINDIR=~/.local/share/treebench/graphviz dot -Kfamily -Tsvg family.gv -o family.svg
            """,
        subcommands: [PluginInstallCommand.self]
    )
}
