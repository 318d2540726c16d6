import Foundation
import TestSupport
import Testing

/// An output that names an input — directly, through a symbolic link, a hard link or standard
/// input — is a usage error before anything is written, and the input stays as it was.
@Suite("An output that is an input")
struct OutputOverInputTests {
    /// A fresh folder holding `family.json` (Data/xiaoming.json) and `family.ged`.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("treebench-same-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let data = PackageRoot.url.appendingPathComponent("Data")
        try FileManager.default.copyItem(
            at: data.appendingPathComponent("xiaoming.json"), to: folder.appendingPathComponent("family.json"))
        try FileManager.default.copyItem(
            at: data.appendingPathComponent("genealogy/stone-family.ged"),
            to: folder.appendingPathComponent("family.ged"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link.json").path, withDestinationPath: "family.json")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link.ged").path, withDestinationPath: "family.ged")
        try FileManager.default.linkItem(
            at: folder.appendingPathComponent("family.json"), to: folder.appendingPathComponent("hard.json"))
        return folder
    }

    /// `command` with `{}` for the folder, as arguments.
    static let commands: [[String]] = [
        ["import", "{}/family.ged", "-o", "{}/family.ged"],
        ["layout", "{}/family.json", "-o", "{}/family.json"],
        ["export", "{}/family.json", "--format", "dot", "-o", "{}/link.json"],
        ["render", "{}/family.json", "--format", "svg", "-o", "{}/hard.json"],
        ["outline", "{}/link.json", "-o", "{}/hard.json"],
        ["import", "{}/family.ged", "-o", "{}/chart.json", "--report", "{}/family.ged"],
        ["import", "{}/family.ged", "-o", "{}/chart.json", "--report", "{}/link.ged"],
        ["import", "{}/link.ged", "--report", "{}/family.ged"],
    ]

    @Test("the output is refused (64) naming both, before a byte is written", arguments: commands)
    func refused(arguments: [String]) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try Data(contentsOf: folder.appendingPathComponent("family.json"))
        let gedcom = try Data(contentsOf: folder.appendingPathComponent("family.ged"))
        let resolved = arguments.map { $0.replacingOccurrences(of: "{}", with: folder.path) }
        let result = try CommandLineRunner.run(resolved)
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.contains("is the input"), "\(result.standardError)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("family.json")) == before)
        #expect(try Data(contentsOf: folder.appendingPathComponent("family.ged")) == gedcom)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("chart.json").path))
    }

    @Test(
        "two outputs that are one file are refused (64), links followed",
        arguments: [
            ["import", "{}/family.ged", "-o", "{}/chart.json", "--report", "{}/chart.json"],
            ["import", "{}/family.ged", "-o", "{}/chart.json", "--report", "{}/./chart.json"],
            ["import", "{}/family.ged", "-o", "{}/out.json", "--report", "{}/out-link.json"],
            ["import", "{}/family.ged", "--report", "-"],
        ])
    func outputsNamingOneFile(arguments: [String]) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("out-link.json").path, withDestinationPath: "out.json")
        let result = try CommandLineRunner.run(arguments.map { $0.replacingOccurrences(of: "{}", with: folder.path) })
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.contains("name the same file"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("chart.json").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.json").path))
    }

    @Test("an output that cannot be written (74) leaves no other output written")
    func unwritableReport() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let chart = folder.appendingPathComponent("chart.json")
        for report in ["\(folder.path)/missing/report.json", "\(folder.path)/family.json/report.json"] {
            let result = try CommandLineRunner.run([
                "import", folder.appendingPathComponent("family.ged").path, "-o", chart.path, "--report", report,
            ])
            #expect(result.status == 74, "\(result.standardError)")
            #expect(result.standardError.contains(report), "\(result.standardError)")
            #expect(
                !FileManager.default.fileExists(atPath: chart.path), "the chart was written before the report failed")
        }
        // And the other way round: the chart's folder missing leaves no report.
        let report = folder.appendingPathComponent("report.json")
        let result = try CommandLineRunner.run([
            "import", folder.appendingPathComponent("family.ged").path, "-o", "\(folder.path)/missing/chart.json",
            "--report", report.path,
        ])
        #expect(result.status == 74, "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: report.path))
    }

    @Test("standard input that is the output file is caught by what it is open on")
    func standardInput() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let family = folder.appendingPathComponent("family.json").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", "exec \"$0\" layout - -o \"$1\" < \"$1\"", CommandLineRunner.executable.path, family,
        ]
        process.standardError = FileHandle.nullDevice
        let before = try Data(contentsOf: URL(fileURLWithPath: family))
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 64)
        #expect(try Data(contentsOf: URL(fileURLWithPath: family)) == before)
    }

    @Test("merge into a shard's own folder is refused: it would replace the shard's results.json")
    func mergeIntoShard() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let results = PackageRoot.url.appendingPathComponent("Data/results/quick.json")
        try FileManager.default.copyItem(at: results, to: folder.appendingPathComponent("results.json"))
        let result = try CommandLineRunner.run(["merge", folder.path, "--out", folder.path])
        #expect(result.status == 64, "\(result.standardError)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("results.json")) == Data(contentsOf: results))
    }

    @Test("a different file beside the input is written as usual")
    func differentFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandLineRunner.run([
            "layout", folder.appendingPathComponent("family.json").path, "-o",
            folder.appendingPathComponent("layout.json").path,
        ])
        #expect(result.status == 0, "\(result.standardError)")
    }
}
