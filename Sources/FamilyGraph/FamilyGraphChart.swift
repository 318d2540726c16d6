package import FamilyTree
import GenealogyKit

/// The chart the `family` plugin lays out: the genealogy's chart with every node of the graph in
/// exactly one box, since Graphviz draws each node once.
///
/// It starts from the descendant chart GenealogyKit derives for any genealogy (a
/// `GenealogyChart`: every union drawn once, under the partner it is homed with) and takes the
/// repeat appearances out: a unit `[home, repeat]` (cousins who married, a spouse with parents elsewhere) keeps the
/// home partner alone; a unit `[repeat, home]` (a further marriage across lines) keeps the new
/// partner; a partner group's further union (a later partner who married in) stays one, beside
/// the person, while the person's own unit is still a couple; a unit
/// whose partners both stand elsewhere keeps the union's own node as its box (or an empty slot
/// for a union drawn without one); a repeat leaf (a child listed by a second union) goes. The
/// links to people standing elsewhere become reference edges (``FamilyGraphPlacement``). Unions
/// the derivation leaves out get a place too: a union of one partner and no children beside its
/// partner, a union without partners above its children. Two families meet across a childless
/// marriage between their lines where the runs can be arranged for it (``Meetings``); elsewhere a
/// partner heading no family of their own is seated beside the other.
package struct FamilyGraphChart: Sendable {
    /// The chart: one box per node that stands in a row (people, and connectors standing for a
    /// union whose partners are elsewhere), plus empty slots.
    package let family: Family
    /// For each box of ``family``: its node in the graph, or -1 for an empty slot.
    package let nodeOfBox: [Int]
    /// For each node: its box, or -1 for a node that stands in no row (a union's node under its
    /// couple, a bus point).
    package let boxOfNode: [Int]
    /// For each unit of ``family``: the genealogy union it draws, or -1.
    package let unionOfUnit: [Int]
    /// For each genealogy union: the unit of ``family`` that draws it.
    package let unitOfUnion: [Int]
    /// For each unit of ``family``: the node of its *leading child*, or -1. A leading child
    /// married across lines and stands beside their partner, last of the partner's run, right
    /// before the first of the unit's own children: the two families meet (``Meetings``), and
    /// the unit is centred over its children from the leading child on
    /// (`TreeLayout/LayoutOptions/leadingChildDistances`).
    package let leadingNodeOfUnit: [Int]

    /// One unit of the chart while it is planned.
    struct Planned {
        var first: Int
        var second = -2
        var union: Int
        var children: [Int] = []
        var parent = -1
        /// For a unit drawing a further union of someone standing in another unit: their node.
        var furtherOf = -1
        /// For a further union of a partner group (a later partner, `first`, beside the person):
        /// the person's node; -1 for any other unit.
        var partnerOf = -1

        /// Whether the unit is the person's own place in their parents' run, not a further union
        /// or a later partner of someone who stands in another unit.
        var isOwn: Bool { partnerOf < 0 && furtherOf < 0 }
    }

    /// The chart of `graph`, made from `chart`, the genealogy's chart with repeats.
    ///
    /// - Parameters:
    ///   - graph: The family read from the graph.
    ///   - chart: The genealogy's descendant chart.
    ///   - drawnElsewhere: For each union, whether another part of the drawing draws it (an
    ///     hourglass's ancestors), so it gets no place here; nil for none.
    ///   - keepsFirstRoot: Whether the chart's first root stays first (an hourglass's centre, the
    ///     box its two halves share).
    /// - Throws: ``FamilyGraphError/notAGenealogy(_:)`` with `invalidChart` if the result breaks
    ///   a rule of Family JSON v1 (a defect, reported rather than drawn).
    /// - Complexity: O(boxes + unions + links), plus O(generations) for each childless union
    ///   between two lines (its meeting's path up to where the lines join, ``Meetings``).
    init(
        graph: FamilyGraph, chart: GenealogyChart, drawnElsewhere: [Bool]? = nil, keepsFirstRoot: Bool = false
    ) throws(FamilyGraphError) {
        let genealogy = graph.genealogy
        let drawn = chart.chart.sections[0].family
        let boxes = drawn.people
        var personOfID: [String: Int] = [:]
        personOfID.reserveCapacity(genealogy.people.count)
        for (index, person) in genealogy.people.enumerated() { personOfID[person.id] = index }
        func node(ofBox box: Int32) -> Int? {
            let person = boxes[Int(box)]
            guard person.sameAs == nil, let index = personOfID[person.id] else { return nil }
            return graph.nodeOfPerson[index]
        }
        // Units of the chart with their repeats taken out; -2 marks "no second box", -1 an empty slot.
        var planned: [Planned] = []
        var plannedOfUnit = [Int](repeating: -1, count: drawn.units.count)
        for (index, unit) in drawn.units.enumerated() {
            let union = chart.unitUnions[index]
            let home = [node(ofBox: unit.blood), unit.isCouple ? node(ofBox: unit.spouse) : nil].compactMap { $0 }
            if home.isEmpty && union < 0 { continue }  // a repeat leaf
            var kept = Planned(first: home.first ?? graph.connectorsOfUnion[union].first ?? -1, union: union)
            if home.count == 2 { kept.second = home[1] }
            if let repeated = boxes[Int(unit.blood)].sameAs, let person = personOfID[repeated], union >= 0 {
                kept.furtherOf = graph.nodeOfPerson[person]
            }
            if unit.isFurtherUnion, home.count == 1, let person = node(ofBox: unit.furtherUnionOf) {
                kept.partnerOf = person
            }
            plannedOfUnit[index] = planned.count
            planned.append(kept)
        }
        var roots: [Int] = []
        for (index, unit) in drawn.units.enumerated() where plannedOfUnit[index] >= 0 {
            let parent = plannedOfUnit[index]
            if unit.isRoot { roots.append(parent) }
            for child in unit.children where plannedOfUnit[child] >= 0 {
                planned[parent].children.append(plannedOfUnit[child])
                planned[plannedOfUnit[child]].parent = parent
            }
        }
        Self.placeUndrawnUnions(graph, &planned, &roots, drawnElsewhere: drawnElsewhere)
        // An hourglass's descendants keep their order under the centre person.
        var meetings =
            keepsFirstRoot || drawnElsewhere != nil ? nil : Self.meetingsWithTreesHung(graph, &planned, &roots)
        let seats = Self.seatSpousesTogether(graph, &planned, &roots, leaving: meetings?.pinned)
        // A seated child's family meets their partner's where the pins allow: the couple last of
        // the partner's run, the child's brothers and sisters first of the next.
        if meetings != nil { for seat in seats { Self.meetSeat(seat, &planned, &meetings!) } }
        Self.joinPartnerGroups(graph, &planned, &roots, leaving: meetings?.pinned)
        Self.founderTreesBesideTheirPartners(graph, &planned, &roots, leaving: meetings?.pinned)
        Self.keepPartnerGroups(graph, &planned)
        roots = Self.inFileOrder(roots, planned, keepsFirst: keepsFirstRoot)
        if let meetings, !meetings.isEmpty {
            roots = meetings.arranged(roots, run: meetings.roots)
            for index in planned.indices where planned[index].children.count > 1 {
                planned[index].children = meetings.arranged(planned[index].children, run: index)
            }
        }
        roots = Self.besideTheirPartner(roots, planned, hasParent: keepsFirstRoot)
        for index in planned.indices where planned[index].children.count > 1 {
            planned[index].children = Self.besideTheirPartner(planned[index].children, planned, hasParent: true)
        }
        roots = Self.childlessPartnerOnTheOtherSide(roots, &planned, firstMayMove: !keepsFirstRoot)
        for index in planned.indices where planned[index].children.count > 1 {
            planned[index].children = Self.childlessPartnerOnTheOtherSide(
                planned[index].children, &planned, firstMayMove: false)
        }
        Self.meetLate(graph, &planned, &roots, pinned: meetings?.pinned, keepsFirstRoot: keepsFirstRoot)
        var leadingNode = [Int](repeating: -1, count: planned.count)
        for (run, node) in meetings?.leadingChild ?? [:] where !planned[run].children.isEmpty {
            leadingNode[run] = node
        }
        (family, nodeOfBox, unionOfUnit, leadingNodeOfUnit) = try Self.family(
            graph, planned: planned, roots: roots, leadingNode: leadingNode)
        var boxOfNode = [Int](repeating: -1, count: graph.graph.nodes.count)
        for (box, node) in nodeOfBox.enumerated() where node >= 0 { boxOfNode[node] = box }
        self.boxOfNode = boxOfNode
        var unitOfUnion = [Int](repeating: -1, count: genealogy.unions.count)
        for (unit, union) in unionOfUnit.enumerated() where union >= 0 { unitOfUnion[union] = unit }
        self.unitOfUnion = unitOfUnion
    }

    /// The trees side by side in the order the file brings in their first node, as `dot` orders
    /// nodes (a TreeBench export lists its people in its chart's order, so it reads back in that
    /// order), a tree hung lower by its root's node; an hourglass's centre stays first when
    /// `keepsFirst`.
    ///
    /// - Complexity: O(r log r) in the roots.
    private static func inFileOrder(_ roots: [Int], _ planned: [Planned], keepsFirst: Bool) -> [Int] {
        let kept = keepsFirst ? Array(roots.prefix(1)) : []
        let rest = roots.dropFirst(kept.count).enumerated().map {
            (node: planned[hungRoot($1, planned)].first, place: $0, root: $1)
        }
        return kept
            + rest.sorted {
                let (a, b) = ($0.node < 0 ? Int.max : $0.node, $1.node < 0 ? Int.max : $1.node)
                return a != b ? a < b : $0.place < $1.place
            }.map(\.root)
    }

    /// Gives a place to the unions the derivation draws nowhere: one partner and no children
    /// (the partner's own unit draws it when that draws no other union, else it stands as a leaf
    /// right after that unit), or no partners (a root above those of its children that are roots).
    private static func placeUndrawnUnions(
        _ graph: FamilyGraph, _ planned: inout [Planned], _ roots: inout [Int], drawnElsewhere: [Bool]?
    ) {
        let unions = graph.genealogy.unions
        var drawn = [Bool](repeating: false, count: unions.count)
        var plannedOfNode = [Int](repeating: -1, count: graph.graph.nodes.count)
        for (index, unit) in planned.enumerated() {
            if unit.union >= 0 { drawn[unit.union] = true }
            if unit.first >= 0 { plannedOfNode[unit.first] = index }
            if unit.second >= 0 { plannedOfNode[unit.second] = index }
        }
        var after = [Int: [Int]]()
        // For a root unit: the partnerless union it moves under; each such union's own unit.
        var underUnion = [Int: Int]()
        var unitOfUnion = [Int: Int]()
        for (union, record) in unions.enumerated() where !drawn[union] && drawnElsewhere?[union] != true {
            let connector = graph.connectorsOfUnion[union].first ?? -1
            if let partner = record.partners.first {
                let home = plannedOfNode[graph.nodeOfPerson[partner]]
                guard home >= 0 else { continue }
                if planned[home].union < 0 {
                    planned[home].union = union
                } else {
                    planned.append(
                        Planned(
                            first: connector, union: union, parent: planned[home].parent,
                            furtherOf: graph.nodeOfPerson[partner]))
                    after[home, default: []].append(planned.count - 1)
                }
            } else {
                // Its children that stand as roots move under it; it takes the first one's place.
                unitOfUnion[union] = planned.count
                planned.append(Planned(first: connector, union: union))
                for child in record.children {
                    let node = graph.nodeOfPerson[child]
                    let unit = plannedOfNode[node]
                    if unit >= 0 && planned[unit].parent < 0 && planned[unit].first == node && underUnion[unit] == nil {
                        underUnion[unit] = union
                    }
                }
            }
        }
        if !underUnion.isEmpty || !unitOfUnion.isEmpty {
            var placed = Set<Int>()
            var newRoots: [Int] = []
            for root in roots {
                guard let union = underUnion[root], let unit = unitOfUnion[union] else {
                    newRoots.append(root)
                    continue
                }
                if placed.insert(union).inserted { newRoots.append(unit) }
                planned[unit].children.append(root)
                planned[root].parent = unit
            }
            // A union none of whose children stands as a root still gets a place of its own.
            for (union, unit) in unitOfUnion.sorted(by: { $0.key < $1.key }) where !placed.contains(union) {
                newRoots.append(unit)
            }
            roots = newRoots
        }
        guard !after.isEmpty else { return }
        func withInsertions(_ list: [Int]) -> [Int] { list.flatMap { [$0] + (after[$0] ?? []) } }
        roots = withInsertions(roots)
        for index in planned.indices where !planned[index].children.isEmpty {
            planned[index].children = withInsertions(planned[index].children)
        }
    }

    /// Seats the partner of a marriage across lines beside the partner the union is drawn with,
    /// when the move costs nothing else: the partner's own box is a leaf (no union of their own,
    /// no further marriages). The couple then stands side by side with their family under
    /// them, and the link from the moved partner's parents becomes the reference edge instead.
    ///
    /// Each such seat costs the moved partner's parents their centring (their children stand in
    /// two places), and it costs a family once however many of its children leave it. So where
    /// either partner could move (both have this one union and parents in the chart), the one
    /// whose parents' family has more such marriages moves, with the union and its children:
    /// brothers and sisters who all married across lines leave one family, not each their
    /// spouse's.
    ///
    /// Units `leaving` marks (a meeting's, ``Meetings``) neither move nor take a seat.
    ///
    /// - Returns: The seats taken, each with the unit that keeps the couple (the partner who
    ///   stays, then the one who moved) and the unit the moved partner left.
    private static func seatSpousesTogether(
        _ graph: FamilyGraph, _ planned: inout [Planned], _ roots: inout [Int], leaving: [Bool]?
    ) -> [Seat] {
        var plannedOfNode = [Int](repeating: -1, count: graph.graph.nodes.count)
        var hasFurtherUnions = [Bool](repeating: false, count: graph.graph.nodes.count)
        for (index, unit) in planned.enumerated() {
            if unit.first >= 0 { plannedOfNode[unit.first] = index }
            if unit.second >= 0 { plannedOfNode[unit.second] = index }
            if unit.furtherOf >= 0 { hasFurtherUnions[unit.furtherOf] = true }
            if unit.partnerOf >= 0 { hasFurtherUnions[unit.partnerOf] = true }
        }
        // The seats possible: the union's unit, the leaf of the partner who moves to it, and
        // whether the union's own partner could move to that leaf instead.
        var seats: [(unit: Int, leaf: Int, reversible: Bool)] = []
        var claimed = [Bool](repeating: false, count: planned.count)
        for index in planned.indices {
            let unit = planned[index]
            guard unit.union >= 0, unit.first >= 0, unit.second < 0, unit.partnerOf < 0,
                case .person = graph.nodeRoles[unit.first]
            else { continue }
            let partners = graph.genealogy.unions[unit.union].partners.map { graph.nodeOfPerson[$0] }
            guard partners.count == 2, let other = partners.first(where: { $0 != unit.first }) else { continue }
            let home = plannedOfNode[other]
            guard home >= 0, home != index, !claimed[home], !hasFurtherUnions[other],
                leaving?[home] != true
            else { continue }
            let leaf = planned[home]
            guard leaf.first == other, leaf.second < 0, leaf.union < 0, leaf.children.isEmpty else { continue }
            claimed[home] = true
            claimed[index] = true
            let onlyUnion = { (node: Int) -> Bool in
                guard case .person(let person) = graph.nodeRoles[node] else { return false }
                return graph.genealogy.partnerUnions(of: person).count == 1
            }
            let reversible =
                unit.parent >= 0 && leaf.parent >= 0 && !hasFurtherUnions[unit.first] && onlyUnion(unit.first)
                && onlyUnion(other) && unit.furtherOf < 0 && leaving?[index] != true
            seats.append((index, home, reversible))
        }
        guard !seats.isEmpty else { return [] }
        // How many seats each parents' unit could pay for.
        var payable = [Int](repeating: 0, count: planned.count)
        for seat in seats {
            payable[planned[seat.leaf].parent] += 1
            if seat.reversible { payable[planned[seat.unit].parent] += 1 }
        }
        var moved = [Bool](repeating: false, count: planned.count)
        var taken: [Seat] = []
        for seat in seats {
            let (unit, leaf) = (seat.unit, seat.leaf)
            if seat.reversible && payable[planned[unit].parent] > payable[planned[leaf].parent] {
                // The union's partner moves to the leaf, with the union and its children.
                planned[leaf].second = planned[unit].first
                planned[leaf].union = planned[unit].union
                planned[leaf].children = planned[unit].children
                for child in planned[leaf].children { planned[child].parent = leaf }
                planned[unit].children = []
                moved[unit] = true
                taken.append(Seat(couple: leaf, left: unit, union: planned[leaf].union))
            } else {
                planned[unit].second = planned[leaf].first
                moved[leaf] = true
                taken.append(Seat(couple: unit, left: leaf, union: planned[unit].union))
            }
        }
        roots.removeAll { moved[$0] }
        for index in planned.indices where !planned[index].children.isEmpty {
            planned[index].children.removeAll { moved[$0] }
        }
        return taken
    }

    /// A seat `seatSpousesTogether` took: a partner moved from their own unit
    /// to stand beside the other.
    struct Seat {
        /// The unit that now holds the couple, the moved partner second (on the right).
        let couple: Int
        /// The unit the moved partner left, out of its run now.
        let left: Int
        /// The couple's union.
        let union: Int
    }

    /// Keeps a further union in its person's partner group only while the person's own unit is a
    /// couple with them (the group's first union): taking the repeats out can leave the person
    /// alone, and then the later partner stands as a unit of their own, as before groups.
    private static func keepPartnerGroups(_ graph: FamilyGraph, _ planned: inout [Planned]) {
        var plannedOfNode = [Int](repeating: -1, count: graph.graph.nodes.count)
        for (index, unit) in planned.enumerated() where unit.partnerOf < 0 {
            if unit.first >= 0 { plannedOfNode[unit.first] = index }
            if unit.second >= 0 { plannedOfNode[unit.second] = index }
        }
        for index in planned.indices where planned[index].partnerOf >= 0 {
            let home = plannedOfNode[planned[index].partnerOf]
            if home < 0 || planned[home].second < 0 { planned[index].partnerOf = -1 }
        }
    }

    /// Siblings `list` with each person's further unions moved beside them: the derivation puts
    /// them right after the person's own unit, where the new partner stands one box away. With
    /// the person on their unit's left, the first further union moves before it (the person
    /// then stands between two partners), all of them when the person's unit is the last of the
    /// siblings (so the last sibling is still a child, and the parents stay centred over their
    /// own children); they stay after it when it is the first of the siblings.
    private static func besideTheirPartner(_ list: [Int], _ planned: [Planned], hasParent: Bool) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(list.count)
        var start = 0
        while start < list.count {
            let home = list[start]
            var end = start + 1
            while end < list.count, planned[list[end]].furtherOf >= 0,
                planned[list[end]].furtherOf == planned[home].first
                    || planned[list[end]].furtherOf == planned[home].second
            {
                end += 1
            }
            let further = list[(start + 1)..<end]
            if further.isEmpty || planned[further.first!].furtherOf != planned[home].first || (hasParent && start == 0)
            {
                result += list[start..<end]
            } else if end == list.count {
                result += further + [home]
            } else {
                result += [further.first!, home] + further.dropFirst()
            }
            start = end
        }
        return result
    }

    /// Siblings (or roots) `list` with one childless later partner of each partner group moved
    /// to the person's other side, so that a person with two partners stands between them and
    /// both are immediate neighbours (the strict share), as Graphviz users draw a second
    /// marriage. The last childless further union of the group moves, right before the
    /// person's own unit, and stands as a unit of its own (its union's node beside or under the
    /// partner, the person's edge to it a reference edge); unions with children stay in the
    /// group, where their children hang under their own anchor. In a run of siblings only a
    /// person standing after a sibling moves one, so the run's first and last boxes stay the
    /// parents' own children and the parents stay centred over them; among the roots, anyone
    /// when `firstMayMove` (an hourglass's centre stays first).
    ///
    /// - Complexity: O(list).
    private static func childlessPartnerOnTheOtherSide(
        _ list: [Int], _ planned: inout [Planned], firstMayMove: Bool
    ) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(list.count)
        var start = 0
        while start < list.count {
            let home = list[start]
            let person = planned[home].first
            var end = start + 1
            while end < list.count, person >= 0, planned[list[end]].partnerOf == person { end += 1 }
            let group = list[(start + 1)..<end]
            if start > 0 || firstMayMove, planned[home].second >= 0,
                let moved = group.last(where: { planned[$0].children.isEmpty && planned[$0].union >= 0 })
            {
                // It stands as the person's further marriage drawn on its own, as before groups.
                planned[moved].partnerOf = -1
                planned[moved].furtherOf = person
                result += [moved, home] + group.filter { $0 != moved }
            } else {
                result += list[start..<end]
            }
            start = end
        }
        return result
    }

    /// The planned units as a validated family, breadth-first, with each box's node and each
    /// unit's union.
    private static func family(
        _ graph: FamilyGraph, planned: [Planned], roots: [Int], leadingNode: [Int]
    ) throws(FamilyGraphError) -> (Family, [Int], [Int], [Int]) {
        let nodes = graph.graph.nodes
        // Empty slots are named by a prefix no node name starts with: one more `_` than any name
        // of the form `_…_slot_…` has.
        var underscores = 0
        for node in nodes {
            let leading = node.name.prefix { $0 == "_" }.count
            if node.name.dropFirst(leading).hasPrefix("slot_") { underscores = max(underscores, leading + 1) }
        }
        let prefix = String(repeating: "_", count: underscores) + "slot_"
        func id(_ node: Int, _ unit: Int) -> String { node >= 0 ? nodes[node].name : "\(prefix)\(unit)" }
        var generations: [[Person]] = []
        var nodeOfBox: [Int] = []
        // Each box's union, for the unit whose first box it is.
        var unionOfFirstBox: [Int] = []
        var leadingNodeOfFirstBox: [Int] = []
        var row = roots
        while !row.isEmpty {
            var people: [Person] = []
            var next: [Int] = []
            for unit in row {
                let record = planned[unit]
                // A child's later partners stand in the run as further unions; they are nobody's children.
                let children = record.children.filter { planned[$0].partnerOf < 0 }.map { id(planned[$0].first, $0) }
                let firstID = id(record.first, unit)
                let secondID =
                    record.second >= 0
                    ? nodes[record.second].name : record.partnerOf >= 0 ? nodes[record.partnerOf].name : ""
                people.append(Person(id: firstID, coupleID: secondID, childrenIDs: children))
                nodeOfBox.append(record.first)
                unionOfFirstBox.append(record.union)
                leadingNodeOfFirstBox.append(leadingNode[unit])
                if record.second >= 0 {
                    people.append(Person(id: secondID, coupleID: firstID, childrenIDs: children))
                    nodeOfBox.append(record.second)
                    unionOfFirstBox.append(-1)
                    leadingNodeOfFirstBox.append(-1)
                }
                next += record.children
            }
            generations.append(people)
            row = next
        }
        do {
            let family = try Family(validating: FamilyDocument(generations: generations))
            // Family numbers its units itself (breadth-first, each later partner right after the
            // person they married), which is not always the order planned here (the roots are
            // sorted in the file's order, a later partner's unit among them): each unit's union
            // is the one planned with its first box.
            let unionOfUnit = family.units.map { unionOfFirstBox[Int($0.blood)] }
            return (family, nodeOfBox, unionOfUnit, family.units.map { leadingNodeOfFirstBox[Int($0.blood)] })
        } catch {
            throw .notAGenealogy(.invalidChart(reason: error.description))
        }
    }
}

extension FamilyGraph {
    /// The chart in which every node of the graph stands once (``FamilyGraphChart``), from the
    /// genealogy's descendant chart.
    ///
    /// - Throws: ``FamilyGraphError/notAGenealogy(_:)`` when the genealogy cannot be charted
    ///   (someone is their own ancestor).
    /// - Complexity: O(people + unions + links).
    package func drawnOnceChart() throws(FamilyGraphError) -> FamilyGraphChart {
        let chart: GenealogyChart
        do {
            chart = try genealogy.descendantChart()
        } catch {
            throw .notAGenealogy(error)
        }
        return try FamilyGraphChart(graph: self, chart: chart)
    }
}
