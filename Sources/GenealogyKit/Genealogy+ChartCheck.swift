public import FamilyTree

extension Genealogy {
    /// Checks a chart against this genealogy: the rules that need both (the chart-only rules,
    /// such as `sameAs` naming a home, are `Family(validating:)`'s, and the
    /// geometry is the layout checker's).
    ///
    /// 1. Every box is a person of the genealogy (its id, or its `sameAs`), and every person under
    ///    the roots (the roots, their descendants, and the partners of their unions) has exactly
    ///    one home box.
    /// 2. Every parent–child link of a union under the roots is drawn exactly once as a parentage
    ///    line (from the unit of the union's partners to the child's box).
    /// 3. The only other lines are reference lines: from a unit to a repeat appearance that draws
    ///    a further union (it has a partner or children), whose home is a child of the same unit.
    ///
    /// - Parameters:
    ///   - family: The chart, validated.
    ///   - roots: The roots the chart was derived from; empty for the default roots.
    /// - Returns: Every problem found, as sentences; empty when the chart is faithful.
    /// - Throws: What ``descendantChart(roots:)`` throws for the roots.
    /// - Complexity: O(people + links), expected.
    public func chartProblems(_ family: Family, roots: [String] = []) throws(GenealogyError) -> [String] {
        var derivation = ChartDerivation(genealogy: self)
        try derivation.chooseRoots(roots)
        let isBlood = derivation.isBlood
        var problems: [String] = []
        var index: [String: Int] = [:]
        index.reserveCapacity(people.count)
        for (position, person) in people.enumerated() { index[person.id] = position }

        // 1. Boxes and homes.
        var personOfBox = [Int](repeating: -1, count: family.personCount)
        var homes = [Int32](repeating: 0, count: people.count)
        for (box, record) in family.people.enumerated() {
            guard let person = index[record.sameAs ?? record.id] else {
                problems.append("box \(record.id) is nobody of the genealogy")
                continue
            }
            personOfBox[box] = person
            if record.sameAs == nil { homes[person] += 1 }
        }
        var expected: [LinkKey: Int32] = [:]
        for union in unions where union.partners.contains(where: { isBlood[$0] }) {
            for partner in union.partners where homes[partner] != 1 {
                problems.append("\(people[partner].id) has \(homes[partner]) home boxes; a charted person has one")
            }
            for child in union.children {
                expected[LinkKey(union.partners, child), default: 0] += 1
            }
        }
        for person in people.indices where isBlood[person] && homes[person] != 1 {
            problems.append("\(people[person].id) has \(homes[person]) home boxes; a charted person has one")
        }

        // 2 and 3. Lines.
        var drawn: [LinkKey: Int32] = [:]
        for unit in family.units where unit.hasChildren {
            var partners = [personOfBox[Int(unit.blood)]]
            if unit.isCouple { partners.append(personOfBox[Int(unit.spouse)]) }
            let homesHere = Set(
                unit.children.map { Int(family.units[$0].blood) }.filter { family.people[$0].sameAs == nil }
                    .map { personOfBox[$0] })
            for child in unit.children {
                let childUnit = family.units[child]
                let box = Int(childUnit.blood)
                let person = personOfBox[box]
                guard person >= 0, !partners.contains(-1) else { continue }
                let isReference = family.people[box].sameAs != nil && (childUnit.isCouple || childUnit.hasChildren)
                if isReference {
                    if !homesHere.contains(person) {
                        problems.append(
                            "the line to \(family.people[box].id) is a reference to a further union, "
                                + "but \(people[person].id)'s home is not a child of the same parents")
                    }
                } else {
                    drawn[LinkKey(partners, person), default: 0] += 1
                }
            }
        }
        for (link, count) in expected {
            let drawnCount = drawn[link] ?? 0
            if drawnCount != count {
                problems.append(
                    "the link from \(link.parentNames(people)) to \(people[link.child].id) is drawn "
                        + "\(drawnCount) times as a parentage line; every link is drawn exactly once")
            }
        }
        for (link, _) in drawn where expected[link] == nil {
            problems.append(
                "a parentage line from \(link.parentNames(people)) to \(people[link.child].id) "
                    + "is no parent–child link of the genealogy")
        }
        return problems.sorted()
    }
}

/// A parent–child link: the partners of a union (in either order) and a child.
private struct LinkKey: Hashable {
    var first: Int
    var second: Int
    var child: Int

    init(_ partners: [Int], _ child: Int) {
        let a = partners.first ?? -1
        let b = partners.count > 1 ? partners[1] : -1
        first = min(a, b) < 0 ? max(a, b) : min(a, b)
        second = min(a, b) < 0 ? -1 : max(a, b)
        self.child = child
    }

    func parentNames(_ people: [GenealogyPerson]) -> String {
        second < 0 ? people[first].id : "\(people[first].id) and \(people[second].id)"
    }
}
