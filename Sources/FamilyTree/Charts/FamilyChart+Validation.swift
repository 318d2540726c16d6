extension FamilyChart {
    /// An ancestor chart from a validated family whose tree runs from the person to their parents.
    ///
    /// - Parameter family: The person alone in generation 0; each person's children in the
    ///   family are their parents (at most two, father then mother), nobody married.
    /// - Throws: ``FamilyChartError/ancestorRoot(count:)``,
    ///   ``FamilyChartError/coupleAmongAncestors(id:generation:)`` or
    ///   ``FamilyChartError/tooManyParents(id:generation:count:)``.
    /// - Complexity: O(units).
    public init(ancestors family: Family) throws(FamilyChartError) {
        try Self.checkAncestorShape(family)
        self.init(
            kind: .ancestors,
            sections: [Section(family: family, side: .ancestors, firstChartPerson: 0, sharedFirstPerson: -1)])
    }

    /// An hourglass from its two validated halves, which share the root person's box.
    ///
    /// - Parameters:
    ///   - descendants: The root person first in generation 0 (with their spouses), and their
    ///     descendants below, as a descendant chart.
    ///   - ancestors: The root person alone in generation 0 and their ancestors, as for
    ///     ``init(ancestors:)``.
    /// - Throws: What ``init(ancestors:)`` throws for `ancestors`,
    ///   ``FamilyChartError/rootMismatch(ancestorRoot:descendantRoot:reason:)`` when the halves start
    ///   from different people, ``FamilyChartError/idInBothSections(id:)`` for any other id in both.
    /// - Complexity: O(people) expected.
    public init(hourglass descendants: Family, ancestors: Family) throws(FamilyChartError) {
        try Self.checkAncestorShape(ancestors)
        try Self.checkSharedRoot(descendants: descendants.people, ancestors: ancestors.people)
        var ids = Set(descendants.people.map(\.id))
        for person in ancestors.people.dropFirst() where !ids.insert(person.id).inserted {
            throw .idInBothSections(id: person.id)
        }
        self.init(hourglassSections: descendants, ancestors)
    }

    /// An ancestor chart from its document, every rule checked.
    ///
    /// - Throws: ``FamilyChartError/invalidSection(side:failure:)`` naming every broken rule of
    ///   Family JSON v1, or a rule of ``init(ancestors:)``.
    /// - Complexity: O(people) expected.
    public init(validatingAncestors document: FamilyDocument) throws(FamilyChartError) {
        let family: Family
        do {
            family = try Family(validating: document)
        } catch {
            throw .invalidSection(side: .ancestors, failure: error)
        }
        try self.init(ancestors: family)
    }

    /// An hourglass from the documents of its two halves, every rule checked.
    ///
    /// A repeat appearance in one half may name its home in the other (someone drawn in both
    /// halves); each half is validated with such a `sameAs` set aside, and the `sameAs` is then
    /// checked against the other half: it must name a home of the same name and gender.
    ///
    /// - Throws: ``FamilyChartError/invalidSection(side:failure:)`` naming every broken rule of
    ///   Family JSON v1 in a half, ``FamilyChartError/badSameAs(id:sameAs:reason:)``, or a rule of
    ///   ``init(hourglass:ancestors:)``.
    /// - Complexity: O(people) expected.
    public init(validatingHourglass descendants: FamilyDocument, ancestors: FamilyDocument) throws(FamilyChartError) {
        var descendantIDs: [String: Person] = [:]
        for generation in descendants.generations {
            for person in generation { descendantIDs[person.id] = person }
        }
        var ancestorIDs: [String: Person] = [:]
        for generation in ancestors.generations {
            for person in generation { ancestorIDs[person.id] = person }
        }
        // Set aside the repeats whose home is in the other half, validate each half alone.
        func validated(
            _ document: FamilyDocument, side: ChartSide, own: [String: Person], other: [String: Person]
        )
            throws(FamilyChartError) -> Family
        {
            var stripped = document
            var foreign: [(generation: Int, index: Int, person: Person)] = []
            for (generation, row) in document.generations.enumerated() {
                for (index, person) in row.enumerated() {
                    guard let sameAs = person.sameAs, own[sameAs] == nil else { continue }
                    guard let home = other[sameAs] else { continue }  // names nobody: the half's own rule
                    if home.sameAs != nil {
                        throw .badSameAs(id: person.id, sameAs: sameAs, reason: "names another repeat appearance")
                    }
                    if home.name != person.name || home.gender != person.gender {
                        throw .badSameAs(id: person.id, sameAs: sameAs, reason: "names \(messageQuoted(home.name))")
                    }
                    stripped.generations[generation][index].sameAs = nil
                    foreign.append((generation, index, person))
                }
            }
            let family: Family
            do {
                family = try Family(validating: stripped)
            } catch {
                throw .invalidSection(side: side, failure: error)
            }
            guard !foreign.isEmpty else { return family }
            var restored: [Int: String?] = [:]
            for (generation, index, person) in foreign {
                restored[family.generationPeople[generation].lowerBound + index] = person.sameAs
            }
            return Family(
                people: family.people.replacingSameAs(restored), generationPeople: family.generationPeople,
                units: family.units,
                generationUnits: family.generationUnits, unitOfPerson: family.unitOfPerson)
        }
        let descendantFamily = try validated(
            descendants, side: .descendants, own: descendantIDs, other: ancestorIDs)
        let ancestorFamily = try validated(ancestors, side: .ancestors, own: ancestorIDs, other: descendantIDs)
        try self.init(hourglass: descendantFamily, ancestors: ancestorFamily)
    }

    /// Joins the halves of an hourglass, already checked.
    private init(hourglassSections descendants: Family, _ ancestors: Family) {
        self.init(
            kind: .hourglass,
            sections: [
                Section(family: descendants, side: .descendants, firstChartPerson: 0, sharedFirstPerson: -1),
                Section(
                    family: ancestors, side: .ancestors, firstChartPerson: descendants.personCount - 1,
                    sharedFirstPerson: 0),
            ])
    }

    /// The ancestor section's shape: one person in generation 0, no couples, at most two parents each.
    private static func checkAncestorShape(_ family: Family) throws(FamilyChartError) {
        if family.generationPeople[0].count != 1 { throw .ancestorRoot(count: family.generationPeople[0].count) }
        for unit in family.units {
            // The person's id is read only for the error: a record made per unit cost more than
            // the rest of the check.
            if unit.isCouple {
                throw .coupleAmongAncestors(id: family.people.id(at: Int(unit.blood)), generation: Int(unit.generation))
            }
            if unit.childCount > 2 {
                throw .tooManyParents(
                    id: family.people.id(at: Int(unit.blood)), generation: Int(unit.generation),
                    count: Int(unit.childCount))
            }
        }
    }

    /// The hourglass's halves start from the same person: the ancestor section's one root is the
    /// descendant section's first person, with the same name and gender.
    private static func checkSharedRoot(descendants: FamilyPeople, ancestors: FamilyPeople) throws(FamilyChartError) {
        let ancestorRoot = ancestors[0]
        let descendantRoot = descendants[0]
        let reason: String? =
            if ancestorRoot.id != descendantRoot.id {
                "two ids"
            } else if ancestorRoot.name != descendantRoot.name || ancestorRoot.gender != descendantRoot.gender {
                "whose names or genders differ"
            } else if ancestorRoot.sameAs != nil || descendantRoot.sameAs != nil {
                "one a repeat appearance"
            } else {
                nil
            }
        if let reason {
            throw .rootMismatch(ancestorRoot: ancestorRoot.id, descendantRoot: descendantRoot.id, reason: reason)
        }
    }
}
