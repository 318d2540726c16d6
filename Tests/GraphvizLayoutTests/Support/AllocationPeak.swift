import CAllocationCounter
import Testing

/// The allocation high-water mark of work on the calling thread, counted by `CAllocationCounter`
/// (the allocator's entry points, replaced for the whole test process as for `treebench`): the
/// most heap bytes `body` held at once beyond what the thread held before it. Counted per thread,
/// so tests running beside it cannot disturb the figure, as they would a resident-size reading.
enum AllocationPeak {
    /// Runs `body` and returns its high-water mark in bytes; fails the test where allocations are
    /// not counted (another C library, or a sanitizer's allocator).
    static func of(_ body: () throws -> Void) throws -> Int {
        tb_allocation_counting_start()
        do {
            try body()
        } catch {
            _ = tb_allocation_counting_stop()
            throw error
        }
        let peak = tb_allocation_counting_stop()
        try #require(peak >= 0, "allocations are not counted in this process")
        return Int(peak)
    }
}
