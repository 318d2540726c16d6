import FamilyTree

/// Collects a file's records with their ids as written, then resolves every pointer at once.
///
/// Readers (GEDCOM, genealogy JSON) add people, unions and links in file order; ``assemble()``
/// turns ids into indices and merges the two sides GEDCOM records each link on (`FAM.CHIL` and
/// `INDI.FAMC`, `FAM.HUSB`/`WIFE` and `INDI.FAMS`): a link stated on either side counts, a link
/// stated on both counts once.
///
/// Assembly is lenient, and says what it repaired: each repair is a ``GenealogyWarning``, and a
/// strict reader refuses a file that needed any. The repairs, in the order they are made:
///
/// | fault | repair |
/// |---|---|
/// | a second record with a used id (GEDCOM 7.0 §1.3: "each cross-reference identifier must be unique") | renamed `ID_2` (`_3`, … the first free), both lines named; pointers to the id go to the first record |
/// | a pointer to no record (7.0 §1.3: the id "must occur as the cross-reference identifier of a structure") | the link is dropped, both ends named |
/// | a third partner of a union | the link is dropped |
/// | a person who is a child of their own union, or any other parent cycle | the link that closes the cycle is dropped |
/// | a person's text holding NUL, U+0000 | the character is removed |
struct GenealogyAssembler {
    /// What a link says, and on which side it was written.
    enum LinkKind: UInt8 {
        /// `FAM.HUSB`: the owner is a union, the target a person.
        case husband
        /// `FAM.WIFE`: the owner is a union, the target a person.
        case wife
        /// `FAM.CHIL`: the owner is a union, the target a person.
        case child
        /// `INDI.FAMC`: the owner is a person, the target a union.
        case childOf
        /// `INDI.FAMS`: the owner is a person, the target a union.
        case partnerOf

        var tag: String {
            switch self {
            case .husband: "HUSB"
            case .wife: "WIFE"
            case .child: "CHIL"
            case .childOf: "FAMC"
            case .partnerOf: "FAMS"
            }
        }

        /// The link as Gramps XML writes it: `father`, `mother`, `childref`, `childof`, `parentin`.
        var grampsElement: String {
            switch self {
            case .husband: "father"
            case .wife: "mother"
            case .child: "childref"
            case .childOf: "childof"
            case .partnerOf: "parentin"
            }
        }

        /// Whether the link is written on the union's record (`HUSB`, `WIFE`, `CHIL`).
        var ownerIsUnion: Bool {
            switch self {
            case .husband, .wife, .child: true
            case .childOf, .partnerOf: false
            }
        }
    }

    /// One pointer as written.
    ///
    /// Its one-byte fields come first, so that it takes 16 bytes, not 20: a large file's links
    /// are the largest array held while it is read.
    struct Link {
        var kind: LinkKind
        /// For `CHIL` and `FAMC`: how the child belongs to the union.
        var relation = ChildRelation.birth
        /// Whether the reader resolved the link itself, so that ``target`` is a record's index
        /// (into the people for a link a union owns, the unions for one a person owns).
        var targetIsIndex = false
        var owner: Int32
        var line: Int32
        /// The target: its id's slot among the ids of its kind (``personIDSlots`` for a link a
        /// union owns, ``unionIDSlots`` for one a person owns), or the index of its record when
        /// ``targetIsIndex``.
        var target: Int32

        /// The index of the record the link points to, if there is one.
        @inline(__always) func resolved(people: IDIndex, unions: IDIndex) -> Int32? {
            if targetIsIndex { return target }
            return kind.ownerIsUnion ? people.position(ofSlot: target) : unions.position(ofSlot: target)
        }
    }

