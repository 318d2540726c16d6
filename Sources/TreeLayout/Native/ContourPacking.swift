import FamilyTree

/// The compact packing of one group of siblings: the part of Buchheim, Jünger & Leipert's (2002)
/// FIRSTWALK that runs over a unit's children, with APPORTION, MOVESUBTREE and EXECUTESHIFTS, in
/// the paper's order, over units of any width (the table in `NativeLayout.swift` maps the paper's
/// names to the code).
///
/// `FirstWalk` visits the units children before parents and calls ``placeChildren()`` for each
/// unit with children (and once for the roots, the children of a virtual root). Units are stored
/// breadth-first (see `FamilyTree/FamilyUnit`), so a group's siblings are one run of indices and
/// a sibling's `number(v)` is its index.
///
/// Rows are layered (every unit of a generation shares one row), so the contours Buchheim's
/// threads follow — the leftmost and rightmost unit of each row of a subtree — are also the
/// outermost boxes for any box widths; the separation of two neighbours on a row is their
/// extents plus the gap, as in van der Ploeg's (2014) treatment of variable node sizes.
struct ContourPacking<Mode: ApportionMode> {
    /// The units, with ``FamilyUnit/childCount`` 0 for a unit whose children are hidden.
    let units: UnsafeBufferPointer<FamilyUnit>
    let shadow: UnsafeMutableBufferPointer<ShadowUnit>
    /// Where the units' extents are (see `ShadowUnit/extents`).
    let extents: ExtentsTable
    let siblingGap: Double
    /// The leftmost sibling of the group.
    let firstSibling: Int
    /// The number of siblings, at least 1.
    let siblingCount: Int
    /// Buchheim's shift and change of each sibling, indexed from the first sibling.
    let pendingShifts: UnsafeMutablePointer<PendingShift>
    /// Where apportion records the threads it writes, if anywhere.
    let journal: ThreadJournal
    /// What apportion does beyond packing.
    let mode: Mode

    /// The packing of the group of siblings `first ..< first + count` in `walk`'s units.
    init(siblings first: Int, count: Int, of walk: FirstWalk, mode: Mode) {
        units = walk.units
        shadow = walk.shadow
        extents = walk.extents
        siblingGap = walk.siblingGap
        firstSibling = first
        siblingCount = count
        pendingShifts = walk.storage.pendingShifts(count: count)
        journal = ThreadJournal(entries: walk.storage.isJournaled ? walk.storage.journal.baseAddress : nil)
        self.mode = mode
    }

    /// FIRSTWALK(v) over the children `w` of one unit `v`, left to right: each child's prelim from
    /// its left sibling's, then APPORTION(w); then EXECUTESHIFTS(v).
    ///
    /// On entry each child's prelim holds, for a child with children, the midpoint of its own
    /// children less its anchor offset (else 0), as its own FIRSTWALK left it.
    ///
    /// - Complexity: O(Σ min(height of the left siblings, height of the sibling)) over the siblings.
    /// With `childrenAreLeaves` (no child has children), APPORTION has no contours below the
    /// children's row to compare or thread, so each child just stands its distance right of its
    /// left sibling, with mod 0, as the general steps would leave it.
    @inline(__always)
    func placeChildren(childrenAreLeaves: Bool = false) {
        var defaultAncestor = firstSibling
        var moved = false
        // The leftmost child keeps its prelim (its own children's midpoint, or 0) and mod 0.
        shadow[firstSibling].mod = 0
        if childrenAreLeaves {
            for child in (firstSibling + 1)..<(firstSibling + siblingCount) {
                let distance = separation(child - 1, child)
                mode.recordSeparation(owner: child - 1, sibling: child, distance: distance)
                shadow[child].prelim = shadow[child - 1].prelim + distance
                shadow[child].mod = 0
            }
            WorkCount.countShiftSteps(siblingCount)
            return
        }
        for child in (firstSibling + 1)..<(firstSibling + siblingCount) {
            let leftSibling = child - 1
            let distance = separation(leftSibling, child)
            mode.recordSeparation(owner: leftSibling, sibling: child, distance: distance)
            let prelim = shadow[leftSibling].prelim + distance
            // mod(w) = prelim(w) - midpoint: the children move with their parent (mod 0 without).
            shadow[child].mod = .select(units[child].childCount > 0, prelim - shadow[child].prelim, 0)
            shadow[child].prelim = prelim
            apportion(child, defaultAncestor: &defaultAncestor, moved: &moved)
        }
        if moved {
            executeShifts()
        } else {
            // Every shift and change is 0: execute shifts would add 0 to each prelim and mod,
            // which leaves them as they are (none is ever -0.0, the one value adding 0 changes).
            WorkCount.countShiftSteps(siblingCount)
        }
    }

