import Foundation
import Testing

/// A DOT graph's `chart=` and `root=` are read once, as `check` and the `family` plugin read
/// them: a value they refuse, `validate`, `import`, `layout` and `render` refuse too (65), where
/// they used to draw the graph as descendants.
@Suite("A graph's chart and root attributes, one reading for every command")
struct GraphChartAttributeTests {
    static let graphs = [
        (#"digraph { chart="pedigree"; m [shape=point]; a -> m; b -> m; m -> c }"#, "chart"),
        (#"digraph { chart="hourglass"; root="nobody"; m [shape=point]; a -> m; b -> m; m -> c }"#, "root"),
    ]

    @Test(
        "every command that reads a family refuses them, naming the attribute",
        arguments: ["validate", "import", "layout", "render"])
    func refused(command: String) throws {
        for (text, attribute) in Self.graphs {
            let arguments =
                command == "validate"
                ? [command, "-"]
                : [command, "-", "-o", "/dev/null"] + (command == "render" ? ["--format", "svg"] : [])
            let result = try CommandLineRunner.run(arguments, input: Data(text.utf8))
            #expect(result.status == 65, "\(command) \(text): \(result.standardError)")
            #expect(result.standardError.contains("\(attribute)="), "\(command): \(result.standardError)")
        }
    }

    @Test("the values the plugin takes are taken")
    func taken() throws {
        let text = #"digraph { chart="descendants"; root="a"; m [shape=point]; a -> m; b -> m; m -> c }"#
        let result = try CommandLineRunner.run(["validate", "-"], input: Data(text.utf8))
        #expect(result.status == 0, "\(result.standardError)")
    }
}