    /// The people, field by field, as ``Genealogy`` keeps them.
    private(set) var people = GenealogyPeople()
    private(set) var personLines: [Int32] = []
    /// Every person id met, the records' and the pointers', each numbered once from its bytes.
    private(set) var personIDSlots = IDSlots(expectedIDs: 0)
    /// Each person record's slot in ``personIDSlots``, in file order.
    private(set) var personRecordSlots: [Int32] = []
    /// Every union id met, the records' and the pointers', each numbered once from its bytes.
    private(set) var unionIDSlots = IDSlots(expectedIDs: 0)
    /// Each union record's slot in ``unionIDSlots``, in file order.
    private(set) var unionRecordSlots: [Int32] = []
    private(set) var unionLines: [Int32] = []
    /// Every pointer as written, in file order: in chunks, since they are the largest list held
    /// while a file is read.
    private(set) var links = ChunkedArray<Link>()
    /// The marriage date and place of the unions that record one, by union.
    private(set) var marriages: [Int32: (date: String?, place: String?)] = [:]
    /// Whether warnings name links by GEDCOM's tags (`CHIL`) or by Gramps XML's elements (`childref`).
    var namesLinksAsGramps = false

    /// How warnings name a link: its GEDCOM tag, or its Gramps XML element.
    func name(of kind: LinkKind) -> String { namesLinksAsGramps ? kind.grampsElement : kind.tag }

    /// The number of unions added so far.
    var unionCount: Int { unionRecordSlots.count }

    /// The number of links added so far; the last one is `linkCount - 1`.
    var linkCount: Int { links.count }

    /// Adds a person record, taking it (a record made for the call is moved in, not copied);
    /// `line` is 0 when the format has no lines.
    mutating func addPerson(_ person: consuming GenealogyPerson, line: Int = 0) -> Int32 {
        var id = person.id
        personRecordSlots.append(id.withUTF8 { personIDSlots.slot(of: $0) })
        people.append(person)
        personLines.append(Int32(truncatingIfNeeded: line))
        return Int32(people.count - 1)
    }

    /// Adds a person record given as views of its fields' bytes, copied straight into the people's
    /// columns (the GEDCOM reader's way: no ``GenealogyPerson`` is made).
    mutating func addPerson(_ person: GenealogyPersonViews, line: Int) {
        personRecordSlots.append(personIDSlots.slot(of: person.id))
        people.append(person)
        personLines.append(Int32(truncatingIfNeeded: line))
    }

    /// Adds a union record.
    mutating func addUnion(id: String, line: Int = 0) -> Int32 {
        var id = id
        return id.withUTF8 { addUnion(id: $0, line: line) }
    }

    /// Adds a union record whose id is given as its bytes.
    mutating func addUnion(id: UnsafeBufferPointer<UInt8>, line: Int = 0) -> Int32 {
        unionRecordSlots.append(unionIDSlots.slot(of: id))
        unionLines.append(Int32(truncatingIfNeeded: line))
        return Int32(unionRecordSlots.count - 1)
    }

    /// Records the date or place of a union's marriage (the first of each stays); NUL characters,
    /// which no chart can carry, are left out.
    mutating func setMarriage(of union: Int32, date: String? = nil, place: String? = nil) {
        func kept(_ text: String?) -> String? {
            guard let text else { return nil }
            let tidy = PersonDraft.collapsingSpaces(String(text.unicodeScalars.filter { $0 != "\0" }), slashes: false)
            return tidy.isEmpty ? nil : tidy
        }
        var marriage = marriages[union] ?? (nil, nil)
        marriage.date = marriage.date ?? kept(date)
        marriage.place = marriage.place ?? kept(place)
        marriages[union] = marriage
    }

    /// Adds a pointer from a record to another, by id.
    mutating func link(
        _ kind: LinkKind, from owner: Int32, to target: String, line: Int = 0, relation: ChildRelation = .birth
    ) {
        var target = target
        target.withUTF8 { link(kind, from: owner, to: $0, line: line, relation: relation) }
    }

