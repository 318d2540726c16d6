extension NameFitting {
    /// One grapheme cluster (one `Character`) of a text, by its bounds: what every measure of
    /// ``NameFitting`` walks instead of `Character` values, which Swift compares by normalising
    /// them whole (a cluster of a million combining marks would be sorted by canonical class at
    /// every comparison).
    struct Cluster {
        /// Where the cluster starts in the text.
        let start: Substring.Index
        /// Where the next cluster starts.
        let end: Substring.Index
        /// Whether the cluster is a lone space, the one place a name may be broken.
        let isSpace: Bool
    }

    /// Calls `body` with each grapheme cluster of `text` in order, until it returns `false`.
    ///
    /// - Complexity: O(bytes of `text`) when `body` is O(1): each cluster's bounds are found
    ///   once, and a space is told by its one byte. The bytes visited are counted once, at the
    ///   end (``TextMeasureWork``), not per cluster.
    @inline(__always)
    static func forEachCluster(of text: Substring, _ body: (Cluster) -> Bool) {
        let utf8 = text.utf8
        var index = text.startIndex
        defer { TextMeasureWork.count(utf8.distance(from: text.startIndex, to: index)) }
        while index < text.endIndex {
            let next = text.index(after: index)
            let isSpace = utf8[index] == 0x20 && utf8.index(after: index) == next
            let goesOn = body(Cluster(start: index, end: next, isSpace: isSpace))
            index = next
            guard goesOn else { return }
        }
    }
}
