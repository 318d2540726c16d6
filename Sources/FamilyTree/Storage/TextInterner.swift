/// Distinct strings numbered in the order they are first added, found again by their bytes: the
/// few genders of a family stored once each, and the hashed part of ``IDSlots``.
package struct TextInterner {
    /// Every distinct string, in the order added.
    package private(set) var texts = TextColumn()
    private var table = IDTable(capacity: 0)
    /// The string found last, tried first, and the one after it, tried next: files often point
    /// to records in one order and then list the records in the same order (a GEDCOM file's `FAMS`
    /// pointers, then its `FAM` records), and the next string is beside the last in ``texts``,
    /// where a hash look-up is a cache miss in a table of millions.
    private var last: Int32 = -1
    /// The string found before ``last`` (when another), tried after it, and the one after it:
    /// two sequences of look-ups often take turns (each person's `FAMC` pointer to a family of
    /// the generation before, then its `FAMS` pointer to a family of its own), and each walks
    /// ``texts`` in order.
    private var other: Int32 = -1
    /// How many of the first strings are compared before hashing.
    private let triedFirst: Int

    /// An empty interner.
    ///
    /// - Parameter triedFirst: How many of the first strings are compared with each string
    ///   looked up before it is hashed: a few for values that come from a handful (genders).
    package init(triedFirst: Int = 0) {
        self.triedFirst = triedFirst
    }

    /// An interner holding `texts`, none of them findable by its bytes (for strings found
    /// another way: numbered already).
    init(unfindable texts: TextColumn) {
        self.texts = texts
        triedFirst = 0
    }

    /// The index of `text`, added when it is new.
    ///
    /// - Complexity: O(length of `text`) expected.
    package mutating func index(of text: UnsafeBufferPointer<UInt8>) -> (index: Int32, isNew: Bool) {
        if last >= 0 {
            if texts.equals(at: Int(last), text) { return (last, false) }
            if let index = found(text, near: last) ?? found(text, near: other) { return (index, false) }
        }
        for index in 0..<min(texts.count, triedFirst) where texts.equals(at: index, text) {
            remember(Int32(index))
            return (Int32(index), false)
        }
        let hash = table.hash(text)
        if let index = table.position(hash: hash, where: { texts.equals(at: Int($0), text) }) {
            remember(index)
            return (index, false)
        }
        let index = append(text)
        table.add(index, hash: hash)
        remember(index)
        return (index, true)
    }

    /// The string `cursor + 1` if it is `text` (for ``last``, compared already), or `cursor` or
    /// `cursor + 1` (for ``other``), remembered as found (``remember(_:)``).
    @inline(__always) private mutating func found(_ text: UnsafeBufferPointer<UInt8>, near cursor: Int32) -> Int32? {
        guard cursor >= 0 else { return nil }
        if cursor != last && texts.equals(at: Int(cursor), text) {
            remember(cursor)
            return cursor
        }
        let next = Int(cursor) + 1
        guard next < texts.count && texts.equals(at: next, text) else { return nil }
        remember(Int32(next))
        return Int32(next)
    }

    /// Makes `index` the string found last, and the one found last before it ``other``.
    @inline(__always) private mutating func remember(_ index: Int32) {
        if index != last {
            other = last
            last = index
        }
    }

    /// The index of `text` if it was added, without adding it.
    ///
    /// - Complexity: O(length of `text`) expected.
    package func existingIndex(of text: UnsafeBufferPointer<UInt8>) -> Int32? {
        table.position(hash: table.hash(text)) { texts.equals(at: Int($0), text) }
    }

    /// Adds a string without making it findable by its bytes (for strings found another way);
    /// returns its index.
    mutating func append(_ text: UnsafeBufferPointer<UInt8>) -> Int32 {
        texts.append(text)
        return Int32(truncatingIfNeeded: texts.count - 1)
    }

    /// Makes room for `strings` more strings of about `bytesEach` bytes.
    mutating func reserve(strings: Int, bytesEach: Int) {
        texts.reserve(strings: strings, byteCount: strings * bytesEach)
    }
}
