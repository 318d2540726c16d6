extension Family {
    /// Validates a document against every rule of Family JSON v1 and links it into units.
    ///
    /// All problems are collected, not only the first (up to ``FamilyValidationFailure/limit``).
    /// The rules are listed in docs/FAMILY-JSON.md; each broken rule is one ``FamilyError`` case.
    ///
    /// - Parameter document: The document as decoded.
    /// - Throws: ``FamilyValidationFailure`` with every problem found.
    /// - Complexity: O(n) expected, for n people and their links (one look-up in an `IDTable` per id).
    public init(validating document: FamilyDocument) throws(FamilyValidationFailure) {
        var log = ProblemLog()
        var people: [Person] = []
        people.reserveCapacity(document.personCount)
        var generationPeople: [Range<Int>] = []
        generationPeople.reserveCapacity(document.generations.count)
        for (generation, members) in document.generations.enumerated() {
            if members.isEmpty {
                log.report(.emptyDocument(reason: "generation \(generation) has no people"))
            }
            generationPeople.append(people.count..<people.count + members.count)
            people.append(contentsOf: members)
        }
        if people.isEmpty {
            log.report(.emptyDocument(reason: "no generation holds anyone"))
            throw log.failure
        }
        let links = PersonLinks(people: people, generationPeople: generationPeople, log: &log)
        if !log.isEmpty { throw log.failure }
        self = links.linkUnits(people: people, generationPeople: generationPeople)
        #if TREELAYOUT_INTERNAL_CHECKS
            checkInternalConsistency()
        #endif
    }

    #if TREELAYOUT_INTERNAL_CHECKS
        /// Deep checks of the breadth-first unit storage; compiled in debug builds only.
        func checkInternalConsistency() {
            precondition(unitOfPerson.allSatisfy { $0 >= 0 }, "a person has no unit")
            for (index, unit) in units.enumerated() {
                precondition(unitOfPerson[Int(unit.blood)] == index)
                if unit.isCouple { precondition(unitOfPerson[Int(unit.spouse)] == index) }
                for child in unit.children {
                    precondition(units[child].parent == index && units[child].generation == unit.generation + 1)
                }
            }
        }
    #endif
}

/// Collects problems in document order, keeping the first ``FamilyValidationFailure/limit``.
struct ProblemLog {
    private(set) var problems: [FamilyError] = []
    private(set) var omittedCount = 0

    var isEmpty: Bool { problems.isEmpty }

    mutating func report(_ problem: FamilyError) {
        if problems.count < FamilyValidationFailure.limit {
            problems.append(problem)
        } else {
            omittedCount += 1
        }
    }

    var failure: FamilyValidationFailure {
        FamilyValidationFailure(problems: problems, omittedCount: omittedCount)
    }
}

/// The id links of a document resolved to indices, checked rule by rule.
private struct PersonLinks {
    /// For each person, the generation they stand in.
    var generationOf: [Int32]
    /// For each person, the spouse's index, or -1.
    var spouse: [Int32]
    /// For each person, the index of the person whose `childrenIDs` lists them, or -1.
    var listedBy: [Int32]
    /// For each person who owns their unit's children list, the range of ``childIndices``; others empty.
    var childRange: [Range<Int32>]
    /// The children of every listing person, resolved, in list order.
    var childIndices: [Int32] = []

    init(people: [Person], generationPeople: [Range<Int>], log: inout ProblemLog) {
        let count = people.count
        generationOf = [Int32](repeating: 0, count: count)
        for (generation, range) in generationPeople.enumerated() {
            for index in range { generationOf[index] = Int32(generation) }
        }
        spouse = [Int32](repeating: -1, count: count)
        listedBy = [Int32](repeating: -1, count: count)
        childRange = [Range<Int32>](repeating: 0..<0, count: count)
        childIndices.reserveCapacity(count)

        var indexOfID = IDTable(capacity: count)
        for (index, person) in people.enumerated() {
            if let first = indexOfID.insert(Int32(index), idAt: { people[Int($0)].id }) {
                log.report(
                    .duplicateID(
                        id: person.id, generation: Int(generationOf[index]),
                        firstGeneration: Int(generationOf[Int(first)])))
            }
            if person.age < 0 {
                log.report(.negativeAge(id: person.id, generation: Int(generationOf[index]), age: person.age))
            }
            if let field = person.fieldHoldingNUL {
                log.report(.nulCharacter(id: person.id, generation: Int(generationOf[index]), field: field))
            }
        }

        linkCouples(people: people, indexOfID: indexOfID, log: &log)
        linkChildren(people: people, indexOfID: indexOfID, log: &log)
        checkParentage(people: people, log: &log)
        checkRepeats(people: people, indexOfID: indexOfID, log: &log)
    }

    /// Rule: a repeat appearance's sameAs names an existing home (not a repeat) of the same person
    /// (same name and gender).
    private func checkRepeats(people: [Person], indexOfID: IDTable, log: inout ProblemLog) {
        for (index, person) in people.enumerated() {
            guard let sameAs = person.sameAs else { continue }
            let generation = Int(generationOf[index])
            func report(_ reason: String) {
                log.report(.badSameAs(id: person.id, generation: generation, sameAs: sameAs, reason: reason))
            }
            guard let home = indexOfID.position(of: sameAs, idAt: { people[Int($0)].id }) else {
                report("names nobody in the document")
                continue
            }
            let homePerson = people[Int(home)]
            if Int(home) == index {
                report("is the person's own id")
            } else if homePerson.sameAs != nil {
                report("names another repeat appearance, not a home")
            } else if homePerson.name != person.name || homePerson.gender != person.gender {
                report("names \(messageQuoted(homePerson.name)), another person")
            }
        }
    }

