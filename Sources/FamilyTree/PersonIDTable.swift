/// A hash table from person id to index in a people array, for validation of millions of records.
///
/// Open addressing with linear probing over one flat array of 64-bit slots (a 32-bit hash tag and
/// the index), so a look-up usually touches one cache line of the table and one record to confirm
/// the id. It replaces `[String: Int32]`, whose per-look-up hasher set-up dominated validation.
/// The hash is seeded per table, so a crafted file cannot make every id collide.
struct PersonIDTable {
    /// Each slot: hash tag in the high 32 bits, index + 1 in the low 32 bits; 0 is empty.
    private var slots: [UInt64]
    private let mask: Int
    private let seed: UInt64

    /// An empty table for up to `capacity` ids, at most half full.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [UInt64](repeating: 0, count: size)
        mask = size - 1
        seed = UInt64.random(in: 0...UInt64.max) | 1
    }

    /// The index of the first person with `id`, if any.
    ///
    /// - Complexity: O(1) expected.
    func index(of id: String, in people: [Person]) -> Int32? {
        let hash = hash(id)
        let tag = hash >> 32
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            if entry >> 32 == tag {
                let index = Int32(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if people[Int(index)].id == id { return index }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Adds `people[index].id` unless the id is there already; returns the earlier index then.
    ///
    /// - Complexity: O(1) expected.
    mutating func insert(_ index: Int32, of people: [Person]) -> Int32? {
        let id = people[Int(index)].id
        let hash = hash(id)
        let tag = hash >> 32
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 {
                slots[slot] = tag << 32 | UInt64(UInt32(index) + 1)
                return nil
            }
            if entry >> 32 == tag {
                let earlier = Int32(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if people[Int(earlier)].id == id { return earlier }
            }
            slot = (slot + 1) & mask
        }
    }

    /// FNV-1a over the id's UTF-8 from a seeded start, then a 64-bit finaliser (MurmurHash3's fmix64).
    private func hash(_ id: String) -> UInt64 {
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
