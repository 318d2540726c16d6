extension PersonLinks {
    /// Numbers the units breadth-first (roots in generation-0 order, then each unit's children
    /// as one run) and builds the family, its people stored as ``FamilyPeople``. Only called when
    /// no rule is broken.
    ///
    /// - Parameters:
    ///   - table: The people's own fields and generations (their links are in `self`).
    ///   - identity: Their ids and what ``FamilyPeople`` keeps of their links.
    /// - Complexity: O(n) for n people.
    func linkUnits(_ table: PersonTable, identity: PersonIdentity) -> Family {
        let count = generationOf.count
        var unitOfPerson = [Int32](repeating: -1, count: count)
        var blood: [Int32] = []
        var parent: [Int32] = []
        blood.reserveCapacity(count)
        parent.reserveCapacity(count)

        let hasGroups = !furtherPartnerOf.isEmpty
        // Adds the unit of `person` (and their spouse), then, for a person of the couple with later
        // partners, one further union per partner right after it, in the same run.
        func addUnit(blood person: Int32, parent unit: Int32) {
            let index = Int32(blood.count)
            blood.append(person)
            parent.append(unit)
            unitOfPerson[Int(person)] = index
            let partner = spouse[Int(person)]
            if partner >= 0 { unitOfPerson[Int(partner)] = index }
            guard hasGroups else { return }
            for married in [person, partner] where married >= 0 {
                for further in furtherPartners(of: Int(married)) {
                    unitOfPerson[Int(further)] = Int32(blood.count)
                    blood.append(further)
                    parent.append(unit)
                }
            }
        }

        for person in table.generationPeople[0]
        where unitOfPerson[person] < 0 && (!hasGroups || furtherPartnerOf[person] < 0) {
            addUnit(blood: Int32(person), parent: -1)
        }
        var firstChild: [Int32] = []
        var childCount: [Int32] = []
        firstChild.reserveCapacity(count)
        childCount.reserveCapacity(count)
        var next = 0
        while next < blood.count {
            let person = Int(blood[next])
            let partner = Int(spouse[person])
            // The list belongs to whichever spouse owns it (see linkChildren).
            var range = childRange[person]
            if range.isEmpty, partner >= 0 { range = childRange[partner] }
            let first = blood.count
            for slot in range {
                addUnit(blood: childIndices[Int(slot)], parent: Int32(next))
            }
            firstChild.append(Int32(first))
            childCount.append(Int32(blood.count - first))
            next += 1
        }

        var units: [FamilyUnit] = []
        units.reserveCapacity(blood.count)
        var generationUnits: [Range<Int>] = []
        for index in blood.indices {
            let generation = generationOf[Int(blood[index])]
            if Int(generation) == generationUnits.count {
                generationUnits.append(index..<index)
            }
            generationUnits[Int(generation)] = generationUnits[Int(generation)].lowerBound..<index + 1
            let person = blood[index]
            let further = hasGroups ? furtherPartnerOf[Int(person)] : -1
            units.append(
                FamilyUnit(
                    blood: person,
                    spouse: further >= 0 ? FamilyUnit.furtherUnionMarker(of: further) : spouse[Int(person)],
                    parent: parent[index],
                    firstChild: firstChild[index], childCount: childCount[index], generation: generation))
        }
        let people = table.people(identity: identity, units: units, unitOfPerson: unitOfPerson)
        return Family(
            people: people, generationPeople: table.generationPeople, units: units, generationUnits: generationUnits,
            unitOfPerson: unitOfPerson)
    }
}

extension PersonTable {
    /// The people as stored in a family: ids in person order, links left to the units.
    ///
    /// - Complexity: O(n) for n people.
    func people(identity: PersonIdentity, units: [FamilyUnit], unitOfPerson: [Int32]) -> FamilyPeople {
        FamilyPeople(
            ids: identity.ids, names: names, genderNames: genders.texts, details: details, largeAges: largeAges,
            listsChildren: identity.listsChildren, sameAs: identity.sameAs, born: born, died: died, facts: facts,
            units: units, unitOfPerson: unitOfPerson)
    }
}
