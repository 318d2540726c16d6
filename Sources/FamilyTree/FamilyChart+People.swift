extension FamilyChart {
    /// Every box of a chart once, in chart order: the first section's people, then the second's
    /// but the one it shares; a view of the sections' ``FamilyPeople``, so a chart of millions of
    /// people holds no record of its own.
    public struct People: RandomAccessCollection, Equatable, Sendable {
        /// The sections' people, in section order.
        let sections: [FamilyPeople]

        /// The first box's index, 0.
        public var startIndex: Int { 0 }
        /// The number of boxes.
        public var endIndex: Int { sections.reduce(0) { $0 + $1.count } - (sections.count - 1) }

        /// The record of the box at `index`.
        ///
        /// - Complexity: O(the record's size).
        public subscript(index: Int) -> Person {
            let first = sections[0]
            return index < first.count ? first[index] : sections[1][index - first.count + 1]
        }

        /// The id of the box at `index`.
        public func id(at index: Int) -> String {
            withIDUTF8(at: index) { String(decoding: $0, as: UTF8.self) }
        }

        /// Calls `body` with the UTF-8 of the id of the box at `index`, without making a `String`.
        @inline(__always) package func withIDUTF8<Result, Failure: Error>(
            at index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
        ) throws(Failure) -> Result {
            let first = sections[0]
            return index < first.count
                ? try first.withIDUTF8(at: index, body) : try sections[1].withIDUTF8(at: index - first.count + 1, body)
        }
    }
}
