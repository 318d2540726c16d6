import Foundation
import Glibc

/// A worker and every process it started, read from `/proc`: a peer engine's driver runs a
/// runtime (Node.js, Python) that the worker starts in a process group of its own, so watching
/// or killing the worker's group alone would miss it.
enum ProcessTree {
    /// The summed `VmRSS` of `pid` and every descendant, in bytes, or `nil` when `pid` is gone.
    ///
    /// - Complexity: one small file read per process and thread of the tree.
    static func residentBytes(of pid: pid_t) -> Int? {
        guard let own = residentBytes(ofOne: pid) else { return nil }
        return descendants(of: pid).reduce(own) { $0 + (residentBytes(ofOne: $1) ?? 0) }
    }

    /// Kills `pid`'s descendants and then `pid`'s process group: the group is stopped first so
    /// nobody starts a new process meanwhile.
    static func kill(groupOf pid: pid_t) {
        _ = Glibc.kill(-pid, SIGSTOP)
        for descendant in descendants(of: pid) { _ = Glibc.kill(descendant, SIGKILL) }
        _ = Glibc.kill(-pid, SIGKILL)
    }

    /// Every process below `pid`, found through `/proc/PID/task/TID/children` (Linux 3.5 and later).
    static func descendants(of pid: pid_t) -> [pid_t] {
        var found: [pid_t] = []
        var pending = children(of: pid)
        var seen: Set<pid_t> = [pid]
        while let child = pending.popLast() {
            guard seen.insert(child).inserted else { continue }
            found.append(child)
            pending += children(of: child)
        }
        return found
    }

    /// The most resident memory this process and the children it waited for have held, in
    /// bytes: its own high-water mark (`VmHWM`) plus the largest child's
    /// (``LayoutMemory/childrenPeakBytes``), or `nil` without `/proc`.
    ///
    /// A worker reports it with its result, so the memory limit holds for runs too short for the
    /// harness's watchdog to see (it looks every 50 ms). For a peer it adds the worker's own peak
    /// to its runtime's, as the watchdog adds their resident sizes.
    static func ownPeakResidentBytes() -> Int? {
        guard let own = statusBytes("VmHWM", of: getpid()) else { return nil }
        return own + LayoutMemory.childrenPeakBytes
    }

    private static func residentBytes(ofOne pid: pid_t) -> Int? {
        statusBytes("VmRSS", of: pid)
    }

    /// A `kB` field (`VmRSS`, `VmHWM`) of `/proc/PID/status`, in bytes.
    private static func statusBytes(_ field: String, of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 * 1024 }
        }
        return nil
    }

    private static func children(of pid: pid_t) -> [pid_t] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.flatMap { task in
            ((try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? "")
                .split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
    }
}
