public import FamilyTree

extension Genealogy {
    /// Checks a chart against this genealogy: the rules that need both (the chart-only rules,
    /// such as `sameAs` naming a home, are `Family(validating:)`'s, and the
    /// geometry is the layout checker's).
    ///
    /// 1. Every box is a person of the genealogy (its id, or its `sameAs`), and every person under
    ///    the roots (the roots, their descendants, and the partners of their unions) has exactly
    ///    one home box.
    /// 2. Every parent–child link of a union under the roots is drawn exactly once: as the
    ///    parentage line to the child's home box, or as a reference line to a repeat appearance of
    ///    the child as a leaf (a second union that lists the child: adoption, fostering, a
    ///    step-parent).
    /// 3. A person's home hangs under a union they belong to by birth whenever the chart draws one
    ///    (``GenealogyUnion/childRelations``); the adoptive, foster or step link is the reference.
    /// 4. The only other lines are reference lines to a repeat appearance that draws a further
    ///    union (it has a partner or children), whose home is a child of the same unit.
    ///
    public func chartProblems(_ family: Family, roots: [PersonReference] = []) throws(GenealogyError) -> [String] {
        var derivation = ChartDerivation(genealogy: self)
        try derivation.chooseRoots(roots)
        let isBlood = derivation.isBlood
        var problems: [String] = []
        var index: [String: Int] = [:]
        index.reserveCapacity(people.count)
        for position in people.indices { index[people.id(at: position)] = position }

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
        var birthLinks = Set<LinkKey>()
        var hasBirthLink = [Bool](repeating: false, count: people.count)
        for union in unions where union.partners.contains(where: { isBlood[$0] }) {
            for partner in union.partners where homes[partner] != 1 {
                problems.append("\(people[partner].id) has \(homes[partner]) home boxes; a charted person has one")
            }
            for (position, child) in union.children.enumerated() {
                expected[LinkKey(union.partners, child), default: 0] += 1
                if union.relation(ofChildAt: position).isBirth {
                    birthLinks.insert(LinkKey(union.partners, child))
                    hasBirthLink[child] = true
                }
            }
        }
        for person in people.indices where isBlood[person] && homes[person] != 1 {
            problems.append("\(people[person].id) has \(homes[person]) home boxes; a charted person has one")
        }

        // 2, 3 and 4. Lines.
        var drawn: [LinkKey: Int32] = [:]
        var referenced: [LinkKey: Int32] = [:]
        for unit in family.units where unit.hasChildren {
            var partners = [personOfBox[Int(unit.blood)]]
            if unit.isCouple { partners.append(personOfBox[Int(unit.spouse)]) }
            // A further union draws the union of its later partner with the person they married.
            if unit.isFurtherUnion { partners.append(personOfBox[Int(unit.furtherUnionOf)]) }
            // A child's later partners stand in the run as further unions; they are nobody's children.
            let children = unit.children.filter { !family.units[$0].isFurtherUnion }
            let homesHere = Set(
                children.map { Int(family.units[$0].blood) }.filter { family.people[$0].sameAs == nil }
                    .map { personOfBox[$0] })
            for child in children {
                let childUnit = family.units[child]
                let box = Int(childUnit.blood)
                let person = personOfBox[box]
                guard person >= 0, !partners.contains(-1) else { continue }
                let link = LinkKey(partners, person)
                if family.people[box].sameAs == nil {
                    drawn[link, default: 0] += 1
                    if hasBirthLink[person] && !birthLinks.contains(link) {
                        problems.append(
                            "\(people[person].id)'s home hangs under \(link.parentNames(people)), who are not "
                                + "their parents by birth, although the chart draws a birth family of theirs")
                    }
                } else if childUnit.isCouple || childUnit.hasChildren {
                    if !homesHere.contains(person) {
                        problems.append(
                            "the line to \(family.people[box].id) is a reference to a further union, "
                                + "but \(people[person].id)'s home is not a child of the same parents")
                    }
                } else {
                    referenced[link, default: 0] += 1
                }
            }
        }
        for (link, count) in expected {
            let drawnCount = (drawn[link] ?? 0) + (referenced[link] ?? 0)
            if drawnCount != count {
                problems.append(
                    "the link from \(link.parentNames(people)) to \(people[link.child].id) is drawn "
                        + "\(drawnCount) times; every link is drawn exactly once, as a parentage or a reference line")
            }
        }
        for (link, _) in drawn where expected[link] == nil {
            problems.append(
                "a parentage line from \(link.parentNames(people)) to \(people[link.child].id) "
                    + "is no parent–child link of the genealogy")
        }
        for (link, _) in referenced where expected[link] == nil {
            problems.append(
                "a reference line from \(link.parentNames(people)) to \(people[link.child].id) "
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

    func parentNames(_ people: GenealogyPeople) -> String {
        second < 0 ? people.id(at: first) : "\(people.id(at: first)) and \(people.id(at: second))"
    }
}
