import FamilyTree

/// SECONDWALK of Buchheim, Jünger & Leipert (2002), fused with writing the
/// boxes: one forward pass over the units turns each prelim into an absolute attach point by
/// adding the mods of all the unit's ancestors, and hands it on already translated so that the
/// drawing starts at x = 0.
///
/// Translating in the same pass needs the drawing's left edge first. Rows keep the units'
/// breadth-first order left to right and no two boxes of a row overlap, so the leftmost box of
/// each row belongs to the row's first unit; ``leftEdge()`` positions just those units, one
/// ancestor path at a time, before the pass. (A separate pass for the edge, then another for the
/// boxes, would read every unit's state twice: about 45 MB more at a million people.)
struct SecondWalk {
    let units: UnsafeBufferPointer<FamilyUnit>
    /// The first walk's result; on return the `mod` of each unit with children is the sum of the
    /// mods of the unit and all its ancestors (Buchheim's running sum `m`).
    let shadow: UnsafeMutableBufferPointer<ShadowUnit>
    /// Where the units' extents are (see `ShadowUnit/extents`).
    let extents: ExtentsTable

    /// Calls `place` with every unit's index and its attach point, parents before children.
    ///
    /// - Complexity: O(n).
    @inline(__always)
    func run(_ place: (_ unit: Int, _ attachPoint: Double) -> Void) {
        let edge = leftEdge()
        for index in 0..<units.count {
            let unit = units[index]
            let parent = Int(unit.parent)
            // The paper's m: the sum of the ancestors' mods (the virtual root of the forest has mod 0).
            let sumAbove = parent < 0 ? 0 : shadow[parent].mod
            // Only parents' sums are read again; leaving the leaves' state untouched saves
            // writing it back to memory.
            if unit.childCount > 0 { shadow[index].mod += sumAbove }
            // x(v) = prelim(v) + m, translated.
            place(index, shadow[index].prelim + sumAbove - edge)
        }
    }

    /// The least left box edge of the drawing (0 without units), computed from each row's first
    /// unit with exactly the additions ``run(_:)`` performs, so the result is the same number a
    /// minimum over every unit would give.
    ///
    /// The running sums are kept for one path from a root down (`path`), and each row's first
    /// unit's parent is reached by climbing only to the first ancestor already on the path.
    /// A row's first unit with children lies, in every row above, at or right of the previous
    /// one's ancestor there, so an ancestor replaced on the path never comes back: all the climbs
    /// together visit each unit at most once.
    ///
    /// - Complexity: O(rows) typically, O(n) at worst.
    func leftEdge() -> Double {
        guard !units.isEmpty else { return 0 }
        let rows = Int(units[units.count - 1].generation) + 1
        var path = [Int32](repeating: -1, count: rows)
        var pathSum = [Double](repeating: 0, count: rows)
        var edge = Double.infinity
        var first = 0
        while true {
            let parent = Int(units[first].parent)
            let sumAbove = parent < 0 ? 0 : runningSum(of: parent, path: &path, pathSum: &pathSum)
            edge = min(edge, shadow[first].prelim + sumAbove - extents[shadow[first].extents].left)
            // The next row, if this is not the last, starts with the first child of this row's
            // first unit with children (which the next row's existence guarantees).
            guard units[first].generation < units[units.count - 1].generation else { break }
            var unit = first
            while units[unit].childCount == 0 {
                WorkCount.countEdgeStep()
                unit += 1
            }
            first = Int(units[unit].firstChild)
        }
        return edge
    }

    /// The running sum of mods of `unit` (its own and its ancestors'), as ``run(_:)`` computes it.
    private func runningSum(of unit: Int, path: inout [Int32], pathSum: inout [Double]) -> Double {
        var ancestor = unit
        while ancestor >= 0 {
            WorkCount.countEdgeStep()
            let row = Int(units[ancestor].generation)
            if path[row] == Int32(ancestor) { break }
            path[row] = Int32(ancestor)
            ancestor = Int(units[ancestor].parent)
        }
        let firstChanged = ancestor < 0 ? 0 : Int(units[ancestor].generation) + 1
        let row = Int(units[unit].generation)
        if firstChanged <= row {
            for changed in firstChanged...row {
                WorkCount.countEdgeStep()
                let sumAbove = changed == 0 ? 0 : pathSum[changed - 1]
                pathSum[changed] = shadow[Int(path[changed])].mod + sumAbove
            }
        }
        return pathSum[row]
    }
}