    /// Rules: dangling coupleID, self-marriage, spouse in another generation, asymmetric couple.
    private mutating func linkCouples(people: [Person], indexOfID: IDTable, log: inout ProblemLog) {
        for (index, person) in people.enumerated() where person.isMarried {
            let generation = Int(generationOf[index])
            guard let other = indexOfID.position(of: person.coupleID, idAt: { people[Int($0)].id }) else {
                log.report(.danglingCoupleID(id: person.id, generation: generation, coupleID: person.coupleID))
                continue
            }
            if Int(other) == index || person.coupleID == person.id {
                log.report(.selfMarriage(id: person.id, generation: generation))
                continue
            }
            let spouseGeneration = Int(generationOf[Int(other)])
            if spouseGeneration != generation {
                // Reported once per couple, by the spouse who comes first.
                if people[Int(other)].coupleID != person.id || index < Int(other) {
                    log.report(
                        .spouseInAnotherGeneration(
                            id: person.id, generation: generation, spouseID: person.coupleID,
                            spouseGeneration: spouseGeneration))
                }
                continue
            }
            let back = people[Int(other)].coupleID
            // An unmarried spouse's coupleID is "", which must not pass for a person whose id is "".
            if back != person.id || !people[Int(other)].isMarried {
                log.report(
                    .asymmetricCouple(
                        id: person.id, generation: generation, spouseID: person.coupleID, spousesCoupleID: back))
                continue
            }
            spouse[index] = other
        }
    }

    /// Rules: spouses listing different children, dangling child id, child not in the next
    /// generation, child of two units.
    private mutating func linkChildren(people: [Person], indexOfID: IDTable, log: inout ProblemLog) {
        for (index, person) in people.enumerated() where !person.childrenIDs.isEmpty {
            let generation = Int(generationOf[index])
            let partner = Int(spouse[index])
            if partner >= 0, !people[partner].childrenIDs.isEmpty {
                // Both spouses list children: the first of the two owns the list for the unit.
                if partner < index { continue }
                if people[partner].childrenIDs != person.childrenIDs {
                    log.report(
                        .spousesListDifferentChildren(
                            id: person.id, generation: generation, spouseID: people[partner].id))
                }
            }
            let start = Int32(childIndices.count)
            for childID in person.childrenIDs {
                guard let child = indexOfID.position(of: childID, idAt: { people[Int($0)].id }) else {
                    log.report(.danglingChildID(id: person.id, generation: generation, childID: childID))
                    continue
                }
                let childGeneration = Int(generationOf[Int(child)])
                if childGeneration != generation + 1 {
                    log.report(
                        .childNotInNextGeneration(
                            id: person.id, generation: generation, childID: childID, childGeneration: childGeneration))
                    continue
                }
                let earlier = listedBy[Int(child)]
                if earlier >= 0 {
                    log.report(
                        .childOfTwoUnits(
                            childID: childID, generation: childGeneration, firstParentID: people[Int(earlier)].id,
                            secondParentID: person.id))
                    continue
                }
                listedBy[Int(child)] = Int32(index)
                childIndices.append(child)
            }
            childRange[index] = start..<Int32(childIndices.count)
        }
    }

    /// Rules: a person below generation 0 without parents who is not married in; both spouses
    /// with parents.
    private func checkParentage(people: [Person], log: inout ProblemLog) {
        for (index, person) in people.enumerated() where generationOf[index] > 0 {
            let generation = Int(generationOf[index])
            let partner = Int(spouse[index])
            if listedBy[index] < 0 {
                if partner < 0 || listedBy[partner] < 0 {
                    log.report(.noParents(id: person.id, generation: generation))
                }
            } else if partner > index, listedBy[partner] >= 0 {
                log.report(.twoBloodLines(id: person.id, generation: generation, spouseID: people[partner].id))
            }
        }
    }

    /// Numbers the units breadth-first (roots in generation-0 order, then each unit's children
    /// as one run) and builds the family. Only called when no rule is broken.
    func linkUnits(people: [Person], generationPeople: [Range<Int>]) -> Family {
        let count = people.count
        var unitOfPerson = [Int32](repeating: -1, count: count)
        var blood: [Int32] = []
        var parent: [Int32] = []
        blood.reserveCapacity(count)
        parent.reserveCapacity(count)

        func addUnit(blood person: Int32, parent unit: Int32) {
            let index = Int32(blood.count)
            blood.append(person)
            parent.append(unit)
            unitOfPerson[Int(person)] = index
            let partner = spouse[Int(person)]
            if partner >= 0 { unitOfPerson[Int(partner)] = index }
        }

        for person in generationPeople[0] where unitOfPerson[person] < 0 {
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
            firstChild.append(Int32(blood.count))
            childCount.append(Int32(range.count))
            for slot in range {
                addUnit(blood: childIndices[Int(slot)], parent: Int32(next))
            }
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
            units.append(
                FamilyUnit(
                    blood: blood[index], spouse: spouse[Int(blood[index])], parent: parent[index],
                    firstChild: firstChild[index], childCount: childCount[index], generation: generation))
        }
        return Family(
            people: people, generationPeople: generationPeople, units: units, generationUnits: generationUnits,
            unitOfPerson: unitOfPerson)
    }
}
