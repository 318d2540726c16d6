import Foundation
import Testing

/// `-o` as a user uses it: onto devices, FIFOs, links, protected files and full or read-only
/// file systems. Every output either completes exactly or leaves the destination as it was and
/// nothing beside it, and nothing that is not a regular file is ever replaced.
@Suite("Output writer (-o)", .serialized)
struct OutputWriterTests {
    /// A small family's JSON, as `generate` writes it to standard output.
    static let arguments = ["generate", "-n", "3", "-m", "10", "--seed", "4"]

    static func expectedOutput() throws -> String {
        let result = try CommandLineRunner.run(arguments + ["-o", "-"])
        try #require(result.status == 0)
        return result.standardOutput
    }

    /// A fresh, empty folder, removed (with any mount on it) by `cleanUp`.
    static func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tb-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func cleanUp(_ folder: URL) {
        _ = try? shell("umount \(folder.path) 2>/dev/null; true")
        try? FileManager.default.removeItem(at: folder)
    }

    static func fileType(_ path: String) -> mode_t {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        return info.st_mode & S_IFMT
    }

    @discardableResult
    static func shell(_ command: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Linux's device number for a small major and minor (glibc's `makedev`, a macro Swift cannot call).
    static func device(major: UInt64, minor: UInt64) -> dev_t { dev_t((major << 8) | minor) }

    static var isRoot: Bool { geteuid() == 0 }

    /// Whether this process may mount a tmpfs (root outside a container that forbids it): tried
    /// once on a scratch folder.
    static let canMountTmpfs: Bool = {
        guard isRoot, let folder = try? makeFolder() else { return false }
        defer { cleanUp(folder) }
        guard (try? shell("mount -t tmpfs -o size=64k tmpfs \(folder.path)")) == 0 else { return false }
        _ = try? shell("umount \(folder.path)")
        return true
    }()

    @Test("-o FIFO: written in place, streaming, and the FIFO stays a FIFO")
    func fifo() throws {
        let folder = try Self.makeFolder()
        defer { Self.cleanUp(folder) }
        let fifo = folder.appendingPathComponent("pipe").path
        try #require(mkfifo(fifo, 0o600) == 0)
        // A reader that never blocks: the output (a few KiB) fits in the pipe's buffer, and a
        // writer that replaced the FIFO instead of opening it leaves nothing to read.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        let result = try CommandLineRunner.run(Self.arguments + ["-o", fifo])
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = Foundation.read(reader, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[..<count]
        }
        let read = String(decoding: bytes, as: UTF8.self)
        #expect(result.status == 0)
        #expect(read == (try Self.expectedOutput()))
        #expect(Self.fileType(fifo) == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["pipe"])
    }

    @Test(
        "-o character device: written in place; the node stays a device",
        .enabled(if: OutputWriterTests.isRoot, "mknod needs root"))
    func characterDevice() throws {
        let folder = try Self.makeFolder()
        defer { Self.cleanUp(folder) }
        let null = folder.appendingPathComponent("null").path
        try #require(mknod(null, S_IFCHR | 0o666, Self.device(major: 1, minor: 3)) == 0)
        let result = try CommandLineRunner.run(Self.arguments + ["-o", null])
        #expect(result.status == 0)
        #expect(Self.fileType(null) == S_IFCHR)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["null"])
    }

    @Test(
        "-o onto a full device: ENOSPC is an error, exit 74, the device stays",
        .enabled(if: OutputWriterTests.isRoot, "mknod needs root"))
    func fullDevice() throws {
        let folder = try Self.makeFolder()
        defer { Self.cleanUp(folder) }
        let full = folder.appendingPathComponent("full").path
        try #require(mknod(full, S_IFCHR | 0o666, Self.device(major: 1, minor: 7)) == 0)
        let result = try CommandLineRunner.run(Self.arguments + ["-o", full])
        #expect(result.status == 74)
        #expect(result.standardError.contains("No space left on device"))
        #expect(result.standardError.contains(full))
        #expect(Self.fileType(full) == S_IFCHR)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["full"])
    }

