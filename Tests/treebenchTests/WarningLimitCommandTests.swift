import Foundation
import GenealogyKit
import Testing

/// A file of more faults than a reading keeps (`GenealogyWarningLog.defaultKeptLimit`): the count
/// by kind covers every one, the last line says how many more there were, `--strict` lists the
/// kept ones and counts the rest, and `import --report` writes every one.
@Suite("Warnings past the kept limit on the command line")
struct WarningLimitCommandTests {
    static let kept = GenealogyWarningLog.defaultKeptLimit
    static let total = kept + 50

    /// A GEDCOM file of one person with ``total`` pointers to unions that do not exist.
    static func faults(in folder: URL) throws -> String {
        var text = "0 HEAD\n0 @I1@ INDI\n"
        for index in 0..<total { text += "1 FAMS @F\(index)@\n" }
        let path = folder.appendingPathComponent("faults.ged").path
        try Data((text + "0 TRLR\n").utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("treebench-limit-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("--warnings all prints the kept ones, then how many more were counted")
    func printed() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandLineRunner.run(["validate", try Self.faults(in: folder), "--warnings", "all"])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.contains("  warnings:           \(Self.total) warnings (\(Self.total) dangling-pointer)"))
        #expect(lines.count { $0.hasPrefix("warning: ") } == Self.kept)
        let last =
            "… and 50 more (--warnings all prints the first \(Self.kept), the rest are counted, not kept; "
            + "import --report FILE.json lists them all)"
        #expect(lines.last.map(String.init) == last)
    }

    @Test("--strict lists the kept faults and counts the rest")
    func strict() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("chart.json").path
        let result = try CommandLineRunner.run(["import", try Self.faults(in: folder), "--strict", "-o", output])
        #expect(result.status == 65)
        let lines = result.standardError.split(separator: "\n")
        #expect(
            lines.contains(
                "--strict refuses \(Self.total) faults, the first \(Self.kept) of them (\(Self.kept) dangling-pointer) listed:"
            ))
        #expect(lines.count { $0.hasPrefix("error: ") } == Self.kept)
        #expect(lines.last == "… and 50 more, counted but not kept")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test("import --report writes every warning, past the limit too")
    func report() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("report.json")
        let result = try CommandLineRunner.run([
            "import", try Self.faults(in: folder), "-o", folder.appendingPathComponent("chart.json").path,
            "--report", report.path,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
        #expect((json["warnings"] as? [Any])?.count == Self.total)
        #expect((json["warningCounts"] as? [String: Int]) == ["dangling-pointer": Self.total])
    }
}
