#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The fields of one person as a reader hands them over: views of UTF-8 bytes, valid during
/// ``PersonTable/append(_:children:)``.
struct PersonFields {
    /// An empty view.
    static var none: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: nil, count: 0) }

    var id = none
    var name = none
    var gender = none
    var age = 0
    /// Empty for none.
    var coupleID = none
    var sameAs: UnsafeBufferPointer<UInt8>?
    var born: UnsafeBufferPointer<UInt8>?
    var died: UnsafeBufferPointer<UInt8>?
    var facts = PersonFactViews()
    /// Whether a text field may hold the NUL character: only a decoded escape (`\u0000`) can
    /// put one in JSON text, so the JSON reader sets it for records with escapes.
    var mayHoldNUL = true
}

/// A person's id and links while a document is read, as ``IDSlots`` slots.
struct PersonSlots {
    /// The slot of the person's id.
    var id: Int32
    /// The slot of their `coupleID`, or -1 for `""`.
    var couple: Int32
    /// The end of their `childrenIDs` in ``PersonTable/childSlots``.
    var childEnd: Int
}

/// The people of a document while it is read, one record at a time, before the rules are checked:
/// each field in a column of its own, each id and link as an ``IDSlots`` slot.
///
/// Every way into a ``Family`` fills one: the JSON reader, straight from the bytes,
/// ``FamilyRecordWriter`` (``Family/init(validating:)``), from strings, and
/// ``NumberedRecordWriter`` (a derived chart), with ids numbered already; so all check the same
/// rules with the same messages (``family()``). The rules that need one record only (duplicate id, negative age,
/// NUL) are checked as records arrive, the rest once all are read.
struct PersonTable {
    var slots: IDSlots
    /// For each person, their id and links as slots.
    var links: [PersonSlots] = []
    var names = TextColumn()
    var genders = TextInterner(triedFirst: 4)
    /// For each person, their gender and age.
    var details: [PersonDetails] = []
    var largeAges: [Int32: Int] = [:]
    /// Every person's `childrenIDs`, as slots, one list after the other.
    var childSlots: [Int32] = []
    /// For each person, the slot their `sameAs` names, or -1; empty until someone has one.
    var sameAsSlot: [Int32] = []
    var born = OptionalTextColumn()
    var died = OptionalTextColumn()
    var facts = PersonFactColumns()
    /// Whether anyone so far had a `born` or `died`: until then their columns are not touched.
    private var hasDates = false
    /// Whether anyone so far had a fact: until then the eight fact columns are not touched (most
    /// generated families, and the charts derived from them, have none: a call per column per
    /// person that stored nothing was 24M instructions of writing 100,000 derived boxes).
    private var hasFacts = false
    /// For each generation, its people.
    var generationPeople: [Range<Int>] = []
    /// Problems of single records, in document order.
    var log = ProblemLog()
    /// The empty generations, in order (they are reported first), up to the problem limit, and
    /// how many there are.
    var emptyGenerations: [Int] = []
    var emptyGenerationCount = 0

    /// A table with room for `expectedPeople` people; more may come.
    init(expectedPeople: Int) {
        slots = IDSlots(expectedIDs: expectedPeople)
        links.reserveCapacity(expectedPeople)
        names.reserve(strings: expectedPeople, byteCount: expectedPeople * 8)
        details.reserveCapacity(expectedPeople)
        childSlots.reserveCapacity(expectedPeople)
    }

    /// A table whose ids are numbered already: slot `k` is the `k`-th string of `ids`, all
    /// distinct, and records are appended with their links as slots
    /// (``append(_:id:couple:children:sameAs:)``), so no id is looked up.
    init(numberedIDs ids: TextColumn) {
        slots = IDSlots(numbered: ids)
        links.reserveCapacity(ids.count)
        names.reserve(strings: ids.count, byteCount: ids.count * 8)
        details.reserveCapacity(ids.count)
        childSlots.reserveCapacity(ids.count)
    }

    /// Forgets every person (see ``FamilyRecordSink/restart()``).
    mutating func restart() {
        self = PersonTable(expectedPeople: 0)
    }

    /// The number of people so far.
    var count: Int { links.count }

    /// Starts the next generation.
    mutating func startGeneration() {
        generationPeople.append(count..<count)
    }

    /// Ends the generation being read.
    mutating func endGeneration() {
        let generation = generationPeople.count - 1
        generationPeople[generation] = generationPeople[generation].lowerBound..<count
        if generationPeople[generation].isEmpty {
            if emptyGenerations.count < FamilyValidationFailure.limit { emptyGenerations.append(generation) }
            emptyGenerationCount += 1
        }
    }

