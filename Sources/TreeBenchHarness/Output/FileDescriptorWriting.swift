import Foundation

/// Writing a whole buffer to a file descriptor.
enum FileDescriptorWriting {
    /// The most one `write` call is asked for; Linux writes at most 0x7ffff000 bytes per call anyway.
    static let largestWrite = 1 << 30

    /// Writes every byte of `bytes` to `descriptor`, looping over short writes (Linux writes at
    /// most 0x7ffff000 bytes per call, pipes and devices fewer), retrying after `EINTR` and
    /// waiting for a non-blocking descriptor to accept more.
    ///
    /// - Returns: `0`, or the `errno` of the failed call (`ENOSPC`, `EPIPE`, `EIO`, …).
    /// - Complexity: O(bytes), in calls of at most ``largestWrite`` bytes.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        guard var next = bytes.baseAddress else { return 0 }
        var remaining = bytes.count
        while remaining > 0 {
            let written = write(descriptor, next, min(remaining, largestWrite))
            if written < 0 {
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN || code == EWOULDBLOCK {
                    var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, -1)
                    continue
                }
                return code
            }
            // A device that accepts nothing without an error would loop forever.
            if written == 0 { return ENOSPC }
            next += written
            remaining -= written
        }
        return 0
    }
}
