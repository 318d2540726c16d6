#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Direct tables for ids that are a short prefix and a number (`p1`, `p2`, … `p1000000`; `I17`):
/// the slot of such an id is found by indexing with its number, not by hashing its text.
///
/// Most family files number their people, and a person's links name people whose numbers are
/// near: the spouse next to them, the children a row below, in order. Indexing by number keeps
/// those look-ups in the cache lines just used, where a hash table sends each one to a random
/// line: at ten million people, three cache misses per person that cost more than the rest of
/// reading. The number *is* the id here, so no text is compared.
///
/// An id takes this path when it is at most 8 bytes of prefix (any bytes, ending in a non-digit)
/// followed by 1 to 9 decimal digits without a leading zero (`0` alone is fine), with a number
/// below ``limit``, and its prefix is one of the first four prefixes seen; the same id always
/// takes the same path, and every other id goes to the hash table. The tables are allocated
/// zeroed by the system and touched only where numbers fall, so only the used part is resident.
final class NumberedIDs {
    /// One prefix and the slot of each number with it.
    private struct Series {
        /// The prefix's bytes, little-endian, zero-padded.
        var prefix: UInt64
        var prefixLength: Int
        /// For each number below ``limit``, the id's slot + 1, or 0 for an id not met yet.
        var slotPlusOne: UnsafeMutablePointer<Int32>
    }

    /// The most prefixes with a table of their own.
    static let seriesLimit = 4
    /// Numbers at or above this go to the hash table.
    let limit: Int
    private var series: [Series] = []
    /// Whether a table could not be allocated; then no new prefix gets one.
    private var isExhausted = false

    /// Tables for numbers below `limit` (each table takes `limit` × 4 bytes of address space).
    init(limit: Int) {
        self.limit = max(0, min(limit, 1 << 30))
    }

    deinit {
        for entry in series { free(entry.slotPlusOne) }
    }

    /// The cell that holds the slot + 1 of `id` (0 until it is set), or nil when `id` is not a
    /// numbered id with a table.
    ///
    /// - Complexity: O(length of `id`).
    @inline(__always) func cell(for id: UnsafeBufferPointer<UInt8>) -> UnsafeMutablePointer<Int32>? {
        let count = id.count
        guard count > 0, count <= 17, let base = id.baseAddress else { return nil }
        var digitStart = count
        while digitStart > 0, base[digitStart - 1] &- UInt8(ascii: "0") < 10 { digitStart -= 1 }
        let digits = count - digitStart
        guard digits > 0, digits <= 9, digitStart <= 8 else { return nil }
        if digits > 1 && base[digitStart] == UInt8(ascii: "0") { return nil }
        var number = 0
        for index in digitStart..<count { number = number * 10 + Int(base[index] &- UInt8(ascii: "0")) }
        guard number < limit else { return nil }
        var prefix: UInt64 = 0
        for index in 0..<digitStart { prefix |= UInt64(base[index]) << (8 * index) }
        for entry in series where entry.prefix == prefix && entry.prefixLength == digitStart {
            return entry.slotPlusOne + number
        }
        return newSeries(prefix: prefix, length: digitStart)?.advanced(by: number)
    }

    /// A table for a prefix met for the first time, if there is room for one.
    private func newSeries(prefix: UInt64, length: Int) -> UnsafeMutablePointer<Int32>? {
        guard series.count < Self.seriesLimit, !isExhausted, limit > 0 else { return nil }
        guard let table = calloc(limit, MemoryLayout<Int32>.stride) else {
            isExhausted = true
            return nil
        }
        let slots = table.bindMemory(to: Int32.self, capacity: limit)
        series.append(Series(prefix: prefix, prefixLength: length, slotPlusOne: slots))
        return slots
    }
}