    /// APPORTION(v, defaultAncestor): pushes the subtree of `v` right until, on every row, it is
    /// at least the separation away from the subtrees of its left siblings; threads the
    /// contours; records the shift for Walker's even spreading.
    ///
    /// The paper's variables: `v` = `unit`; i/o = inside/outside contour, + = this subtree (right),
    /// − = the left siblings' subtrees; s = the running sums of mods along each contour.
    @inline(__always)
    private func apportion(_ unit: Int, defaultAncestor: inout Int, moved: inout Bool) {
        var insideRight = unit  // vi+
        var outsideRight = unit  // vo+
        var insideLeft = unit - 1  // vi-
        var outsideLeft = firstSibling  // vo-
        var sumInsideRight = shadow[insideRight].mod  // si+
        var sumOutsideRight = shadow[outsideRight].mod  // so+
        var sumInsideLeft = shadow[insideLeft].mod  // si-
        var sumOutsideLeft = shadow[outsideLeft].mod  // so-
        var nextInsideLeft = nextRight(insideLeft)
        var nextInsideRight = nextLeft(insideRight)
        while nextInsideLeft >= 0 && nextInsideRight >= 0 {
            WorkCount.countContourStep()
            insideLeft = nextInsideLeft
            insideRight = nextInsideRight
            outsideLeft = nextLeft(outsideLeft)
            outsideRight = nextRight(outsideRight)
            shadow[outsideRight].ancestor = Int32(unit)
            let shift =
                (shadow[insideLeft].prelim + sumInsideLeft) - (shadow[insideRight].prelim + sumInsideRight)
                + separation(insideLeft, insideRight)
            recordSeparation(closestTo: insideLeft, of: unit, shift: shift, defaultAncestor: defaultAncestor)
            if shift > 0 && Mode.movesSubtrees {
                moveSubtree(
                    from: ancestor(insideLeft, of: unit, defaultAncestor: defaultAncestor), to: unit, shift: shift)
                moved = true
                sumInsideRight += shift
                sumOutsideRight += shift
            }
            sumInsideLeft += shadow[insideLeft].mod
            sumInsideRight += shadow[insideRight].mod
            sumOutsideLeft += shadow[outsideLeft].mod
            sumOutsideRight += shadow[outsideRight].mod
            nextInsideLeft = nextRight(insideLeft)
            nextInsideRight = nextLeft(insideRight)
        }
        if nextInsideLeft >= 0 && nextRight(outsideRight) < 0 {
            // The left subtrees are deeper: the new right contour continues along them.
            journal.recordRightThread(of: outsideRight, mod: shadow[outsideRight].mod, by: unit)
            setThread(of: outsideRight, to: nextInsideLeft, modChange: sumInsideLeft - sumOutsideRight)
        }
        if nextInsideRight >= 0 && nextLeft(outsideLeft) < 0 {
            // This subtree is deeper: the left contour continues along it.
            journal.recordLeftThread(of: outsideLeft, mod: shadow[outsideLeft].mod, by: unit)
            setThread(of: outsideLeft, to: nextInsideRight, modChange: sumInsideRight - sumOutsideLeft)
            defaultAncestor = unit
        }
    }

    /// NEXTLEFT(v): the next unit on the left contour, one row down (first child or thread).
    @inline(__always)
    private func nextLeft(_ unit: Int) -> Int { Int(shadow[unit].nextLeft) }

    /// NEXTRIGHT(v): the next unit on the right contour, one row down (last child or thread).
    @inline(__always)
    private func nextRight(_ unit: Int) -> Int { Int(shadow[unit].nextRight) }

