import Foundation
import Glibc

/// The most memory an engine's layout runs took: how far this process's resident memory rose
/// above where it stood before them, plus the largest peak of a process it started and waited
/// for (a peer's runtime).
///
/// Linux keeps a process's resident high-water mark (`VmHWM`); writing `5` to
/// `/proc/self/clear_refs` resets it to the current resident size (Linux 4.0 and later), so the
/// mark read after the runs is the runs' own peak. Memory the allocator kept from earlier work
/// and hands out again is already resident and is not counted, so small layouts read low; the
/// large arrays of large layouts come fresh from the kernel and are counted in full. A child's
/// peak is `getrusage(RUSAGE_CHILDREN)`'s `ru_maxrss`, the largest over the children waited for,
/// which in a worker are only the case's own.
struct LayoutMemory {
    /// Resident bytes when watching started.
    private let baseline: Int

    /// Resets the high-water mark and starts watching, or `nil` where `/proc` cannot do it.
    init?() {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return nil }
        defer { try? handle.close() }
        guard (try? handle.write(contentsOf: Data("5".utf8))) != nil, let resident = Self.status("VmRSS") else {
            return nil
        }
        baseline = resident
    }

    /// The peak since watching started, in bytes: this process's rise above the baseline, plus
    /// with `countingChildren` the largest peak among the children it waited for (only in a
    /// worker, whose children are the case's own).
    func peakBytes(countingChildren: Bool) -> Int? {
        guard let highWater = Self.status("VmHWM") else { return nil }
        var children = 0
        if countingChildren {
            var usage = rusage()
            getrusage(RUSAGE_CHILDREN.rawValue, &usage)
            children = usage.ru_maxrss * 1024
        }
        return max(0, highWater - baseline) + children
    }

    /// A `kB` field of `/proc/self/status`, in bytes.
    private static func status(_ field: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 * 1024 }
        }
        return nil
    }
}
