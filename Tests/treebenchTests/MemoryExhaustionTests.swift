import Foundation
import TestSupport
import Testing

/// Requests the machine's memory cannot hold: refused up front with the estimate, and an
/// allocation the system refuses anyway is a sentence and exit 1, not the runtime's trap.
@Suite("Memory exhaustion")
struct MemoryExhaustionTests {
    /// `MemAvailable` from /proc/meminfo, in bytes.
    static var availableBytes: Double {
        let text = (try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8)) ?? ""
        let line = text.split(separator: "\n").first { $0.hasPrefix("MemAvailable:") }
        return (line?.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? .infinity) * 1024
    }

    @Test(
        "generate refuses 100,000,000 people as a genealogy (about 60 GB) with the estimate, before allocating",
        .enabled(if: MemoryExhaustionTests.availableBytes < 60e9, "this machine could hold it"))
    func generateRefused() throws {
        let result = try CommandLineRunner.run([
            "generate", "-n", "20", "-m", "100000000", "--format", "gedcom", "-o", "/dev/null",
        ])
        #expect(result.status == 64)
        #expect(result.standardError.contains("needs about 60.0 GB of memory (600 bytes a person)"))
    }

    @Test(
        "run refuses a plan whose largest family its in-process engine cannot hold",
        .enabled(if: MemoryExhaustionTests.availableBytes < 100e9, "this machine could hold it"))
    func runRefused() throws {
        let result = try CommandLineRunner.run([
            "run", "--engines", "native", "--members", "100000000", "--generations", "20", "--out",
            FileManager.default.temporaryDirectory.appendingPathComponent("treebench-oom-\(UUID())").path,
        ])
        #expect(result.status == 64)
        #expect(result.standardError.contains("laying out 100000000 people in this process (native) needs about"))
    }
}

extension MemoryExhaustionTests {
    /// Minutes in a debug build: `make test-scale` runs them (`ScaleTesting`), `make test` does not.
    @Suite("at scale", .scale)
    struct AtScale {
        @Test("an allocation refused by the address-space limit is a sentence and exit 1, not a trap")
        func refusedAllocation() throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            // 900 MB of address space: enough to start, not for the 3,000,000 people's arrays.
            process.arguments = [
                "-c", "ulimit -v 900000 && exec \"$0\" generate -n 12 -m 3000000 -o /dev/null",
                CommandLineRunner.executable.path,
            ]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationReason == .exit, "\(text)")
            #expect(process.terminationStatus == 1, "\(text)")
            #expect(text.hasPrefix("treebench: out of memory: an allocation of "), "\(text)")
        }
    }
}
