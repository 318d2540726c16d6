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

/// Where apportion records the threads it writes, one ``ThreadJournalEntry`` per sibling, or
/// nowhere (the plain engine, which never places a group twice).
struct ThreadJournal {
    /// The entries, indexed by unit; `nil` to record nothing.
    let entries: UnsafeMutablePointer<ThreadJournalEntry>?

    /// Records that `sibling`'s apportion threads `leaf`, the bottom of the right contour, whose
    /// mod is `mod` before the thread.
    @inline(__always)
    func recordRightThread(of leaf: Int, mod: Double, by sibling: Int) {
        guard let entries else { return }
        entries[sibling].rightLeaf = Int32(leaf)
        entries[sibling].rightMod = mod
    }

    /// Records that `sibling`'s apportion threads `leaf`, the bottom of the left contour, whose
    /// mod is `mod` before the thread.
    @inline(__always)
    func recordLeftThread(of leaf: Int, mod: Double, by sibling: Int) {
        guard let entries else { return }
        entries[sibling].leftLeaf = Int32(leaf)
        entries[sibling].leftMod = mod
    }
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
