extension FamilyGraphChart {
    /// A tree of the chart hung lower: empty slots stacked above its root, so that its people
    /// stand that many rows further down, on the row of a partner from another tree.
    ///
    /// Each tree of the chart starts on the first row, so the two partners of a marriage between
    /// two trees stand on different rows whenever their lines are of different lengths (a
    /// childless later marriage of someone whose partner's line starts earlier). A tree hung
    /// lower by the difference brings the two onto one row, where ``Meetings`` can make the two
    /// families meet: the partner's block the last (or first) of each run up to the roots, the
    /// slots' chain standing right beside it. The slots are nobody: empty boxes centred over the
    /// one child below them, with no union and no line.
    struct Hanging {
        /// The root unit of the tree hung lower.
        var root: Int
        /// How many rows lower it hangs.
        var rows: Int
        /// The union whose partners it brings onto one row: childless, or an only child's seat.
        var union: Int
        /// For a union with children: the seat of an only child it brings onto their partner's row
        /// (``onlyChildSeat(_:_:_:_:)``).
        var onlyChildSeat: Seat? = nil
    }

    /// The meetings of the chart (``Meetings``) with trees hung lower where that lets a childless
    /// couple between two trees meet on one row: `planned` and `roots` gain the slots above
    /// each tree hung, and only hangings whose couple then meets are kept.
    ///
    /// A tree hangs lower only while no marriage between it and another tree has its partners on
    /// one row already (hanging it would part them), and a tree once hung, or once the other
    /// side of a hanging, stays where it is. Unions are taken in the genealogy's order. Hangings
    /// whose couple finds no meeting are left out and the rest planned again, since the rows a
    /// tree hangs by depend on the trees hung before it; after ``hangingRounds`` rounds that
    /// still leave one without a meeting, no tree hangs.
    ///
    /// - Complexity: O(units + unions × generations) a round (one copy of the meetings for the
    ///   only children's seats), at most ``hangingRounds`` rounds.
    static func meetingsWithTreesHung(
        _ graph: FamilyGraph, _ planned: inout [Planned], _ roots: inout [Int]
    ) -> Meetings {
        var unmet = Set<Int>()
        for _ in 0..<hangingRounds {
            let hangings = Self.hangings(graph, planned, roots: roots, leavingOut: unmet)
            guard !hangings.isEmpty else { break }
            var (hungPlanned, hungRoots) = (planned, roots)
            Self.hang(hangings, &hungPlanned, &hungRoots)
            let meetings = Meetings(graph, planned: hungPlanned, roots: hungRoots)
            // An only child's seat is taken later (``meetSeat(_:_:_:)``): its meeting is tried
            // here, on one copy of the meetings for the round, so the seats' pins add up.
            var trial = meetings
            let failed = hangings.filter { hanging in
                guard let seat = hanging.onlyChildSeat else { return !meetings.met.contains(hanging.union) }
                return !trial.meet(seat, hungPlanned)
            }.map(\.union)
            if failed.isEmpty {
                (planned, roots) = (hungPlanned, hungRoots)
                return meetings
            }
            unmet.formUnion(failed)
        }
        return Meetings(graph, planned: planned, roots: roots)
    }

    /// How many times ``meetingsWithTreesHung(_:_:_:)`` plans the hangings at most: the corpus
    /// needs two (the Tudor relationship graph: 14 hangings, 9 without a meeting, then 5 that
    /// all meet); a bound keeps the pass linear on any graph.
    static let hangingRounds = 4

