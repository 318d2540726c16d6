public import FamilyTree

extension NativeLayout {
    /// Lays out any tree — an org chart, a directory tree — with the family engine: a tree is a
    /// family of single people, so every node is centred over its first and last child, no boxes
    /// overlap, levels form rows in order, and the options' ``LayoutOptions/distribution`` applies
    /// (couple and collapse options do not). Widths and heights may all differ; each level's row
    /// is as tall as its tallest node, boxes hang from the row's top, rows ``LayoutGeometry/levelGap`` apart.
    ///
    /// - Parameters:
    ///   - tree: The tree (a generic `Tree<A>` after objc.io's "Drawing Trees in SwiftUI", stored flat).
    ///   - options: The gaps and the distribution; box sizes come from `size`.
    ///   - size: Each value's box size; widths must be positive.
    /// - Complexity: O(n) time and memory for n nodes, with no recursion.
    public func layout<Value>(
        _ tree: Tree<Value>, options: LayoutOptions, size: (Value) throws -> NodeSize
    ) rethrows -> TreeDrawing {
        // Pre-order positions, levels and parents.
        var sizes: [NodeSize] = []
        var levels: [Int32] = []
        var parents: [Int32] = []
        var lastAtLevel: [Int32] = []
        sizes.reserveCapacity(tree.count)
        try tree.forEachNode { value, level in
            let position = Int32(sizes.count)
            let nodeSize = try size(value)
            precondition(nodeSize.width > 0 && nodeSize.height >= 0, "tree node sizes must be positive")
            sizes.append(nodeSize)
            levels.append(Int32(level))
            parents.append(level == 0 ? -1 : lastAtLevel[level - 1])
            if level == lastAtLevel.count { lastAtLevel.append(position) } else { lastAtLevel[level] = position }
        }
        let units = Self.breadthFirstUnits(parents: parents, levels: levels)
        let distribution = distributionOverride ?? options.distribution
        let buffer = ShadowBuffer(count: units.count, uniformWidth: nil, coupleGap: 0, siblingGap: 0)
        let storage = WalkStorage(unitCount: units.count, distribution: distribution, journaled: false)
        let widths = sizes.map(\.width)
        var rowHeights: [Double] = []
        for (position, level) in levels.enumerated() {
            if Int(level) == rowHeights.count { rowHeights.append(0) }
            rowHeights[Int(level)] = max(rowHeights[Int(level)], sizes[position].height)
        }
        var rowTops: [Double] = []
        var top = 0.0
        for height in rowHeights {
            rowTops.append(top)
            top += height + options.geometry.levelGap
        }
        var boxes = [PersonBox](repeating: PersonBox(x: 0, y: 0, width: 0, height: 0), count: sizes.count)
        units.withUnsafeBufferPointer { units in
            PersonWidths.with(widths) { widths in
                FirstWalk(
                    units: units, shadow: buffer.units, siblingGap: options.geometry.siblingGap, coupleGap: 0,
                    extents: buffer.extents, distribution: distribution, storage: storage
                ).run(rootCount: units.isEmpty ? 0 : 1, initializing: widths)
            }
            var secondWalk = SecondWalk(units: units, shadow: buffer.units, extents: buffer.extents)
            while let (_, unit, attach) = secondWalk.next() {
                let node = Int(unit.blood)
                let width = sizes[node].width
                boxes[node] = PersonBox(
                    x: attach - width / 2, y: rowTops[Int(unit.generation)], width: width,
                    height: sizes[node].height)
            }
        }
        return TreeDrawing(boxes: boxes, parents: parents, rowTops: rowTops)
    }

    /// The nodes as single-person units in breadth-first order, each unit's children one run,
    /// the blood relative being the node's pre-order position.
    private static func breadthFirstUnits(parents: [Int32], levels: [Int32]) -> [FamilyUnit] {
        let count = parents.count
        // Children of each node in pre-order, which is left to right (compressed rows).
        var childStart = [Int](repeating: 0, count: count + 1)
        for parent in parents where parent >= 0 { childStart[Int(parent) + 1] += 1 }
        for index in 0..<count { childStart[index + 1] += childStart[index] }
        var fill = childStart
        var children = [Int32](repeating: 0, count: max(count - 1, 0))
        for (position, parent) in parents.enumerated() where parent >= 0 {
            children[fill[Int(parent)]] = Int32(position)
            fill[Int(parent)] += 1
        }
        var order: [Int32] = count > 0 ? [0] : []  // unit index → node
        var unitOfNode = [Int32](repeating: -1, count: count)
        var units: [FamilyUnit] = []
        units.reserveCapacity(count)
        var cursor = 0
        while cursor < order.count {
            let node = Int(order[cursor])
            unitOfNode[node] = Int32(cursor)
            let childCount = childStart[node + 1] - childStart[node]
            let firstChild = Int32(order.count)
            for slot in childStart[node]..<childStart[node + 1] { order.append(children[slot]) }
            let parent = parents[node] < 0 ? -1 : unitOfNode[Int(parents[node])]
            units.append(
                FamilyUnit(
                    blood: Int32(node), spouse: -1, parent: parent, firstChild: childCount > 0 ? firstChild : -1,
                    childCount: Int32(childCount), generation: levels[node]))
            cursor += 1
        }
        return units
    }
}
