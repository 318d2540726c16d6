extension Family {
    /// The people with no family in the chart: each alone in a root unit (no partner, no
    /// children, not a further union) and drawn nowhere else (no repeat names them). A whole-file
    /// chart of a genealogy puts them all in its first row, where a file's unlinked records (a
    /// witness, a godparent, an import's leftovers) can stretch it to thousands of boxes.
    ///
    /// - Returns: Their indices among the people, in the first row's order.
    /// - Complexity: O(n) for n people.
    public var isolatedPeople: [Int] {
        var repeated = Set<String>()
        for person in people where person.isRepeat {
            if let home = person.sameAs { repeated.insert(home) }
        }
        return roots.compactMap { index in
            let unit = units[index]
            guard !unit.isCouple, !unit.isFurtherUnion, unit.childCount == 0 else { return nil }
            let person = Int(unit.blood)
            return people[person].isRepeat || repeated.contains(people.id(at: person)) ? nil : person
        }
    }

    /// The family without its ``isolatedPeople``, or the family itself when it has none or when
    /// they are everybody (a file of unlinked people is drawn as it is).
    ///
    /// - Returns: The family left and the number of people left out.
    /// - Throws: ``FamilyValidationFailure`` only on a defect: removing people nobody links to keeps every
    ///   rule of Family JSON v1.
    /// - Complexity: O(n) expected for n people.
    public func omittingIsolatedPeople() throws(FamilyValidationFailure) -> (family: Family, omitted: Int) {
        let isolated = isolatedPeople
        guard !isolated.isEmpty, isolated.count < personCount else { return (self, 0) }
        var document = self.document
        let left = Set(isolated.map { people.id(at: $0) })
        document.generations[0].removeAll { left.contains($0.id) }
        return (try Family(validating: document), isolated.count)
    }
}
