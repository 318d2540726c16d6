import FamilyTree

/// A person as a family file records them: who they are, not where they are drawn.
///
/// Links to unions are kept by ``Genealogy`` (a person may be a partner in several unions and a
/// child of one or, with adoption, more).
public struct GenealogyPerson: Hashable, Sendable {
    /// The person's id, unique in the genealogy (a GEDCOM cross-reference id without its `@`s).
    public var id: String
    /// The full name as it is drawn (`John Smith`); GEDCOM's `/surname/` slashes removed.
    public var name: String
    /// `male`, `female` or `unknown`.
    public var sex: String
    /// The birth date as the file wrote it (`12 MAR 1819`, `ABT 1900`), when known.
    public var born: String?
    /// The death date as the file wrote it, when known.
    public var died: String?
    /// The given names, when the file tells them apart from the surname (GEDCOM's `/surname/`).
    public var givenName: String?
    /// The surname, when the file tells it apart.
    public var surname: String?
    /// Where the person was born, as the file wrote it.
    public var birthPlace: String?
    /// Where the person died, as the file wrote it.
    public var deathPlace: String?
    /// Where the person was christened (GEDCOM's first `CHR.PLAC`, Gramps' first Baptism or
    /// Christening event's place), kept as the christening's: a box shows it, as `chr.`, where
    /// no birth place is known, and the writers write it back as a christening.
    public var christeningPlace: String?
    /// Where the person was buried (GEDCOM's first `BURI.PLAC`, Gramps' first Burial event's
    /// place): shown as `bur.` where no death place is known.
    public var burialPlace: String?

    /// Creates a person.
    public init(id: String, name: String = "", sex: String = "unknown", born: String? = nil, died: String? = nil) {
        self.id = id
        self.name = name
        self.sex = sex
        self.born = born
        self.died = died
    }
}

extension GenealogyPerson {
    /// A person with every field, as a reader makes one: built whole, not field by field.
    init(
        id: String, name: String, sex: String, born: String?, died: String?, givenName: String?, surname: String?,
        birthPlace: String?, deathPlace: String?, christeningPlace: String? = nil, burialPlace: String? = nil
    ) {
        self.init(id: id, name: name, sex: sex, born: born, died: died)
        self.givenName = givenName
        self.surname = surname
        self.birthPlace = birthPlace
        self.deathPlace = deathPlace
        self.christeningPlace = christeningPlace
        self.burialPlace = burialPlace
    }

    /// The birth date as a chart shows it, the way genealogists write it (`ABT 1845` → `c. 1845`;
    /// see `GenealogicalDate`).
    var shownBorn: String? { born.map(GenealogicalDate.display) }

    /// The death date as a chart shows it (`BEF 1970` → `bef. 1970`).
    var shownDied: String? { died.map(GenealogicalDate.display) }

    /// What a chart's box may show beyond the name and dates: the name's parts and the places
    /// (the marriage is the union's, ``GenealogyUnion/married``).
    var facts: PersonFacts {
        PersonFacts(
            givenName: givenName, surname: surname, birthPlace: birthPlace, deathPlace: deathPlace,
            christeningPlace: christeningPlace, burialPlace: burialPlace)
    }

    /// The first text field (`id`, `name`, `sex`, `born`, `died`, a name's part or a place) that holds the NUL character,
    /// U+0000, or nil: no chart can carry it (Family JSON v1's rule `nul-character`).
    ///
    /// - Complexity: O(the fields' UTF-8 length).
    var fieldHoldingNUL: String? {
        if id.containsNULCharacter { return "id" }
        if name.containsNULCharacter { return "name" }
        if sex.containsNULCharacter { return "sex" }
        if born?.containsNULCharacter == true { return "born" }
        if died?.containsNULCharacter == true { return "died" }
        if givenName?.containsNULCharacter == true { return "givenName" }
        if surname?.containsNULCharacter == true { return "surname" }
        if birthPlace?.containsNULCharacter == true { return "birthPlace" }
        if deathPlace?.containsNULCharacter == true { return "deathPlace" }
        if christeningPlace?.containsNULCharacter == true { return "christeningPlace" }
        if burialPlace?.containsNULCharacter == true { return "burialPlace" }
        return nil
    }
}
