/// The native engine's working state for one unit, kept in a contiguous array beside
/// ``FamilyTree/Family/units`` (same indices) so the input is never mutated.
///
/// A unit is placed by its *attach point*: the centre of its blood relative's box, where the
/// line from its parents arrives. Field names follow Buchheim, Jünger & Leipert (2002),
/// "Improving Walker's algorithm to run in linear time", as d3-hierarchy's `tree.js` does.
struct ShadowUnit {
    /// prelim: the preliminary x of the attach point, relative to the parent's children.
    var prelim: Double = 0
    /// mod: the shift every descendant receives, summed down the tree in the second walk.
    var mod: Double = 0
    /// shift: how far apportion moved this subtree, spread to its right siblings by execute shifts.
    var shift: Double = 0
    /// change: the per-sibling change of shift, so that subtrees between two moved ones spread evenly.
    var change: Double = 0
    /// thread: for a unit without children, the next unit on its subtree's contour one row down, or -1.
    var thread: Int32 = -1
    /// ancestor: the candidate for the greatest distinct ancestor in apportion (initially the unit itself).
    var ancestor: Int32
    /// The distance from the attach point to the unit's left edge (half the blood relative's box).
    var leftExtent: Double
    /// The distance from the attach point to the unit's right edge (past the spouse, for a couple).
    var rightExtent: Double
    /// The distance from the attach point to the anchor, the point the children centre under:
    /// 0 for a single person, half the blood box plus half the couple gap for a couple.
    var anchorOffset: Double
}
