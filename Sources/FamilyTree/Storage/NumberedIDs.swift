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
/// allocated when a number in them is first met, and found through a directory of two levels
/// (512 groups of 512 chunks), each group allocated with its first chunk: a prefix costs 4 KiB
/// for its groups, 4 KiB a group used and 16 KiB a chunk used, so a table holds and frees memory
/// in proportion to the ids met, never the 1,000,000,000 numbers a prefix could have. Ids so
/// sparse that chunks would outweigh four cells per id go to the hash table instead. Whatever
/// the order of the ids, the same id always takes the same path: a chunk, once allocated, stays,
/// and once one is refused, no chunk is allocated any more.
package final class NumberedIDs {
    /// A chunk: for each of its numbers, the id's slot + 1, or 0 for an id not met yet.
    private typealias Chunk = UnsafeMutablePointer<Int32>
    /// A group of chunks, each nil until allocated.
    private typealias Group = UnsafeMutablePointer<Chunk?>

    /// One prefix and the slot of each number with it.
    private struct Series {
        /// The prefix's bytes, little-endian, zero-padded.
        var prefix: UInt64
        var prefixLength: Int
        /// The groups, by number / (``chunkSize`` × ``groupSize``); nil for a group not allocated.
        var groups: UnsafeMutablePointer<Group?>
    }

    /// The most prefixes with a table of their own.
    static let seriesLimit = 4
    /// Numbers in one chunk (16 KiB of cells).
    static let chunkSize = 4096
    /// Chunks in one group, and groups in one prefix's table (4 KiB of pointers each).
    static let groupSize = 512
    /// Numbers have at most 9 digits.
    static let limit = 1_000_000_000
    // The tables are read and written only through `cell(for:)` and the calls it makes, which
    // never overlap, so the dynamic exclusivity checks of a class's properties (a runtime call on
    // every look-up, 3% of reading a numbered family) are left out.
    @exclusivity(unchecked) private var series: [Series] = []
    /// The series found last, tried first.
    @exclusivity(unchecked) private var lastSeries = 0
    /// Chunks allocated so far, and cells first handed out (ids met).
    @exclusivity(unchecked) private var chunkCount = 0
    @exclusivity(unchecked) private var idCount = 0
    /// Whether a chunk or a table was refused (too sparse, or no memory): then none is allocated again.
    private var isClosed = false
    /// The bytes the tables hold: their groups' directories, groups and chunks.
    private(set) var allocatedBytes = 0

    /// Empty tables.
    package init() {}

    deinit {
        for entry in series {
            for groupIndex in 0..<Self.groupSize {
                guard let group = entry.groups[groupIndex] else { continue }
                for chunkIndex in 0..<Self.groupSize {
                    if let chunk = group[chunkIndex] { free(chunk) }
                }
                free(group)
            }
            free(entry.groups)
        }
    }

    /// The cell that holds the slot + 1 of `id` (0 until it is set), or nil when `id` is not a
    /// numbered id with a table. A cell handed out at 0 must be set.
    ///
    /// - Complexity: O(length of `id`).
    @inline(__always) package func cell(for id: UnsafeBufferPointer<UInt8>) -> UnsafeMutablePointer<Int32>? {
        let count = id.count
        guard count > 0, count <= 17, let base = id.baseAddress else { return nil }
        var digitStart = count
        while digitStart > 0, base[digitStart - 1] &- UInt8(ascii: "0") < 10 { digitStart -= 1 }
        let digits = count - digitStart
        guard digits > 0, digits <= 9, digitStart <= 8 else { return nil }
        if digits > 1 && base[digitStart] == UInt8(ascii: "0") { return nil }
        var number = 0
        for index in digitStart..<count { number = number &* 10 &+ Int(base[index] &- UInt8(ascii: "0")) }
        var prefix: UInt64 = 0
        for index in 0..<digitStart { prefix |= UInt64(base[index]) << (8 * index) }
        let groups: UnsafeMutablePointer<Group?>
        if lastSeries < series.count, series[lastSeries].prefix == prefix,
            series[lastSeries].prefixLength == digitStart
        {
            groups = series[lastSeries].groups
        } else if let found = series.firstIndex(where: { $0.prefix == prefix && $0.prefixLength == digitStart }) {
            lastSeries = found
            groups = series[found].groups
        } else if let made = newSeries(prefix: prefix, length: digitStart) {
            groups = made
        } else {
            return nil
        }
        // Numbers are below 10⁹ < 512 × 512 × 4096, so every index is in range.
        let chunkNumber = UInt(bitPattern: number) / UInt(Self.chunkSize)
        let groupIndex = Int(chunkNumber / UInt(Self.groupSize))
        let chunkIndex = Int(chunkNumber % UInt(Self.groupSize))
        let chunk: Chunk
        if let group = groups[groupIndex], let existing = group[chunkIndex] {
            chunk = existing
        } else {
            guard let made = newChunk(groupIndex: groupIndex, chunkIndex: chunkIndex, in: groups) else { return nil }
            chunk = made
        }
        let cell = chunk + Int(UInt(bitPattern: number) % UInt(Self.chunkSize))
        if cell.pointee == 0 { idCount += 1 }
        return cell
    }

    /// A table for a prefix met for the first time, if there is room for one.
    private func newSeries(prefix: UInt64, length: Int) -> UnsafeMutablePointer<Group?>? {
        guard series.count < Self.seriesLimit, !isClosed else { return nil }
        guard let directory = calloc(Self.groupSize, MemoryLayout<Group?>.stride) else {
            isClosed = true
            return nil
        }
        allocatedBytes += Self.groupSize * MemoryLayout<Group?>.stride
        let groups = directory.bindMemory(to: Group?.self, capacity: Self.groupSize)
        series.append(Series(prefix: prefix, prefixLength: length, groups: groups))
        lastSeries = series.count - 1
        return groups
    }

    /// A zeroed chunk at `chunkIndex` of group `groupIndex` (the group allocated if it is not
    /// yet), unless chunks would outweigh four cells per id met.
    private func newChunk(groupIndex: Int, chunkIndex: Int, in groups: UnsafeMutablePointer<Group?>) -> Chunk? {
        guard !isClosed, chunkCount * Self.chunkSize <= 4 * (idCount + Self.chunkSize) else {
            isClosed = true
            return nil
        }
        let group: Group
        if let existing = groups[groupIndex] {
            group = existing
        } else {
            guard let memory = calloc(Self.groupSize, MemoryLayout<Chunk?>.stride) else {
                isClosed = true
                return nil
            }
            allocatedBytes += Self.groupSize * MemoryLayout<Chunk?>.stride
            group = memory.bindMemory(to: Chunk?.self, capacity: Self.groupSize)
            groups[groupIndex] = group
        }
        guard let memory = calloc(Self.chunkSize, MemoryLayout<Int32>.stride) else {
            isClosed = true
            return nil
        }
        allocatedBytes += Self.chunkSize * MemoryLayout<Int32>.stride
        chunkCount += 1
        let chunk = memory.bindMemory(to: Int32.self, capacity: Self.chunkSize)
        group[chunkIndex] = chunk
        return chunk
    }
}
