import FamilyTree

/// The first walk of bounding-box packing: every subtree keeps its whole bounding box, and
/// sibling subtrees stand box to box, ``LayoutOptions/siblingGap`` apart.
///
/// This is the seed article's recursion (each child's subtree starts where the previous one
/// ended), corrected: a couple's width, a parent wider than its children and a single child
/// under a couple are all accounted for, and the walk is iterative. It writes the same prelim
/// and mod as ``ContourPacking``, so the second walk is shared; comparing the two modes shows
/// what contour packing saves.
struct BoundingBoxPacking {
    let units: UnsafeBufferPointer<FamilyUnit>
    let shadow: UnsafeMutableBufferPointer<ShadowUnit>
    let siblingGap: Double
    let coupleGap: Double

    /// Runs the walk over every tree and over the forest of roots.
    ///
    /// - Complexity: O(n) for n units.
    func firstWalk(rootCount: Int) {
        // The reach of a subtree: how far its bounding box extends left and right of the
        // subtree root's attach point. Starts as the unit's own box.
        var leftReach = shadow.map(\.leftExtent)
        var rightReach = shadow.map(\.rightExtent)
        var unit = units.count - 1
        while unit >= 0 {
            let family = units[unit]
            if family.childCount > 0 {
                let first = Int(family.firstChild)
                let last = first + Int(family.childCount) - 1
                placeSideBySide(first: first, last: last, leftReach: leftReach, rightReach: rightReach)
                let position =
                    (shadow[first].prelim + shadow[last].prelim) / 2
                    - shadow[unit].anchorOffset(isCouple: family.isCouple, coupleGap: coupleGap)
                shadow[unit].prelim = position
                // The children's boxes, seen from this unit's attach point.
                leftReach[unit] = max(leftReach[unit], position - (shadow[first].prelim - leftReach[first]))
                rightReach[unit] = max(rightReach[unit], (shadow[last].prelim + rightReach[last]) - position)
            }
            unit -= 1
        }
        if rootCount > 0 {
            placeSideBySide(first: 0, last: rootCount - 1, leftReach: leftReach, rightReach: rightReach)
        }
    }

    /// Places siblings box to box and sets each one's mod so its children move with it.
    private func placeSideBySide(first: Int, last: Int, leftReach: [Double], rightReach: [Double]) {
        shadow[first].mod = 0
        guard first < last else { return }
        for child in (first + 1)...last {
            let prelim = shadow[child - 1].prelim + rightReach[child - 1] + siblingGap + leftReach[child]
            shadow[child].mod = units[child].childCount > 0 ? prelim - shadow[child].prelim : 0
            shadow[child].prelim = prelim
        }
    }
}
