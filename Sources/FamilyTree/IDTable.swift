/// A hash table from ids to their positions in an array of records, for resolving the millions of
/// ids of a large family file: validation of a chart (person ids) and the GEDCOM reader's pointers
/// (person and union ids).
///
/// Open addressing with linear probing over one flat array of 64-bit slots (a 32-bit hash tag and
/// the position), so a look-up usually touches one cache line of the table and one record to
/// confirm the id. It replaces `[String: Int32]`, whose per-look-up hasher set-up dominated
/// reading. The hash is seeded per table, so a crafted file cannot make every id collide. The
/// table holds positions, not ids: each call says how to read the id at a position.
package struct IDTable {
    /// Each slot: hash tag in the high 32 bits, position + 1 in the low 32 bits; 0 is empty.
    @usableFromInline var slots: [UInt64]
    @usableFromInline let mask: Int
    @usableFromInline let seed: UInt64

    /// An empty table for up to `capacity` ids, at most half full.
    package init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [UInt64](repeating: 0, count: size)
        mask = size - 1
        seed = UInt64.random(in: 0...UInt64.max) | 1
    }

    /// The position of the first record whose id is `id`, if any.
    ///
    /// - Parameter idAt: The id of the record at a position inserted before.
    /// - Complexity: O(1) expected.
    @inlinable package func position(of id: String, idAt: (Int32) -> String) -> Int32? {
        let hash = hash(id)
        let tag = hash >> 32
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            if entry >> 32 == tag {
                let position = Int32(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if idAt(position) == id { return position }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Adds the record at `position` unless its id is there already; returns the earlier
    /// position then.
    ///
    /// - Parameter idAt: The id of the record at a position (this one, or one inserted before).
    /// - Complexity: O(1) expected.
    @inlinable package mutating func insert(_ position: Int32, idAt: (Int32) -> String) -> Int32? {
        let id = idAt(position)
        let hash = hash(id)
        let tag = hash >> 32
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 {
                slots[slot] = tag << 32 | UInt64(UInt32(position) + 1)
                return nil
            }
            if entry >> 32 == tag {
                let earlier = Int32(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if idAt(earlier) == id { return earlier }
            }
            slot = (slot + 1) & mask
        }
    }

    /// FNV-1a over the id's UTF-8 from a seeded start, then a 64-bit finaliser (MurmurHash3's fmix64).
    @inlinable func hash(_ id: String) -> UInt64 {
        var id = id
        var hash = id.withUTF8 { bytes in
            var hash = seed ^ 0xCBF2_9CE4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            return hash
        }
        hash ^= hash >> 33
        hash &*= 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        hash &*= 0xC4CE_B9FE_1A85_EC53
        return hash ^ (hash >> 33)
    }
}