    /// Adds a pointer from a record to another, by the bytes of its id (numbered once: the link
    /// keeps the number).
    @inline(__always) mutating func link(
        _ kind: LinkKind, from owner: Int32, to target: UnsafeBufferPointer<UInt8>, line: Int = 0,
        relation: ChildRelation = .birth
    ) {
        let slot = kind.ownerIsUnion ? personIDSlots.slot(of: target) : unionIDSlots.slot(of: target)
        links.append(
            Link(kind: kind, relation: relation, owner: owner, line: Int32(truncatingIfNeeded: line), target: slot))
    }

    /// Adds a pointer that the reader resolved itself: `target` indexes the people for a link a
    /// union owns (`HUSB`, `WIFE`, `CHIL`), the unions for one a person owns.
    mutating func link(
        _ kind: LinkKind, from owner: Int32, toIndex target: Int32, line: Int = 0, relation: ChildRelation = .birth
    ) {
        links.append(
            Link(
                kind: kind, relation: relation, targetIsIndex: true, owner: owner,
                line: Int32(truncatingIfNeeded: line), target: target))
    }

    /// Takes links a reader resolved itself (each ``Link/targetIsIndex``), in their order, as the
    /// first links: the Gramps XML reader's array becomes the assembler's, so that the links of a
    /// large file are not held twice.
    mutating func adoptResolvedLinks(_ resolved: consuming [Link]) {
        precondition(links.isEmpty, "the resolved links come first")
        links = ChunkedArray(adopting: resolved)
    }

    /// Says how the child of a `CHIL` or `FAMC` link belongs to its union; the first relation
    /// other than birth stays.
    mutating func refine(_ link: Int, relation: ChildRelation) {
        if links[link].relation == .birth { links[link].relation = relation }
    }

    /// Resolves every id and builds the genealogy, repairing what it must (see the type's table).
    ///
    /// - Returns: The genealogy and a warning per repair, in line order, the first
    ///   `keptWarningLimit` kept (see ``GenealogyWarningLog``).
    /// - Throws: ``GenealogyError`` only for a defect of the assembly itself (the repaired people
    ///   and unions are what ``Genealogy/init(people:unions:)`` accepts).
    /// - Complexity: O(records + links), expected (each id was numbered once as it was read; a
    ///   link is resolved by an array look-up).
    ///
    /// Once the links are resolved, only the child links (`CHIL`, `FAMC`) are kept, for the lines
    /// a parent cycle's warning names; the rest are let go before the genealogy is built.
    mutating func assemble(
        keptWarningLimit: Int = GenealogyWarningLog.defaultKeptLimit
    ) throws(GenealogyError) -> (genealogy: Genealogy, warnings: GenealogyWarningLog) {
        var warnings = GenealogyWarningLog(keptLimit: keptWarningLimit)
        var people = self.people
        let personIndex = IDIndex(
            slots: personIDSlots, recordSlots: personRecordSlots, lines: personLines, kind: "person",
            warnings: &warnings)
        let unionIndex = IDIndex(
            slots: unionIDSlots, recordSlots: unionRecordSlots, lines: unionLines, kind: "union", warnings: &warnings)
        var renamedPeople: [Int: GenealogyPerson] = [:]
        for (index, id) in personIndex.renamed {
            var person = people[index]
            person.id = id
            renamedPeople[index] = person
        }
        people = people.replacing(renamedPeople)
        var unionIDs = unionRecordSlots.indices.map(unionIndex.writtenID(of:))
        for (index, id) in unionIndex.renamed { unionIDs[index] = id }
        if people.holdsNUL { removeNULCharacters(from: &people, index: personIndex, warnings: &warnings) }

        var resolved = LinkResolution(unionCount: unionIDs.count, personCount: people.count)
        resolved.resolve(self, personIndex: personIndex, unionIndex: unionIndex, warnings: &warnings)
        links.removeAll { $0.kind != .child && $0.kind != .childOf }
        let genealogy = try breakingParentCycles(
            people: people, unionIDs: unionIDs, links: &resolved,
            names: (personIndex, unionIndex), warnings: &warnings)
        warnings.sortByLine()
        return (genealogy, warnings)
    }
}
