import FamilyTree

/// The native engine's working state for one unit, kept in a contiguous buffer beside
/// ``FamilyTree/Family/units`` (same indices) so the input is never mutated.
///
/// A unit is placed by its *attach point*: the centre of its blood relative's box, where the
/// line from its parents arrives. Field names follow Buchheim, Jünger & Leipert (2002),
/// "Improving Walker's algorithm to run in linear time", as d3-hierarchy's `tree.js` does.
///
/// Everything a contour step reads is here, in 48 bytes. Buchheim's `shift` and `change` are
/// not: they are non-zero only while the unit's own group of siblings is placed, so
/// ``ContourPacking`` keeps them in a small buffer for that group (``PendingShift``). Nor is the
/// parent: ``FamilyTree/FamilyUnit`` has it, and the siblings of a group are one run of indices.
/// Less memory per unit is less to fault in and to stream through at a million people.
struct ShadowUnit {
    /// prelim: the preliminary x of the attach point, relative to the parent's children.
    var prelim: Double
    /// mod: the shift every descendant receives, summed down the tree in the second walk (which
    /// leaves here the sum of the mods of the unit and all its ancestors).
    var mod: Double
    /// The distance from the attach point to the unit's left edge (half the blood relative's box).
    var leftExtent: Double
    /// The distance from the attach point to the unit's right edge (past the spouse, for a couple).
    var rightExtent: Double
    /// nextLeft: the first child, or for a unit without children its thread (the next unit on
    /// its subtree's contour one row down), or -1.
    var nextLeft: Int32
    /// nextRight: the last child, or the thread as for ``nextLeft``, or -1.
    var nextRight: Int32
    /// ancestor: the candidate for the greatest distinct ancestor in apportion (initially the unit itself).
    var ancestor: Int32
}

/// A 64-byte-aligned buffer of ``ShadowUnit``, one per unit, freed when the walk ends.
struct ShadowBuffer: ~Copyable {
    let units: UnsafeMutableBufferPointer<ShadowUnit>
    private let raw: UnsafeMutableRawPointer

    init(count: Int) {
        let byteCount = max(count, 1) * MemoryLayout<ShadowUnit>.stride
        raw = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 64)
        LargeBuffer.adviseHugePages(raw, byteCount: byteCount)
        units = UnsafeMutableBufferPointer(start: raw.bindMemory(to: ShadowUnit.self, capacity: count), count: count)
    }

    deinit { raw.deallocate() }
}

extension ShadowUnit {
    /// Step 1 of the engine for one unit: prelim and mod 0, its extents around the attach point
    /// from the box widths, its contour links to its first and last child (-1 without children),
    /// and itself as its ancestor.
    @inline(__always)
    init(unit: FamilyUnit, index: Int, widths: PersonWidths, coupleGap: Double) {
        let halfBlood = widths[unit.blood] / 2
        let spouseWidth = unit.isCouple ? coupleGap + widths[unit.spouse] : 0
        let hasChildren = unit.childCount > 0
        self.init(
            prelim: 0, mod: 0, leftExtent: halfBlood, rightExtent: halfBlood + spouseWidth,
            nextLeft: hasChildren ? unit.firstChild : -1,
            nextRight: hasChildren ? unit.firstChild + unit.childCount - 1 : -1,
            ancestor: Int32(index))
    }

    /// The distance from the attach point to the anchor, the point the children centre under:
    /// 0 for a single person, half the blood box plus half the couple gap for a couple.
    @inline(__always)
    func anchorOffset(isCouple: Bool, coupleGap: Double) -> Double {
        isCouple ? leftExtent + coupleGap / 2 : 0
    }
}
