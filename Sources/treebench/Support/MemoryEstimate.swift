import Foundation

/// How much memory a command will want, held against what the machine has before anything is
/// allocated: a request the machine cannot hold is refused with the estimate, where it would
/// otherwise die halfway ("failed to allocate", or the kernel's out-of-memory kill).
struct MemoryEstimate {
    /// What the work is, for the message: "generating 100000000 people".
    var work: String
    /// The estimate in bytes.
    var bytes: Double
    /// How the estimate was made, for the message: "400 bytes a person".
    var basis: String

    /// The memory the machine can give without swapping: `MemAvailable` of `/proc/meminfo`
    /// (free memory plus the caches the kernel would drop), else the physical memory.
    static func availableBytes() -> Double {
        if let text = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8) {
            for line in text.split(separator: "\n") where line.hasPrefix("MemAvailable:") {
                if let kibibytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) {
                    return kibibytes * 1024
                }
            }
        }
        return Double(ProcessInfo.processInfo.physicalMemory)
    }

    /// A usage error naming the estimate and what is available when the estimate is more.
    func check(available: Double = MemoryEstimate.availableBytes()) throws(CommandFailure) {
        guard bytes > available else { return }
        throw CommandFailure(
            .usage,
            "\(work) needs about \(Self.gigabytes(bytes)) of memory (\(basis)); this machine has "
                + "\(Self.gigabytes(available)) available: ask for fewer people")
    }

    /// `40.0 GB`.
    static func gigabytes(_ bytes: Double) -> String {
        String(format: "%.1f GB", bytes / 1e9)
    }
}
