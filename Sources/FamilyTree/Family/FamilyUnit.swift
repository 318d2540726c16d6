/// A unit of the family drawing: a single person, a couple standing side by side, or a further
/// union of a person who married more than once.
///
/// A person with several partners is one *partner group* on their row: their own unit (the
/// person with their first partner, a couple) followed right away, in the same run of siblings
/// or roots, by one *further union* unit per later partner, in the document's order. A further
/// union's ``blood`` is that partner (drawn right of the group's previous box) and its children
/// are that union's children; ``furtherUnionOf`` names the person they married. A unit with no
/// partner or one costs exactly what it did before groups existed: the marker lives in
/// ``spouse``'s negative values.
///
/// Units are stored in ``Family/units`` in breadth-first order: the roots first, then each
/// unit's children as one consecutive run, so a generation is a contiguous range and a
/// parent always comes before its children. Walking the array backwards visits children
/// before parents, which is all a bottom-up layout needs — no recursion, no look-ups.
public struct FamilyUnit: Hashable, Sendable {
    /// Index in ``Family/people`` of the blood relative (drawn left). For a root couple, the
    /// spouse who comes first in the document.
    public let blood: Int32
    /// Index in ``Family/people`` of the spouse (drawn right), or `-1` for a single person; for a
    /// further union, `-2 - p` where `p` is the person the unit's partner married (see
    /// ``furtherUnionOf``).
    public let spouse: Int32
    /// Index in ``Family/units`` of the parents' unit, or `-1` for a root.
    public let parent: Int32
    /// Index in ``Family/units`` of the first child's unit; the children are
    /// `firstChild ..< firstChild + childCount`, left to right.
    public let firstChild: Int32
    /// The number of children.
    public let childCount: Int32
    /// The generation (row) of the unit, 0 for roots.
    public let generation: Int32

    /// Creates a unit; ``Family`` builds these, callers rarely need to.
    public init(
        blood: Int32,
        spouse: Int32,
        parent: Int32,
        firstChild: Int32,
        childCount: Int32,
        generation: Int32
    ) {
        self.blood = blood
        self.spouse = spouse
        self.parent = parent
        self.firstChild = firstChild
        self.childCount = childCount
        self.generation = generation
    }

    /// Whether the unit is a couple.
    @inlinable public var isCouple: Bool { spouse >= 0 }
    /// Whether the unit is a further union: a later partner of the person whose unit stands just
    /// before it, with that union's children.
    @inlinable public var isFurtherUnion: Bool { spouse <= -2 }
    /// For a further union, the index in ``Family/people`` of the person the unit's partner
    /// (``blood``) married; `-1` for any other unit.
    @inlinable public var furtherUnionOf: Int32 { spouse <= -2 ? -2 - spouse : -1 }
    /// The ``spouse`` value that marks a further union of `person`.
    @inlinable public static func furtherUnionMarker(of person: Int32) -> Int32 { -2 - person }
    /// Whether the unit starts a tree.
    @inlinable public var isRoot: Bool { parent < 0 }
    /// Whether the unit has children.
    @inlinable public var hasChildren: Bool { childCount > 0 }
    /// The unit indices of the children, left to right.
    @inlinable public var children: Range<Int> { Int(firstChild)..<Int(firstChild + childCount) }
}
