extension Tree {
    /// The values in pre-order: each node before its subtrees, subtrees left to right.
    ///
    /// - Complexity: O(1); the values are stored in this order.
    public var preOrder: [Value] { nodes }

    /// The values breadth-first: the root, then each level left to right.
    ///
    /// - Complexity: O(n), with no recursion.
    public var breadthFirst: [Value] {
        levels.flatMap { $0 }
    }

    /// The values level by level: `levels[0]` is the root, `levels[k]` the nodes k edges below it,
    /// each level left to right.
    ///
    /// - Complexity: O(n), with no recursion.
    public var levels: [[Value]] {
        var levels: [[Value]] = []
        forEachNode { value, level in
            if level == levels.count { levels.append([]) }
            levels[level].append(value)
        }
        return levels
    }

    /// The number of levels: 1 for a lone root, n for a chain of n nodes.
    ///
    /// - Complexity: O(n), with no recursion.
    public var depth: Int {
        var depth = 0
        forEachNode { _, level in depth = max(depth, level + 1) }
        return depth
    }

    /// Calls `body` with each value and its level (0 for the root), in pre-order.
    ///
    /// Pre-order visits the nodes of a level left to right, so collecting by level gives
    /// breadth-first order.
    ///
    /// - Complexity: O(n), with no recursion.
    public func forEachNode(_ body: (_ value: Value, _ level: Int) throws -> Void) rethrows {
        // The end positions of the subtrees that enclose the current node, innermost last.
        var enclosingEnds: [Int] = []
        for position in nodes.indices {
            while let end = enclosingEnds.last, end <= position { enclosingEnds.removeLast() }
            try body(nodes[position], enclosingEnds.count)
            enclosingEnds.append(position + Int(sizes[position]))
        }
    }
}
