/// A ``Family`` made record by record from ids numbered already, and checked by every rule of
/// Family JSON v1 as ``FamilyRecordWriter`` checks one: for a derived chart, whose box ids are
/// distinct by construction, so each record names its id and links by their number (their *slot*)
/// and no id is hashed or looked up.
///
/// The ids are given once, as a column (slot `k` is its `k`-th string); the other fields as views
/// of UTF-8 bytes, copied straight into the table's columns.
package struct NumberedRecordWriter {
    private var table: PersonTable
    /// The ids, slot by slot (the table's own, shared).
    private let ids: TextColumn

    /// A writer whose records' ids and links are slots of `ids`.
    ///
    /// - Parameter ids: Every id a record or link names, each once: slot `k` is the `k`-th.
    ///   Records may be fewer (a slot no record has is a dangling link, reported as such).
    package init(ids: TextColumn) {
        self.ids = ids
        table = PersonTable(numberedIDs: ids)
    }

    /// Starts the next generation.
    package mutating func startGeneration() {
        table.startGeneration()
    }

    /// Ends the generation being written.
    package mutating func endGeneration() {
        table.endGeneration()
    }

    /// Appends the next person of the current generation.
    ///
    /// - Parameters:
    ///   - id: The slot of the person's id; a slot given to two records is a duplicate id.
    ///   - coupleID: The slot of their `coupleID`, or -1 for none.
    ///   - children: The slots of their `childrenIDs`, in order.
    ///   - sameAs: The slot of their `sameAs`, or nil.
    ///   - name, gender, born, died, facts: The fields' UTF-8, nil for an absent one.
    ///   - mayHoldNUL: Whether the id or a field may hold the NUL character, U+0000: false when the
    ///     caller knows none does (then none is searched), as for a genealogy's, whose people
    ///     hold none once assembled.
    /// - Complexity: O(the record's size).
    package mutating func append(
        id: Int32, name: UnsafeBufferPointer<UInt8>, gender: UnsafeBufferPointer<UInt8>, coupleID: Int32,
        children: UnsafeBufferPointer<Int32>, sameAs: Int32?, born: UnsafeBufferPointer<UInt8>?,
        died: UnsafeBufferPointer<UInt8>?, facts: PersonFactViews, mayHoldNUL: Bool = true
    ) {
        ids.withUTF8(at: Int(id)) { idText in
            var fields = PersonFields(id: idText, name: name, gender: gender, coupleID: PersonFields.none)
            fields.born = born
            fields.died = died
            fields.facts = facts
            fields.mayHoldNUL = mayHoldNUL
            table.append(fields, id: id, couple: coupleID, children: children, sameAs: sameAs)
        }
    }

    /// Checks the rules that need every record and links the people into a ``Family``, letting go
    /// of the table's id look-ups, slots and links once the rules are checked
    /// (``PersonTable/makeFamily()``): the writer is spent afterwards.
    ///
    /// - Throws: ``FamilyValidationFailure`` with every problem found, as ``Family/init(validating:)``.
    /// - Complexity: O(n) for n people and their links.
    package mutating func makeFamily() throws(FamilyValidationFailure) -> Family {
        try table.makeFamily()
    }
}
