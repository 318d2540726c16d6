/// A union as a family file records it (GEDCOM's `FAM`): up to two partners and their children in order.
///
/// Partners and children are indices into ``Genealogy/people``.
public struct GenealogyUnion: Hashable, Sendable {
    /// The union's id, unique among unions (a GEDCOM `FAM` cross-reference id without its `@`s).
    public var id: String
    /// The partners, at most two, in the order the file names them (GEDCOM: `HUSB` before `WIFE`).
    public var partners: [Int]
    /// The children, in the file's order (GEDCOM: the `CHIL` lines).
    public var children: [Int]

    /// Creates a union.
    public init(id: String, partners: [Int] = [], children: [Int] = []) {
        self.id = id
        self.partners = partners
        self.children = children
    }

    /// The partner other than `person`, if the union has one.
    public func partner(of person: Int) -> Int? {
        partners.first { $0 != person }
    }
}
