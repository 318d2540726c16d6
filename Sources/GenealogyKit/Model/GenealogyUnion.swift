public import FamilyTree

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
    /// How each child belongs to the union, parallel to ``children``; empty when every child is
    /// the union's by birth, which is what most files record.
    public var childRelations: [ChildRelation]
    /// The marriage's date as the file wrote it (GEDCOM: the first `MARR.DATE`), when known.
    public var married: String?
    /// Where the marriage took place (GEDCOM: the first `MARR.PLAC`), when known.
    public var marriagePlace: String?

    /// Creates a union.
    ///
    /// - Parameters:
    ///   - id: The union's id.
    ///   - partners: Up to two partners, as indices into the people.
    ///   - children: The children, in order, as indices into the people.
    ///   - childRelations: Parallel to `children`, or empty for children all by birth.
    public init(id: String, partners: [Int] = [], children: [Int] = [], childRelations: [ChildRelation] = []) {
        precondition(
            childRelations.isEmpty || childRelations.count == children.count,
            "childRelations must be empty or parallel to children")
        self.id = id
        self.partners = partners
        self.children = children
        self.childRelations = childRelations
    }

    /// How the child at `position` in ``children`` belongs to the union.
    public func relation(ofChildAt position: Int) -> ChildRelation {
        childRelations.isEmpty ? .birth : childRelations[position]
    }

    /// The marriage date as a chart shows it (`ABT 1840` → `c. 1840`; see `GenealogicalDate`).
    var shownMarried: String? { married.map(GenealogicalDate.display) }

    /// The partner other than `person`, if the union has one.
    public func partner(of person: Int) -> Int? {
        partners.first { $0 != person }
    }
}
