/// Every id a document names, numbered in the order it is first met, whether a record has it or
/// a link names it: the same text always gets the same *slot*, so links are resolved by comparing
/// slots, once each id has been looked up once.
///
/// A link may name a person further down the file (children are listed a generation before they
/// appear), so a slot exists before anyone has its id; ``personOfSlot`` says who has it once they
/// are read, and a slot nobody has is a dangling link. Numbered ids (`p17`) are found by their
/// number (``NumberedIDs``), every other id by hashing (``TextInterner``); the first
/// ``hashedFirst`` ids are all hashed, so a small document allocates no number table at all.
package struct IDSlots {
    /// How many slots are made before numbered ids go to their tables: a small document's ids hash
    /// in no time, while a table's first chunk is fresh memory each read (under AddressSanitizer,
    /// which holds freed memory back, the page faults of a chunk cost more than reading a small
    /// family).
    static let hashedFirst = 1024

    /// The text of every slot, and the hashed ones' table.
    private var interner = TextInterner()
    /// For each slot, the index of the first person (or, for a reader that numbers another kind
    /// of record so, the first record) whose id it is, or -1.
    package var personOfSlot: [Int32] = []
    private let numbered: NumberedIDs
    /// Whether the first ids, hashed, are in the number tables too (``startNumbered()``).
    private var numberedStarted = false

    /// Slots for a document of about `expectedIDs` ids (room is made for them; more may come).
    package init(expectedIDs: Int) {
        numbered = NumberedIDs()
        interner.reserve(strings: expectedIDs, bytesEach: 8)
        personOfSlot.reserveCapacity(expectedIDs)
    }

    /// Slots for ids that are numbered and distinct already (a derived chart's box ids): slot `k`
    /// is the `k`-th string of `ids`. Nothing is looked up in them, so ``slot(of:)`` is not for
    /// these slots: their records come with their links as slots.
    package init(numbered ids: TextColumn) {
        numbered = NumberedIDs()
        interner = TextInterner(unfindable: ids)
        personOfSlot = [Int32](repeating: -1, count: ids.count)
    }

    /// The number of slots.
    package var count: Int { personOfSlot.count }

    /// The text of every slot, in slot order.
    var texts: TextColumn { interner.texts }

    /// The slot of `id`, made when the id is met for the first time.
    ///
    /// - Complexity: O(length of `id`) expected.
    @inline(__always) package mutating func slot(of id: UnsafeBufferPointer<UInt8>) -> Int32 {
        if personOfSlot.count >= Self.hashedFirst {
            if !numberedStarted { startNumbered() }
            if let cell = numbered.cell(for: id) {
                if cell.pointee > 0 { return cell.pointee - 1 }
                let slot = interner.append(id)
                personOfSlot.append(-1)
                cell.pointee = slot + 1
                return slot
            }
        }
        let (slot, isNew) = interner.index(of: id)
        if isNew { personOfSlot.append(-1) }
        return slot
    }

    /// The slot of `id` if it was met, without making one.
    ///
    /// - Complexity: O(length of `id`) expected.
    package func existingSlot(of id: UnsafeBufferPointer<UInt8>) -> Int32? {
        if numberedStarted, let cell = numbered.cell(for: id) { return cell.pointee > 0 ? cell.pointee - 1 : nil }
        return interner.existingIndex(of: id)
    }

    /// Puts the numbered ones of the ids hashed so far into the number tables, which find every
    /// numbered id from now on: a numbered id whose cell is empty is then new.
    private mutating func startNumbered() {
        numberedStarted = true
        for slot in 0..<personOfSlot.count {
            interner.texts.withUTF8(at: slot) { bytes in
                if let cell = numbered.cell(for: bytes) { cell.pointee = Int32(slot) + 1 }
            }
        }
    }

    /// The id of a slot.
    package func id(of slot: Int32) -> String {
        interner.texts.string(at: Int(slot))
    }
}
