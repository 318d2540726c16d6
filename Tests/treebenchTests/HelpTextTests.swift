import Foundation
import TestSupport
import Testing

/// `treebench --help` and every subcommand's help, word for word, against the golden files in
/// `Data/golden/help/`. After an intended change, regenerate them with
/// `TREEBENCH_UPDATE_GOLDEN=1 swift test --filter HelpTextTests`.
@Suite("Help text", .serialized)
struct HelpTextTests {
    static let goldenFolder = PackageRoot.url.appendingPathComponent("Data/golden/help")

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
        try GoldenFile.expect(result.standardOutput, matches: "Data/golden/help/\(name).txt")
    }

    static func goldenNames() throws -> [String] {
        var names = ["treebench"]
        if GoldenFile.isUpdating {
            names += try listedSubcommands()
        } else {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: goldenFolder.path)) ?? []
            names += files.filter { $0.hasSuffix(".txt") && $0 != "treebench.txt" }.map { String($0.dropLast(4)) }
        }
        return names.sorted()
    }
}
