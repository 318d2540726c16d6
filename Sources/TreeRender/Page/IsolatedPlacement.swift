import FamilyTree
import TreeLayout

/// What a picture of a descendant chart does with the people who have no family in it
/// (``FamilyTree/Family/isolatedPeople``): left out (`omit`), set in rows of their own under the
/// tree (`row`), or kept where the chart has them, in its first row (`keep`).
public enum IsolatedPlacement: String, CaseIterable, Hashable, Sendable {
    /// Left out of the picture, which says how many.
    case omit
    /// In rows of their own under the tree, wrapped to its width.
    case row
    /// In the chart's first row, among the founders, as the chart has them.
    case keep
}