    @Test("-o /dev/stdout and /proc/self/fd/1 write to standard output, whatever it is")
    func standardOutputPath() throws {
        // As root a writer that replaces its target would replace the system's /dev/stdout,
        // so root checks the same rule through /proc, where a rename cannot land.
        let paths = Self.isRoot ? ["/proc/self/fd/1"] : ["/dev/stdout", "/proc/self/fd/1"]
        for path in paths {
            let result = try CommandLineRunner.run(Self.arguments + ["-o", path])
            #expect(result.status == 0)
            #expect(result.standardOutput == (try Self.expectedOutput()))
        }
    }

    @Test("-o symlink: the link's target is replaced and the link kept (also relative and chained)")
    func symlink() throws {
        let folder = try Self.makeFolder()
        defer { Self.cleanUp(folder) }
        let files = FileManager.default
        let real = folder.appendingPathComponent("data")
        try files.createDirectory(at: real, withIntermediateDirectories: true)
        let target = real.appendingPathComponent("family.json")
        try Data("old".utf8).write(to: target)
        let link = folder.appendingPathComponent("link.json").path
        try files.createSymbolicLink(atPath: link, withDestinationPath: "data/family.json")
        let chained = folder.appendingPathComponent("chained.json").path
        try files.createSymbolicLink(atPath: chained, withDestinationPath: "link.json")

        let expected = try Self.expectedOutput()
        for path in [link, chained] {
            try Data("old".utf8).write(to: target)
            let result = try CommandLineRunner.run(Self.arguments + ["-o", path])
            #expect(result.status == 0)
            #expect(Self.fileType(path) == S_IFLNK)
            #expect(try String(contentsOf: target, encoding: .utf8) == expected)
        }
        #expect(try files.destinationOfSymbolicLink(atPath: link) == "data/family.json")
        #expect(try files.contentsOfDirectory(atPath: real.path) == ["family.json"])

        // A dangling link: its target is created, the link kept.
        let dangling = folder.appendingPathComponent("dangling.json").path
        try files.createSymbolicLink(atPath: dangling, withDestinationPath: "data/new.json")
        let created = try CommandLineRunner.run(Self.arguments + ["-o", dangling])
        #expect(created.status == 0)
        #expect(Self.fileType(dangling) == S_IFLNK)
        #expect(try String(contentsOf: real.appendingPathComponent("new.json"), encoding: .utf8) == expected)
    }

