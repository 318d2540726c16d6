import FamilyTree

/// The reference drawn by a box: a home's number, or a repeat's “see N · gen. G”.
public struct RepeatTag: Hashable, Sendable {
    /// The text.
    public var text: String
    /// Whether the box is a home (drawn dark, the number alone) rather than a repeat.
    public var isHome: Bool
}