    /// MOVESUBTREE(w−, w+, shift): shifts the subtree of `right` by `shift` and records, for
    /// EXECUTESHIFTS, that the siblings strictly between `left` and `right` move by an even
    /// share of it.
    @inline(__always)
    private func moveSubtree(from left: Int, to right: Int, shift: Double) {
        let share = shift / Double(right - left)
        pendingShifts[right - firstSibling].change -= share
        pendingShifts[right - firstSibling].shift += shift
        pendingShifts[left - firstSibling].change += share
        shadow[right].prelim += shift
        shadow[right].mod += shift
    }

    /// EXECUTESHIFTS(v): applies, right to left, the shifts recorded by MOVESUBTREE, so each
    /// sibling between two moved subtrees gets its even share — in one pass over the children,
    /// which leaves every shift and change 0 again for the next group.
    @inline(__always)
    private func executeShifts() {
        var shift = 0.0
        var change = 0.0
        var child = firstSibling + siblingCount - 1
        while child >= firstSibling {
            WorkCount.countShiftStep()
            shadow[child].prelim += shift
            shadow[child].mod += shift
            let pending = pendingShifts[child - firstSibling]
            pendingShifts[child - firstSibling] = PendingShift()
            change += pending.change
            shift += pending.shift + change
            child -= 1
        }
    }

    /// ANCESTOR(vi−, v, defaultAncestor): the left sibling of `unit` whose subtree holds
    /// `insideLeft`; `defaultAncestor` when the recorded one is not a left sibling.
    ///
    /// Siblings are one run of indices, so "is a sibling" (Buchheim's test that the candidate's
    /// parent is `unit`'s) is a range check. A recorded ancestor that names a sibling of this group
    /// names the one whose subtree holds the node, so it is a left sibling of `unit`.
    @inline(__always)
    private func ancestor(_ insideLeft: Int, of unit: Int, defaultAncestor: Int) -> Int {
        let candidate = Int(shadow[insideLeft].ancestor)
        return (firstSibling..<unit).contains(candidate) ? candidate : defaultAncestor
    }

    /// The paper's distance: the least distance between the attach points of two neighbours on
    /// one row, from their extents.
    @inline(__always)
    private func separation(_ left: Int, _ right: Int) -> Double {
        extents[shadow[left].extents].right + siblingGap + extents[shadow[right].extents].left
    }

    /// Threads `leaf` (a unit without children) at the bottom of a contour: both its links
    /// continue at `next`, and its mod takes `modChange`, so that the sums of mods along the
    /// contour stay right below it.
    @inline(__always)
    private func setThread(of leaf: Int, to next: Int, modChange: Double) {
        shadow[leaf].nextLeft = Int32(next)
        shadow[leaf].nextRight = Int32(next)
        shadow[leaf].mod += modChange
    }

    /// Hands the mode the separation one row of apportion requires (`EvenPacking`'s measuring
    /// pass); nothing, not even the owner's look-up, for the other modes.
    @inline(__always)
    private func recordSeparation(closestTo insideLeft: Int, of unit: Int, shift: Double, defaultAncestor: Int) {
        guard Mode.recordsSeparations else { return }
        let owner = ancestor(insideLeft, of: unit, defaultAncestor: defaultAncestor)
        mode.recordSeparation(owner: owner, sibling: unit, distance: shadow[unit].prelim + shift - shadow[owner].prelim)
    }
}

/// Buchheim's shift and change of one sibling, pending while its group is placed: MOVESUBTREE
/// writes them, EXECUTESHIFTS spreads them over the siblings and sets them back to 0. Kept
/// outside `ShadowUnit` because they are zero at every other time.
struct PendingShift {
    /// shift: how far apportion moved this sibling's subtree, passed to its left siblings by
    /// execute shifts.
    var shift = 0.0
    /// change: the per-sibling change of shift, so that subtrees between two moved ones spread evenly.
    var change = 0.0
}

extension ContourPacking where Mode == ThreadingApportion {
    /// Threads the contours of siblings whose prelim and mod are already final, left to right, as
    /// apportion does, without moving anything.
    ///
    /// - Complexity: as ``placeChildren()``.
    func threadContours() {
        var defaultAncestor = firstSibling
        var moved = false
        for child in (firstSibling + 1)..<(firstSibling + siblingCount) {
            apportion(child, defaultAncestor: &defaultAncestor, moved: &moved)
        }
    }
}
