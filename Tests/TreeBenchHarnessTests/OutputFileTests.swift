import Foundation
import Testing

@testable import TreeBenchHarness

/// The output writer in process: what another user could plant beside the output.
@Suite("Output file")
struct OutputFileTests {
    @Test("A link planted under the old predictable temporary name is never followed")
    func plantedLinkIgnored() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tb-plant-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let victim = folder.appendingPathComponent("victim")
        try Data("precious".utf8).write(to: victim)
        let planted = folder.appendingPathComponent(".out.json.\(getpid()).tmp").path
        try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: victim.path)

        try OutputFile.write(Data("family".utf8), to: folder.appendingPathComponent("out.json").path)
        #expect(try Data(contentsOf: victim) == Data("precious".utf8))
        #expect(try Data(contentsOf: folder.appendingPathComponent("out.json")) == Data("family".utf8))
        #expect(
            Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == [
                "victim", "out.json", ".out.json.\(getpid()).tmp",
            ])
    }

    @Test("A new file gets the usual mode (0666 less the umask)")
    func newFileMode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tb-mode-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("new.json").path
        let mask = umask(0o022)
        defer { umask(mask) }
        try OutputFile.write(Data("x".utf8), to: path)
        var info = stat()
        try #require(stat(path, &info) == 0)
        #expect(info.st_mode & 0o7777 == 0o644)
    }

    @Test("A folder as the output is an error naming it")
    func folderRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tb-dir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: FileAccessError.self) { try OutputFile.write(Data("x".utf8), to: folder.path) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
