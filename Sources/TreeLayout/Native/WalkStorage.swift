/// The side buffers a first walk needs beyond `ShadowUnit`, allocated only for the modes that
/// use them: the thread journal (contour modes that place a group twice, and every
/// ``LayoutSession``), the bounding-box reach and people counts (fill modes), the separation
/// records (even modes). The plain compact engine allocates none of them.
final class WalkStorage {
    /// Per unit: the threads its apportion wrote; empty when not journaled.
    let journal: UnsafeMutableBufferPointer<ThreadJournalEntry>
    /// Per unit: how far the subtree's bounding box (or slots) reaches left of its attach point.
    let leftReach: UnsafeMutableBufferPointer<Double>
    /// Per unit: how far it reaches right of its attach point.
    let rightReach: UnsafeMutableBufferPointer<Double>
    /// Per unit: the number of visible people in its subtree.
    let people: UnsafeMutableBufferPointer<Double>
    /// The separations of the group being placed (even modes).
    let separations = SeparationRecords()
    /// Per sibling of the group being placed: Buchheim's shift and change (contour modes), all 0
    /// between groups; grows to the largest group.
    private var pendingShiftBuffer = UnsafeMutableBufferPointer<PendingShift>.zeroed(capacity: 16)
    /// Per sibling of the group being placed: its prelim on entry, then its offset (even and fill modes).
    var groupEntry: [Double] = []
    var groupOffset: [Double] = []

    init(unitCount: Int, distribution: SiblingDistribution, journaled: Bool) {
        let needsJournal = journaled || distribution == .equalSpacing || distribution == .equalCentering
        journal = .allocate(capacity: needsJournal ? unitCount : 0)
        journal.initialize(repeating: ThreadJournalEntry())
        let reaches = distribution.usesContours ? 0 : unitCount
        leftReach = .allocate(capacity: reaches)
        rightReach = .allocate(capacity: reaches)
        people = .allocate(capacity: distribution == .fillProportionally ? unitCount : 0)
    }

    /// Room for the pending shifts of a group of `count` siblings, all 0, valid until the next call.
    @inline(__always)
    func pendingShifts(count: Int) -> UnsafeMutablePointer<PendingShift> {
        if pendingShiftBuffer.count < count {
            pendingShiftBuffer.deallocate()
            pendingShiftBuffer = .zeroed(capacity: max(count, 2 * pendingShiftBuffer.count))
        }
        return pendingShiftBuffer.baseAddress!
    }

    /// Whether threads are journaled.
    var isJournaled: Bool { journal.count > 0 }

    deinit {
        journal.deallocate()
        leftReach.deallocate()
        rightReach.deallocate()
        people.deallocate()
        pendingShiftBuffer.deallocate()
    }
}

extension UnsafeMutableBufferPointer<PendingShift> {
    /// A buffer of `capacity` pending shifts, every shift and change 0.
    fileprivate static func zeroed(capacity: Int) -> Self {
        let buffer = allocate(capacity: capacity)
        buffer.initialize(repeating: PendingShift())
        return buffer
    }
}