    /// The trees to hang lower, and by how many rows: for each childless union of two people
    /// standing in two trees on different rows, and each union that will seat an only child
    /// (``onlyChildSeat(_:_:_:_:)``), the tree of the partner higher up, by the difference,
    /// while the rules of ``meetingsWithTreesHung(_:_:_:)`` allow it.
    ///
    /// - Complexity: O(units + unions).
    static func hangings(
        _ graph: FamilyGraph, _ planned: [Planned], roots: [Int], leavingOut unmet: Set<Int>
    ) -> [Hanging] {
        // Each unit's generation and tree (its root unit), parents first.
        var depth = [Int](repeating: -1, count: planned.count)
        var tree = [Int](repeating: -1, count: planned.count)
        for root in roots {
            depth[root] = 0
            tree[root] = root
        }
        for start in planned.indices where depth[start] < 0 {
            var path: [Int] = []
            var current = start
            while current >= 0 && depth[current] < 0 {
                path.append(current)
                current = planned[current].parent
            }
            guard current >= 0 else { continue }  // a unit in no tree (taken out)
            for step in path.reversed() {
                depth[step] = depth[current] + 1
                tree[step] = tree[current]
                current = step
            }
        }
        var unitOfNode = [Int](repeating: -1, count: graph.graph.nodes.count)
        for (index, unit) in planned.enumerated() where depth[index] >= 0 {
            for node in [unit.first, unit.second] where node >= 0 { unitOfNode[node] = index }
        }
        let unions = graph.genealogy.unions
        // The units of each union's two partners, where both stand in the chart.
        func partnerUnits(_ union: Int) -> (Int, Int)? {
            let partners = unions[union].partners
            guard partners.count == 2 else { return nil }
            let (a, b) = (unitOfNode[graph.nodeOfPerson[partners[0]]], unitOfNode[graph.nodeOfPerson[partners[1]]])
            return a >= 0 && b >= 0 && tree[a] != tree[b] ? (a, b) : nil
        }
        // Trees a marriage on one row ties to another tree: hanging them would part the couple.
        var tiedOnOneRow = Set<Int>()
        for union in unions.indices {
            guard let (a, b) = partnerUnits(union), depth[a] == depth[b] else { continue }
            tiedOnOneRow.insert(tree[a])
            tiedOnOneRow.insert(tree[b])
        }
        // Trees that stay where they are: tied, hung already, or the other side of a hanging.
        var settled = tiedOnOneRow
        var rowsLower: [Int: Int] = [:]
        var result: [Hanging] = []
        for union in unions.indices where !unmet.contains(union) {
            guard let (a, b) = partnerUnits(union) else { continue }
            let seat = unions[union].children.isEmpty ? nil : onlyChildSeat(union, a, b, planned)
            guard unions[union].children.isEmpty || seat != nil else { continue }
            let (rowA, rowB) = (depth[a] + rowsLower[tree[a], default: 0], depth[b] + rowsLower[tree[b], default: 0])
            guard rowA != rowB else { continue }
            let (higher, lower) = rowA < rowB ? (a, b) : (b, a)
            guard !settled.contains(tree[higher]) else { continue }
            rowsLower[tree[higher]] = abs(rowA - rowB)
            result.append(Hanging(root: tree[higher], rows: abs(rowA - rowB), union: union, onlyChildSeat: seat))
            settled.insert(tree[higher])
            settled.insert(tree[lower])
        }
        return result
    }

    /// Hangs each tree of `hangings` lower: a chain of as many empty slots as rows takes its
    /// root's place among the roots, the tree under the last slot.
    static func hang(_ hangings: [Hanging], _ planned: inout [Planned], _ roots: inout [Int]) {
        var topOfRoot: [Int: Int] = [:]
        for hanging in hangings {
            var below = hanging.root
            for _ in 0..<hanging.rows {
                var slot = Planned(first: -1, union: -1)
                slot.children = [below]
                planned.append(slot)
                planned[below].parent = planned.count - 1
                below = planned.count - 1
            }
            topOfRoot[hanging.root] = below
        }
        roots = roots.map { topOfRoot[$0] ?? $0 }
    }

    /// The unit a tree's root stands for in the file's order: below the empty slots a tree
    /// hung lower has above it (``hang(_:_:_:)``), its root.
    static func hungRoot(_ unit: Int, _ planned: [Planned]) -> Int {
        var current = unit
        while planned[current].first < 0, planned[current].union < 0, planned[current].children.count == 1 {
            current = planned[current].children[0]
        }
        return current
    }
}
