extension FamilyGraphChart {
    /// Brings the two partners of a childless union together on their row after the runs are
    /// ordered, where their lines join inside a block (a person's several unions drawn side by
    /// side, each over its own run) or the planned meetings (``Meetings``) could not reach them.
    ///
    /// ``Meetings`` pins blocks before the partner groups and further unions take their final
    /// order, and it stops at a block of several units. Here the order is final: for a childless
    /// union of partners `a` and `b` on one row, `a`'s block moves to the end of its run and
    /// `b`'s to the start of theirs, and so up each line while the two runs are not yet
    /// neighbours (their parents' units the last, and the first, of theirs that have children),
    /// until the two lines' units stand in one run with no unit that has children between them;
    /// else one line's block moves right after the other's there (among the roots, a tree beside
    /// the other).
    ///
    /// A block moves only where it keeps every family centred: in a run no meeting pins (among
    /// the roots: a tree no meeting pins, never an hourglass's centre), and only where the run's
    /// first and last units are still its parents' own children afterwards (not a later partner
    /// or a further union). The moves are kept only if the couple then stands together (no person between them on the row) and
    /// no other couple of the chart is parted: more couples together than before.
    ///
    /// - Complexity: O(units + unions), and O(units + unions) for each of at most
    ///   ``lateMeetingAttempts`` couples apart tried.
    static func meetLate(
        _ graph: FamilyGraph, _ planned: inout [Planned], _ roots: inout [Int], pinned: [Bool]?, keepsFirstRoot: Bool
    ) {
        let unions = graph.genealogy.unions
        // Each unit's generation, and the unit each node stands in: moves within a run change
        // neither.
        var unitOfNode = [Int](repeating: -1, count: graph.graph.nodes.count)
        var depth = [Int](repeating: -1, count: planned.count)
        var row = roots
        var level = 0
        while !row.isEmpty {
            var next: [Int] = []
            for unit in row {
                depth[unit] = level
                for node in [planned[unit].first, planned[unit].second] where node >= 0 { unitOfNode[node] = unit }
                next += planned[unit].children
            }
            row = next
            level += 1
        }
        var together: Set<Int>?
        var attempts = 0
        for (union, record) in unions.enumerated() where record.children.isEmpty && record.partners.count == 2 {
            let (p, q) = (graph.nodeOfPerson[record.partners[0]], graph.nodeOfPerson[record.partners[1]])
            let (x, y) = (unitOfNode[p], unitOfNode[q])
            guard x >= 0, y >= 0, x != y, depth[x] == depth[y], attempts < lateMeetingAttempts else { continue }
            let before = together ?? Self.couplesTogether(graph, planned, roots: roots)
            together = before
            guard !before.contains(union) else { continue }
            attempts += 1
            // The second partner's line on the left first (Gramps writes the husband first):
            // a husband's second wife then still finds his other side free.
            for (a, b) in [(y, x), (x, y)] {
                var undo: [(run: Int, children: [Int])] = []
                let moved = Self.planLateMeeting(
                    a, before: b, &planned, &roots, pinned: pinned, keepsFirstRoot: keepsFirstRoot, undo: &undo)
                if moved {
                    let after = Self.couplesTogether(graph, planned, roots: roots)
                    if after.contains(union) && after.count > before.count && after.isSuperset(of: before) {
                        together = after
                        break
                    }
                }
                for (run, children) in undo.reversed() {
                    if run < 0 { roots = children } else { planned[run].children = children }
                }
            }
        }
    }

    /// How many couples apart ``meetLate(_:_:_:pinned:keepsFirstRoot:)`` tries at most, each
    /// costing up to O(units + unions): `Data/`'s graphs try at most 16; a bound keeps the pass
    /// linear on any graph.
    static let lateMeetingAttempts = 64

    /// Moves the blocks that put unit `x` right before unit `y` on their row (both of one
    /// generation), up to where their lines join, recording each run's order before in `undo`;
    /// false where a move is not allowed or the lines never stand side by side.
    ///
    /// - Complexity: O(generations × the runs' lengths).
    private static func planLateMeeting(
        _ x: Int, before y: Int, _ planned: inout [Planned], _ roots: inout [Int], pinned: [Bool]?,
        keepsFirstRoot: Bool, undo: inout [(run: Int, children: [Int])]
    ) -> Bool {
        var (x, y) = (x, y)
        // On the couple's row the partners' blocks end and start their runs.
        var atCouple = true
        while true {
            let (runX, runY) = (planned[x].parent, planned[y].parent)
            if runX == runY {
                // One run: nothing with children between the two units (on the couple's row
                // the check afterwards sees whether anyone stands between), else `y`'s block
                // moves right after `x`'s.
                let list = runX < 0 ? roots : planned[runX].children
                guard let i = list.firstIndex(of: x), let j = list.firstIndex(of: y) else { return false }
                if i < j && (atCouple || list[(i + 1)..<j].allSatisfy { planned[$0].children.isEmpty }) {
                    return true
                }
                guard
                    let result = Self.blockMovedAfter(
                        y, x, in: list, isRoots: runX < 0, planned, pinned, keepsFirstRoot: keepsFirstRoot)
                else { return false }
                undo.append((runX, list))
                if runX < 0 { roots = result } else { planned[runX].children = result }
                return true
            }
            guard runX >= 0, runY >= 0 else { return false }
            for (unit, run, toEnd) in [(x, runX, true), (y, runY, false)] {
                let children = planned[run].children
                guard Self.moveBlock(of: unit, toEnd: toEnd, run: run, atCouple: atCouple, &planned, pinned) else {
                    return false
                }
                if planned[run].children != children { undo.append((run, children)) }
            }
            (x, y) = (runX, runY)
            atCouple = false
        }
    }

