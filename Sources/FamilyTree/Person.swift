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

    /// Creates a record.
    public init(
        id: String,
        name: String = "",
        gender: String = "unknown",
        age: Int = 0,
        coupleID: String = "",
        childrenIDs: [String] = []
    ) {
        self.id = id
        self.name = name
        self.gender = gender
        self.age = age
        self.coupleID = coupleID
        self.childrenIDs = childrenIDs
    }

    /// Whether the record names a spouse.
    public var isMarried: Bool { !coupleID.isEmpty }
}

extension Person: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, name, gender, age, coupleID, childrenIDs
    }

    /// Decodes a record; only `id` is required, the other fields default as in ``init(id:name:gender:age:coupleID:childrenIDs:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decode(String.self, forKey: .id)
        self.name = try container.decodeIfPresent(String.self, forKey: .name) ?? ""
        self.gender = try container.decodeIfPresent(String.self, forKey: .gender) ?? "unknown"
        self.age = try container.decodeIfPresent(Int.self, forKey: .age) ?? 0
        self.coupleID = try container.decodeIfPresent(String.self, forKey: .coupleID) ?? ""
        self.childrenIDs = try container.decodeIfPresent([String].self, forKey: .childrenIDs) ?? []
    }
}
