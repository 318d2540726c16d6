import Foundation
import Testing

/// `treebench --help` and every subcommand's help, word for word, against the golden files in
/// `Data/golden/help/`. After an intended change, regenerate them with
/// `TREEBENCH_UPDATE_GOLDEN=1 swift test --filter HelpTextTests`.
@Suite("Help text", .serialized)
struct HelpTextTests {
    static let goldenFolder = CommandLineRunner.packageRoot.appendingPathComponent("Data/golden/help")

    /// The subcommands `treebench --help` lists.
    static func listedSubcommands() throws -> [String] {
        let help = try CommandLineRunner.run(["--help"]).standardOutput
        guard let section = help.components(separatedBy: "SUBCOMMANDS:").last else { return [] }
        // The list runs from the heading to the first blank line.
        let lines = section.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        return lines.prefix { !$0.isEmpty }.compactMap { line in
            guard !line.hasPrefix("   "), let first = line.split(separator: " ").first else { return nil }
            return String(first)
        }
    }

    @Test("Every listed subcommand has a golden help file")
    func everySubcommandCovered() throws {
        let listed = try Self.listedSubcommands()
        #expect(listed.contains("validate"))
        for command in listed {
            let file = Self.goldenFolder.appendingPathComponent("\(command).txt")
            #expect(FileManager.default.fileExists(atPath: file.path), "no golden help for \(command)")
        }
    }

    @Test("Help text matches the golden file", arguments: try HelpTextTests.goldenNames())
    func helpMatchesGolden(name: String) throws {
        let arguments = name == "treebench" ? ["--help"] : [name, "--help"]
        let result = try CommandLineRunner.run(arguments)
        #expect(result.status == 0)
        let file = Self.goldenFolder.appendingPathComponent("\(name).txt")
        if ProcessInfo.processInfo.environment["TREEBENCH_UPDATE_GOLDEN"] == "1" {
            try result.standardOutput.write(to: file, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOf: file, encoding: .utf8)
        #expect(result.standardOutput == golden)
    }

    static func goldenNames() throws -> [String] {
        var names = ["treebench"]
        if ProcessInfo.processInfo.environment["TREEBENCH_UPDATE_GOLDEN"] == "1" {
            names += try listedSubcommands()
        } else {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: goldenFolder.path)) ?? []
            names += files.filter { $0.hasSuffix(".txt") && $0 != "treebench.txt" }.map { String($0.dropLast(4)) }
        }
        return names.sorted()
    }
}
