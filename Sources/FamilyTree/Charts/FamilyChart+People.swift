extension FamilyChart {
    /// Every box of a chart once, in chart order: the first section's people, then the second's
    /// but the one it shares; a view of the sections' ``FamilyPeople``, so a chart of millions of
    /// people holds no record of its own.
    public struct People: RandomAccessCollection, Equatable, Sendable {
        /// The sections' people, in one shared box: read from its stored properties in place,
        /// where a section read through an array's subscript was copied, retaining each of its
        /// columns, on every call; and a chart stays one reference wide.
        private let sections: Sections

        /// The people of `sections`, in section order (one or two).
        init(sections: [FamilyPeople]) {
            self.sections = Sections(first: sections[0], second: sections.count > 1 ? sections[1] : nil)
        }

        /// The first box's index, 0.
        public var startIndex: Int { 0 }
        /// The number of boxes.
        public var endIndex: Int { sections.first.count + Swift.max((sections.second?.count ?? 0) - 1, 0) }

        /// The record of the box at `index`.
        ///
        /// - Complexity: O(the record's size).
        public subscript(index: Int) -> Person {
            let firstCount = sections.first.count
            guard index >= firstCount, let second = sections.second else { return sections.first[index] }
            return second[index - firstCount + 1]
        }

        /// The id of the box at `index`.
        public func id(at index: Int) -> String {
            withIDUTF8(at: index) { String(decoding: $0, as: UTF8.self) }
        }

        /// Calls `body` with the UTF-8 of the id of the box at `index`: the form a caller in another
        /// module (the layout JSON writer, once per box) reaches without generic dispatch, which
        /// would copy a section's columns on every call.
        package func withIDUTF8(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
            let firstCount = sections.first.count
            if index < firstCount {
                sections.first.withIDUTF8(at: index, body)
            } else {
                sections.second?.withIDUTF8(at: index - firstCount + 1, body)
            }
        }

        /// Calls `body` with the UTF-8 of the id of the box at `index`, without making a `String`.
        @inline(__always) package func withIDUTF8<Result, Failure: Error>(
            at index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
        ) throws(Failure) -> Result {
            let firstCount = sections.first.count
            guard index >= firstCount, let second = sections.second else {
                return try sections.first.withIDUTF8(at: index, body)
            }
            return try second.withIDUTF8(at: index - firstCount + 1, body)
        }
    }
}

extension FamilyChart.People {
    /// The one or two sections' people a chart's ``FamilyChart/People`` reads.
    final class Sections: Sendable {
        /// The first section's people.
        let first: FamilyPeople
        /// The second section's people (an hourglass's), its first the person `first` also holds.
        let second: FamilyPeople?

        init(first: FamilyPeople, second: FamilyPeople?) {
            self.first = first
            self.second = second
        }
    }

    /// Whether both hold the same records in the same order.
    public static func == (left: Self, right: Self) -> Bool {
        left.count == right.count && left.elementsEqual(right)
    }
}
