/// The people of a validated ``Family``, in document order: a collection of ``Person`` records
/// stored field by field.
///
/// A family of ten million people cannot afford ten million records of nine strings each (about
/// 200 bytes apiece before any text): here the ids and the names are each one run of UTF-8 bytes
/// (`TextColumn`), a gender is a number standing for one of the family's few genders, and the
/// links (`coupleID`, `childrenIDs`, `sameAs`) are not stored as text at all but read from the
/// units, which hold them as indices. Reading an element builds its ``Person``; ``id(at:)``,
/// ``name(at:)`` and ``gender(at:)`` read one field without building the rest.
public struct FamilyPeople: RandomAccessCollection, Equatable, Sendable {
    /// Every person's id.
    let ids: TextColumn
    /// Every person's name.
    let names: TextColumn
    /// The distinct genders, in the order first met.
    let genderNames: TextColumn
    /// For each person, their gender (an index in ``genderNames``) and age (``outOfRangeAge``
    /// for one kept in ``largeAges``).
    let details: [PersonDetails]
    /// Ages that do not fit in 32 bits, by person.
    let largeAges: [Int32: Int]
    /// One bit per person: whether the person's own record lists their unit's children (for a
    /// couple, one spouse or both may).
    let listsChildren: [UInt64]
    /// For a repeat appearance, the id of the home appearance it repeats.
    let sameAs: OptionalTextColumn
    /// Birth and death dates as written.
    let born: OptionalTextColumn
    let died: OptionalTextColumn
    /// Names' parts, places and marriages (``PersonFacts``).
    let facts: PersonFactColumns
    /// The family's units and each person's unit, which hold the links.
    let units: [FamilyUnit]
    let unitOfPerson: [Int32]

    /// The marker in ``ages`` of an age kept in ``largeAges``.
    static let outOfRangeAge = Int32.min

    /// The first person's index, 0.
    public var startIndex: Int { 0 }
    /// The number of people.
    public var endIndex: Int { ids.count }

    /// The record of the person at `index`, as the document stated it.
    ///
    /// - Complexity: O(the record's size): its strings are made from the stored bytes.
    public subscript(index: Int) -> Person {
        let unit = units[Int(unitOfPerson[index])]
        var coupleID = ""
        if unit.isCouple {
            coupleID = ids.string(at: Int(unit.blood) == index ? Int(unit.spouse) : Int(unit.blood))
        } else if unit.isFurtherUnion {
            coupleID = ids.string(at: Int(unit.furtherUnionOf))
        }
        var childrenIDs: [String] = []
        if listsChildren(index) {
            childrenIDs.reserveCapacity(Int(unit.childCount))
            // A child's later partners stand in the run as further unions; they are nobody's children.
            for child in unit.children where !units[child].isFurtherUnion {
                childrenIDs.append(ids.string(at: Int(units[child].blood)))
            }
        }
        return Person(
            id: ids.string(at: index), name: names.string(at: index), gender: gender(at: index), age: age(at: index),
            coupleID: coupleID, childrenIDs: childrenIDs, sameAs: sameAs(at: index), born: born.value(at: index),
            died: died.value(at: index), facts: facts.facts(at: index))
    }

    /// The id of the person at `index`.
    public func id(at index: Int) -> String { ids.string(at: index) }

    /// The name of the person at `index`.
    public func name(at index: Int) -> String { names.string(at: index) }

    /// The gender of the person at `index`.
    public func gender(at index: Int) -> String { genderNames.string(at: Int(details[index].gender)) }

    /// The age of the person at `index`.
    public func age(at index: Int) -> Int {
        let age = details[index].age
        return age == Self.outOfRangeAge ? largeAges[Int32(index)] ?? 0 : Int(age)
    }

    /// The ``PersonFacts`` of the person at `index`.
    public func facts(at index: Int) -> PersonFacts { facts.facts(at: index) }

    /// The id of the home appearance the person at `index` repeats, or nil for a home.
    public func sameAs(at index: Int) -> String? { sameAs.value(at: index) }

    /// Whether the person at `index` is a repeat appearance (`sameAs`).
    public func isRepeat(at index: Int) -> Bool { sameAs.isPresent(at: index) }

    /// The number of repeat appearances.
    public var repeatCount: Int { sameAs.presentCount }

    /// The same people with the `sameAs` of some changed (for a chart whose repeats name homes
    /// in another section, which a section's own validation cannot check).
    ///
    /// - Parameter changes: The new `sameAs` by person index; nil makes the person a home.
    package func replacingSameAs(_ changes: [Int: String?]) -> FamilyPeople {
        var column = OptionalTextColumn()
        for index in indices {
            let value = changes[index] ?? sameAs.value(at: index)
            var text = value ?? ""
            text.withUTF8 { column.append(value == nil ? nil : $0, person: index) }
        }
        return FamilyPeople(
            ids: ids, names: names, genderNames: genderNames, details: details, largeAges: largeAges,
            listsChildren: listsChildren, sameAs: column, born: born, died: died, facts: facts, units: units,
            unitOfPerson: unitOfPerson)
    }

    /// The index of the person with id `id`, or nil.
    ///
    /// - Complexity: O(n): a scan of the ids' bytes.
    public func index(ofID id: String) -> Int? {
        var id = id
        return id.withUTF8 { utf8 in indices.first { ids.equals(at: $0, utf8) } }
    }

    /// Calls `body` with the UTF-8 of the id of the person at `index`: the form a caller in another
    /// module (the layout JSON writer, once per box) reaches without generic dispatch.
    package func withIDUTF8(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        ids.withUTF8(at: index, body)
    }

    /// Calls `body` with the UTF-8 of the id of the person at `index`, without making a `String`.
    @inline(__always) package func withIDUTF8<Result, Failure: Error>(
        at index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try ids.withUTF8(at: index, body)
    }

    /// Whether the record of the person at `index` lists their unit's children.
    @inline(__always) func listsChildren(_ index: Int) -> Bool {
        listsChildren[index / 64] & (1 << UInt64(index % 64)) != 0
    }

    /// Whether both collections hold the same records in the same order.
    public static func == (left: FamilyPeople, right: FamilyPeople) -> Bool {
        left.count == right.count && left.elementsEqual(right)
    }
}

/// A person's gender and age, as ``FamilyPeople`` stores them.
struct PersonDetails: Hashable, Sendable {
    /// The index of the gender among the family's genders.
    var gender: UInt32
    /// The age, or ``FamilyPeople/outOfRangeAge`` for one that does not fit in 32 bits.
    var age: Int32
}
