import FamilyTree

/// SECONDWALK of Buchheim, Jünger & Leipert (2002), as an iterator: one forward pass over the
/// units turns each prelim into an absolute attach point by adding the mods of all the unit's
/// ancestors (the paper's m), already translated so that the drawing starts at x = 0.
///
/// Translating in the same pass needs the drawing's left edge first. Rows keep the units'
/// breadth-first order left to right and no two boxes of a row overlap, so the leftmost box of
/// each row belongs to the row's first unit; ``leftEdge(units:shadow:extents:)`` positions just those units, one
/// ancestor path at a time, before the pass. (A separate pass for the edge, then another for the
/// boxes, would read every unit's state twice: about 45 MB more at a million people.)
///
/// The pass reads each unit's state once and never its parent's: a unit with children hands m
/// plus its own mod to its first child, in the bytes of the child's contour links (dead once the
/// first walk is done), and the child's siblings, which follow it, keep the value. So a unit's
/// state is no longer needed once the pass has moved past it, which lets ``NativeLayout`` keep
/// the state in the box array it is filling. The state is read as raw memory for that reason
/// (see `NativeLayout.placeBoxes`).
struct SecondWalk: IteratorProtocol {
    private let units: UnsafeBufferPointer<FamilyUnit>
    /// The first walk's result, one `ShadowUnit` per unit, read as raw memory.
    private let state: UnsafeMutablePointer<ShadowUnit>?
    /// The drawing's left edge, subtracted from every attach point.
    private let edge: Double
    /// The next unit.
    private var unit = 0
    /// The parent of the group being walked (-1: the virtual root of the forest; -2 before the
    /// first unit).
    private var parent: Int32 = -2
    /// The paper's m for the group being walked: the sum of the mods of its parent and all the
    /// parent's ancestors.
    private var sumAbove = 0.0

    /// Prepares the pass over the first walk's result in `shadow`, finding the left edge first.
    ///
    /// - Complexity: O(rows) typically, O(n) at worst (``leftEdge(units:shadow:extents:)``).
    init(units: UnsafeBufferPointer<FamilyUnit>, shadow: UnsafeMutableBufferPointer<ShadowUnit>, extents: ExtentsTable)
    {
        precondition(ShadowUnit.offsetsAreAsDocumented, "SECONDWALK reads ShadowUnit's fields at these offsets")
        self.units = units
        state = shadow.baseAddress
        edge = Self.leftEdge(units: units, shadow: shadow, extents: extents)
        // The virtual root of the forest, with mod 0, hands m = 0 to the first root.
        if let state, !units.isEmpty {
            UnsafeMutableRawPointer(state).storeBytes(
                of: 0.0, toByteOffset: ShadowUnit.handedSumOffset, as: Double.self)
        }
    }

    /// The next unit's index, the unit and its attach point; parents come before their children.
    ///
    /// - Complexity: O(1); O(n) over the pass.
    @inline(__always)
    mutating func next() -> (index: Int, unit: FamilyUnit, attachPoint: Double)? {
        guard unit < units.count else { return nil }
        let index = unit
        unit += 1
        let record = units[index]
        // Units exist, so the state does.
        let state = state.unsafelyUnwrapped
        let own = UnsafeMutableRawPointer(state + index)
        // The first unit of a group reads the m its parent handed it (the virtual root hands 0 to
        // the first root); its siblings keep it. Selected, not branched on (see `Double.select`).
        let handed = own.load(fromByteOffset: ShadowUnit.handedSumOffset, as: Double.self)
        sumAbove = .select(record.parent != parent, handed, sumAbove)
        parent = record.parent
        if record.childCount > 0 {
            let sum = own.load(fromByteOffset: ShadowUnit.modOffset, as: Double.self) + sumAbove
            UnsafeMutableRawPointer(state + Int(record.firstChild))
                .storeBytes(of: sum, toByteOffset: ShadowUnit.handedSumOffset, as: Double.self)
        }
        // x(v) = prelim(v) + m, translated.
        return (index, record, own.load(fromByteOffset: ShadowUnit.prelimOffset, as: Double.self) + sumAbove - edge)
    }

    /// The least left box edge of the drawing (0 without units), computed from each row's first
    /// unit with exactly the additions ``next()`` performs, so the result is the same number a
    /// minimum over every unit would give.
    ///
    /// The running sums are kept for one path from a root down (`path`), and each row's first
    /// unit's parent is reached by climbing only to the first ancestor already on the path.
    /// A row's first unit with children lies, in every row above, at or right of the previous
    /// one's ancestor there, so an ancestor replaced on the path never comes back: all the climbs
    /// together visit each unit at most once.
    ///
    /// - Complexity: O(rows) typically, O(n) at worst.
    static func leftEdge(
        units: UnsafeBufferPointer<FamilyUnit>, shadow: UnsafeMutableBufferPointer<ShadowUnit>, extents: ExtentsTable
    ) -> Double {
        guard !units.isEmpty else { return 0 }
        let rows = Int(units[units.count - 1].generation) + 1
        var path = [Int32](repeating: -1, count: rows)
        var pathSum = [Double](repeating: 0, count: rows)
        var edge = Double.infinity
        var first = 0
        while true {
            let parent = Int(units[first].parent)
            let sumAbove =
                parent < 0 ? 0 : runningSum(of: parent, units: units, shadow: shadow, path: &path, pathSum: &pathSum)
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

    /// The running sum of mods of `unit` (its own and its ancestors'), as ``next()`` computes it.
    private static func runningSum(
        of unit: Int, units: UnsafeBufferPointer<FamilyUnit>, shadow: UnsafeMutableBufferPointer<ShadowUnit>,
        path: inout [Int32], pathSum: inout [Double]
    ) -> Double {
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
