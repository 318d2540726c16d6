/// An open-addressing table from ids to their positions in an array of ids, for resolving the
/// millions of pointers of a large file; several times faster than a `[String: Int32]`, whose
/// SipHash dominates reading (FamilyTree's `PersonIDTable` is the same idea for charts).
///
/// Each slot holds 32 bits of the id's hash and the position + 1 (0 is empty); the table is at
/// least twice the number of ids, so probes stay short. The hash is FNV-1a over the UTF-8 bytes,
/// finished with a 64-bit mix and seeded per table.
struct GenealogyIDTable {
    private var slots: [UInt64]
    private let mask: Int
    private let seed: UInt64

    /// An empty table for up to `capacity` ids.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [UInt64](repeating: 0, count: size)
        mask = size - 1
        seed = UInt64.random(in: 0...UInt64.max) | 1
    }

    /// The position of `id` in `ids`, if it was inserted.
    func position(of id: String, in ids: [String]) -> Int32? {
        let hash = hash(id)
        let tag = hash >> 32
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            if entry >> 32 == tag {
                let position = Int32(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if ids[Int(position)] == id { return position }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Inserts `ids[position]`; returns the earlier position of an equal id instead, if any.
    mutating func insert(_ position: Int32, of ids: [String]) -> Int32? {
        let id = ids[Int(position)]
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
                if ids[Int(earlier)] == id { return earlier }
            }
            slot = (slot + 1) & mask
        }
    }

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
