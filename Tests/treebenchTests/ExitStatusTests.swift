import Foundation
import TestSupport
import Testing

/// Exit statuses and error messages as a user sees them: 0 success, 64 usage, 65 invalid data,
/// 1 other failures, and nothing half-written.
@Suite("Exit status and errors")
struct ExitStatusTests {
    static let invalidFolder = PackageRoot.url.appendingPathComponent("Data/invalid")

    static func invalidFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: invalidFolder.path)) ?? []).filter {
            $0.hasSuffix(".json")
        }.sorted()
    }

    @Test("validate exits 65 and names the rule for every broken-input fixture", arguments: invalidFiles())
    func validateRejects(file: String) throws {
        let result = try CommandLineRunner.run(["validate", "Data/invalid/\(file)"])
        #expect(result.status == 65)
        #expect(result.standardError.contains("error:"))
        #expect(result.standardOutput.isEmpty)
    }

    @Test("validate accepts the Xiaoming family and summarises it")
    func validateAccepts() throws {
        let result = try CommandLineRunner.run(["validate", "Data/xiaoming.json"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("people:            20"))
    }

    @Test("validate reads standard input when the file is -")
    func validateStandardInput() throws {
        let data = try Data(contentsOf: PackageRoot.url.appendingPathComponent("Data/xiaoming.json"))
        let result = try CommandLineRunner.run(["validate", "-"], input: data)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("generations:       4"))
    }

    @Test("generate exits 64 with a sentence when the members cannot fill the generations")
    func generateUsageError() throws {
        let result = try CommandLineRunner.run(["generate", "--generations", "5", "--members", "3"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("at least 5 members"))
    }

    @Test("generate is deterministic and its output validates")
    func generateDeterministic() throws {
        let arguments = ["generate", "--generations", "6", "--members", "300", "--seed", "11", "-o", "-"]
        let first = try CommandLineRunner.run(arguments)
        let second = try CommandLineRunner.run(arguments)
        #expect(first.status == 0)
        #expect(first.standardOutput == second.standardOutput)
        let check = try CommandLineRunner.run(["validate", "-"], input: Data(first.standardOutput.utf8))
        #expect(check.status == 0)
        #expect(check.standardOutput.contains("people:            300"))
    }

    @Test("A failed write leaves no file behind, and an existing file untouched")
    func nothingHalfWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("treebench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("no/such/folder/family.json").path
        let failed = try CommandLineRunner.run(["generate", "-n", "3", "-m", "10", "-o", missing])
        #expect(failed.status == 74)
        #expect(!FileManager.default.fileExists(atPath: missing))

        let existing = folder.appendingPathComponent("family.json")
        try Data("keep".utf8).write(to: existing)
        let usage = try CommandLineRunner.run(["generate", "-n", "5", "-m", "3", "-o", existing.path])
        #expect(usage.status == 64)
        #expect(try Data(contentsOf: existing) == Data("keep".utf8))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(leftovers == ["family.json"])
    }
}

/// A missing or unreadable input file: one line naming it and why, exit 66 (EX_NOINPUT).
@Suite("Exit status 66: input missing or unreadable")
struct MissingInputTests {
    @Test(
        "every command that reads a file says which and why, and exits 66",
        arguments: [
            ["validate", "no/such/family.json"], ["layout", "no/such/family.json"],
            ["render", "no/such/family.json", "-o", "-"], ["check", "Data/xiaoming.json", "no/such/layout.json"],
            ["compare", "no/such/old.json", "no/such/new.json"], ["import", "no/such/family.ged", "-o", "-"],
            ["outline", "no/such/family.json"], ["export", "no/such/family.json", "--format", "dot"],
        ])
    func missing(_ arguments: [String]) throws {
        let result = try CommandLineRunner.run(arguments)
        #expect(result.status == 66, "\(arguments): \(result.standardError)")
        let path = arguments.first { $0.hasPrefix("no/such") } ?? ""
        #expect(result.standardError.contains("cannot read \(path): no such file"), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test("a folder given as a file is named as one")
    func folder() throws {
        let result = try CommandLineRunner.run(["validate", "Data"])
        #expect(result.status == 66)
        #expect(result.standardError.contains("cannot read Data: is a directory"))
    }
}
