/// A list that grows in chunks of ``chunkCapacity`` elements, for the largest arrays a reader
/// builds (an assembly's links): an append never moves what is stored.
///
/// An `Array` grows by doubling: it allocates twice its capacity, copies its elements over and
/// only then frees the old storage, so at that moment it holds three times what it had, and
/// after it up to twice what it needs. For the links of a 1,000,000-person GEDCOM file (about 3
/// million, 16 bytes each) that moment came while the file's bytes and the people's columns were
/// held too, and was the read's peak. Here the first chunk grows as an array does, up to
/// ``chunkCapacity`` (so a small file pays for no more than it uses); every further chunk is
/// allocated at that capacity and filled, so no more than one chunk's room is ever unused.
struct ChunkedArray<Element>: RandomAccessCollection, MutableCollection {
    /// The elements a chunk after the first holds: 65,536 (1 MiB of 16-byte links).
    static var chunkCapacity: Int { 1 << chunkShift }
    private static var chunkShift: Int { 16 }

    /// The first elements: an array that grows as arrays do, or one adopted whole.
    private var head: [Element]
    /// The elements after ``head``, each chunk full but the last.
    private var chunks: [[Element]] = []

    /// An empty list.
    init() {
        head = []
    }

    /// A list whose first elements are `elements`, taken without a copy.
    init(adopting elements: consuming [Element]) {
        head = elements
        endIndex = head.count
    }

    var startIndex: Int { 0 }
    private(set) var endIndex = 0

    /// Whether further elements go into the chunks after ``head``.
    private var headIsClosed: Bool { !chunks.isEmpty || head.count >= Self.chunkCapacity }

    subscript(position: Int) -> Element {
        @inline(__always) get {
            if position < head.count { return head[position] }
            let offset = position - head.count
            return chunks[offset >> Self.chunkShift][offset & (Self.chunkCapacity - 1)]
        }
        @inline(__always) set {
            if position < head.count {
                head[position] = newValue
            } else {
                let offset = position - head.count
                chunks[offset >> Self.chunkShift][offset & (Self.chunkCapacity - 1)] = newValue
            }
        }
    }

    /// Appends `element`, allocating a chunk of ``chunkCapacity`` when the last one is full.
    ///
    /// - Complexity: O(1); no stored element is moved.
    @inline(__always) mutating func append(_ element: Element) {
        endIndex += 1
        guard headIsClosed else {
            head.append(element)
            return
        }
        if chunks.isEmpty || chunks[chunks.count - 1].count == Self.chunkCapacity {
            var chunk: [Element] = []
            chunk.reserveCapacity(Self.chunkCapacity)
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(element)
    }

    /// Removes the elements for which `isRemoved` is true, keeping the others in their order, and
    /// frees the chunks that no longer hold any (the first chunk keeps its storage).
    ///
    /// - Complexity: O(n).
    mutating func removeAll(where isRemoved: (Element) -> Bool) {
        var kept = 0
        for index in 0..<endIndex {
            let element = self[index]
            guard !isRemoved(element) else { continue }
            self[kept] = element
            kept += 1
        }
        if kept <= head.count {
            head.removeSubrange(kept...)
            chunks = []
        } else {
            let offset = kept - head.count
            let lastChunk = (offset - 1) >> Self.chunkShift
            chunks.removeSubrange((lastChunk + 1)...)
            chunks[lastChunk].removeSubrange((offset - (lastChunk << Self.chunkShift))...)
        }
        endIndex = kept
    }
}
