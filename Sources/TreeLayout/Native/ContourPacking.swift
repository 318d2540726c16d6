import FamilyTree

/// The first walk of the contour packing: Walker's algorithm with the linear-time apportion of
/// Buchheim, Jünger & Leipert (2002), over units of any width, one group of siblings at a time.
///
/// The walk is iterative: `FirstWalk` visits the units depth-first with an explicit stack,
/// each after all of its descendants. Units are stored breadth-first (see
/// `FamilyTree/FamilyUnit`), so the siblings of a group are one run of indices. Buchheim's
/// recursive `firstWalk(v)` is split in two at the group boundary:
/// - visiting `v` itself: `executeShifts(v)` and the midpoint of `v`'s children;
/// - visiting `v`'s parent: `v`'s prelim from its left sibling, then `apportion(v)`.
/// The forest is packed under a virtual root whose children are the roots.
///
/// Rows are layered (every unit of a generation shares one row), so the contours Buchheim's
/// threads follow — the leftmost and rightmost unit of each row of a subtree — are also the
/// outermost boxes for any box widths; the separation of two neighbours on a row is their
/// extents plus the gap, as in van der Ploeg's (2014) treatment of variable node sizes.
///
/// Two optional duties serve the other modes and ``LayoutSession``, and cost the plain engine
/// nothing: a `ThreadJournal` of the threads written (so a group can be placed again), and a
/// ``SeparationLog`` of the distance every row requires (so `EvenPacking` can space siblings).
struct ContourPacking<Log: SeparationLog> {
    /// The units, with ``FamilyUnit/childCount`` 0 for a unit whose children are hidden.
    let units: UnsafeBufferPointer<FamilyUnit>
    let shadow: UnsafeMutableBufferPointer<ShadowUnit>
    /// Where the units' extents are (see `ShadowUnit/extents`).
    let extents: ExtentsTable
    let siblingGap: Double
    let coupleGap: Double
    /// Buchheim's shift and change of each sibling of the group, indexed from the first sibling;
    /// at least as many as the group has siblings.
    let pendingShifts: UnsafeMutablePointer<PendingShift>
    /// Where apportion records the threads it writes, indexed by sibling; `nil` to record nothing.
    let journal: UnsafeMutablePointer<ThreadJournalEntry>?
    let log: Log
    /// Whether apportion moves subtrees apart; `false` to only thread the contours of siblings
    /// whose positions are already final.
    var shifting = true

    /// Places the children of one unit (or the roots) left to right, each as close to its left
    /// siblings' subtrees as the contours allow, then spreads the shifts (execute shifts).
    ///
    /// On entry each child's prelim holds, for a child with children, the midpoint of its own
    /// children less its anchor offset (else 0); Buchheim's `firstWalk` steps for the child
    /// finish here.
    ///
    /// - Complexity: O(Σ min(height of the left siblings, height of the sibling)) over the siblings.
    func placeChildren(first: Int, count: Int) {
        var defaultAncestor = first
        pendingShifts.update(repeating: PendingShift(), count: count)
        // The first child keeps its prelim (its own children's midpoint, or 0) and mod 0.
        shadow[first].mod = 0
        for child in (first + 1)..<(first + count) {
            let leftSibling = child - 1
            let distance = separation(leftSibling, child)
            log.record(owner: leftSibling, sibling: child, distance: distance)
            let prelim = shadow[leftSibling].prelim + distance
            if units[child].childCount > 0 {
                // mod(v) = prelim(v) - midpoint: the children move with their parent.
                shadow[child].mod = prelim - shadow[child].prelim
            } else {
                shadow[child].mod = 0
            }
            shadow[child].prelim = prelim
            apportion(child, firstSibling: first, defaultAncestor: &defaultAncestor)
        }
        executeShifts(first: first, count: count)
    }

    /// The least distance between the attach points of two neighbours on one row.
    @inline(__always)
    private func separation(_ left: Int, _ right: Int) -> Double {
        extents[shadow[left].extents].right + siblingGap + extents[shadow[right].extents].left
    }

    /// nextLeft: the next unit on the left contour, one row down.
    @inline(__always)
    private func nextLeft(_ unit: Int) -> Int { Int(shadow[unit].nextLeft) }

    /// nextRight: the next unit on the right contour, one row down.
    @inline(__always)
    private func nextRight(_ unit: Int) -> Int { Int(shadow[unit].nextRight) }

    /// Sets the thread of a unit without children: both contours continue at `next`.
    @inline(__always)
    private func setThread(_ unit: Int, to next: Int) {
        shadow[unit].nextLeft = Int32(next)
        shadow[unit].nextRight = Int32(next)
    }

