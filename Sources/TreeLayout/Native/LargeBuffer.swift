#if canImport(Glibc)
    import Glibc
#endif

/// Advice for the operating system about the engine's large working buffers.
enum LargeBuffer {
    /// Asks Linux to back the whole 2 MiB pages inside a fresh buffer with transparent huge
    /// pages, where the system allows them (`madvise` mode, the default on Debian).
    ///
    /// A million-person layout first touches tens of megabytes; in 4 KiB pages that is one page
    /// fault per 4 KiB, and the faults can cost more than the layout's arithmetic
    /// (Benchmarks/README.md, "Measured design decisions"). Huge pages also
    /// spare the TLB during contour walks. Buffers below 4 MiB are left alone, and the call is
    /// a no-op elsewhere; the advice never changes what the memory holds.
    static func adviseHugePages(_ start: UnsafeMutableRawPointer, byteCount: Int) {
        #if os(Linux)
            let hugePage = 2 << 20
            guard byteCount >= 2 * hugePage else { return }
            let lower = (Int(bitPattern: start) + hugePage - 1) & ~(hugePage - 1)
            let upper = (Int(bitPattern: start) + byteCount) & ~(hugePage - 1)
            guard upper > lower, let aligned = UnsafeMutableRawPointer(bitPattern: lower) else { return }
            _ = madvise(aligned, upper - lower, MADV_HUGEPAGE)
        #endif
    }
}
