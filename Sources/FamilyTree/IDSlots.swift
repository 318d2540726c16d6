/// Every id a document names, numbered in the order it is first met, whether a record has it or
/// a link names it: the same text always gets the same *slot*, so links are resolved by comparing
/// slots, once each id has been looked up once.
///
/// A link may name a person further down the file (children are listed a generation before they
/// appear), so a slot exists before anyone has its id; ``personOfSlot`` says who has it once they
/// are read, and a slot nobody has is a dangling link. Numbered ids (`p17`) are found by their
/// number (``NumberedIDs``), every other id by hashing (``TextInterner``).
struct IDSlots {
    /// The text of every slot, and the hashed ones' table.
    private var interner = TextInterner()
    /// For each slot, the index of the first person whose id it is, or -1.
    var personOfSlot: [Int32] = []
    private let numbered: NumberedIDs

    /// Slots for a document of about `expectedIDs` ids (room is made for them; more may come).
    init(expectedIDs: Int) {
        numbered = NumberedIDs()
        interner.reserve(strings: expectedIDs, bytesEach: 8)
        personOfSlot.reserveCapacity(expectedIDs)
    }

    /// The number of slots.
    var count: Int { personOfSlot.count }

    /// The text of every slot, in slot order.
    var texts: TextColumn { interner.texts }

    /// The slot of `id`, made when the id is met for the first time.
    ///
    /// - Complexity: O(length of `id`) expected.
    @inline(__always) mutating func slot(of id: UnsafeBufferPointer<UInt8>) -> Int32 {
        if let cell = numbered.cell(for: id) {
            if cell.pointee > 0 { return cell.pointee - 1 }
            let slot = interner.append(id)
            personOfSlot.append(-1)
            cell.pointee = slot + 1
            return slot
        }
        let (slot, isNew) = interner.index(of: id)
        if isNew { personOfSlot.append(-1) }
        return slot
    }

    /// The id of a slot.
    func id(of slot: Int32) -> String {
        interner.texts.string(at: Int(slot))
    }
}
