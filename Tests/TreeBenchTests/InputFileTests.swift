import Foundation
import Testing

@testable import TreeBench

/// The input reader on every kind of file a user may name: regular, empty, `/proc`, FIFO, folder.
@Suite("Input file")
struct InputFileTests {
    /// A fresh folder, removed after `body`.
    static func inFolder<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tb-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    @Test("a regular file is read whole, an empty one as no bytes")
    func regular() throws {
        try Self.inFolder { folder in
            let bytes = Data((0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
            let file = folder.appendingPathComponent("big.bin")
            try bytes.write(to: file)
            #expect(try InputFile.read(file.path) == bytes)
            let empty = folder.appendingPathComponent("empty.json")
            try Data().write(to: empty)
            #expect(try InputFile.read(empty.path).isEmpty)
        }
    }

    @Test("a /proc file, which says it is empty, is read to its end")
    func procFile() throws {
        let text = String(decoding: try InputFile.read("/proc/self/status"), as: UTF8.self)
        #expect(text.contains("VmRSS:"))
    }

    @Test("a FIFO is read to its end as a writer fills it")
    func fifo() throws {
        try Self.inFolder { folder in
            let path = folder.appendingPathComponent("family.fifo").path
            try #require(mkfifo(path, 0o600) == 0)
            let bytes = Data(repeating: UInt8(ascii: "x"), count: 300_000)  // more than a pipe holds
            let writer = Thread {
                let descriptor = open(path, O_WRONLY)
                bytes.withUnsafeBytes { _ = FileDescriptorWriting.writeAll(descriptor, $0) }
                close(descriptor)
            }
            writer.start()
            #expect(try InputFile.read(path) == bytes)
        }
    }

    @Test("a folder, a missing file and a path through a file name the reason")
    func unreadable() throws {
        try Self.inFolder { folder in
            let file = folder.appendingPathComponent("file")
            try Data("x".utf8).write(to: file)
            let cases = [
                (folder.path, "is a directory"),
                (folder.appendingPathComponent("missing.json").path, "no such file"),
                (file.appendingPathComponent("below").path, "a part of the path is not a directory"),
            ]
            for (path, reason) in cases {
                #expect(throws: InputFileError(path: path, reason: reason)) { try InputFile.read(path) }
            }
            #expect(InputFileError(path: "x", reason: "no such file").description == "cannot read x: no such file")
        }
    }
}
