import Foundation
import TestSupport
import Testing

/// Standard output that cannot take what a command writes — full (`> /dev/full`), closed
/// (`>&-`) — is an I/O error (exit 74) naming it, in every command, never a silent exit 0; a
/// full or closed standard error is never a trap.
@Suite("Standard output full or closed")
struct StandardOutputTests {
    /// Every command that writes to standard output, with arguments that make it succeed.
    static let commands: [[String]] = [
        ["validate", "Data/xiaoming.json"],
        ["generate", "-n", "3", "-m", "20", "--seed", "1"],
        ["import", "Data/genealogy/stone-family.ged"],
        ["layout", "Data/xiaoming.json"],
        ["check", "Data/xiaoming.json", "LAYOUT"],
        ["export", "Data/xiaoming.json", "--format", "dot"],
        ["render", "Data/xiaoming.json"],
        ["outline", "Data/xiaoming.json"],
        ["compare", "Data/results/quick.json", "Data/results/quick.json"],
        ["--help"],
    ]

    /// Runs `treebench arguments…` through Python, which first makes standard output what
    /// `setup` says (`/dev/full`, or closed) and then becomes treebench.
    static func run(_ arguments: [String], setup: String) throws -> (status: Int32, error: String) {
        let arguments = try arguments.map { $0 == "LAYOUT" ? try layoutFile() : $0 }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "python3", "-c",
                """
                import os, sys
                \(setup)
                os.execv(sys.argv[1], sys.argv[1:])
                """,
                CommandLineRunner.executable.path,
            ] + arguments
        process.currentDirectoryURL = PackageRoot.url
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// The native layout of Data/xiaoming.json in a temporary file, for `check`.
    static func layoutFile() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("treebench-xiaoming-\(UUID()).json")
            .path
        let layout = try CommandLineRunner.run(["layout", "Data/xiaoming.json", "-o", path])
        #expect(layout.status == 0)
        return path
    }

    static let full = "os.dup2(os.open('/dev/full', os.O_WRONLY), 1)"
    static let closed = "os.close(1)"

    @Test("a full standard output is exit 74 with the system's reason", arguments: commands)
    func fullOutput(arguments: [String]) throws {
        let (status, error) = try Self.run(arguments, setup: Self.full)
        #expect(status == 74, "\(error)")
        #expect(error.contains("No space left on device"), "\(error)")
        #expect(error.hasPrefix("treebench"), "\(error)")
    }

    @Test("a closed standard output is exit 74, and nothing printed lands in a file opened later", arguments: commands)
    func closedOutput(arguments: [String]) throws {
        let (status, error) = try Self.run(arguments, setup: Self.closed)
        #expect(status == 74, "\(error)")
        #expect(error.contains("Bad file descriptor"), "\(error)")
    }

    @Test("layout -o FILE with standard output closed writes the file, not the printed text into it")
    func closedOutputAndFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("treebench-closed-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("layout.json").path
        let (status, error) = try Self.run(["layout", "Data/xiaoming.json", "-o", output], setup: Self.closed)
        #expect(status == 0, "\(error)")
        let written = try String(contentsOfFile: output, encoding: .utf8)
        #expect(written.hasPrefix("{\"engine\": \"native\""))
    }

    @Test("a full or closed standard error is no trap: the exit status still says what happened")
    func fullError() throws {
        let missing = ["validate", "no-such-family.json"]
        #expect(try Self.run(missing, setup: "os.dup2(os.open('/dev/full', os.O_WRONLY), 2)").status == 66)
        #expect(try Self.run(missing, setup: "os.close(2)").status == 66)
    }
}
