import CAllocationCounter
import Foundation

/// The allocation high-water mark of a layout call: the most heap bytes the call held at once
/// beyond what its thread held when it began.
///
/// The bytes are counted, not read from the resident size: `CAllocationCounter` replaces the C
/// allocator's entry points for the whole process (forwarding each to glibc's own), and while
/// ``measure(_:)`` runs, every block the calling thread allocates adds its usable size and every
/// block it frees subtracts it. So the figure is the same whether the allocator hands out fresh
/// pages or blocks freed by earlier work (a resident-size figure reads 0 B for small layouts
/// once the heap is warm), and it covers Graphviz's C allocations as well as Swift's. Only the
/// calling thread is counted: every engine lays out on the thread that calls it, and another
/// thread's allocations (a progress bar, a pipe reader) stay out of the figure.
///
/// A peer's runtime (Node.js, Python) is a process of its own; ``childrenPeakBytes`` is its
/// peak resident size, which a worker adds for peer engines.
enum LayoutMemory {
    /// Whether allocations are counted in this process: glibc's allocator replaced, and the
    /// replacement the one the Swift runtime calls (checked once, on a 1 MiB array).
    static let isCounted: Bool = {
        tb_allocation_counting_start()
        let probe = [UInt8](repeating: 1, count: 1 << 20)
        let peak = tb_allocation_counting_stop()
        return probe.count == 1 << 20 && peak >= 1 << 20
    }()

    /// Runs `body` and counts its allocations on the calling thread.
    ///
    /// - Parameter body: The work to count; it must not hand its allocations to other threads.
    /// - Returns: What `body` returned, and its allocation high-water mark in bytes (`nil` where
    ///   allocations are not counted, see ``isCounted``).
    /// - Throws: What `body` throws (counting stops first).
    /// - Complexity: That of `body`, plus one usable-size look-up per allocation and free.
    static func measure<Result>(_ body: () throws -> Result) rethrows -> (Result, peakBytes: Int?) {
        guard isCounted else { return (try body(), nil) }
        tb_allocation_counting_start()
        let result: Result
        do {
            result = try body()
        } catch {
            _ = tb_allocation_counting_stop()
            throw error
        }
        let peak = tb_allocation_counting_stop()
        return (result, Int(peak))
    }

    /// The largest peak resident size, in bytes, among the child processes this process started
    /// and waited for (`getrusage(RUSAGE_CHILDREN)`'s `ru_maxrss`). In a worker those are only
    /// the case's own: the peer's runtime.
    static var childrenPeakBytes: Int {
        var usage = rusage()
        #if os(Linux)
            getrusage(RUSAGE_CHILDREN.rawValue, &usage)
            return usage.ru_maxrss * 1024
        #else
            getrusage(RUSAGE_CHILDREN, &usage)
            return usage.ru_maxrss  // bytes on macOS
        #endif
    }
}
