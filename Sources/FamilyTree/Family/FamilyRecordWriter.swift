#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A ``Family`` made record by record from Swift strings and checked by every rule of Family JSON
/// v1, as ``Family/init(validating:)`` checks a document, but without one: the fields go straight
/// into the columns of a ``PersonTable``, through one scratch buffer reused for every record, so
/// no ``Person`` value, `childrenIDs` array or per-record buffer is made.
///
/// For ``Family/init(validating:)``; a derived chart, whose ids are distinct by construction, is
/// written by number (``NumberedRecordWriter``) into the same table, checked by the same rules
/// with the same messages.
package struct FamilyRecordWriter {
    private var table: PersonTable
    /// The bytes of the record being appended: its fields one after the other.
    private var scratch: [UInt8] = []
    /// Where each field and child id of the record lies in ``scratch``.
    private var ranges: [Range<Int>] = []
    /// The views of the record's child ids, in order.
    private var childViews: [UnsafeBufferPointer<UInt8>] = []

    /// A writer with room for `expectedPeople` people; more may come.
    package init(expectedPeople: Int) {
        table = PersonTable(expectedPeople: expectedPeople)
    }

    /// Starts the next generation.
    package mutating func startGeneration() {
        table.startGeneration()
    }

    /// Ends the generation being written.
    package mutating func endGeneration() {
        table.endGeneration()
    }

    /// Appends the next person of the current generation: the fields of a ``Person``, its
    /// ``PersonFacts`` included.
    ///
    /// - Complexity: O(the record's size) expected; no allocation once the scratch buffers have
    ///   grown to the largest record.
    package mutating func append(
        id: String, name: String, gender: String, age: Int = 0, coupleID: String,
        children: [String], sameAs: String?, born: String?, died: String?, facts: PersonFacts = PersonFacts()
    ) {
        scratch.removeAll(keepingCapacity: true)
        ranges.removeAll(keepingCapacity: true)
        func add(_ field: String) {
            let start = scratch.count
            var field = field
            field.withUTF8 { scratch.append(contentsOf: $0) }
            ranges.append(start..<scratch.count)
        }
        add(id)
        add(name)
        add(gender)
        add(coupleID)
        add(sameAs ?? "")
        add(born ?? "")
        add(died ?? "")
        add(facts.givenName ?? "")
        add(facts.surname ?? "")
        add(facts.birthPlace ?? "")
        add(facts.deathPlace ?? "")
        add(facts.married ?? "")
        add(facts.marriagePlace ?? "")
        add(facts.christeningPlace ?? "")
        add(facts.burialPlace ?? "")
        for child in children { add(child) }
        scratch.withUnsafeBufferPointer { bytes in
            func view(_ field: Int) -> UnsafeBufferPointer<UInt8> {
                UnsafeBufferPointer(rebasing: bytes[ranges[field]])
            }
            var fields = PersonFields(id: view(0), name: view(1), gender: view(2), age: age, coupleID: view(3))
            // One look for NUL over the whole record: most hold none, and then no field is searched.
            fields.mayHoldNUL = bytes.baseAddress.map { memchr($0, 0, bytes.count) != nil } ?? false
            fields.sameAs = sameAs.map { _ in view(4) }
            fields.born = born.map { _ in view(5) }
            fields.died = died.map { _ in view(6) }
            fields.facts = PersonFactViews(
                givenName: facts.givenName.map { _ in view(7) }, surname: facts.surname.map { _ in view(8) },
                birthPlace: facts.birthPlace.map { _ in view(9) }, deathPlace: facts.deathPlace.map { _ in view(10) },
                christeningPlace: facts.christeningPlace.map { _ in view(13) },
                burialPlace: facts.burialPlace.map { _ in view(14) }, married: facts.married.map { _ in view(11) },
                marriagePlace: facts.marriagePlace.map { _ in view(12) })
            childViews.removeAll(keepingCapacity: true)
            for child in ranges.indices.dropFirst(15) { childViews.append(view(child)) }
            childViews.withUnsafeBufferPointer { children in table.append(fields, children: children) }
        }
    }

    /// Appends the next person of the current generation.
    package mutating func append(_ record: Person) {
        append(
            id: record.id, name: record.name, gender: record.gender, age: record.age, coupleID: record.coupleID,
            children: record.childrenIDs, sameAs: record.sameAs, born: record.born, died: record.died,
            facts: record.facts)
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
