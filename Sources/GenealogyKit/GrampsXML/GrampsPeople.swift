import FamilyTree

/// The people of a Gramps XML file as ``GrampsXMLReader`` meets them, field by field: what a
/// `person` element says itself (its id, the name, the sex) kept as UTF-8 in columns, and where
/// the name's parts lie in the name, with no `String` or ``GenealogyPerson`` made per person. The
/// dates and places, which the person's events give, join these fields when the genealogy is
/// assembled, straight into its ``GenealogyPeople`` (``GrampsXMLReader/assemble()``).
struct GrampsPeople {
    /// Each person's id: the Gramps id, else the handle, else `line-N`.
    private(set) var ids = TextColumn()
    /// Each person's full name (`first surnames suffix`), empty for a person without one.
    private(set) var names = TextColumn()
    /// Each person's sex as ``GenealogyPeople`` codes it: 0 unknown, 1 male, 2 female, 3 other.
    private(set) var sexes: [UInt8] = []
    /// Where the given name and the surname lie in the name, which begins with the given name and
    /// has the surname after it and a space (at its start when there is no given name): the given
    /// name's length, the surname's, -1 for none. A name that marks no surname keeps neither; one
    /// with no given name keeps only the surname. Lengths, not copies: the parts cost 8 bytes a
    /// person, not two columns of their own (16 bytes of ends and the text again).
    private(set) var givenNameLengths: [Int32] = []
    private(set) var surnameLengths: [Int32] = []

    /// The number of people.
    var count: Int { ids.count }

    /// Appends a person whose name (`first surnames suffix`, the empty parts left out) begins with
    /// `givenNameLength` bytes of given name and has `surnameLength` bytes of surname after them.
    mutating func append(
        id: UnsafeBufferPointer<UInt8>, name: UnsafeBufferPointer<UInt8>, sex: UInt8, givenNameLength: Int?,
        surnameLength: Int?
    ) {
        ids.append(id)
        names.append(name)
        sexes.append(sex)
        givenNameLengths.append(givenNameLength.map { Int32(truncatingIfNeeded: $0) } ?? -1)
        surnameLengths.append(surnameLength.map { Int32(truncatingIfNeeded: $0) } ?? -1)
    }

    /// The given name and the surname of the person at `index`, as views of `name`, their name's
    /// bytes; nil for a part they have none of.
    func nameParts(
        at index: Int, of name: UnsafeBufferPointer<UInt8>
    ) -> (givenName: UnsafeBufferPointer<UInt8>?, surname: UnsafeBufferPointer<UInt8>?) {
        let givenLength = Int(givenNameLengths[index])
        let surnameLength = Int(surnameLengths[index])
        guard surnameLength >= 0 else { return (nil, nil) }
        let surnameStart = givenLength >= 0 ? givenLength + 1 : 0
        let surname = UnsafeBufferPointer(rebasing: name[surnameStart..<(surnameStart + surnameLength)])
        return (givenLength >= 0 ? UnsafeBufferPointer(rebasing: name[0..<givenLength]) : nil, surname)
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