    /// apportion: pushes the subtree of `unit` right until, on every row, it is at least the
    /// separation away from the subtrees of its left siblings; threads the contours; records
    /// the shift for Walker's even spreading.
    ///
    /// The notation follows Buchheim et al.: `v` = `unit`; i/o = inside/outside contour,
    /// p/m = plus (right subtree) / minus (left subtrees); s = the running sums of mods.
    private func apportion(_ unit: Int, firstSibling: Int, defaultAncestor: inout Int) {
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
            #if TREELAYOUT_INTERNAL_CHECKS
                WorkCount.current?.contourSteps += 1
            #endif
            insideLeft = nextInsideLeft
            insideRight = nextInsideRight
            outsideLeft = nextLeft(outsideLeft)
            outsideRight = nextRight(outsideRight)
            shadow[outsideRight].ancestor = Int32(unit)
            let shift =
                (shadow[insideLeft].prelim + sumInsideLeft) - (shadow[insideRight].prelim + sumInsideRight)
                + separation(insideLeft, insideRight)
            if Log.self != NoSeparationLog.self {
                let owner = greatestDistinctAncestor(
                    insideLeft, of: unit, firstSibling: firstSibling, defaultAncestor: defaultAncestor)
                log.record(owner: owner, sibling: unit, distance: shadow[unit].prelim + shift - shadow[owner].prelim)
            }
            if shift > 0 && shifting {
                let ancestor = greatestDistinctAncestor(
                    insideLeft, of: unit, firstSibling: firstSibling, defaultAncestor: defaultAncestor)
                moveSubtree(from: ancestor, to: unit, firstSibling: firstSibling, shift: shift)
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
            if let journal {
                journal[unit].rightLeaf = Int32(outsideRight)
                journal[unit].rightMod = shadow[outsideRight].mod
            }
            setThread(outsideRight, to: nextInsideLeft)
            shadow[outsideRight].mod += sumInsideLeft - sumOutsideRight
        }
        if nextInsideRight >= 0 && nextLeft(outsideLeft) < 0 {
            // This subtree is deeper: the left contour continues along it.
            if let journal {
                journal[unit].leftLeaf = Int32(outsideLeft)
                journal[unit].leftMod = shadow[outsideLeft].mod
            }
            setThread(outsideLeft, to: nextInsideRight)
            shadow[outsideLeft].mod += sumInsideRight - sumOutsideLeft
            defaultAncestor = unit
        }
    }

    /// ancestor: the left sibling of `unit` whose subtree holds `insideLeft`; `defaultAncestor`
    /// when the recorded one is not a left sibling.
    ///
    /// Siblings are one run of indices, so "is a sibling" (Buchheim's test that the candidate's
    /// parent is `unit`'s) is a range check. A recorded ancestor that names a sibling of this group
    /// names the one whose subtree holds the node, so it is a left sibling of `unit`.
    @inline(__always)
    private func greatestDistinctAncestor(
        _ insideLeft: Int, of unit: Int, firstSibling: Int, defaultAncestor: Int
    ) -> Int {
        let candidate = Int(shadow[insideLeft].ancestor)
        return (firstSibling..<unit).contains(candidate) ? candidate : defaultAncestor
    }

    /// moveSubtree: shifts the subtree of `right` by `shift` and records, for execute shifts,
    /// that the siblings strictly between `left` and `right` move by an even share of it.
    @inline(__always)
    private func moveSubtree(from left: Int, to right: Int, firstSibling: Int, shift: Double) {
        let share = shift / Double(right - left)
        pendingShifts[right - firstSibling].change -= share
        pendingShifts[right - firstSibling].shift += shift
        pendingShifts[left - firstSibling].change += share
        shadow[right].prelim += shift
        shadow[right].mod += shift
    }

    /// executeShifts: applies, right to left, the shifts recorded by move subtree, so each
    /// sibling between two moved subtrees gets its even share — in one pass over the children.
    private func executeShifts(first: Int, count: Int) {
        var shift = 0.0
        var change = 0.0
        var child = first + count - 1
        while child >= first {
            #if TREELAYOUT_INTERNAL_CHECKS
                WorkCount.current?.shiftSteps += 1
            #endif
            shadow[child].prelim += shift
            shadow[child].mod += shift
            change += pendingShifts[child - first].change
            shift += pendingShifts[child - first].shift + change
            child -= 1
        }
    }
}

/// Buchheim's shift and change of one sibling, pending while its group is placed: moveSubtree
/// writes them, executeShifts spreads them over the siblings and the group is done with them.
/// Kept outside `ShadowUnit` because they are zero at every other time.
struct PendingShift {
    /// shift: how far apportion moved this sibling's subtree, passed to its right siblings by execute shifts.
    var shift = 0.0
    /// change: the per-sibling change of shift, so that subtrees between two moved ones spread evenly.
    var change = 0.0
}

extension ContourPacking {
    /// Threads the contours of siblings whose prelim and mod are already final, left to right, as
    /// apportion does, without moving anything (``shifting`` must be `false`).
    ///
    /// - Complexity: as ``placeChildren(first:count:)``.
    func threadContours(first: Int, count: Int) {
        precondition(!shifting, "threadContours places nothing; use a packing that does not shift")
        var defaultAncestor = first
        for child in (first + 1)..<(first + count) {
            apportion(child, firstSibling: first, defaultAncestor: &defaultAncestor)
        }
    }
}