    /// Moves the block of `unit` (the consecutive units of one person's unions) to the end (or
    /// start) of run `run`'s children, unless the units beyond it have no children (above the
    /// couple's row) or it is there already; false where the move is not allowed.
    private static func moveBlock(
        of unit: Int, toEnd: Bool, run: Int, atCouple: Bool, _ planned: inout [Planned], _ pinned: [Bool]?
    ) -> Bool {
        let list = planned[run].children
        guard let index = list.firstIndex(of: unit) else { return false }
        let block = Self.lateBlock(containing: index, list, planned)
        let beyond = toEnd ? list[block.upperBound...] : list[..<block.lowerBound]
        if beyond.isEmpty || (!atCouple && beyond.allSatisfy { planned[$0].children.isEmpty }) { return true }
        if list.contains(where: { Self.isPinned($0, pinned) }) { return false }
        // The person's own unit leads a block at the start and ends one at the end, as
        // `besideTheirPartner` orders the first and the last of a run.
        var moved = Array(list[block])
        let own = moved.filter { planned[$0].isOwn }
        if own.count == 1 {
            moved.removeAll { $0 == own[0] }
            moved = toEnd ? moved + own : own + moved
        }
        let rest = Array(list[..<block.lowerBound]) + Array(list[block.upperBound...])
        let result = toEnd ? rest + moved : moved + rest
        // The run's ends stay its parents' own children.
        guard let head = result.first, let tail = result.last,
            planned[head].isOwn, planned[tail].isOwn
        else { return false }
        planned[run].children = result
        return true
    }

    /// Run `list` with the block of `unit` moved right after the block of `anchor`; nil where a
    /// meeting pins it (any unit of a run, the moved block's own units among the roots), it is
    /// an hourglass's first root, or the run's ends would no longer be its parents' own children.
    private static func blockMovedAfter(
        _ unit: Int, _ anchor: Int, in list: [Int], isRoots: Bool, _ planned: [Planned], _ pinned: [Bool]?,
        keepsFirstRoot: Bool
    ) -> [Int]? {
        guard let index = list.firstIndex(of: unit) else { return nil }
        let block = Self.lateBlock(containing: index, list, planned)
        guard !(isRoots && keepsFirstRoot && block.lowerBound == 0) else { return nil }
        let isPinned = { (unit: Int) in Self.isPinned(unit, pinned) }
        if isRoots ? list[block].contains(where: isPinned) : list.contains(where: isPinned) { return nil }
        var rest = Array(list[..<block.lowerBound]) + Array(list[block.upperBound...])
        guard let anchorIndex = rest.firstIndex(of: anchor) else { return nil }
        let anchorBlock = Self.lateBlock(containing: anchorIndex, rest, planned)
        rest.insert(contentsOf: list[block], at: anchorBlock.upperBound)
        if !isRoots {
            guard let head = rest.first, let tail = rest.last,
                planned[head].isOwn, planned[tail].isOwn
            else { return nil }
        }
        return rest
    }

    /// Whether a planned meeting pins unit `unit` (`pinned` nil: no meeting pins any).
    private static func isPinned(_ unit: Int, _ pinned: [Bool]?) -> Bool {
        pinned.map { unit < $0.count && $0[unit] } ?? false
    }

    /// The block around position `index` of run `list`: the consecutive units drawing one
    /// person's unions (their own unit, their further unions and later partners, in any order).
    private static func lateBlock(containing index: Int, _ list: [Int], _ planned: [Planned]) -> Range<Int> {
        func people(_ unit: Int) -> Set<Int> {
            let record = planned[unit]
            if record.partnerOf >= 0 { return [record.partnerOf] }
            if record.furtherOf >= 0 { return [record.furtherOf] }
            return Set([record.first, record.second].filter { $0 >= 0 })
        }
        var start = 0
        while start < list.count {
            var persons = people(list[start])
            var end = start + 1
            while end < list.count, !people(list[end]).isDisjoint(with: persons) {
                persons.formUnion(people(list[end]))
                end += 1
            }
            if index < end { return start..<end }
            start = end
        }
        return index..<(index + 1)
    }

    /// The unions of two partners that stand together in the chart: on one row with no person
    /// between them.
    ///
    /// - Complexity: O(boxes + unions).
    static func couplesTogether(_ graph: FamilyGraph, _ planned: [Planned], roots: [Int]) -> Set<Int> {
        // Each person node's row and place among the row's people.
        var place = [Int: (row: Int, index: Int)]()
        var row = roots
        var level = 0
        while !row.isEmpty {
            var next: [Int] = []
            var index = 0
            for unit in row {
                for node in [planned[unit].first, planned[unit].second] where node >= 0 {
                    guard case .person = graph.nodeRoles[node] else { continue }
                    place[node] = (level, index)
                    index += 1
                }
                next += planned[unit].children
            }
            row = next
            level += 1
        }
        var result = Set<Int>()
        for (union, record) in graph.genealogy.unions.enumerated() where record.partners.count == 2 {
            guard let p = place[graph.nodeOfPerson[record.partners[0]]],
                let q = place[graph.nodeOfPerson[record.partners[1]]], p.row == q.row, abs(p.index - q.index) == 1
            else { continue }
            result.insert(union)
        }
        return result
    }
}
