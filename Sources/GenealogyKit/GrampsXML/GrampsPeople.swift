import FamilyTree

/// The people of a Gramps XML file as ``GrampsXMLReader`` meets them, field by field: what a
/// `person` element says itself (its id, the name and its parts, the sex) kept as UTF-8 in columns,
/// with no `String` or ``GenealogyPerson`` made per person. The dates and places, which the
/// person's events give, join these fields when the genealogy is assembled, straight into its
/// ``GenealogyPeople`` (``GrampsXMLReader/assemble()``).
struct GrampsPeople {
    /// Each person's id: the Gramps id, else the handle, else `line-N`.
    private(set) var ids = TextColumn()
    /// Each person's full name (`first surnames suffix`), empty for a person without one.
    private(set) var names = TextColumn()
    /// Each person's sex as ``GenealogyPeople`` codes it: 0 unknown, 1 male, 2 female, 3 other.
    private(set) var sexes: [UInt8] = []
    /// The given name and the surname, empty for a person whose name marks no surname (then
    /// neither is kept), or who has no given name.
    private(set) var givenNames = TextColumn()
    private(set) var surnames = TextColumn()
    /// Whether each person's name marks a surname, and has a given name.
    private(set) var hasSurname: [Bool] = []
    private(set) var hasGivenName: [Bool] = []

    /// The number of people.
    var count: Int { ids.count }

    /// Appends a person.
    mutating func append(
        id: UnsafeBufferPointer<UInt8>, name: UnsafeBufferPointer<UInt8>, sex: UInt8,
        givenName: UnsafeBufferPointer<UInt8>?, surname: UnsafeBufferPointer<UInt8>?
    ) {
        let none = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        ids.append(id)
        names.append(name)
        sexes.append(sex)
        givenNames.append(givenName ?? none)
        surnames.append(surname ?? none)
        hasGivenName.append(givenName != nil)
        hasSurname.append(surname != nil)
    }

    /// The code of the sex a `gender` element's text names: `M` male, `F` female, `X` other, else
    /// unknown.
    static func sexCode(_ gender: some Collection<UInt8>) -> UInt8 {
        guard gender.count == 1, let letter = gender.first else { return 0 }
        switch letter {
        case UInt8(ascii: "M"): return 1
        case UInt8(ascii: "F"): return 2
        case UInt8(ascii: "X"): return 3
        default: return 0
        }
    }
}
