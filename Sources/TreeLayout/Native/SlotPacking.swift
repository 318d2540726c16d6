import FamilyTree

/// Places one group of siblings by bounding boxes: ``SiblingDistribution/fill``,
/// ``SiblingDistribution/fillEqually`` and ``SiblingDistribution/fillProportionally``.
///
/// Each subtree is summarised by its *reach*: how far its bounding box extends left and right of
/// its attach point (for the slot modes, its slots: a subtree claims the whole slot one level
/// up). Sibling boxes or slots stand `gap` apart and never share a column, so no two subtrees can
/// overlap on any row, and the parent, centred over its children, lies inside its group's span.
///
/// - fill: boxes edge to edge, the plain recursive bounding-box layout (each subtree as wide as
///   its widest row, siblings side by side: the layout `Data/xiaoming.json` was first drawn with),
///   corrected for couples, for a parent wider than its children and for a single child under a
///   couple; iterative.
/// - fillEqually: every slot as wide as the widest sibling's box, each box centred in its slot.
/// - fillProportionally: slot widths `c · people(k)`, with `c` the largest box width per person,
///   so the most crowded subtree exactly fills its slot; boxes centred.
struct SlotPacking {
    let walk: FirstWalk

    /// Places siblings `first ..< first + count` and returns the left and right edges of the
    /// span their boxes or slots occupy, in the group's frame.
    ///
    /// - Complexity: O(count).
    func place(first: Int, count: Int) -> (left: Double, right: Double) {
        let shadow = walk.shadow
        let storage = walk.storage
        let last = first + count - 1
        for sibling in first...last where walk.units[sibling].childCount == 0 {
            let own = walk.extents[shadow[sibling].extents]
            storage.leftReach[sibling] = own.left
            storage.rightReach[sibling] = own.right
            if walk.distribution == .fillProportionally {
                storage.people[sibling] = walk.units[sibling].isCouple ? 2 : 1
            }
        }
        // The first sibling keeps its prelim (its own children's midpoint, or 0) and mod 0.
        shadow[first].mod = 0
        switch walk.distribution {
        case .fillEqually, .fillProportionally:
            return placeInSlots(first: first, last: last)
        default:
            var sibling = first + 1
            while sibling <= last {
                let prelim =
                    shadow[sibling - 1].prelim + storage.rightReach[sibling - 1] + walk.siblingGap
                    + storage.leftReach[sibling]
                setPosition(prelim, of: sibling)
                sibling += 1
            }
            return (shadow[first].prelim - storage.leftReach[first], shadow[last].prelim + storage.rightReach[last])
        }
    }

    /// Places each sibling's box centred in its slot; slots start at 0, `gap` apart.
    private func placeInSlots(first: Int, last: Int) -> (left: Double, right: Double) {
        let storage = walk.storage
        // Width per unit of weight: the widest box (fillEqually) or the widest box per person.
        var scale = 0.0
        for sibling in first...last {
            scale = max(scale, (storage.leftReach[sibling] + storage.rightReach[sibling]) / weight(sibling))
        }
        // The attach point of each sibling in slot coordinates, made relative to the first's.
        var slotStart = 0.0
        var firstPoint = 0.0
        var slotEnd = 0.0
        for sibling in first...last {
            let slot = scale * weight(sibling)
            let point = slotStart + slot / 2 - (storage.rightReach[sibling] - storage.leftReach[sibling]) / 2
            if sibling == first {
                firstPoint = point
            } else {
                setPosition(walk.shadow[first].prelim + (point - firstPoint), of: sibling)
            }
            slotEnd = slotStart + slot
            slotStart = slotEnd + walk.siblingGap
        }
        let origin = walk.shadow[first].prelim - firstPoint
        return (origin, origin + slotEnd)
    }

    /// The weight of a sibling's slot: 1 for fillEqually, its people for fillProportionally.
    @inline(__always)
    private func weight(_ sibling: Int) -> Double {
        walk.distribution == .fillProportionally ? walk.storage.people[sibling] : 1
    }

    /// Sets a sibling's prelim, and its mod so its descendants move with it.
    @inline(__always)
    private func setPosition(_ prelim: Double, of sibling: Int) {
        let shadow = walk.shadow
        shadow[sibling].mod = walk.units[sibling].childCount > 0 ? prelim - shadow[sibling].prelim : 0
        shadow[sibling].prelim = prelim
    }
}
