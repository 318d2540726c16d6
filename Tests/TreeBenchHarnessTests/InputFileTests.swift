import Foundation
import Testing

@testable import FamilyReading
@testable import TreeBenchHarness

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

/// Inputs that change or never end while they are read: no SIGBUS, no unbounded read.
@Suite("Input file: shrinking and endless inputs")
struct InputFileLimitTests {
    @Test("a file that shrinks while it is read is an error naming it (it was mapped, and raised SIGBUS)")
    func shrinking() throws {
        try InputFileTests.inFolder { folder in
            let file = folder.appendingPathComponent("family.json")
            try Data(repeating: UInt8(ascii: " "), count: 3_000_000).write(to: file)
            let descriptor = open(file.path, O_RDONLY)
            defer { close(descriptor) }
            var status = stat()
            try #require(fstat(descriptor, &status) == 0)
            try #require(truncate(file.path, 1_000_000) == 0)  // after the size was taken
            #expect(
                throws: InputFileError(
                    path: file.path,
                    reason: "it shrank while it was read: 3000000 bytes when opened, 1000000 at its end")
            ) {
                try InputFile.read(descriptor, size: Int(status.st_size), path: file.path)
            }
        }
    }

    @Test("a device without end stops at the limit with an error, and a larger regular file is refused unread")
    func limits() throws {
        #expect(throws: InputFileError.self) { try InputFile.read("/dev/zero", limit: 3 << 20) }
        do {
            _ = try InputFile.read("/dev/zero", limit: 3 << 20)
        } catch {
            #expect(error.description.hasPrefix("cannot read /dev/zero: it is larger than 3145728 bytes"))
        }
        try InputFileTests.inFolder { folder in
            let file = folder.appendingPathComponent("big.ged")
            try Data(count: 5 << 20).write(to: file)
            #expect(throws: InputFileError.self) { try InputFile.read(file.path, limit: 4 << 20) }
            #expect(try InputFile.read(file.path, limit: 5 << 20).count == 5 << 20)
        }
    }

    @Test("read a piece at a time, an input keeps the same limits: a shrunk file and an endless device are errors")
    func pieceByPieceLimits() throws {
        // An endless device stops at the limit, with the same message as a whole read.
        let zero = try InputFileReader("/dev/zero", limit: 3 << 20)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 1)
        defer { buffer.deallocate() }
        var failure: InputFileError?
        do {
            while try zero.read(into: buffer) > 0 {}
        } catch {
            failure = error
        }
        #expect(failure?.description.hasPrefix("cannot read /dev/zero: it is larger than 3145728 bytes") == true)
        try InputFileTests.inFolder { folder in
            let file = folder.appendingPathComponent("family.json")
            try Data(repeating: UInt8(ascii: " "), count: 3_000_000).write(to: file)
            #expect(throws: InputFileError.self) { try InputFileReader(file.path, limit: 2_000_000) }
            let reader = try InputFileReader(file.path)
            try #require(truncate(file.path, 1_000_000) == 0)  // after the size was taken
            #expect(
                throws: InputFileError(
                    path: file.path,
                    reason: "it shrank while it was read: 3000000 bytes when opened, 1000000 at its end")
            ) {
                _ = try reader.readToEnd()
            }
        }
    }

    @Test("truncating a large input while treebench reads and checks it never ends it by a signal")
    func truncatedDuringCommand() throws {
        guard let treebench = TestPaths.treebench else { return }
        try InputFileTests.inFolder { folder in
            let family = folder.appendingPathComponent("family.json").path
            let generate = try ProgramRunner.runBlocking(
                URL(fileURLWithPath: treebench), ["generate", "-n", "12", "-m", "200000", "--seed", "3", "-o", family])
            try #require(generate.status == 0)
            let original = try Data(contentsOf: URL(fileURLWithPath: family))
            // After the file is open: at once, during the read, during the check.
            for delay in [0, 3_000, 20_000, 100_000, 300_000] {
                try original.write(to: URL(fileURLWithPath: family))
                let process = Process()
                process.executableURL = URL(fileURLWithPath: treebench)
                process.arguments = ["validate", family]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                let descriptors = "/proc/\(process.processIdentifier)/fd"
                func hasOpen() -> Bool {
                    let open = (try? FileManager.default.contentsOfDirectory(atPath: descriptors)) ?? []
                    return open.contains {
                        (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(descriptors)/\($0)")) == family
                    }
                }
                while process.isRunning && !hasOpen() { usleep(200) }
                usleep(useconds_t(delay))
                _ = truncate(family, 4096)
                process.waitUntilExit()
                #expect(
                    process.terminationReason == .exit,
                    "delay \(delay) µs: ended by signal \(process.terminationStatus)")
                #expect([0, 65, 66].contains(process.terminationStatus), "delay \(delay) µs")
            }
        }
    }
}
