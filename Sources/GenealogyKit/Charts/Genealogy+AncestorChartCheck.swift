public import FamilyTree

extension Genealogy {
    /// Checks an ancestor chart or an hourglass against this genealogy: the rules that need both
    /// (the chart's own rules are `FamilyChart`'s, the geometry the layout checker's).
    ///
    /// 1. Every box is a person of the genealogy (its id, or its `sameAs`), and the chart starts
    ///    from its root person's home box.
    /// 2. In the ancestor section, every home box short of the last row draws exactly the
    ///    person's ``birthParents(of:)``, father then mother; a repeat appearance draws none.
    /// 3. Every ancestor of the root within the rows drawn has exactly one home box in the chart.
    /// 4. An hourglass's descendant section is the root's ``descendantChart(roots:)``, checked by
    ///    ``chartProblems(_:roots:)``, cut to the generations it shows.
    ///
    /// - Parameter chart: An ancestor chart or an hourglass, as
    ///   ``ancestorChart(of:generations:)`` or
    ///   ``hourglassChart(of:ancestorGenerations:descendantGenerations:)`` derive them.
    /// - Returns: Every problem found, as sentences; empty when the chart is faithful.
    /// - Throws: What ``descendantChart(roots:)`` throws for an hourglass's root.
    /// - Complexity: O(people + boxes + links), expected.
    public func chartProblems(_ chart: FamilyChart) throws(GenealogyError) -> [String] {
        guard let ancestors = chart.ancestorSection, let rootBox = chart.rootPerson else { return [] }
        var index: [String: Int] = [:]
        index.reserveCapacity(people.count)
        for position in people.indices { index[people.id(at: position)] = position }
        var problems: [String] = []
        var homes = [Int32](repeating: 0, count: people.count)
        var personOfBox = [Int](repeating: -1, count: chart.personCount)
        for (box, record) in chart.people.enumerated() {
            guard let person = index[record.sameAs ?? record.id] else {
                problems.append("box \(record.id) is nobody of the genealogy")
                continue
            }
            personOfBox[box] = person
            if record.sameAs == nil { homes[person] += 1 }
        }
        let root = personOfBox[rootBox]
        guard root >= 0, chart.people[rootBox].sameAs == nil else {
            return problems + ["the chart does not start from a home box of a person of the genealogy"]
        }
        // 2. Each home's parents.
        let family = ancestors.family
        let lastRow = family.generationCount - 1
        for unit in family.units {
            let box = ancestors.chartPerson(Int(unit.blood))
            let person = personOfBox[box]
            guard person >= 0 else { continue }
            let drawn = unit.children.map { personOfBox[ancestors.chartPerson(Int(family.units[$0].blood))] }
            let record = chart.people[box]
            let expected = record.sameAs != nil || Int(unit.generation) == lastRow ? [] : birthParents(of: person)
            if drawn != expected {
                let names = { (list: [Int]) in
                    list.isEmpty ? "none" : list.map { $0 < 0 ? "?" : people[$0].id }.joined(separator: ", ")
                }
                problems.append(
                    "\(record.id) draws the parents \(names(drawn)); the genealogy gives \(names(expected))")
            }
        }
        // 3. Every ancestor within the rows drawn has one home.
        var depth = [Int32](repeating: -1, count: people.count)
        depth[root] = 0
        var queue = [root]
        var head = 0
        while head < queue.count {
            let person = queue[head]
            head += 1
            guard depth[person] < lastRow else { continue }
            for parent in birthParents(of: person) where depth[parent] < 0 {
                depth[parent] = depth[person] + 1
                queue.append(parent)
            }
        }
        for person in queue where homes[person] != 1 {
            problems.append("\(people[person].id) has \(homes[person]) home boxes; a charted ancestor has one")
        }
        // 4. The descendant half.
        if let descendants = chart.descendantSection {
            let rootReference = PersonReference(people[root].id)
            let full = try descendantChart(roots: [rootReference]).chart.sections[0].family
            problems += try chartProblems(full, roots: [rootReference])
            let shown = descendants.family.generationCount
            if descendants.family.document != full.document.firstGenerations(shown) {
                problems.append(
                    "the descendant half is not \(people[root].id)'s descendant chart cut to \(shown) generations")
            }
        }
        return problems.sorted()
    }
}
