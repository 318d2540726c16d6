import FamilyTree

/// The native engine's working state for one unit, kept in a contiguous buffer beside
/// `FamilyTree/Family/units` (same indices) so the input is never mutated.
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

/// The engine's per-unit state: a 64-byte-aligned buffer of `ShadowUnit`, one per unit, and
/// the ``ExtentsTable`` they point into; freed when the walk ends.
struct ShadowBuffer: ~Copyable {
    let units: UnsafeMutableBufferPointer<ShadowUnit>
    let extents: ExtentsTable
    private let raw: UnsafeMutableRawPointer

    /// Allocates the state of `count` units; with `uniformWidth`, every box is that wide and the
    /// extents table holds two entries (a single person, a couple) rather than one per unit.
    init(count: Int, uniformWidth: Double?, coupleGap: Double) {
        let byteCount = max(count, 1) * MemoryLayout<ShadowUnit>.stride
        raw = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 64)
        LargeBuffer.adviseHugePages(raw, byteCount: byteCount)
        units = UnsafeMutableBufferPointer(start: raw.bindMemory(to: ShadowUnit.self, capacity: count), count: count)
        extents = ExtentsTable(unitCount: count, uniformWidth: uniformWidth, coupleGap: coupleGap)
    }

    deinit {
        raw.deallocate()
        extents.deallocate()
    }
}

extension ShadowUnit {
    /// Step 1 of the engine for one unit: prelim and mod 0, its extents around the attach point
    /// from the box widths (recorded in `extents`), its contour links to its first and last child
    /// (-1 without children), and itself as its ancestor.
    @inline(__always)
    init(unit: FamilyUnit, index: Int, widths: PersonWidths, coupleGap: Double, extents: ExtentsTable) {
        let hasChildren = unit.childCount > 0
        self.init(
            prelim: 0, mod: 0,
            nextLeft: hasChildren ? unit.firstChild : -1,
            nextRight: hasChildren ? unit.firstChild + unit.childCount - 1 : -1,
            ancestor: Int32(index),
            extents: extents.record(unit, index: index, widths: widths, coupleGap: coupleGap))
    }
}
