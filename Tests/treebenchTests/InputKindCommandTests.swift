import Foundation
import TestSupport
import Testing

/// Inputs that are not regular files, as a user gives them: a pipe (`-`, `/dev/stdin`), a FIFO,
/// a folder.
@Suite("Inputs through pipes, FIFOs and folders")
struct InputKindCommandTests {
    static let family = PackageRoot.url.appendingPathComponent("Data/xiaoming.json")

    @Test("`cat family.json | treebench validate -` and `… /dev/stdin` read the pipe", arguments: ["-", "/dev/stdin"])
    func pipe(path: String) throws {
        let result = try CommandLineRunner.run(["validate", path], input: try Data(contentsOf: Self.family))
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("valid Family JSON v1") && result.standardOutput.contains("20"))
    }

    @Test("an empty pipe is an empty document (exit 65), not an unreadable file")
    func emptyPipe() throws {
        let result = try CommandLineRunner.run(["validate", "/dev/stdin"])
        #expect(result.status == 65, "\(result.standardError)")
        #expect(result.standardError.contains("expected '{'"), "\(result.standardError)")
    }

    /// Runs `arguments` (with `{}` standing for a FIFO) while a thread writes the family into the FIFO.
    static func withFIFO(_ arguments: [String]) throws -> CommandLineRunner.Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tb-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("family.json").path
        try #require(mkfifo(path, 0o600) == 0)
        let bytes = try Data(contentsOf: Self.family)
        let writer = Thread {
            // Opening blocks until the command opens the FIFO to read.
            guard let handle = FileHandle(forWritingAtPath: path) else { return }
            try? handle.write(contentsOf: bytes)
            try? handle.close()
        }
        writer.start()
        return try CommandLineRunner.run(arguments.map { $0 == "{}" ? path : $0 })
    }

    @Test("a FIFO is read as it is written")
    func fifo() throws {
        let result = try Self.withFIFO(["validate", "{}"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("valid Family JSON v1"))
    }

    @Test("run --family refuses a FIFO, which its workers could not read again (exit 64)")
    func runFamilyFIFO() throws {
        let result = try Self.withFIFO(["run", "--quick", "--engines", "native", "--family", "{}"])
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.contains("is not a regular file"), "\(result.standardError)")
    }

    @Test("a folder is named as one by every command that reads a file (exit 66)")
    func folder() throws {
        for arguments in [["layout", "Data"], ["run", "--quick", "--family", "Data"], ["compare", "Data", "Data"]] {
            let result = try CommandLineRunner.run(arguments)
            #expect(result.status == 66, "\(arguments): \(result.standardError)")
            #expect(result.standardError.contains("cannot read Data: is a directory"), "\(result.standardError)")
        }
    }
}
