/// A hash table from ids to their positions in an array of records, for resolving the millions of
/// ids of a large family file: validation of a chart (person ids) and the GEDCOM reader's pointers
/// (person and union ids).
///
/// Open addressing with linear probing over one flat array of 64-bit slots (a 32-bit hash tag and
/// the position), so a look-up usually touches one cache line of the table and one record to
/// confirm the id; it doubles as it fills (``add(_:hash:)``). It replaces `[String: Int32]`, whose per-look-up hasher set-up dominated
/// reading. The hash is seeded per table, so a crafted file cannot make every id collide. The
/// table holds positions, not ids: each call says how to read the id at a position.
///
/// An id's home slot is taken from the top bits of its hash, which its tag keeps, so growing the
/// table places every entry again from the tag alone, without reading any id (a million ids
/// read again at each doubling were a tenth of reading a large GEDCOM file).
package struct IDTable {
    /// Each slot: hash tag (the hash's high 32 bits) in the high 32 bits, position + 1 in the low
    /// 32 bits; 0 is empty.
    @usableFromInline var slots: [UInt64]
    @usableFromInline var mask: Int
    /// How far a tag is shifted right to give its home slot: 32 − log2(slot count).
    @usableFromInline var homeShift: UInt64
    /// The table's hash seed (see ``hash(_:seed:)``).
    @usableFromInline package let seed: UInt64
    /// The number of positions in the table.
    @usableFromInline var count = 0

    /// An empty table for up to `capacity` ids, at most half full; ``add(_:hash:)`` grows it.
    package init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [UInt64](repeating: 0, count: size)
        mask = size - 1
        homeShift = UInt64(32 - size.trailingZeroBitCount)
        seed = UInt64.random(in: 0...UInt64.max) | 1
    }

    /// The position of the first record whose id is `id`, if any.
    ///
    /// - Parameter idAt: The id of the record at a position inserted before.
    /// - Complexity: O(1) expected.
    @inlinable package func position(of id: String, idAt: (Int32) -> String) -> Int32? {
        position(hash: hash(id)) { idAt($0) == id }
    }

    /// Adds the record at `position` unless its id is there already; returns the earlier
    /// position then.
    ///
    /// - Parameter idAt: The id of the record at a position (this one, or one inserted before).
    /// - Complexity: O(1) expected.
    @inlinable package mutating func insert(_ position: Int32, idAt: (Int32) -> String) -> Int32? {
        let id = idAt(position)
        let hash = hash(id)
        if let earlier = self.position(hash: hash, where: { idAt($0) == id }) { return earlier }
        add(position, hash: hash)
        return nil
    }

    /// The position whose entry has `hash` and for which `matches` is true, if any.
    ///
    /// - Parameters:
    ///   - hash: The id's ``hash(_:)-(UnsafeBufferPointer<UInt8>)``.
    ///   - matches: Whether the record at a position has the id looked for.
    /// - Complexity: O(1) expected.
    @inlinable package func position(hash: UInt64, where matches: (Int32) -> Bool) -> Int32? {
        let tag = hash >> 32
        var slot = home(tag: tag)
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            if entry >> 32 == tag {
                let position = Int32(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if matches(position) { return position }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Adds a position whose id is not in the table yet; when the table gets half full it
    /// doubles, placing every position again by its tag.
    ///
    /// - Parameters:
    ///   - position: The record's position.
    ///   - hash: Its id's hash.
    /// - Complexity: O(1) amortised.
    @inlinable package mutating func add(_ position: Int32, hash: UInt64) {
        if (count + 1) * 2 > slots.count {
            let old = slots
            slots = [UInt64](repeating: 0, count: old.count * 2)
            mask = slots.count - 1
            homeShift -= 1
            for entry in old where entry != 0 { place(entry) }
        }
        place((hash >> 32) << 32 | UInt64(UInt32(position) + 1))
        count += 1
    }

    /// The slot where the search for an id whose hash has `tag` starts.
    @inlinable func home(tag: UInt64) -> Int {
        Int(truncatingIfNeeded: tag >> homeShift) & mask
    }

    /// Puts an entry (tag and position + 1) into the first free slot from its tag's home.
    @inlinable mutating func place(_ entry: UInt64) {
        var slot = home(tag: entry >> 32)
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = entry
    }

    /// The hash of an id.
    @inlinable package func hash(_ id: String) -> UInt64 {
        var id = id
        return id.withUTF8 { hash($0) }
    }

    /// The hash of an id's UTF-8.
    @inlinable package func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        Self.hash(bytes, seed: seed)
    }

    /// FNV-1a over the id's UTF-8 from a seeded start, then a 64-bit finaliser (MurmurHash3's
    /// fmix64): the hash a table with this `seed` gives, for hashing while the table is changed.
    @inlinable package static func hash(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> UInt64 {
        var hash = seed ^ 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        hash ^= hash >> 33
        hash &*= 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        hash &*= 0xC4CE_B9FE_1A85_EC53
        return hash ^ (hash >> 33)
    }
}
