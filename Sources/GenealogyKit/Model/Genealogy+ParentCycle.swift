extension Genealogy {
    /// A parent–child link that closes a parent cycle: `child` of `union` is an ancestor of a
    /// partner of `union`.
    struct CycleClosingLink {
        /// The union that lists the child.
        var union: Int
        /// The child, who is also the partner's ancestor.
        var child: Int
        /// People on the cycle in descent order, starting with `child` and ending with the partner
        /// (a long cycle keeps its first and last six people); `omitted` counts those left out.
        var cycle: [Int]
        var omitted: Int
    }

    /// The links whose removal leaves nobody their own ancestor: none when there is no cycle.
    ///
    /// Kahn's topological order over parent → child links first (linear, and the whole check when
    /// there is no cycle, as in nearly every file). If it cannot take everyone, the people left
    /// each have a parent among them; a depth-first search over them marks each link that reaches
    /// back to a person on the search's path (a back edge). Removing every back edge leaves an
    /// acyclic graph (the search's other edges follow its finishing order), and each cycle loses
    /// only links that close it.
    ///
    /// - Complexity: O(people + links), plus the cycles' people named (at most 12 each).
    func parentCycleClosingLinks() -> [CycleClosingLink] {
        let (order, parentsLeft) = parentsFirstOrder()
        guard order.count < people.count else { return [] }
        return backEdges(among: parentsLeft.map { $0 > 0 })
    }

    /// Kahn's topological order over parent → child links: the people it can take, parents
    /// before children (everyone when there is no cycle), and for each person the number of links
    /// from parents it could not take (more than 0 only on a cycle or below one).
    ///
    /// - Complexity: O(people + links).
    func parentsFirstOrder() -> (order: [Int32], parentsLeft: [Int32]) {
        let count = people.count
        var parentCount = [Int32](repeating: 0, count: count)
        // By index: each union read in place, not copied (its arrays retained) to be looked at.
        for union in unions.indices where !unions[union].partners.isEmpty {
            let partnerCount = Int32(unions[union].partners.count)
            for child in unions[union].children { parentCount[child] += partnerCount }
        }
        var ready = (0..<count).filter { parentCount[$0] == 0 }
        var order: [Int32] = []
        order.reserveCapacity(count)
        while let person = ready.popLast() {
            order.append(Int32(person))
            for union in partnerUnions(of: person) {
                for child in unions[Int(union)].children {
                    parentCount[child] -= 1
                    if parentCount[child] == 0 { ready.append(child) }
                }
            }
        }
        return (order, parentCount)
    }

    /// The back edges of a depth-first search over the people marked `onCycles` (iterative: a
    /// chain of a million generations needs no call stack).
    private func backEdges(among onCycles: [Bool]) -> [CycleClosingLink] {
        enum Mark: UInt8 { case unseen, onPath, done }
        var mark = [Mark](repeating: .unseen, count: people.count)
        var pathPosition = [Int32](repeating: -1, count: people.count)
        var path: [(person: Int, union: Int, child: Int)] = []
        var closing: [CycleClosingLink] = []
        var dropped = Set<Int64>()
        for start in people.indices where onCycles[start] && mark[start] == .unseen {
            mark[start] = .onPath
            pathPosition[start] = 0
            path.append((start, 0, 0))
            while let top = path.last {
                let unionsOfTop = partnerUnions(of: top.person)
                guard top.union < unionsOfTop.count else {
                    mark[top.person] = .done
                    path.removeLast()
                    continue
                }
                let union = Int(unionsOfTop[unionsOfTop.startIndex + top.union])
                let childrenOfUnion = unions[union].children
                guard top.child < childrenOfUnion.count else {
                    path[path.count - 1].union += 1
                    path[path.count - 1].child = 0
                    continue
                }
                let child = childrenOfUnion[top.child]
                path[path.count - 1].child += 1
                guard onCycles[child] else { continue }
                switch mark[child] {
                case .unseen:
                    mark[child] = .onPath
                    pathPosition[child] = Int32(path.count)
                    path.append((child, 0, 0))
                case .onPath:
                    let key = Int64(union) << 32 | Int64(child)
                    guard dropped.insert(key).inserted else { continue }
                    let people = path[Int(pathPosition[child])...].map(\.person)
                    let omitted = max(0, people.count - 12)
                    let cycle = omitted > 0 ? Array(people.prefix(6) + people.suffix(6)) : people
                    closing.append(CycleClosingLink(union: union, child: child, cycle: cycle, omitted: omitted))
                case .done:
                    break
                }
            }
        }
        return closing
    }

    /// Throws if someone is their own ancestor (for genealogies made in code; a file's reader
    /// breaks its cycles with warnings instead); else returns everyone, parents before children.
    ///
    /// - Returns: Every person once, parents before children.
    /// - Throws: ``GenealogyError/parentCycle(ids:)`` with the first cycle's ids, eldest first.
    /// - Complexity: O(people + links).
    @discardableResult
    func checkForParentCycle() throws(GenealogyError) -> [Int32] {
        let (order, parentsLeft) = parentsFirstOrder()
        guard order.count < people.count, let first = backEdges(among: parentsLeft.map { $0 > 0 }).first else {
            return order
        }
        throw .parentCycle(ids: first.cycle.map { people[$0].id })
    }
}
