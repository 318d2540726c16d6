import CAllocationCounter
import Glibc

/// What a refused allocation does to the process: by default the Swift runtime traps
/// ("Fatal error: failed to allocate", SIGABRT); a command line wants a sentence and an exit status.
package enum AllocationFailure {
    /// From now on, an allocation the system refuses (the machine's memory, or the address-space
    /// limit `ulimit -v` or a worker's memory limit sets, exhausted) ends the process with exit
    /// status 1 and `PROGRAM: out of memory: an allocation of N bytes failed (…)` on standard
    /// error, through TreeBench's replacement of glibc's allocator (CAllocationCounter), so every
    /// allocation is covered: Swift's, Foundation's and Graphviz's. Where the allocator is not
    /// replaced (another C library, a sanitizer) nothing changes.
    ///
    /// - Parameter program: The name the message starts with.
    package static func exitsWithMessage(program: String) {
        // Kept for the life of the process; the C side reads it when memory has run out.
        tb_allocation_failure_exits(strdup(program))
    }

    /// The words every out-of-memory message holds, this one's and the runtimes' (Swift, C++,
    /// glibc), by which a worker's death is told apart from a crash.
    package static let messageWords = ["out of memory", "Could not allocate", "Cannot allocate", "std::bad_alloc"]
}
