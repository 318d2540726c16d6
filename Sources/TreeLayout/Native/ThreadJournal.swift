/// What one sibling's apportion wrote into leaves of the drawing: Buchheim's threads.
///
/// apportion (see `ContourPacking`) threads at most two leaves per sibling: the bottom of the
/// combined right contour (when the left siblings reach deeper) and the bottom of the combined
/// left contour (when this sibling reaches deeper). A thread sets the leaf's links, which were
/// -1 (a leaf is threaded at most once: afterwards its links are no longer -1), and adjusts its
/// mod. Recording the leaf and its old mod is enough to undo the thread exactly, which is what
/// re-placing a group of siblings needs (``LayoutSession``, and the second pass of
/// `EvenPacking`). Entries are indexed by the sibling (the unit whose apportion wrote them).
struct ThreadJournalEntry {
    /// The leaf threaded at the bottom of the right contour, or -1.
    var rightLeaf: Int32 = -1
    /// The leaf threaded at the bottom of the left contour, or -1.
    var leftLeaf: Int32 = -1
    /// The right leaf's mod before the thread.
    var rightMod: Double = 0
    /// The left leaf's mod before the thread.
    var leftMod: Double = 0
}

extension UnsafeMutableBufferPointer where Element == ThreadJournalEntry {
    /// Undoes the threads written by the apportions of siblings `first ..< first + count`, last
    /// sibling first, and clears their entries.
    ///
    /// - Complexity: O(count).
    func undoThreads(first: Int, count: Int, shadow: UnsafeMutableBufferPointer<ShadowUnit>) {
        var sibling = first + count - 1
        while sibling >= first {
            let entry = self[sibling]
            if entry.leftLeaf >= 0 {
                let leaf = Int(entry.leftLeaf)
                shadow[leaf].nextLeft = -1
                shadow[leaf].nextRight = -1
                shadow[leaf].mod = entry.leftMod
            }
            if entry.rightLeaf >= 0 {
                let leaf = Int(entry.rightLeaf)
                shadow[leaf].nextLeft = -1
                shadow[leaf].nextRight = -1
                shadow[leaf].mod = entry.rightMod
            }
            self[sibling] = ThreadJournalEntry()
            sibling -= 1
        }
    }
}

/// Receives, during apportion, every row on which a sibling's subtree meets the subtrees on its
/// left: the left sibling whose subtree holds the closest box on that row (the *owner*), and the
/// least distance between the two siblings' attach points that row allows.
///
/// Those rows are exactly the pairs of siblings that are consecutive on some row, so any
/// positions meeting every recorded distance are overlap-free; there are at most as many as the
/// rows apportion walks, which is linear in total (Buchheim et al., Theorem 1).
protocol SeparationLog {
    /// Records that `sibling`'s attach point must stand at least `distance` right of `owner`'s.
    func record(owner: Int, sibling: Int, distance: Double)
}

/// The log of the plain engine: records nothing, and compiles to nothing.
struct NoSeparationLog: SeparationLog {
    @inline(__always) func record(owner: Int, sibling: Int, distance: Double) {}
}

/// The separations of one group of siblings, for `EvenPacking`; reused from group to group.
final class SeparationRecords: SeparationLog {
    /// One recorded row: `sibling` at least `distance` right of `owner`, in apportion order.
    struct Separation {
        var owner: Int32
        var sibling: Int32
        var distance: Double
    }

    private(set) var rows: [Separation] = []

    func record(owner: Int, sibling: Int, distance: Double) {
        rows.append(Separation(owner: Int32(owner), sibling: Int32(sibling), distance: distance))
    }

    /// Forgets the previous group's rows, keeping the storage.
    func removeAll() { rows.removeAll(keepingCapacity: true) }
}
