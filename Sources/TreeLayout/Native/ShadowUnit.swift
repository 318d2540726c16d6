import FamilyTree

/// The native engine's working state for one unit, kept in a contiguous buffer with the indices
/// of `FamilyTree/Family/units` (``ShadowBuffer``: usually the tail of the box array being
/// filled) so the input is never mutated.
///
/// A unit is placed by its *attach point*: the centre of its blood relative's box, where the
/// line from its parents arrives. Field names follow Buchheim, Jünger & Leipert (2002),
/// "Improving Walker's algorithm to run in linear time", as d3-hierarchy's `tree.js` does.
///
/// 32 bytes, two to a cache line: at a million people the engine's time goes mostly to moving
/// memory, so every byte here counts (Benchmarks/README.md, "Measured design decisions"). So
/// Buchheim's `shift` and `change`, non-zero only while the unit's own group of
/// siblings is placed, live in a small buffer for that group (`PendingShift`); the parent is
/// read from `FamilyTree/FamilyUnit` (the siblings of a group are one run of indices anyway);
/// and the unit's extents are an index into an ``ExtentsTable``, which holds just two entries
/// when every box is equally wide.
struct ShadowUnit {
    /// prelim: the preliminary x of the attach point, relative to the parent's children.
    var prelim: Double
    /// mod: the shift every descendant receives, summed down the tree in the second walk (which
    /// leaves here the sum of the mods of the unit and all its ancestors).
    var mod: Double
    /// nextLeft: the first child, or for a unit without children its thread (Buchheim's
    /// thread(v): the next unit on a contour one row down), or -1.
    var nextLeft: Int32
    /// nextRight: the last child, or the thread as for ``nextLeft``, or -1.
    var nextRight: Int32
    /// ancestor: the candidate for the greatest distinct ancestor in apportion (initially the unit itself).
    var ancestor: Int32
    /// Where the unit's extents are in the walk's ``ExtentsTable``.
    var extents: Int32
}

extension ShadowUnit {
    /// Where SECONDWALK reads a unit's prelim as raw memory (checked by `SecondWalk`).
    static var prelimOffset: Int { 0 }
    /// Where SECONDWALK reads a unit's mod.
    static var modOffset: Int { 8 }
    /// The sum of mods a parent hands to its first child in SECONDWALK (the paper's m), written
    /// over ``nextLeft`` and ``nextRight``, which the second walk no longer needs.
    static var handedSumOffset: Int { 16 }

    /// Whether the offsets above are the fields'.
    static var offsetsAreAsDocumented: Bool {
        MemoryLayout<ShadowUnit>.offset(of: \.prelim) == prelimOffset
            && MemoryLayout<ShadowUnit>.offset(of: \.mod) == modOffset
            && MemoryLayout<ShadowUnit>.offset(of: \.nextLeft) == handedSumOffset
            && MemoryLayout<ShadowUnit>.offset(of: \.nextRight) == handedSumOffset + 4
    }
}

extension ShadowUnit {
    /// One unit's state before FIRSTWALK (the paper's first loop in TREELAYOUT, with the contour
    /// store's fields): prelim and mod 0, its extents around the attach point
    /// from the box widths (recorded in `extents`), its contour links to its first and last child
    /// (-1 without children), and itself as its ancestor.
    @inline(__always)
    init(
        unit: FamilyUnit, index: Int, widths: PersonWidths, coupleGap: Double, siblingGap: Double,
        extents: ExtentsTable
    ) {
        let hasChildren = unit.childCount > 0
        // Selections, not branches: whether a unit has children is as good as random to the
        // processor's branch predictor. (Unit indices fit in Int32: `Family` numbers them so.)
        self.init(
            prelim: 0, mod: 0,
            nextLeft: hasChildren ? unit.firstChild : -1,
            nextRight: hasChildren ? unit.firstChild &+ unit.childCount &- 1 : -1,
            ancestor: Int32(truncatingIfNeeded: index),
            extents: extents.record(
                unit, index: index, widths: widths, coupleGap: coupleGap, siblingGap: siblingGap))
    }
}
