package import FamilyTree
package import Foundation
package import TreeLayout

/// A family as the peer engines' drivers read it: one node per *partner group* (a single person,
/// a couple, or a person with all their partners, as wide as the group: the widths summed with
/// the couple gaps), with the geometry TreeBench asks of every engine.
///
/// Each node stands at its *attach point* (the centre of its blood relative's box, where the
/// parents' line arrives) and reaches ``left`` and ``right`` of it; its children centre under
/// its *anchor*, ``offset`` to the right of the attach point (0 for a single person, the couple's
/// midpoint for a couple). Neighbouring nodes keep ``gap`` between their facing edges. These are
/// the native engine's terms (`UnitExtents`), so a peer that honours them is asked for exactly
/// the native engine's geometry.
///
/// A peer centres a node's children under one point, so a person with several partners is told
/// as one node whose children are every union's children, in the unions' order, centred under the
/// middle of the first and last anchors of the unions with children: told so, a peer keeps
/// partners together, and a union's children are centred under it only when the group has one
/// union with children (the checker scores the rest as it finds it).
///
/// The file form (`scripts/engines/d3-tree.js` documents it for the drivers) is little-endian:
/// `TBUNITS1`, the node count (Int64), the gap (Float64); each node's parent (Int32, -1 for a
/// root) padded to 8 bytes; then the left reaches, right reaches and offsets (Float64 each).
package struct PeerUnitTree: Sendable {
    /// Each node's parent node, or -1 for a root; parents come before children, siblings left to right.
    package var parents: [Int32]
    /// How far each node reaches left of its attach point.
    package var left: [Double]
    /// How far each node reaches right of its attach point.
    package var right: [Double]
    /// Each node's anchor minus its attach point.
    package var offset: [Double]
    /// The least gap between neighbouring nodes.
    package var gap: Double

    /// The node tree of `family` with the box widths and gaps of `options`: a node per unit
    /// that is not a further union, each further union folded into its person's node.
    ///
    /// - Complexity: O(n) for n people.
    package init(_ family: Family, options: LayoutOptions) {
        let widths = options.resolvedWidths(for: family)
        let coupleGap = options.geometry.coupleGap
        let nodeOfUnit = Self.nodeOfUnit(family)
        gap = options.geometry.siblingGap
        parents = []
        left = []
        right = []
        offset = []
        // Per node, the first and last anchor (from the attach point) of a union with children.
        var firstAnchor: [Double] = []
        var lastAnchor: [Double] = []
        for unit in family.units {
            let hasOwnChildren = unit.childCount > 0 && !family.units[Int(unit.firstChild)].isFurtherUnion
            if unit.isFurtherUnion {
                let node = Int(nodeOfUnit[Int(family.unitOfPerson[Int(unit.furtherUnionOf)])])
                let partnerX = right[node] + coupleGap
                right[node] = partnerX + widths[Int(unit.blood)]
                if hasOwnChildren {
                    let anchor = partnerX - coupleGap / 2
                    if firstAnchor[node].isNaN { firstAnchor[node] = anchor }
                    lastAnchor[node] = anchor
                }
                continue
            }
            let half = widths[Int(unit.blood)] / 2
            parents.append(unit.parent < 0 ? -1 : nodeOfUnit[Int(unit.parent)])
            left.append(half)
            right.append(half + (unit.isCouple ? coupleGap + widths[Int(unit.spouse)] : 0))
            let anchor = unit.isCouple ? half + coupleGap / 2 : 0
            offset.append(anchor)
            firstAnchor.append(hasOwnChildren ? anchor : .nan)
            lastAnchor.append(hasOwnChildren ? anchor : .nan)
        }
        // A group without children keeps its own unit's anchor: 0, or the couple's midpoint.
        for node in offset.indices {
            offset[node] =
                firstAnchor[node].isNaN
                ? offset[node] : (firstAnchor[node] + lastAnchor[node]) / 2
        }
    }

    /// Each unit's node: its own for a unit that is not a further union, its person's for a
    /// further union (which comes right after the person's unit).
    ///
    /// - Complexity: O(units).
    package static func nodeOfUnit(_ family: Family) -> [Int32] {
        var nodes = [Int32](repeating: -1, count: family.units.count)
        var count: Int32 = 0
        for (index, unit) in family.units.enumerated() {
            if unit.isFurtherUnion {
                nodes[index] = nodes[Int(family.unitOfPerson[Int(unit.furtherUnionOf)])]
            } else {
                nodes[index] = count
                count += 1
            }
        }
        return nodes
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

    /// The person boxes of `family` when each node's attach point stands at `attachX` (points),
    /// each generation on its row: the blood relative centred on the attach point, the spouse
    /// `coupleGap` to its right, each later partner `coupleGap` right of the group's previous box.
    /// Translated so the drawing starts at 0,0.
    ///
    /// - Precondition: `attachX` has one value per node (``nodeOfUnit(_:)``).
    /// - Complexity: O(n).
    package static func boxes(
        _ family: Family, options: LayoutOptions, attachX: [Double], engine: String
    ) -> FamilyLayout {
        let nodeOfUnit = nodeOfUnit(family)
        precondition(attachX.count == (nodeOfUnit.max().map { Int($0) + 1 } ?? 0), "one attach point per node")
        let widths = options.resolvedWidths(for: family)
        let coupleGap = options.geometry.coupleGap
        var boxes = [PersonBox](repeating: PersonBox(x: 0, y: 0, width: 0, height: 0), count: family.personCount)
        // Each node's rightmost box edge so far: where a further union's partner follows.
        var groupRight = [Double](repeating: 0, count: attachX.count)
        for (index, unit) in family.units.enumerated() {
            let top = options.rowTop(Int(unit.generation))
            let node = Int(nodeOfUnit[index])
            let blood = Int(unit.blood)
            if unit.isFurtherUnion {
                boxes[blood] = PersonBox(
                    x: groupRight[node] + coupleGap, y: top, width: widths[blood], height: options.geometry.boxHeight)
                groupRight[node] = boxes[blood].maxX
                continue
            }
            let bloodX = attachX[node] - widths[blood] / 2
            boxes[blood] = PersonBox(x: bloodX, y: top, width: widths[blood], height: options.geometry.boxHeight)
            groupRight[node] = boxes[blood].maxX
            if unit.isCouple {
                let spouse = Int(unit.spouse)
                boxes[spouse] = PersonBox(
                    x: bloodX + widths[blood] + coupleGap, y: top, width: widths[spouse],
                    height: options.geometry.boxHeight)
                groupRight[node] = boxes[spouse].maxX
            }
        }
        return FamilyLayout(engine: engine, boxes: boxes, geometry: options.geometry).translatedToOrigin()
    }
}
