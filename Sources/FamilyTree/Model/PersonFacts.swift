/// What a genealogy records of a person beyond the name and dates, for boxes that show more than
/// years (`treebench render --details`, `--marriages`, `--name-format`): the parts of the name,
/// the places of birth and death (or of christening and burial, kept as what they are), and the
/// marriage to the partner the record names.
///
/// Every field is optional and absent from most records; Family JSON v1 carries each as an
/// optional key of its own (docs/FAMILY-JSON.md), written only when present.
public struct PersonFacts: Hashable, Sendable {
    /// The given names (GEDCOM: the `NAME` before its `/surname/`, else `GIVN`; Gramps: `first`).
    public var givenName: String?
    /// The surname (GEDCOM: the `NAME` between its slashes, else `SURN`; Gramps: `surname`).
    public var surname: String?
    /// Where the person was born, as the file wrote it.
    public var birthPlace: String?
    /// Where the person died, as the file wrote it.
    public var deathPlace: String?
    /// Where the person was christened (or baptised): a box with places shows it, as
    /// `chr. London`, where ``birthPlace`` is absent, never passing it off as the birth's.
    public var christeningPlace: String?
    /// Where the person was buried: shown, as `bur. Westminster Abbey`, where ``deathPlace`` is
    /// absent.
    public var burialPlace: String?
    /// The date of the marriage to the partner in ``Person/coupleID``, as a chart shows it.
    public var married: String?
    /// Where that marriage took place.
    public var marriagePlace: String?

    /// Creates facts; every field defaults to absent.
    public init(
        givenName: String? = nil, surname: String? = nil, birthPlace: String? = nil, deathPlace: String? = nil,
        christeningPlace: String? = nil, burialPlace: String? = nil, married: String? = nil,
        marriagePlace: String? = nil
    ) {
        self.givenName = givenName
        self.surname = surname
        self.birthPlace = birthPlace
        self.deathPlace = deathPlace
        self.christeningPlace = christeningPlace
        self.burialPlace = burialPlace
        self.married = married
        self.marriagePlace = marriagePlace
    }

    /// Whether no field is present.
    public var isEmpty: Bool { self == PersonFacts() }

    /// The fields with their Family JSON keys, in the order they are written.
    var keyedFields: [(key: String, value: String?)] {
        [
            ("givenName", givenName), ("surname", surname), ("birthPlace", birthPlace), ("deathPlace", deathPlace),
            ("christeningPlace", christeningPlace), ("burialPlace", burialPlace), ("married", married),
            ("marriagePlace", marriagePlace),
        ]
    }
}

/// A reader's views of one person's ``PersonFacts``: UTF-8 bytes, nil for an absent field.
package struct PersonFactViews {
    var givenName: UnsafeBufferPointer<UInt8>?
    var surname: UnsafeBufferPointer<UInt8>?
    var birthPlace: UnsafeBufferPointer<UInt8>?
    var deathPlace: UnsafeBufferPointer<UInt8>?
    var christeningPlace: UnsafeBufferPointer<UInt8>?
    var burialPlace: UnsafeBufferPointer<UInt8>?
    /// The marriage's date as a chart shows it: a chart box takes its union's (``PersonFacts/married``).
    package var married: UnsafeBufferPointer<UInt8>?
    /// Where that marriage took place.
    package var marriagePlace: UnsafeBufferPointer<UInt8>?

    /// Views of the given fields; nil for a field the person does not have.
    package init(
        givenName: UnsafeBufferPointer<UInt8>? = nil, surname: UnsafeBufferPointer<UInt8>? = nil,
        birthPlace: UnsafeBufferPointer<UInt8>? = nil, deathPlace: UnsafeBufferPointer<UInt8>? = nil,
        christeningPlace: UnsafeBufferPointer<UInt8>? = nil, burialPlace: UnsafeBufferPointer<UInt8>? = nil,
        married: UnsafeBufferPointer<UInt8>? = nil, marriagePlace: UnsafeBufferPointer<UInt8>? = nil
    ) {
        self.givenName = givenName
        self.surname = surname
        self.birthPlace = birthPlace
        self.deathPlace = deathPlace
        self.christeningPlace = christeningPlace
        self.burialPlace = burialPlace
        self.married = married
        self.marriagePlace = marriagePlace
    }

    /// Whether the person has none of the fields.
    var isEmpty: Bool {
        givenName == nil && surname == nil && birthPlace == nil && deathPlace == nil && christeningPlace == nil
            && burialPlace == nil && married == nil && marriagePlace == nil
    }

    /// Whether a field holds the NUL character, U+0000 (with nothing allocated: a reader asks it
    /// of every person).
    package var holdsNUL: Bool {
        func holds(_ text: UnsafeBufferPointer<UInt8>?) -> Bool { text?.contains(0) ?? false }
        return holds(givenName) || holds(surname) || holds(birthPlace) || holds(deathPlace)
            || holds(christeningPlace) || holds(burialPlace) || holds(married) || holds(marriagePlace)
    }

    /// Every view, in ``PersonFacts/keyedFields`` order.
    var all: [UnsafeBufferPointer<UInt8>?] {
        [givenName, surname, birthPlace, deathPlace, christeningPlace, burialPlace, married, marriagePlace]
    }
}

