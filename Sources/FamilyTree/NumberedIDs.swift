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
/// followed by 1 to 9 decimal digits without a leading zero (`0` alone is fine), and its prefix is
/// one of the first four prefixes seen. Each prefix's table is cut in chunks of 4,096 numbers,
/// allocated when a number in them is first met; ids so sparse that chunks would outweigh four
/// cells per id go to the hash table instead. Whatever the order of the ids, the same id always
/// takes the same path: a chunk, once allocated, stays, and once one is refused, no chunk is
/// allocated any more.
final class NumberedIDs {
    /// One prefix and the slot of each number with it.
    private struct Series {
        /// The prefix's bytes, little-endian, zero-padded.
        var prefix: UInt64
        var prefixLength: Int
        /// The chunks, by number / ``chunkSize``: for each number, the id's slot + 1, or 0 for an
        /// id not met yet; nil for a chunk not allocated.
        var chunks: UnsafeMutablePointer<UnsafeMutablePointer<Int32>?>
    }

    /// The most prefixes with a table of their own.
    static let seriesLimit = 4
    /// Numbers in one chunk (16 KiB of cells).
    static let chunkSize = 4096
    /// Numbers have at most 9 digits.
    static let limit = 1_000_000_000
    private var series: [Series] = []
    /// The series found last, tried first.
    private var lastSeries = 0
    /// Chunks allocated so far, and cells first handed out (ids met).
    private var chunkCount = 0
    private var idCount = 0
    /// Whether a chunk or a table was refused (too sparse, or no memory): then none is allocated again.
    private var isClosed = false

    /// Empty tables.
    init() {}

    deinit {
        for entry in series {
            for chunk in 0..<(Self.limit + Self.chunkSize - 1) / Self.chunkSize { free(entry.chunks[chunk]) }
            free(entry.chunks)
        }
    }

    /// The cell that holds the slot + 1 of `id` (0 until it is set), or nil when `id` is not a
    /// numbered id with a table. A cell handed out at 0 must be set.
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
        var prefix: UInt64 = 0
        for index in 0..<digitStart { prefix |= UInt64(base[index]) << (8 * index) }
        let chunks: UnsafeMutablePointer<UnsafeMutablePointer<Int32>?>
        if lastSeries < series.count, series[lastSeries].prefix == prefix,
            series[lastSeries].prefixLength == digitStart
        {
            chunks = series[lastSeries].chunks
        } else if let found = series.firstIndex(where: { $0.prefix == prefix && $0.prefixLength == digitStart }) {
            lastSeries = found
            chunks = series[found].chunks
        } else if let made = newSeries(prefix: prefix, length: digitStart) {
            chunks = made
        } else {
            return nil
        }
        let chunk = number / Self.chunkSize
        if chunks[chunk] == nil {
            guard let made = newChunk() else { return nil }
            chunks[chunk] = made
        }
        let cell = chunks[chunk]! + number % Self.chunkSize
        if cell.pointee == 0 { idCount += 1 }
        return cell
    }

    /// A table for a prefix met for the first time, if there is room for one.
    private func newSeries(prefix: UInt64, length: Int) -> UnsafeMutablePointer<UnsafeMutablePointer<Int32>?>? {
        guard series.count < Self.seriesLimit, !isClosed else { return nil }
        let count = (Self.limit + Self.chunkSize - 1) / Self.chunkSize
        guard let directory = calloc(count, MemoryLayout<UnsafeMutablePointer<Int32>?>.stride) else {
            isClosed = true
            return nil
        }
        let chunks = directory.bindMemory(to: UnsafeMutablePointer<Int32>?.self, capacity: count)
        series.append(Series(prefix: prefix, prefixLength: length, chunks: chunks))
        lastSeries = series.count - 1
        return chunks
    }

    /// A zeroed chunk, unless chunks would outweigh four cells per id met.
    private func newChunk() -> UnsafeMutablePointer<Int32>? {
        guard !isClosed else { return nil }
        guard chunkCount * Self.chunkSize <= 4 * (idCount + Self.chunkSize),
            let memory = calloc(Self.chunkSize, MemoryLayout<Int32>.stride)
        else {
            isClosed = true
            return nil
        }
        chunkCount += 1
        return memory.bindMemory(to: Int32.self, capacity: Self.chunkSize)
    }
}
