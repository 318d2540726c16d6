extension ChartDerivation {
    /// Chooses the anchor of every union whose two partners both have parents in the chart (a
    /// union between two lines, or between relatives in one): the fewest repeat appearances
    /// first, then the larger line, then the partner nearer the root.
    ///
    /// Every such union costs one repeat, its other partner; what varies is the anchor's own
    /// repeats: a person who anchors k unions has k − 1 further ones drawn beside a repeat of
    /// themselves. So a union should go to a partner who anchors nothing else. Seen as a graph —
    /// people who anchor nothing yet are vertices, each union an edge between its partners who
    /// are (a *half-edge* when only one is) — the most unions that can each go to a partner of
    /// their own is, in every connected part with V people, E edges and H half-edges,
    /// min(V, E + H): all V when the part holds a cycle or a half-edge (root a spanning tree at
    /// its end, give each person the edge to their tree parent and the root that cycle edge or
    /// half-edge), else V − 1 (a tree: each person but the root gets the edge to their tree
    /// parent). That is the least, so never more than any other choice, such as the "reached
    /// first" rule. A tree's root, the one person left without a union of their own, is the one
    /// in the smallest line, so a union between two people who marry once is homed in the larger
    /// line; every other choice goes to the partner in the larger line.
    ///
    /// - Complexity: O(people + unions + links).
    mutating func chooseAnchors() {
        let unions = genealogy.unions
        let count = genealogy.people.count
        // The unions anchored at each person whatever is chosen: those whose other partner has no
        // parents in the chart (or who have none, with children).
        var forced = [Int32](repeating: 0, count: count)
        var choices: [Int32] = []
        // By index: each union read in place, not copied (its arrays retained) to be looked at.
        for index in unions.indices where unions[index].partners.contains(where: { isBlood[$0] }) {
            work += 1
            let partners = unions[index].partners
            var withParents = 0
            var lastWithParents = -1
            for partner in partners where hasChartParents[partner] {
                withParents += 1
                lastWithParents = partner
            }
            if withParents == 2 {
                choices.append(Int32(index))
            } else if withParents == 1 && (partners.count == 2 || !unions[index].children.isEmpty) {
                forced[lastWithParents] += 1
            }
        }
        guard !choices.isEmpty else { return }
        anchorOf = [Int32](repeating: -1, count: unions.count)
        let rank = lineRanks(parentsFirst: parentsFirstOrder())
        func prefers(_ a: Int, _ b: Int) -> Bool { (rank.line[a], rank.depth[a], a) < (rank.line[b], rank.depth[b], b) }
        func isFree(_ person: Int) -> Bool { forced[person] == 0 }

        // The graph: for each free person, the choices (edges and half-edges) they are a partner
        // in, as compressed rows; a choice with no free partner goes to the larger line at once.
        var start = [Int32](repeating: 0, count: count + 1)
        for union in choices {
            for partner in unions[Int(union)].partners where isFree(partner) { start[partner + 1] += 1 }
        }
        for person in 0..<count { start[person + 1] += start[person] }
        var incident = [Int32](repeating: 0, count: Int(start[count]))
        var next = start
        for union in choices {
            let partners = unions[Int(union)].partners
            if !partners.contains(where: isFree) {
                anchorOf[Int(union)] = Int32(prefers(partners[0], partners[1]) ? partners[0] : partners[1])
            }
            for partner in partners where isFree(partner) {
                incident[Int(next[partner])] = union
                next[partner] += 1
            }
        }

        var seen = [Bool](repeating: false, count: count)
        var isTreeEdge = [Bool](repeating: false, count: unions.count)
        var reached = [Bool](repeating: false, count: count)
        var component: [Int] = []
        for union in choices {
            for first in unions[Int(union)].partners where isFree(first) && !seen[first] {
                // One part, breadth-first: its people, and one choice beyond its spanning tree.
                component.removeAll(keepingCapacity: true)
                seen[first] = true
                component.append(first)
                var spare: (union: Int, person: Int)? = nil
                var head = 0
                while head < component.count {
                    let person = component[head]
                    head += 1
                    for edge in incident[Int(start[person])..<Int(start[person + 1])].lazy.map(Int.init) {
                        work += 1
                        let other = unions[edge].partner(of: person) ?? person
                        if !isFree(other) {
                            spare = spare ?? (edge, person)
                        } else if !seen[other] {
                            seen[other] = true
                            isTreeEdge[edge] = true
                            component.append(other)
                        } else if !isTreeEdge[edge] {
                            spare = spare ?? (edge, person)
                        }
                    }
                }
                // The root: the end of a spare choice, or, in a tree, the person in the smallest line.
                let root: Int
                if let spare {
                    root = spare.person
                    anchorOf[spare.union] = Int32(spare.person)
                } else {
                    root = component.dropFirst().reduce(component[0]) { prefers($0, $1) ? $1 : $0 }
                }
                orientTree(from: root, incident: incident, start: start, isFree: isFree, reached: &reached)
                // Choices beyond the tree and the spare cost a repeat wherever they go: the larger line.
                for person in component {
                    for edge in incident[Int(start[person])..<Int(start[person + 1])].lazy.map(Int.init)
                    where anchorOf[edge] < 0 {
                        let partners = unions[edge].partners
                        anchorOf[edge] = Int32(prefers(partners[0], partners[1]) ? partners[0] : partners[1])
                    }
                }
            }
        }
    }

    /// Gives each person of `root`'s part but `root` the choice that joins them to their parent in
    /// a breadth-first spanning tree from `root` over the choices not anchored yet.
    private mutating func orientTree(
        from root: Int, incident: [Int32], start: [Int32], isFree: (Int) -> Bool, reached: inout [Bool]
    ) {
        var queue = [root]
        reached[root] = true
        var head = 0
        while head < queue.count {
            let person = queue[head]
            head += 1
            for edge in incident[Int(start[person])..<Int(start[person + 1])].lazy.map(Int.init)
            where anchorOf[edge] < 0 {
                work += 1
                guard let other = genealogy.unions[edge].partner(of: person), isFree(other), !reached[other] else {
                    continue
                }
                reached[other] = true
                anchorOf[edge] = Int32(other)
                queue.append(other)
            }
        }
    }

    /// For each person of the blood, the position among the roots of the largest line they descend
    /// from, and their depth below it (generations, the fewest), through their home unions.
    ///
    /// - Complexity: O(people + links).
    private func lineRanks(parentsFirst: [Int32]) -> (line: [Int32], depth: [Int32]) {
        let count = genealogy.people.count
        var line = [Int32](repeating: .max, count: count)
        var depth = [Int32](repeating: .max, count: count)
        for (position, root) in roots.enumerated() {
            line[root] = Int32(position)
            depth[root] = 0
        }
        for person in parentsFirst.lazy.map(Int.init) where hasChartParents[person] {
            guard let union = lineUnion(of: person) else { continue }
            for partner in genealogy.unions[union].partners where isBlood[partner] {
                line[person] = min(line[person], line[partner])
                depth[person] = min(depth[person], depth[partner] == .max ? .max : depth[partner] + 1)
            }
        }
        return (line, depth)
    }
}
