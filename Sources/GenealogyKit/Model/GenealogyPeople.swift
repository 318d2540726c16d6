import FamilyTree

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The people of a ``Genealogy``, in file order: a collection of ``GenealogyPerson`` records
/// stored field by field.
///
/// A million people cannot afford a million records of nine strings each (144 bytes apiece before
/// any text, and a heap block for every string of more than 15 bytes): here each text field is one
/// run of UTF-8 bytes with where each person's ends (the ids, the names), or such a run with a bit
/// per person saying whether they have the field at all (dates, the name's parts, places), and the
/// sex is a byte. The GEDCOM reader appends each person's fields as it scans their record, with no
/// ``GenealogyPerson`` made; the chart derivation and the writers read one field at a time
/// (``id(at:)``, ``name(at:)``, ``born(at:)``). Reading an element builds its ``GenealogyPerson``,
/// so `genealogy.people[i].name` reads as it always has.
public struct GenealogyPeople: RandomAccessCollection, Equatable, Sendable {
    /// Every person's id.
    private(set) var ids = TextColumn()
    /// Every person's name.
    private(set) var names = TextColumn()
    /// Every person's sex: an index in ``sexNames``, or ``rareSex`` for one kept in ``rareSexes``.
    private var sexes: [UInt8] = []
    /// The distinct sexes, the four GEDCOM knows first.
    private var sexNames = ["unknown", "male", "female", "other"]
    /// The sexes past the 255th distinct one (only a caller of ``Genealogy/init(people:unions:)``
    /// can make so many), by person.
    private var rareSexes: [Int32: String] = [:]
    /// Birth and death dates as the file wrote them.
    private var born = OptionalTextColumn()
    private var died = OptionalTextColumn()
    /// The name's parts and the places of birth, christening, death and burial, a column each
    /// (the marriage's two columns stay empty: it is a union's).
    private var factColumns = PersonFactColumns()

    /// Whether some person's text holds the NUL character, U+0000, which assembly removes.
    private(set) var holdsNUL = false

    /// The code in ``sexes`` of a sex kept in ``rareSexes``.
    private static let rareSex = UInt8.max

    /// No people.
    public init() {}

    /// The people of `records`, in order.
    ///
    /// - Complexity: O(the records' text).
    public init(_ records: some Sequence<GenealogyPerson>) {
        for person in records { append(person) }
    }

    /// The first person's index, 0.
    public var startIndex: Int { 0 }
    /// The number of people.
    public var endIndex: Int { ids.count }

    /// The record of the person at `index`.
    ///
    /// - Complexity: O(the record's size): its strings are made from the stored bytes.
    public subscript(index: Int) -> GenealogyPerson {
        let facts = facts(at: index)
        return GenealogyPerson(
            id: id(at: index), name: name(at: index), sex: sex(at: index), born: born(at: index),
            died: died(at: index), givenName: facts.givenName, surname: facts.surname,
            birthPlace: facts.birthPlace, deathPlace: facts.deathPlace,
            christeningPlace: facts.christeningPlace, burialPlace: facts.burialPlace)
    }

    /// The id of the person at `index`.
    public func id(at index: Int) -> String { ids.string(at: index) }

    /// The name of the person at `index`.
    public func name(at index: Int) -> String { names.string(at: index) }

    /// The sex of the person at `index`: `male`, `female`, `other` or `unknown` as the readers
    /// write it.
    public func sex(at index: Int) -> String {
        let code = sexes[index]
        return code == Self.rareSex ? rareSexes[Int32(index)] ?? "unknown" : sexNames[Int(code)]
    }

    /// Whether the person at `index` is recorded as female (which side of a union a writer puts
    /// them on).
    func isFemale(at index: Int) -> Bool { sexes[index] == 2 }

    /// The birth date of the person at `index` as the file wrote it, or nil.
    public func born(at index: Int) -> String? { born.value(at: index) }

    /// The death date of the person at `index` as the file wrote it, or nil.
    public func died(at index: Int) -> String? { died.value(at: index) }

    /// The birth date of the person at `index` as a chart shows it (`ABT 1845` → `c. 1845`; see
    /// `GenealogicalDate`), or nil.
    func shownBorn(at index: Int) -> String? { born(at: index).map(GenealogicalDate.display) }

    /// The death date of the person at `index` as a chart shows it, or nil.
    func shownDied(at index: Int) -> String? { died(at: index).map(GenealogicalDate.display) }

    /// Calls `body` with the UTF-8 of ``shownBorn(at:)`` and ``shownDied(at:)``, nil for a date
    /// not recorded: a plain year viewed where it is stored, with no `String` made.
    func withShownDatesUTF8(
        at index: Int, _ body: (_ born: UnsafeBufferPointer<UInt8>?, _ died: UnsafeBufferPointer<UInt8>?) -> Void
    ) {
        func withShown(_ column: OptionalTextColumn, _ body: (UnsafeBufferPointer<UInt8>?) -> Void) {
            column.withUTF8View(at: index) { written in
                guard let written else { return body(nil) }
                GenealogicalDate.withDisplayUTF8(of: written) { body($0) }
            }
        }
        withShown(born) { born in withShown(died) { died in body(born, died) } }
    }

