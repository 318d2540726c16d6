extension FamilyGraphChart {
    /// Draws a later partner who married in from another line in their partner's partner group,
    /// where their parents' family is off centre already: the couple then stands together on one
    /// row, and no family centred before is lost.
    ///
    /// The derivation homes a union of a person with several partners (Henry VIII) and a partner
    /// with parents in the graph under that partner's parents; the person stands once, with
    /// their other partners, elsewhere, often on another row. Drawing the partner in the
    /// person's group instead takes them out of their parents' run, which puts that family off
    /// centre (its children stand in two places): a cost the chart pays only where the family
    /// pays it already, a child of theirs standing outside their run (seated beside a spouse
    /// from another line, or in someone else's partner group:
    /// ``familiesWithAChildElsewhere(_:_:roots:)``). The partner moves with the union's children,
    /// which hang under the union's own anchor in the group.
    ///
    /// A partner moves only when this union is their only one, their unit draws it and nothing
    /// else, the person heads a couple (the group's first union) and is its first box, and
    /// neither unit is on a meeting's path (`leaving`, ``Meetings``); never into their own
    /// subtree.
    ///
    /// - Complexity: O(units + nodes + moves × generations).
    static func joinPartnerGroups(
        _ graph: FamilyGraph, _ planned: inout [Planned], _ roots: inout [Int], leaving: [Bool]?
    ) {
        let offCentre = Self.familiesWithAChildElsewhere(graph, planned, roots: roots)
        var homeOfNode = [Int](repeating: -1, count: graph.graph.nodes.count)
        for (index, unit) in planned.enumerated() where unit.isOwn {
            if unit.first >= 0 { homeOfNode[unit.first] = index }
            if unit.second >= 0 { homeOfNode[unit.second] = index }
        }
        var joining: [(unit: Int, home: Int)] = []
        for index in planned.indices {
            let unit = planned[index]
            guard unit.second < 0, unit.partnerOf < 0, unit.union >= 0, unit.parent >= 0, offCentre[unit.parent],
                leaving?[index] != true, unit.first >= 0, case .person(let person) = graph.nodeRoles[unit.first],
                graph.genealogy.partnerUnions(of: person).count == 1,
                let other = graph.genealogy.unions[unit.union].partners.first(where: { $0 != person }),
                unit.furtherOf < 0 || unit.furtherOf == graph.nodeOfPerson[other],
                planned[unit.parent].children.contains(index)
            else { continue }
            let partner = graph.nodeOfPerson[other]
            let home = homeOfNode[partner]
            guard home >= 0, home != index, planned[home].first == partner, planned[home].second >= 0,
                leaving?[home] != true, !Self.descends(home, from: index, planned)
            else { continue }
            joining.append((index, home))
        }
        guard !joining.isEmpty else { return }
        var joiningOfHome: [Int: [Int]] = [:]
        for (unit, home) in joining {
            planned[planned[unit].parent].children.removeAll { $0 == unit }
            planned[unit].partnerOf = planned[home].first
            planned[unit].furtherOf = -1
            planned[unit].parent = planned[home].parent
            joiningOfHome[home, default: []].append(unit)
        }
        // Each joining unit right after its person's group (the home unit and the later partners
        // that follow it).
        func withJoined(_ list: [Int]) -> [Int] {
            var result: [Int] = []
            result.reserveCapacity(list.count)
            var pending: (person: Int, units: [Int])?
            for unit in list {
                if let waiting = pending, planned[unit].partnerOf != waiting.person {
                    result += waiting.units
                    pending = nil
                }
                result.append(unit)
                if let units = joiningOfHome[unit] { pending = (planned[unit].first, units) }
            }
            if let waiting = pending { result += waiting.units }
            return result
        }
        var runs = Set<Int>()
        for home in joiningOfHome.keys { runs.insert(planned[home].parent) }
        for run in runs {
            if run < 0 {
                roots = withJoined(roots)
            } else {
                planned[run].children = withJoined(planned[run].children)
            }
        }
    }

    /// For each unit, whether a child of the union it draws stands in a unit outside its run
    /// (seated beside a spouse from another line, in someone else's partner group): the
    /// family's children then stand in two places, and it is off centre.
    ///
    /// - Complexity: O(units + nodes + children).
    static func familiesWithAChildElsewhere(_ graph: FamilyGraph, _ planned: [Planned], roots: [Int]) -> [Bool] {
        // Where each node stands: the unit of a run it is a box of.
        var unitOfNode = [Int](repeating: -1, count: graph.graph.nodes.count)
        var row = roots
        while !row.isEmpty {
            var next: [Int] = []
            for unit in row {
                for node in [planned[unit].first, planned[unit].second] where node >= 0 { unitOfNode[node] = unit }
                next += planned[unit].children
            }
            row = next
        }
        var result = [Bool](repeating: false, count: planned.count)
        for (index, unit) in planned.enumerated() where unit.union >= 0 {
            result[index] = graph.genealogy.unions[unit.union].children.contains { child in
                let stands = unitOfNode[graph.nodeOfPerson[child]]
                return stands >= 0 && planned[stands].parent != index
            }
        }
        return result
    }

    /// Whether unit `unit` stands in the subtree of unit `ancestor` (or is it).
    ///
    /// - Complexity: O(generations).
    private static func descends(_ unit: Int, from ancestor: Int, _ planned: [Planned]) -> Bool {
        var current = unit
        while current >= 0 {
            if current == ancestor { return true }
            current = planned[current].parent
        }
        return false
    }
}
