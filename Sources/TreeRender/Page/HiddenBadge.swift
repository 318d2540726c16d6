import FamilyTree
public import TreeLayout

/// A "+N" badge as every format draws it: the people a folded line or the depth limit hides,
/// beyond the unit that hides them.
public struct HiddenBadge: Sendable {
    /// The number of people hidden.
    public let hidden: Int
    /// The badge's text, `+N`.
    public var label: String { "+\(hidden)" }
    /// Where the badge stands on the panel.
    public let frame: PersonBox
}
