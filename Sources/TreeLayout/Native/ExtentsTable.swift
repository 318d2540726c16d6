import FamilyTree

/// How far a unit reaches either side of its attach point (the centre of its blood relative's
/// box): half the blood relative's box to the left; to the right, that half plus, for a couple,
/// the couple gap and the spouse's box. And where its anchor is, the point its children centre
/// under.
struct UnitExtents {
    /// The distance from the attach point to the unit's left edge.
    var left: Double
    /// The distance from the attach point to the unit's right edge.
    var right: Double
    /// The distance from the attach point to the anchor: 0 for a single person, half the blood
    /// box plus half the couple gap for a couple. Stored rather than derived from whether the
    /// unit is a couple, so that centring a parent takes no branch the processor could mispredict.
    var anchorOffset: Double
}

extension UnitExtents {
    /// The extents of `unit` for the given box widths.
    @inline(__always)
    init(_ unit: FamilyUnit, widths: PersonWidths, coupleGap: Double) {
        let halfBlood = widths[unit.blood] / 2
        left = halfBlood
        right = halfBlood + (unit.isCouple ? coupleGap + widths[unit.spouse] : 0)
        anchorOffset = unit.isCouple ? halfBlood + coupleGap / 2 : 0
    }
}

/// The extents of every unit, looked up through `ShadowUnit/extents`.
///
/// When every box is equally wide (``LayoutOptions/BoxWidths/uniform``, the common case) there
/// are only two different extents, a single person's and a couple's: the table holds those two
/// and stays in the fastest cache while each unit's state shrinks by 16 bytes. Otherwise it holds
/// one entry per unit, at the unit's index.
struct ExtentsTable {
    private let entries: UnsafeMutableBufferPointer<UnitExtents>
    /// Whether the table is the two shared entries (0: single, 1: couple).
    let isShared: Bool

    /// Allocates the table for `unitCount` units: shared when every box is `uniformWidth` wide.
    init(unitCount: Int, uniformWidth: Double?, coupleGap: Double) {
        if let uniformWidth {
            isShared = true
            entries = .allocate(capacity: 2)
            let half = uniformWidth / 2
            entries[0] = UnitExtents(left: half, right: half, anchorOffset: 0)
            entries[1] = UnitExtents(
                left: half, right: half + (coupleGap + uniformWidth), anchorOffset: half + coupleGap / 2)
        } else {
            isShared = false
            entries = .allocate(capacity: max(unitCount, 1))
        }
    }

    /// Frees the table.
    func deallocate() { entries.deallocate() }

    /// The extents at `index` (a `ShadowUnit/extents`).
    @inline(__always)
    subscript(index: Int32) -> UnitExtents {
        get { entries[Int(index)] }
        nonmutating set { entries[Int(index)] = newValue }
    }

    /// Records the extents of `unit` (unit number `index`) and returns where they are.
    @inline(__always)
    func record(_ unit: FamilyUnit, index: Int, widths: PersonWidths, coupleGap: Double) -> Int32 {
        if isShared { return unit.isCouple ? 1 : 0 }
        entries[index] = UnitExtents(unit, widths: widths, coupleGap: coupleGap)
        return Int32(index)
    }
}