    /// Whether the person at `index` has a death recorded.
    func hasDied(at index: Int) -> Bool { died.isPresent(at: index) }

    /// The name's parts and the places of the person at `index` (no marriage: that is a union's).
    func facts(at index: Int) -> PersonFacts { factColumns.facts(at: index) }

    /// Whether anyone has a fact (``facts(at:)`` is empty for everyone otherwise).
    var holdsFacts: Bool { factColumns != PersonFactColumns() }

    /// Calls `body` with views of ``facts(at:)``'s fields where they are stored, with no `String` made.
    func withFactViews(at index: Int, _ body: (PersonFactViews) -> Void) {
        factColumns.withViews(at: index, body)
    }

    /// The index of the person with id `id` (the first, should two share it), or nil.
    ///
    /// - Complexity: O(people): a scan of the ids' bytes, with no allocation.
    func index(ofID id: String) -> Int? {
        var id = id
        return id.withUTF8 { wanted in indices.first { ids.equals(at: $0, wanted) } }
    }

    /// Whether both collections hold the same records in the same order.
    public static func == (left: GenealogyPeople, right: GenealogyPeople) -> Bool {
        left.count == right.count && left.elementsEqual(right)
    }

    // MARK: Appending

    /// Appends a person.
    mutating func append(_ person: GenealogyPerson) {
        let sex = sexCode(person.sex)
        var id = person.id
        var name = person.name
        id.withUTF8 { id in
            name.withUTF8 { name in
                withOptionalUTF8(person.born) { born in
                    withOptionalUTF8(person.died) { died in
                        person.facts.withUTF8Views { facts in
                            append(
                                GenealogyPersonViews(id: id, name: name, sex: sex, born: born, died: died, facts: facts)
                            )
                        }
                    }
                }
            }
        }
        if sexes.last == Self.rareSex { rareSexes[Int32(count - 1)] = person.sex }
        if person.sex.containsNULCharacter { holdsNUL = true }
    }

    /// Appends a person given as views of their fields' UTF-8 (a reader's, made from the bytes it
    /// scans).
    mutating func append(_ person: GenealogyPersonViews) {
        let index = ids.count
        if !holdsNUL { holdsNUL = person.holdsNUL }
        ids.append(person.id)
        names.append(person.name)
        sexes.append(person.sex)
        born.append(person.born, person: index)
        died.append(person.died, person: index)
        factColumns.append(person.facts, person: index)
    }

    /// The code ``sexes`` keeps for `sex`, adding it to the sexes met if it is new.
    mutating func sexCode(_ sex: String) -> UInt8 {
        if let known = sexNames.firstIndex(of: sex) { return UInt8(known) }
        guard sexNames.count < Int(Self.rareSex) else { return Self.rareSex }
        sexNames.append(sex)
        return UInt8(sexNames.count - 1)
    }

    /// The code of a sex GEDCOM writes (`SEX`: `M` male, `F` female, `X` other, anything else
    /// unknown), from the value's first byte.
    static func gedcomSexCode(_ first: UInt8?) -> UInt8 {
        switch first {
        case UInt8(ascii: "M"), UInt8(ascii: "m"): 1
        case UInt8(ascii: "F"), UInt8(ascii: "f"): 2
        case UInt8(ascii: "X"): 3
        default: 0
        }
    }

    /// The same people with some records replaced (the repairs of assembly: a renamed duplicate
    /// id, a NUL character removed), made anew in one pass.
    ///
    /// - Complexity: O(the people's text).
    func replacing(_ changes: [Int: GenealogyPerson]) -> GenealogyPeople {
        guard !changes.isEmpty else { return self }
        var people = GenealogyPeople()
        for index in indices { people.append(changes[index] ?? self[index]) }
        return people
    }
}

/// A reader's views of one person's fields: UTF-8 bytes, nil for an absent field, and the sex's
/// code (``GenealogyPeople/sexCode(_:)``).
struct GenealogyPersonViews {
    var id: UnsafeBufferPointer<UInt8>
    var name: UnsafeBufferPointer<UInt8>
    var sex: UInt8
    var born: UnsafeBufferPointer<UInt8>?
    var died: UnsafeBufferPointer<UInt8>?
    /// The name's parts and the places (no marriage: that is a union's).
    var facts: PersonFactViews

    /// Whether a field holds the NUL character (a sex does not: its code stands for a known word).
    ///
    /// - Complexity: O(the fields' length).
    var holdsNUL: Bool {
        func holds(_ text: UnsafeBufferPointer<UInt8>?) -> Bool {
            guard let text, let start = text.baseAddress else { return false }
            return memchr(start, 0, text.count) != nil
        }
        return holds(id) || holds(name) || holds(born) || holds(died) || facts.holdsNUL
    }
}
