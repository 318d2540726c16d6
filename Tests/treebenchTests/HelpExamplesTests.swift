import ArgumentParser
import Foundation
import TestSupport
import Testing

@testable import treebench

/// Every subcommand's help ends with an EXAMPLES block, and every `treebench …` line in it parses
/// (the options exist and take the values shown), so the examples cannot drift from the command.
@Suite("Help examples")
struct HelpExamplesTests {
    /// The visible subcommands' names.
    static let commands: [String] = TreeBenchCommand.configuration.subcommands
        .filter { $0.configuration.shouldDisplay }
        .compactMap { $0.configuration.commandName }

    @Test("every subcommand's help has examples, and each example parses", arguments: commands)
    func examplesParse(_ command: String) throws {
        let help = TreeBenchCommand.helpMessage(for: try #require(subcommand(named: command)), columns: 200)
        let block = try #require(help.components(separatedBy: "EXAMPLES:\n").dropFirst().first, "\(command): none")
        let lines = block.split(separator: "\n", omittingEmptySubsequences: false).prefix { $0.hasPrefix("  ") }
        #expect(!lines.isEmpty)
        var parsed = 0
        for line in lines {
            // A line may chain programs (`&&`, `|`) and end with a note in parentheses.
            let code = line.split(separator: "(").first ?? line[...]
            for segment in code.split(separator: "&&").flatMap({ $0.split(separator: "|") }) {
                let words = segment.split(separator: " ").map(String.init)
                guard words.first == "treebench" else { continue }
                #expect(throws: Never.self, "\(segment)") {
                    _ = try TreeBenchCommand.parseAsRoot(Array(words.dropFirst()))
                }
                parsed += 1
            }
        }
        #expect(parsed >= 1, "\(command): no treebench line among its examples")
    }

    private func subcommand(named name: String) -> (any ParsableCommand.Type)? {
        TreeBenchCommand.configuration.subcommands.first { $0.configuration.commandName == name }
    }
}

@Suite("treebench --version")
struct VersionTests {
    @Test("prints the package version and the commit baked in at build time")
    func version() throws {
        let result = try CommandLineRunner.run(["--version"])
        #expect(result.status == 0)
        let line = result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(line.hasPrefix(TreeBenchVersion.package + " (commit "), "\(line)")
        let commit = line.split(separator: " ").last?.dropLast() ?? ""
        let isGitCheckout = FileManager.default.fileExists(
            atPath: PackageRoot.url.appendingPathComponent(".git").path)
        if isGitCheckout {
            #expect(commit.count == 12 && commit.allSatisfy(\.isHexDigit), "\(line)")
        } else {
            #expect(commit == "unknown")
        }
    }
}
