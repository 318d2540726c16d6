import FamilyTree

/// How far a unit reaches either side of its attach point (the centre of its blood relative's
/// box): half the blood relative's box to the left; to the right, that half plus, for a couple,
/// the couple gap and the spouse's box. And where its anchor is, the point its children centre
/// under.
///
/// A further union (a later partner of the person whose unit stands just before it, see
/// `FamilyTree/FamilyUnit/isFurtherUnion`) reaches left by half its box less the difference
/// between the sibling gap and the couple gap, so that packed against the group's previous box
/// it stands the couple gap away, not the sibling gap; its anchor is half the couple gap left of
/// its box, on the union's line.
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
    init(_ unit: FamilyUnit, widths: PersonWidths, coupleGap: Double, siblingGap: Double) {
        let halfBlood = widths[unit.blood] / 2
        if unit.isFurtherUnion {
            self.init(furtherUnionOfHalfWidth: halfBlood, coupleGap: coupleGap, siblingGap: siblingGap)
        } else {
            self.init(
                left: halfBlood, right: halfBlood + (unit.isCouple ? coupleGap + widths[unit.spouse] : 0),
                anchorOffset: unit.isCouple ? halfBlood + coupleGap / 2 : 0)
        }
    }

    /// The extents of a further union whose partner's box is `2 · half` wide.
    init(furtherUnionOfHalfWidth half: Double, coupleGap: Double, siblingGap: Double) {
        self.init(left: half + coupleGap - siblingGap, right: half, anchorOffset: -(half + coupleGap / 2))
    }
}

/// The extents of every unit, looked up through `ShadowUnit/extents`.
///
/// When every box is equally wide (``LayoutOptions/BoxWidths/uniform``, the common case) there
/// are only three different extents, a single person's, a couple's and a further union's: the
/// table holds those three
/// and stays in the fastest cache while each unit's state shrinks by 16 bytes. Otherwise it holds
/// one entry per unit, at the unit's index.
struct ExtentsTable {
    private let entries: UnsafeMutableBufferPointer<UnitExtents>
    /// Whether the table is the three shared entries (0: single, 1: couple, 2: further union).
    let isShared: Bool

    /// Allocates the table for `unitCount` units: shared when every box is `uniformWidth` wide.
    init(unitCount: Int, uniformWidth: Double?, coupleGap: Double, siblingGap: Double) {
        if let uniformWidth {
            isShared = true
            entries = .allocate(capacity: 3)
            let half = uniformWidth / 2
            entries[0] = UnitExtents(left: half, right: half, anchorOffset: 0)
            entries[1] = UnitExtents(
                left: half, right: half + (coupleGap + uniformWidth), anchorOffset: half + coupleGap / 2)
            entries[2] = UnitExtents(furtherUnionOfHalfWidth: half, coupleGap: coupleGap, siblingGap: siblingGap)
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
    func record(_ unit: FamilyUnit, index: Int, widths: PersonWidths, coupleGap: Double, siblingGap: Double) -> Int32 {
        if isShared { return unit.isCouple ? 1 : (unit.isFurtherUnion ? 2 : 0) }
        entries[index] = UnitExtents(unit, widths: widths, coupleGap: coupleGap, siblingGap: siblingGap)
        return Int32(index)
    }
}
