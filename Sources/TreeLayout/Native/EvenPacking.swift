import FamilyTree

/// Places one group of siblings for ``SiblingDistribution/equalSpacing`` and
/// ``SiblingDistribution/equalCentering``, in two contour passes.
///
/// 1. **Measure**: the compact placement (`ContourPacking`), recording ``SeparationRecords``.
///    apportion compares each sibling `k` with the *combined* right contour of all its left
///    siblings, row by row, so the log holds one row `(j, k, s)` for every row on which `k`
///    meets a left sibling `j` whose subtree holds the closest box of that row: `x_k − x_j ≥ s`
///    keeps them `gap` apart there. The rows cover every pair of siblings that are consecutive
///    on some row; a pair with a deeper sibling between them on a row is kept apart by that
///    sibling, so positions meeting every row are overlap-free — including the non-adjacent
///    case, where a shallow neighbour lets a far sibling's deep subtree come close underneath.
/// 2. **Place**: positions from the rows, then the pass's threads are undone (`ThreadJournal`)
///    and the contours threaded again at the final positions, without moving anything.
///
/// The positions:
/// - equalCentering: `x_k = x_0 + k·Δ` with `Δ = max s / (k − j)` over the rows — the least
///   equal step meeting every row.
/// - equalSpacing: with `D` the largest closest distance from a sibling to the union of its
///   left siblings in the compact placement (`x_k − x_j − s + gap`, least over `k`'s rows),
///   `x_k = max (x_j + s − gap + D)` over `k`'s rows: every sibling's subtree is exactly `D`
///   from the union of its left siblings' subtrees at the closest point.
///
/// - Complexity: twice the compact placement's, so O(n) over the walk.
struct EvenPacking {
    let walk: FirstWalk

    func place(first: Int, count: Int) {
        guard count > 1 else {
            walk.shadow[first].mod = 0
            return
        }
        let shadow = walk.shadow
        let storage = walk.storage
        let records = storage.separations
        records.removeAll()
        storage.groupEntry.removeAll(keepingCapacity: true)
        for sibling in first..<(first + count) { storage.groupEntry.append(shadow[sibling].prelim) }
        ContourPacking(siblings: first, count: count, of: walk, mode: records).placeChildren()
        offsets(first: first, count: count)
        storage.journal.undoThreads(first: first, count: count, shadow: shadow)
        let origin = storage.groupEntry[0]
        for index in 0..<count {
            let sibling = first + index
            let position = origin + storage.groupOffset[index]
            shadow[sibling].mod = walk.units[sibling].childCount > 0 ? position - storage.groupEntry[index] : 0
            shadow[sibling].prelim = position
        }
        ContourPacking(siblings: first, count: count, of: walk, mode: ThreadingApportion()).threadContours()
    }

    /// Fills ``WalkStorage/groupOffset`` with each sibling's offset from the first, by the mode.
    private func offsets(first: Int, count: Int) {
        let storage = walk.storage
        let rows = storage.separations.rows
        storage.groupOffset.removeAll(keepingCapacity: true)
        storage.groupOffset.append(contentsOf: repeatElement(0, count: count))
        switch walk.distribution {
        case .equalCentering:
            var step = 0.0
            for row in rows {
                step = max(step, row.distance / Double(row.sibling - row.owner))
            }
            for index in 0..<count { storage.groupOffset[index] = Double(index) * step }
        default:
            // The compact placement's closest distance of each sibling to its left siblings,
            // beyond the gap; the largest of them is the common extra distance.
            let shadow = walk.shadow
            for index in 0..<count { storage.groupOffset[index] = .infinity }
            for row in rows {
                let index = Int(row.sibling) - first
                let room = shadow[Int(row.sibling)].prelim - shadow[Int(row.owner)].prelim - row.distance
                storage.groupOffset[index] = min(storage.groupOffset[index], room)
            }
            var extra = 0.0
            for index in 1..<count { extra = max(extra, storage.groupOffset[index]) }
            for index in 0..<count { storage.groupOffset[index] = 0 }
            for row in rows {
                let index = Int(row.sibling) - first
                let needed = storage.groupOffset[Int(row.owner) - first] + row.distance + extra
                storage.groupOffset[index] = max(storage.groupOffset[index], needed)
            }
        }
    }
}