    @Test("Rewriting a 0600 file keeps its mode (and, as root, its owner)")
    func modeAndOwnerKept() throws {
        let folder = try Self.makeFolder()
        defer { Self.cleanUp(folder) }
        let path = folder.appendingPathComponent("private.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try #require(chmod(path, 0o600) == 0)
        if Self.isRoot { try #require(chown(path, 65534, 65534) == 0) }
        let result = try CommandLineRunner.run(Self.arguments + ["-o", path])
        #expect(result.status == 0)
        var info = stat()
        try #require(stat(path, &info) == 0)
        #expect(info.st_mode & 0o7777 == 0o600)
        if Self.isRoot {
            #expect(info.st_uid == 65534)
            #expect(info.st_gid == 65534)
        }
        #expect(try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8) == (try Self.expectedOutput()))
    }

    @Test("An output name of 255 bytes is written (the temporary name is not longer)")
    func longName() throws {
        let folder = try Self.makeFolder()
        defer { Self.cleanUp(folder) }
        let name = String(repeating: "n", count: 250) + ".json"
        let result = try CommandLineRunner.run(Self.arguments + ["-o", folder.appendingPathComponent(name).path])
        #expect(result.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [name])
    }

    @Test(
        "A read-only folder: exit 74 naming the folder, the file unchanged, nothing beside it",
        .enabled(if: !OutputWriterTests.isRoot || OutputWriterTests.canMountTmpfs, "root needs a read-only mount"))
    func readOnlyFolder() throws {
        let folder = try Self.makeFolder()
        defer { Self.cleanUp(folder) }
        let path = folder.appendingPathComponent("family.json").path
        if Self.isRoot {
            // Root ignores permission bits; a read-only mount refuses even root.
            try #require(try Self.shell("mount -t tmpfs -o size=1m tmpfs \(folder.path)") == 0)
            try Data("keep".utf8).write(to: URL(fileURLWithPath: path))
            try #require(try Self.shell("mount -o remount,ro \(folder.path)") == 0)
        } else {
            try Data("keep".utf8).write(to: URL(fileURLWithPath: path))
            try #require(chmod(folder.path, 0o555) == 0)
        }
        defer { chmod(folder.path, 0o755) }
        let result = try CommandLineRunner.run(Self.arguments + ["-o", path])
        #expect(result.status == 74)
        #expect(result.standardError.contains(folder.path))
        #expect(try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8) == "keep")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["family.json"])
    }

    @Test(
        "A full file system: exit 74, the file unchanged, nothing beside it",
        .enabled(if: OutputWriterTests.canMountTmpfs, "needs root and a tmpfs mount"))
    func fullFileSystem() throws {
        let folder = try Self.makeFolder()
        defer { Self.cleanUp(folder) }
        try #require(try Self.shell("mount -t tmpfs -o size=64k tmpfs \(folder.path)") == 0)
        let path = folder.appendingPathComponent("family.json").path
        try Data("keep".utf8).write(to: URL(fileURLWithPath: path))
        let result = try CommandLineRunner.run(["generate", "-n", "6", "-m", "3000", "--seed", "4", "-o", path])
        #expect(result.status == 74)
        #expect(result.standardError.contains("No space left on device"))
        #expect(try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8) == "keep")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["family.json"])
    }

    /// Starts a large `generate` into `path`, waits until it has a file open in `folder` (the
    /// output being written), sends `signal`, and waits for it to end.
    static func interruptLargeWrite(into path: String, folder: URL, signal: Int32, named: Bool) throws -> Int32 {
        // Through Python, which restores SIGINT and SIGTERM to their defaults (the test
        // runner's children may inherit them ignored) before it becomes treebench.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let program = CommandLineRunner.executable.path
        process.arguments = [
            "python3", "-c",
            """
            import os, signal, sys
            for number in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP): signal.signal(number, signal.SIG_DFL)
            signal.pthread_sigmask(signal.SIG_SETMASK, [])
            os.execv(sys.argv[1], sys.argv[1:])
            """,
            program, "generate", "-n", "12", "-m", "300000", "--seed", "2", "-o", path,
        ]
        if named {
            process.environment = ProcessInfo.processInfo.environment.merging([
                "TREEBENCH_OUTPUT_NAMED_TEMPORARY": "1"
            ]) { $1 }
        }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let descriptors = "/proc/\(process.processIdentifier)/fd"
        var writing = false
        while process.isRunning && !writing {
            let open = (try? FileManager.default.contentsOfDirectory(atPath: descriptors)) ?? []
            writing = open.contains { descriptor in
                let target =
                    (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(descriptors)/\(descriptor)"))
                return target?.hasPrefix(folder.path + "/") ?? false
            }
            if !writing { usleep(2000) }
        }
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test(
        "SIGINT, SIGTERM, SIGHUP or SIGKILL during a large write: the destination unchanged, nothing beside it",
        arguments: [
            (SIGINT, false), (SIGTERM, false), (SIGHUP, false), (SIGKILL, false), (SIGINT, true), (SIGTERM, true),
            (SIGHUP, true),
        ])
    func interruptedWrite(signal: Int32, namedTemporary: Bool) throws {
        let folder = try Self.makeFolder()
        defer { Self.cleanUp(folder) }
        let path = folder.appendingPathComponent("family.json").path
        try Data("keep".utf8).write(to: URL(fileURLWithPath: path))
        _ = try Self.interruptLargeWrite(into: path, folder: folder, signal: signal, named: namedTemporary)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(left == ["family.json"])
        let content = try Data(contentsOf: URL(fileURLWithPath: path))
        // The signal may only arrive after the rename: then the file is complete.
        #expect(content == Data("keep".utf8) || content.last == UInt8(ascii: "\n") && content.count > 10_000_000)
    }
}