    /// Appends the next person of the current generation.
    ///
    /// - Parameters:
    ///   - fields: The person's fields.
    ///   - children: Their `childrenIDs`, in order.
    /// - Complexity: O(the record's size) expected.
    mutating func append(_ fields: PersonFields, children: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>) {
        // Slots are numbered in the order ids are met: the id, the couple, the children, sameAs.
        let slot = slots.slot(of: fields.id)
        let couple = fields.coupleID.isEmpty ? -1 : slots.slot(of: fields.coupleID)
        for child in children { childSlots.append(slots.slot(of: child)) }
        appendRecord(fields, id: slot, couple: couple, sameAs: fields.sameAs.map { slots.slot(of: $0) })
    }

    /// Appends the next person of the current generation, their id and links given as slots (a
    /// table made with ``init(numberedIDs:)``).
    ///
    /// - Parameters:
    ///   - fields: The person's fields; their id and links are read from the slots instead.
    ///   - id: The slot of their id.
    ///   - couple: The slot of their `coupleID`, or -1 for none.
    ///   - children: The slots of their `childrenIDs`, in order.
    ///   - sameAs: The slot of their `sameAs`, or nil.
    /// - Complexity: O(the record's size).
    mutating func append(
        _ fields: PersonFields, id: Int32, couple: Int32, children: UnsafeBufferPointer<Int32>, sameAs: Int32?
    ) {
        childSlots.append(contentsOf: children)
        appendRecord(fields, id: id, couple: couple, sameAs: sameAs)
    }

    /// Appends a person whose children's slots are in ``childSlots`` already.
    private mutating func appendRecord(_ fields: PersonFields, id slot: Int32, couple: Int32, sameAs: Int32?) {
        let person = count
        let first = slots.personOfSlot[Int(slot)]
        if first >= 0 {
            log.report(
                .duplicateID(
                    id: slots.id(of: slot), generation: generationPeople.count - 1,
                    firstGeneration: generation(of: Int(first))))
        } else {
            slots.personOfSlot[Int(slot)] = Int32(person)
        }
        names.append(fields.name)
        var age = FamilyPeople.outOfRangeAge
        if let exact = Int32(exactly: fields.age), exact != FamilyPeople.outOfRangeAge {
            age = exact
        } else {
            largeAges[Int32(person)] = fields.age
        }
        details.append(PersonDetails(gender: UInt32(bitPattern: genders.index(of: fields.gender).index), age: age))
        if fields.age < 0 {
            log.report(.negativeAge(id: slots.id(of: slot), generation: generationPeople.count - 1, age: fields.age))
        }
        if fields.mayHoldNUL, let field = Self.fieldHoldingNUL(fields) {
            log.report(.nulCharacter(id: slots.id(of: slot), generation: generationPeople.count - 1, field: field))
        }
        links.append(PersonSlots(id: slot, couple: couple, childEnd: childSlots.count))
        if let sameAs {
            if sameAsSlot.isEmpty { sameAsSlot = [Int32](repeating: -1, count: person) }
            sameAsSlot.append(sameAs)
        } else if !sameAsSlot.isEmpty {
            sameAsSlot.append(-1)
        }
        // The optional columns stay empty until someone has one of their fields: skip them till then.
        if hasDates || fields.born != nil || fields.died != nil {
            hasDates = true
            born.append(fields.born, person: person)
            died.append(fields.died, person: person)
        }
        if hasFacts || !fields.facts.isEmpty {
            hasFacts = true
            facts.append(fields.facts, person: person)
        }
    }

    /// The generation of an earlier person.
    func generation(of person: Int) -> Int {
        var low = 0
        var high = generationPeople.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if generationPeople[middle].lowerBound <= person { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The first text field (`id`, `name`, `gender`, `born`, `died`, a ``PersonFacts`` field) that holds the NUL character,
    /// U+0000: the rule `nul-character`. Links (`coupleID`, `childrenIDs`, `sameAs`) need no
    /// check: they must name an id, which is checked.
    private static func fieldHoldingNUL(_ fields: PersonFields) -> String? {
        func holdsNUL(_ text: UnsafeBufferPointer<UInt8>?) -> Bool {
            guard let text, let start = text.baseAddress else { return false }
            return memchr(start, 0, text.count) != nil
        }
        if holdsNUL(fields.id) { return "id" }
        if holdsNUL(fields.name) { return "name" }
        if holdsNUL(fields.gender) { return "gender" }
        if holdsNUL(fields.born) { return "born" }
        if holdsNUL(fields.died) { return "died" }
        for (field, view) in zip(PersonFacts().keyedFields, fields.facts.all) where holdsNUL(view) { return field.key }
        return nil
    }
}