/// The ``PersonFacts`` of many people, a column per field: nothing is stored until someone has a
/// field, so a family without them costs nothing more.
package struct PersonFactColumns: Hashable, Sendable {
    private var givenName = OptionalTextColumn()
    private var surname = OptionalTextColumn()
    private var birthPlace = OptionalTextColumn()
    private var deathPlace = OptionalTextColumn()
    private var christeningPlace = OptionalTextColumn()
    private var burialPlace = OptionalTextColumn()
    private var married = OptionalTextColumn()
    private var marriagePlace = OptionalTextColumn()

    /// Empty columns.
    package init() {}

    /// Appends the facts of person `person` (people are appended in order).
    package mutating func append(_ views: PersonFactViews, person: Int) {
        givenName.append(views.givenName, person: person)
        surname.append(views.surname, person: person)
        birthPlace.append(views.birthPlace, person: person)
        deathPlace.append(views.deathPlace, person: person)
        christeningPlace.append(views.christeningPlace, person: person)
        burialPlace.append(views.burialPlace, person: person)
        married.append(views.married, person: person)
        marriagePlace.append(views.marriagePlace, person: person)
    }

    /// Calls `body` with views of the facts of person `person` where the columns hold them, nil
    /// for an absent field, with nothing allocated: ``facts(at:)`` without a `String` made.
    ///
    /// Not generic, so a caller in another module runs it specialized (a `package` function is
    /// not inlined across modules, and an unspecialized generic one instantiates its metadata at
    /// every call).
    package func withViews(at person: Int, _ body: (PersonFactViews) -> Void) {
        givenName.withUTF8(at: person) { givenName in
            surname.withUTF8(at: person) { surname in
                birthPlace.withUTF8(at: person) { birthPlace in
                    deathPlace.withUTF8(at: person) { deathPlace in
                        christeningPlace.withUTF8(at: person) { christeningPlace in
                            burialPlace.withUTF8(at: person) { burialPlace in
                                married.withUTF8(at: person) { married in
                                    marriagePlace.withUTF8(at: person) { marriagePlace in
                                        body(
                                            PersonFactViews(
                                                givenName: givenName, surname: surname, birthPlace: birthPlace,
                                                deathPlace: deathPlace, christeningPlace: christeningPlace,
                                                burialPlace: burialPlace, married: married,
                                                marriagePlace: marriagePlace))
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The facts of person `person`.
    package func facts(at person: Int) -> PersonFacts {
        PersonFacts(
            givenName: givenName.value(at: person), surname: surname.value(at: person),
            birthPlace: birthPlace.value(at: person), deathPlace: deathPlace.value(at: person),
            christeningPlace: christeningPlace.value(at: person), burialPlace: burialPlace.value(at: person),
            married: married.value(at: person), marriagePlace: marriagePlace.value(at: person))
    }
}
