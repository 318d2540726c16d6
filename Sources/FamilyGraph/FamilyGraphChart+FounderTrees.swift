extension FamilyGraphChart {
    /// Moves the tree of a founder with several partners into the run of a later partner's
    /// parents, right before that partner, so the two stand on one row with only the founder's
    /// other partners between them.
    ///
    /// A founder (no parents in the graph) heads a tree of their own that starts on the first
    /// row; a later partner with parents stands where their line puts them, often rows lower,
    /// and the union is drawn under that partner. Where only this union ties the founder's tree
    /// to the rest of the chart, the whole tree (the founder's unit and the further unions that
    /// follow it among the roots) stands in the partner's parents' run instead, right before the
    /// partner's unit and never first or last of the run, so the run's ends are still the
    /// parents' own children and they stay centred; the founder's descendants move down with
    /// them. The union's children stay under the partner, and its line leaves from the union's
    /// own node there: so a union with children moves only where the graph draws its node on a
    /// row of its own (a Gramps family, placed in the band under the partner), where the
    /// checker counts it centred; a node on the couple's row would stand beside the partner.
    ///
    /// - Complexity: O(units + unions).
    static func founderTreesBesideTheirPartners(
        _ graph: FamilyGraph, _ planned: inout [Planned], _ roots: inout [Int], leaving: [Bool]?
    ) {
        // Each unit's tree (its root), and where each node stands.
        var tree = [Int](repeating: -1, count: planned.count)
        var depth = [Int](repeating: -1, count: planned.count)
        var unitOfNode = [Int](repeating: -1, count: graph.graph.nodes.count)
        for root in roots {
            var row = [root]
            var generation = 0
            while !row.isEmpty {
                var next: [Int] = []
                for unit in row {
                    tree[unit] = root
                    depth[unit] = generation
                    for node in [planned[unit].first, planned[unit].second] where node >= 0 { unitOfNode[node] = unit }
                    next += planned[unit].children
                }
                row = next
                generation += 1
            }
        }
        let genealogy = graph.genealogy
        // The units of a union's two partners, where they stand in two trees.
        func partnerUnits(_ union: Int) -> (Int, Int)? {
            let partners = genealogy.unions[union].partners
            guard partners.count == 2 else { return nil }
            let (a, b) = (unitOfNode[graph.nodeOfPerson[partners[0]]], unitOfNode[graph.nodeOfPerson[partners[1]]])
            guard a >= 0, b >= 0, tree[a] >= 0, tree[b] >= 0, tree[a] != tree[b] else { return nil }
            return (a, b)
        }
        // Trees a couple on one row ties to another tree: moving them would part it.
        var tiedOnOneRow = Set<Int>()
        for union in genealogy.unions.indices {
            guard let (a, b) = partnerUnits(union), depth[a] == depth[b] else { continue }
            tiedOnOneRow.insert(tree[a])
            tiedOnOneRow.insert(tree[b])
        }
        // Whether the union's node stands on a row of its own (a Gramps family), not on a partner's.
        func hasOwnRank(_ union: Int) -> Bool {
            guard let own = graph.connectorsOfUnion[union].first else { return false }
            return !genealogy.unions[union].partners.contains { graph.shareRank(graph.nodeOfPerson[$0], own) }
        }
        // Trees moved, and trees a tree moved into: their rows are no longer those measured.
        var touched = Set<Int>()
        for (union, record) in genealogy.unions.enumerated() {
            guard partnerUnits(union) != nil, record.children.isEmpty || hasOwnRank(union),
                let founder = record.partners.first(where: { !genealogy.hasParents($0) }),
                let partner = record.partners.first(where: { $0 != founder && genealogy.hasParents($0) })
            else { continue }
            let (home, unit) = (unitOfNode[graph.nodeOfPerson[founder]], unitOfNode[graph.nodeOfPerson[partner]])
            let run = planned[unit].parent
            guard tree[home] == home, !tiedOnOneRow.contains(home), !touched.contains(home),
                !touched.contains(tree[unit]), planned[home].first >= 0,
                planned[home].first == graph.nodeOfPerson[founder], planned[home].second >= 0,
                planned[unit].first == graph.nodeOfPerson[partner], planned[unit].union == union, run >= 0,
                leaving?[home] != true, leaving?[unit] != true,
                let place = planned[run].children.firstIndex(of: unit), place > 0,
                let start = roots.firstIndex(of: home)
            else { continue }
            // The founder's block among the roots: their unit and the further unions after it.
            let person = planned[home].first
            var end = start + 1
            while end < roots.count, planned[roots[end]].partnerOf == person || planned[roots[end]].furtherOf == person
            {
                end += 1
            }
            let block = Array(roots[start..<end])
            roots.removeSubrange(start..<end)
            planned[run].children.insert(contentsOf: block, at: place)
            for member in block { planned[member].parent = run }
            touched.insert(home)
            touched.insert(tree[unit])
        }
    }
}
