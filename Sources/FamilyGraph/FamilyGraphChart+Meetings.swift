extension FamilyGraphChart {
    /// Where two families *meet*: the runs of the chart arranged so that the two partners of a
    /// childless union between two lines stand side by side while each stays in their own
    /// parents' run — one partner's block the last of its run, the other's the first of the next
    /// run, and so on up to where the two lines join (a run both lines hang from, or the roots),
    /// where the two branches stand next to each other. No family gives up its centring, and
    /// the couple stands together.
    ///
    /// A *block* is a unit with the further unions that follow it in its run (a partner group,
    /// a further marriage drawn beside the person): it moves as one. The plan only pins: which
    /// block is first or last of a run, which block stands right after which; ``arranged(_:run:)``
    /// reorders a run to keep them, every other block in the order it had. A meeting is planned
    /// only while all its pins can be kept together with the ones planned before it (union order),
    /// so siblings leave the file's order only for a meeting that is kept.
    ///
    /// Unions with children meet otherwise: their partners stand in one unit, the couple, which
    /// hangs the children under its anchor. Where a partner was seated beside the other
    /// (`seatSpousesTogether`), the couple's block is pinned
    /// last of its run and the seated partner's brothers and sisters first of theirs, up to where
    /// the lines join (``meet(_:_:)``): the seated partner stands right before their own run,
    /// its *leading child*, and their parents centre over it from there.
    struct Meetings {
        /// For each planned unit: the block that must stand right after its block, or -1.
        private(set) var right: [Int]
        /// For each planned unit: the block that must stand right before its block, or -1.
        private(set) var left: [Int]
        /// For the first and last unit of each chain of blocks tied by `right`: the other end.
        private var otherEnd: [Int]
        /// For the first and last unit of each chain: how many blocks it holds.
        private var chainLength: [Int]
        /// For each run (its parent unit, or `roots` for the roots): the block pinned first.
        private var first: [Int: Int] = [:]
        /// For each run: the block pinned last.
        private var last: [Int: Int] = [:]
        /// For each run: how many blocks it holds.
        private let blocksInRun: [Int: Int]
        /// For each block's first unit: how many units the block holds (0 for other units).
        private let blockSize: [Int]
        /// For each unit standing in a run: the first unit of its block, or -1.
        private let home: [Int]
        /// The run key of the roots.
        let roots: Int
        /// The unions whose partners meet.
        private(set) var met: Set<Int> = []
        /// Whether the unit is on a meeting's path (pinned); the seats leave such units alone.
        private(set) var pinned: [Bool]
        /// For each run (its parent unit) whose seated child meets it (``meet(_:_:)``): that
        /// child's node, its leading child.
        private(set) var leadingChild: [Int: Int] = [:]

        /// Whether any meeting was planned.
        var isEmpty: Bool { met.isEmpty }

        /// The meetings possible among `planned`, the roots `roots` (units in runs, parents
        /// before seats are taken).
        ///
        /// - Complexity: O(units + unions × generations).
        init(_ graph: FamilyGraph, planned: [Planned], roots rootList: [Int]) {
            let count = planned.count
            right = [Int](repeating: -1, count: count)
            left = right
            otherEnd = Array(0..<count)
            chainLength = [Int](repeating: 1, count: count)
            pinned = [Bool](repeating: false, count: count)
            roots = count
            // Each unit's block (its home unit) and each run's block count.
            var home = [Int](repeating: -1, count: count)
            var blocksInRun: [Int: Int] = [:]
            var blockSize = [Int](repeating: 0, count: count)
            func scanRun(_ list: [Int], key: Int) {
                var blocks = 0
                for block in Self.blocks(list, planned) {
                    blocks += 1
                    blockSize[list[block.lowerBound]] = block.count
                    for unit in list[block] { home[unit] = list[block.lowerBound] }
                }
                blocksInRun[key] = blocks
            }
            scanRun(rootList, key: count)
            for index in planned.indices where !planned[index].children.isEmpty {
                scanRun(planned[index].children, key: index)
            }
            self.blocksInRun = blocksInRun
            self.blockSize = blockSize
            self.home = home
            // Each unit's generation, parents first (a parent's index may follow its child's).
            var depth = [Int](repeating: -1, count: count)
            func depthOf(_ unit: Int) -> Int {
                var path: [Int] = []
                var current = unit
                while current >= 0 && depth[current] < 0 {
                    path.append(current)
                    current = planned[current].parent
                }
                var value = current >= 0 ? depth[current] : -1
                for step in path.reversed() {
                    value += 1
                    depth[step] = value
                }
                return depth[unit]
            }
            var blockOfNode = [Int](repeating: -1, count: graph.graph.nodes.count)
            for (index, unit) in planned.enumerated() where home[index] >= 0 {
                for node in [unit.first, unit.second] where node >= 0 { blockOfNode[node] = home[index] }
            }
            for (union, record) in graph.genealogy.unions.enumerated()
            where record.children.isEmpty && record.partners.count == 2 {
                let (a, b) = (
                    blockOfNode[graph.nodeOfPerson[record.partners[0]]],
                    blockOfNode[graph.nodeOfPerson[record.partners[1]]]
                )
                guard a >= 0, b >= 0, a != b, depthOf(a) == depthOf(b) else { continue }
                if plan(a, before: b, planned) || plan(b, before: a, planned) { met.insert(union) }
            }
        }

        /// The blocks of run `list`: each unit with the further unions that follow it.
        static func blocks(_ list: [Int], _ planned: [Planned]) -> [Range<Int>] {
            var result: [Range<Int>] = []
            var start = 0
            while start < list.count {
                let unit = planned[list[start]]
                var end = start + 1
                while end < list.count {
                    let next = planned[list[end]]
                    let tied = [next.furtherOf, next.partnerOf].contains {
                        $0 >= 0 && ($0 == unit.first || $0 == unit.second)
                    }
                    guard tied else { break }
                    end += 1
                }
                result.append(start..<end)
                start = end
            }
            return result
        }

        /// Plans the block `a` standing right before the block `b` (a the last of its run, b the
        /// first of its, up to where their lines join); false, changing nothing, when a pin of
        /// an earlier meeting is in the way.
        private mutating func plan(_ a: Int, before b: Int, _ planned: [Planned]) -> Bool {
            enum Pin { case first(Int), last(Int), next(Int, Int) }
            var pins: [(run: Int, pin: Pin)] = []
            var (x, y) = (a, b)
            while true {
                let (runX, runY) = (planned[x].parent, planned[y].parent)
                if runX == runY {
                    pins.append((runX < 0 ? roots : runX, .next(x, y)))
                    break
                }
                // Above the couple's own row a block of several units would put its further
                // unions' children between the two runs.
                guard runX >= 0, runY >= 0, blockSize[runX] == 1, blockSize[runY] == 1 else { return false }
                pins.append((runX, .last(x)))
                pins.append((runY, .first(y)))
                (x, y) = (runX, runY)
            }
            for (run, pin) in pins {
                switch pin {
                case .first(let unit): guard canPin(unit, first: true, run: run) else { return false }
                case .last(let unit): guard canPin(unit, first: false, run: run) else { return false }
                case .next(let before, let after): guard canTie(before, after, run: run) else { return false }
                }
            }
            for (run, pin) in pins {
                switch pin {
                case .first(let unit):
                    first[run] = unit
                    pinned[unit] = true
                case .last(let unit):
                    last[run] = unit
                    pinned[unit] = true
                case .next(let before, let after):
                    tie(before, after)
                    pinned[before] = true
                    pinned[after] = true
                }
            }
            return true
        }

        /// Plans the meeting of a seat's two families: the couple's block last of its run, the
        /// unit the seated partner left (out of its run now) first of theirs, so their brothers
        /// and sisters start it, and so on up to where the lines join; the seated partner becomes
        /// their parents' leading child. False, changing nothing, where a pin is in the way, the
        /// couple's block holds further unions (they would stand between the two runs), the two
        /// partners are brother and sister (one run already), or the seated partner's parents have
        /// no run left (an only child stands in it as an empty slot first: ``FamilyGraphChart/meetSeat(_:_:_:)``).
        ///
        /// - Complexity: O(generations up to where the lines join).
        mutating func meet(_ seat: Seat, _ planned: [Planned]) -> Bool {
            let (couple, left) = (seat.couple, seat.left)
            let parent = planned[left].parent
            // Siblings who married stand in one run already.
            guard parent >= 0, parent != planned[couple].parent, !planned[parent].children.isEmpty,
                home[couple] == couple, blockSize[couple] == 1, home[left] == left, blockSize[left] == 1,
                plan(couple, before: left, planned)
            else { return false }
            // The seated partner, second in the couple.
            leadingChild[parent] = planned[couple].second
            met.insert(seat.union)
            return true
        }

        /// Whether block `unit` can be pinned first (or last) of run `run`.
        private func canPin(_ unit: Int, first isFirst: Bool, run: Int) -> Bool {
            let current = isFirst ? first[run] : last[run]
            if let current { return current == unit }
            // The first block starts its chain; the last ends it.
            guard (isFirst ? left[unit] : right[unit]) < 0 else { return false }
            let opposite = isFirst ? last[run] : first[run]
            guard let opposite, otherEnd[unit] == opposite || unit == opposite else { return true }
            return chainLength[unit] == blocksInRun[run] || unit == opposite
        }

        /// Whether block `after` can be tied right after block `before` in run `run`.
        private func canTie(_ before: Int, _ after: Int, run: Int) -> Bool {
            if right[before] == after { return true }
            guard right[before] < 0, left[after] < 0, otherEnd[before] != after, last[run] != before,
                first[run] != after
            else { return false }
            // A chain from the pinned first block to the pinned last one holds the whole run.
            if let head = first[run], let tail = last[run], otherEnd[before] == head || before == head,
                otherEnd[after] == tail || after == tail
            {
                return chainLength[before] + chainLength[after] == blocksInRun[run]
            }
            return true
        }

        /// Ties block `after` right after block `before`.
        private mutating func tie(_ before: Int, _ after: Int) {
            guard right[before] != after else { return }
            let (head, tail) = (otherEnd[before], otherEnd[after])
            right[before] = after
            left[after] = before
            let length = chainLength[before] + chainLength[after]
            otherEnd[head] = tail
            otherEnd[tail] = head
            chainLength[head] = length
            chainLength[tail] = length
        }

        /// Run `list` (the children of unit `run`, or the roots) reordered to keep the pins:
        /// the first block's chain first, the last block's chain last, every chain whole, and
        /// every other block where it stood.
        ///
        /// - Complexity: O(list).
        func arranged(_ list: [Int], run: Int) -> [Int] {
            let head = first[run]
            let tail = last[run]
            // The blocks as planned: the seats and partner groups decided since move no unit
            // of one.
            var blocks: [Range<Int>] = []
            var start = 0
            while start < list.count {
                var end = start + 1
                while end < list.count, home[list[end]] >= 0, home[list[end]] == home[list[start]] { end += 1 }
                blocks.append(start..<end)
                start = end
            }
            guard head != nil || tail != nil || blocks.contains(where: { right[list[$0.lowerBound]] >= 0 }) else {
                return list
            }
            var blockOfHome: [Int: Range<Int>] = [:]
            for block in blocks { blockOfHome[list[block.lowerBound]] = block }
            var emitted = Set<Int>()
            var result: [Int] = []
            result.reserveCapacity(list.count)
            func emitChain(from start: Int) {
                var unit = start
                while unit >= 0, let block = blockOfHome[unit], emitted.insert(unit).inserted {
                    result += list[block]
                    unit = right[unit]
                }
            }
            func chainHead(_ unit: Int) -> Int {
                var current = unit
                while left[current] >= 0 && blockOfHome[left[current]] != nil { current = left[current] }
                return current
            }
            let lastChain = tail.map(chainHead)
            if let head { emitChain(from: head) }
            for block in blocks {
                let start = chainHead(list[block.lowerBound])
                if start != lastChain { emitChain(from: start) }
            }
            if let lastChain { emitChain(from: lastChain) }
            return result
        }
    }
}
