/// How the native engine spreads the children of one unit (and the trees of the forest) beside
/// each other, after UIStackView's distributions. Every mode keeps every invariant
/// (docs/ARCHITECTURE.md, "Invariants and geometry"): parents centred over their first and last child, no overlap, couples adjacent,
/// rows, order. They differ only in the horizontal distances between sibling subtrees.
///
/// "Subtree" below means the boxes of a child and all its visible descendants; its *contour* is
/// the leftmost and rightmost box on each of its rows, its *bounding box* the rectangle around
/// all of them. `gap` is ``LayoutGeometry/siblingGap``.
public enum SiblingDistribution: String, Sendable, CaseIterable, Hashable {
    /// Subtrees slide together until their contours are `gap` apart on the closest row; small
    /// subtrees between two big ones are spread evenly (Walker 1990, in linear time after
    /// Buchheim, Jünger & Leipert 2002). The narrowest drawing; the default.
    case compact
    /// Subtrees stand bounding box to bounding box, `gap` apart, as the plain recursive layout
    /// does (each subtree as wide as its widest row). Wider than compact, but every subtree owns a
    /// clear vertical strip. Engine `native:boundingBox`.
    case fill
    /// Every child gets a slot as wide as the widest sibling's bounding box, slots `gap` apart,
    /// each subtree centred in its slot. A slot is the subtree's extent one level up, so nested
    /// levels stay in a regular grid.
    case fillEqually
    /// Slot widths proportional to the number of people in each child's subtree, scaled just
    /// enough that every subtree's bounding box fits its slot; slots `gap` apart, subtrees centred.
    case fillProportionally
    /// Every subtree stands the same distance `D` from the union of its left siblings' subtrees at
    /// the closest point, where `D` is the largest such distance in the compact layout. So
    /// neighbours are `D` apart wherever the left neighbour is what comes closest, and never
    /// closer; a deeper sibling further left can hold a subtree further away than `D`.
    case equalSpacing
    /// The children's anchors (their own box centres) are equally spaced, by the smallest step
    /// for which no two subtrees come closer than `gap` on any row.
    case equalCentering

    /// Whether the mode packs by contours (and so maintains Buchheim's threads); the others pack
    /// by bounding boxes.
    public var usesContours: Bool {
        switch self {
        case .compact, .equalSpacing, .equalCentering: true
        case .fill, .fillEqually, .fillProportionally: false
        }
    }
}
