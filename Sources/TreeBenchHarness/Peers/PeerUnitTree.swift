package import FamilyTree
package import Foundation
package import TreeLayout

/// A family as the peer engines' drivers read it: one node per unit (a couple is one node as
/// wide as the couple), with the geometry TreeBench asks of every engine.
///
/// Each unit stands at its *attach point* (the centre of its blood relative's box, where the
/// parents' line arrives) and reaches ``left`` and ``right`` of it; its children centre under
/// its *anchor*, ``offset`` to the right of the attach point (0 for a single person, the couple's
/// midpoint for a couple). Neighbouring units keep ``gap`` between their facing edges. These are
/// the native engine's terms (`UnitExtents`), so a peer that honours them is asked for exactly
/// the native engine's geometry.
///
/// The file form (`scripts/engines/d3-tree.js` documents it for the drivers) is little-endian:
/// `TBUNITS1`, the unit count (Int64), the gap (Float64); each unit's parent (Int32, -1 for a
/// root) padded to 8 bytes; then the left reaches, right reaches and offsets (Float64 each).
package struct PeerUnitTree: Sendable {
    /// Each unit's parent unit, or -1 for a root; parents come before children, siblings left to right.
    package var parents: [Int32]
    /// How far each unit reaches left of its attach point.
    package var left: [Double]
    /// How far each unit reaches right of its attach point.
    package var right: [Double]
    /// Each unit's anchor minus its attach point.
    package var offset: [Double]
    /// The least gap between neighbouring units.
    package var gap: Double

    /// The unit tree of `family` with the box widths and gaps of `options`.
    ///
    /// - Complexity: O(n) for n people.
    package init(_ family: Family, options: LayoutOptions) {
        let widths = options.resolvedWidths(for: family)
        parents = family.units.map(\.parent)
        left = family.units.map { widths[Int($0.blood)] / 2 }
        right = family.units.map { unit in
            widths[Int(unit.blood)] / 2 + (unit.isCouple ? options.geometry.coupleGap + widths[Int(unit.spouse)] : 0)
        }
        offset = family.units.map { unit in
            unit.isCouple ? widths[Int(unit.blood)] / 2 + options.geometry.coupleGap / 2 : 0
        }
        gap = options.geometry.siblingGap
    }

    /// The file form the drivers read.
    ///
    /// - Complexity: O(n).
    package var fileData: Data {
        var data = Data("TBUNITS1".utf8)
        data.reserveCapacity(24 + 4 * parents.count + 4 + 24 * parents.count)
        func append<T>(_ value: T) { withUnsafeBytes(of: value) { data.append(contentsOf: $0) } }
        append(Int64(parents.count).littleEndian)
        append(gap.bitPattern.littleEndian)
        for parent in parents { append(parent.littleEndian) }
        if parents.count % 2 == 1 { append(Int32(0)) }
        for values in [left, right, offset] {
            for value in values { append(value.bitPattern.littleEndian) }
        }
        return data
    }

    /// The person boxes of `family` when each unit's attach point stands at `attachX` (points),
    /// each generation on its row: the blood relative centred on the attach point, the spouse
    /// `coupleGap` to its right. Translated so the drawing starts at 0,0.
    ///
    /// - Precondition: `attachX` has one value per unit.
    /// - Complexity: O(n).
    package static func boxes(
        _ family: Family, options: LayoutOptions, attachX: [Double], engine: String
    ) -> FamilyLayout {
        precondition(attachX.count == family.units.count, "one attach point per unit")
        let widths = options.resolvedWidths(for: family)
        var boxes = [PersonBox](repeating: PersonBox(x: 0, y: 0, width: 0, height: 0), count: family.personCount)
        for (index, unit) in family.units.enumerated() {
            let top = options.rowTop(Int(unit.generation))
            let blood = Int(unit.blood)
            let bloodX = attachX[index] - widths[blood] / 2
            boxes[blood] = PersonBox(x: bloodX, y: top, width: widths[blood], height: options.geometry.boxHeight)
            if unit.isCouple {
                let spouse = Int(unit.spouse)
                boxes[spouse] = PersonBox(
                    x: bloodX + widths[blood] + options.geometry.coupleGap, y: top, width: widths[spouse],
                    height: options.geometry.boxHeight)
            }
        }
        return FamilyLayout(engine: engine, boxes: boxes, geometry: options.geometry).translatedToOrigin()
    }
}
