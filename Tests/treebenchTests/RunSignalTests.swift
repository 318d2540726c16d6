import Foundation
import Testing

/// `treebench run` stopped from outside, as a CI runner's cancel, a closed terminal or `kill -9`
/// stop it: partial reports for the signals it can catch, and never an orphaned worker.
@Suite("run under SIGTERM, SIGHUP and SIGKILL", .serialized)
struct RunSignalTests {
    /// A sweep whose one dot case runs for seconds in a worker.
    static func startSlowSweep(out: URL) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Through Python, which restores the signals to their defaults (the test runner's children
        // may inherit them ignored) before it becomes treebench.
        process.arguments = [
            "python3", "-c",
            """
            import os, signal, sys
            for number in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP): signal.signal(number, signal.SIG_DFL)
            signal.pthread_sigmask(signal.SIG_SETMASK, [])
            os.execv(sys.argv[1], sys.argv[1:])
            """,
            CommandLineRunner.executable.path, "run", "--engines", "native,dot", "--members", "40000",
            "--generations", "8", "--repeat", "3", "--no-progress", "--out", out.path,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// The processes whose parent is `pid`, from `/proc/PID/task/*/children`.
    static func children(of pid: pid_t) -> [pid_t] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.flatMap { task in
            ((try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? "")
                .split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
    }

    /// Whether `pid` is alive and not a zombie.
    static func isAlive(_ pid: pid_t) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
        let state = status.split(separator: ")").last?.split(separator: " ").first
        return state != "Z" && state != "X"
    }

    /// Waits, polling, until the sweep has started a worker (its dot case), and returns its pid.
    static func waitForWorker(of sweep: Process) throws -> pid_t {
        for _ in 0..<3_000 where sweep.isRunning {
            for child in children(of: sweep.processIdentifier) {
                let command = (try? String(contentsOfFile: "/proc/\(child)/cmdline", encoding: .utf8)) ?? ""
                if command.contains("worker") { return child }
            }
            usleep(10_000)
        }
        throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "no worker started"])
    }

    /// Waits up to a minute (a liveness bound, not a measured time) for `pid` to end.
    static func waitUntilGone(_ pid: pid_t) -> Bool {
        for _ in 0..<6_000 {
            if !isAlive(pid) { return true }
            usleep(10_000)
        }
        return false
    }

    @Test(
        "SIGTERM and SIGHUP stop the sweep like Ctrl-C: partial reports marked interrupted, exit 128 + signal, no worker left",
        arguments: [SIGTERM, SIGHUP, SIGINT])
    func stoppingSignal(signal: Int32) throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("treebench-signal-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let sweep = try Self.startSlowSweep(out: out)
        let worker = try Self.waitForWorker(of: sweep)
        kill(sweep.processIdentifier, signal)
        sweep.waitUntilExit()
        #expect(sweep.terminationReason == .exit)
        #expect(sweep.terminationStatus == 128 + signal)
        #expect(Self.waitUntilGone(worker))
        let data = try Data(contentsOf: out.appendingPathComponent("results.json"))
        let results = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(results["interrupted"] as? Bool == true)
        let statuses = (results["cases"] as? [[String: Any]] ?? []).flatMap { result in
            (result["measurements"] as? [[String: Any]] ?? []).compactMap { $0["status"] as? String }
        }
        #expect(statuses.contains("interrupted"))
        for name in ["results.csv", "summary.md", "index.html", "benchmark-action.json"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(name).path), "\(name)")
        }
    }

    @Test("SIGKILL of run: its worker sees the harness's pipe close and ends itself")
    func killedHarness() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("treebench-signal-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let sweep = try Self.startSlowSweep(out: out)
        let worker = try Self.waitForWorker(of: sweep)
        kill(sweep.processIdentifier, SIGKILL)
        sweep.waitUntilExit()
        #expect(Self.waitUntilGone(worker), "worker \(worker) outlived its harness")
        if Self.isAlive(worker) { kill(worker, SIGKILL) }
    }
}
