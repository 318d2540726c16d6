/// One record of Family JSON v1: a person as the document states them.
///
/// The record is kept exactly as written so that a validated ``Family`` can be written back
/// byte for byte in meaning. Links between people are ids here; ``Family`` resolves them to indices.
public struct Person: Hashable, Sendable {
    /// The person's id, unique in the document.
    public var id: String
    /// The name drawn in the person's box.
    public var name: String
    /// A free string; `male`, `female` and `unknown` are usual.
    public var gender: String
    /// Age in whole years, at least 0.
    public var age: Int
    /// The spouse's id in the same generation, or `""` for none.
    public var coupleID: String
    /// The ids of the children, in the next generation, left to right.
    public var childrenIDs: [String]
    /// For a repeat appearance (a second box of someone already drawn): the id of the person's home
    /// box, the first appearance. `nil` for a home. Charts derived from a genealogy use it.
    public var sameAs: String?
    /// The birth date as the source wrote it (`12 MAR 1819`, `ABT 1900`), when known.
    public var born: String?
    /// The death date as the source wrote it, when known.
    public var died: String?
    /// Names' parts, places and the marriage, for boxes that show more than years.
    public var facts: PersonFacts

    /// Creates a record.
    public init(
        id: String,
        name: String = "",
        gender: String = "unknown",
        age: Int = 0,
        coupleID: String = "",
        childrenIDs: [String] = [],
        sameAs: String? = nil,
        born: String? = nil,
        died: String? = nil,
        facts: PersonFacts = PersonFacts()
    ) {
        self.id = id
        self.name = name
        self.gender = gender
        self.age = age
        self.coupleID = coupleID
        self.childrenIDs = childrenIDs
        self.sameAs = sameAs
        self.born = born
        self.died = died
        self.facts = facts
    }

    /// Whether the record names a spouse.
    public var isMarried: Bool { !coupleID.isEmpty }

    /// Whether the record is a repeat appearance of someone whose home box is elsewhere.
    public var isRepeat: Bool { sameAs != nil }
}

// Not in the chart page's engine: Embedded Swift (ChartEngine/) has no Codable.
#if !hasFeature(Embedded)
    extension Person: Codable {
        private enum CodingKeys: String, CodingKey {
            case id, name, gender, age, coupleID, childrenIDs, sameAs, born, died
            case givenName, surname, birthPlace, deathPlace, christeningPlace, burialPlace, married, marriagePlace
        }

        /// Decodes a record; only `id` is required, the other fields default as in
        /// ``init(id:name:gender:age:coupleID:childrenIDs:sameAs:born:died:facts:)``; the
        /// ``PersonFacts`` are keys of the record itself (`"birthPlace"`, …).
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.id = try container.decode(String.self, forKey: .id)
            self.name = try container.decodeIfPresent(String.self, forKey: .name) ?? ""
            self.gender = try container.decodeIfPresent(String.self, forKey: .gender) ?? "unknown"
            self.age = try container.decodeIfPresent(Int.self, forKey: .age) ?? 0
            self.coupleID = try container.decodeIfPresent(String.self, forKey: .coupleID) ?? ""
            self.childrenIDs = try container.decodeIfPresent([String].self, forKey: .childrenIDs) ?? []
            self.sameAs = try container.decodeIfPresent(String.self, forKey: .sameAs)
            self.born = try container.decodeIfPresent(String.self, forKey: .born)
            self.died = try container.decodeIfPresent(String.self, forKey: .died)
            self.facts = PersonFacts(
                givenName: try container.decodeIfPresent(String.self, forKey: .givenName),
                surname: try container.decodeIfPresent(String.self, forKey: .surname),
                birthPlace: try container.decodeIfPresent(String.self, forKey: .birthPlace),
                deathPlace: try container.decodeIfPresent(String.self, forKey: .deathPlace),
                christeningPlace: try container.decodeIfPresent(String.self, forKey: .christeningPlace),
                burialPlace: try container.decodeIfPresent(String.self, forKey: .burialPlace),
                married: try container.decodeIfPresent(String.self, forKey: .married),
                marriagePlace: try container.decodeIfPresent(String.self, forKey: .marriagePlace))
        }

        /// Encodes the record with the keys it decodes from, the absent optional ones left out.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
            try container.encode(gender, forKey: .gender)
            try container.encode(age, forKey: .age)
            try container.encode(coupleID, forKey: .coupleID)
            try container.encode(childrenIDs, forKey: .childrenIDs)
            try container.encodeIfPresent(sameAs, forKey: .sameAs)
            try container.encodeIfPresent(born, forKey: .born)
            try container.encodeIfPresent(died, forKey: .died)
            try container.encodeIfPresent(facts.givenName, forKey: .givenName)
            try container.encodeIfPresent(facts.surname, forKey: .surname)
            try container.encodeIfPresent(facts.birthPlace, forKey: .birthPlace)
            try container.encodeIfPresent(facts.deathPlace, forKey: .deathPlace)
            try container.encodeIfPresent(facts.christeningPlace, forKey: .christeningPlace)
            try container.encodeIfPresent(facts.burialPlace, forKey: .burialPlace)
            try container.encodeIfPresent(facts.married, forKey: .married)
            try container.encodeIfPresent(facts.marriagePlace, forKey: .marriagePlace)
        }
    }
#endif
