/// Which people of a family are shown: units whose descendants are collapsed, and a limit on
/// the number of generations.
///
/// Kept apart from ``LayoutOptions`` on purpose: an engine's `layout(_:options:)` lays out
/// everybody in the family it is given, so hiding people is a step before it —
/// ``VisibleFamily/init(_:visibility:)`` or ``LayoutEngine/layoutVisible(_:options:visibility:)``
/// — that every engine and the checker then see alike, and it cannot be passed to an engine and
/// silently ignored. ``LayoutSession`` takes one as its starting state.
public struct Visibility: Hashable, Sendable {
    /// Ids of people whose unit's descendants are hidden: absent from the layout, taking no
    /// space and no gap. Either spouse's id names the couple.
    public var collapsed: Set<String>
    /// The number of generations shown (at least 1), or `nil` for all.
    public var maxGenerations: Int?

    /// Creates a visibility; the default shows everybody.
    ///
    /// - Parameters:
    ///   - collapsed: Ids of people whose unit's descendants are hidden.
    ///   - maxGenerations: The number of generations shown, at least 1; `nil` for all.
    public init(collapsed: Set<String> = [], maxGenerations: Int? = nil) {
        self.collapsed = collapsed
        self.maxGenerations = maxGenerations
    }

    /// Whether anybody is hidden (a collapsed unit or a generation limit).
    public var hidesPeople: Bool { !collapsed.isEmpty || maxGenerations != nil }
}
