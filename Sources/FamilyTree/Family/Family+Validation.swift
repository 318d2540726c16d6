extension Family {
    /// Validates a document against every rule of Family JSON v1 and links it into units.
    ///
    /// All problems are collected, not only the first (up to ``FamilyValidationFailure/limit``).
    /// The rules are listed in docs/FAMILY-JSON.md; each broken rule is one ``FamilyError`` case.
    /// ``init(jsonData:)`` checks the same rules, with the same messages, while it reads.
    ///
    /// - Parameter document: The document as decoded.
    /// - Throws: ``FamilyValidationFailure`` with every problem found.
    /// - Complexity: O(n) expected, for n people and their links (one look-up per id).
    public init(validating document: FamilyDocument) throws(FamilyValidationFailure) {
        let count = document.personCount
        var writer = FamilyRecordWriter(expectedPeople: count)
        for members in document.generations {
            writer.startGeneration()
            for person in members { writer.append(person) }
            writer.endGeneration()
        }
        self = try writer.makeFamily()
    }

    #if TREEBENCH_INTERNAL_CHECKS
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

    var isEmpty: Bool { problems.isEmpty && omittedCount == 0 }

    mutating func report(_ problem: FamilyError) {
        if problems.count < FamilyValidationFailure.limit {
            problems.append(problem)
        } else {
            omittedCount += 1
        }
    }

    /// Counts `count` more problems found but not kept.
    mutating func countOmitted(_ count: Int) {
        omittedCount += count
    }

    var failure: FamilyValidationFailure {
        FamilyValidationFailure(problems: problems, omittedCount: omittedCount)
    }
}

extension PersonTable {
    /// Checks every rule that needs the whole document, then links the people into units.
    ///
    /// Problems come in the order of the rules: empty generations, then each record's own
    /// (duplicate id, negative age, NUL, found while reading), then the couples, the children,
    /// the parentage and the repeat appearances, each in document order. The table stays as it
    /// was (``makeFamily()`` spends a copy), for an owner that keeps it.
    ///
    /// - Throws: ``FamilyValidationFailure`` with every problem found.
    /// - Complexity: O(n) for n people and their links.
    func family() throws(FamilyValidationFailure) -> Family {
        var table = self
        return try table.makeFamily()
    }

    /// ``family()``, letting go of what only finding people by id needed (the ids' slots and
    /// their look-ups, each person's links as slots, the children's slots) as soon as the rules
    /// are checked, before the units are made: the table is spent afterwards. When this table is
    /// the columns' only owner (a reader's, once read), they are freed then, and the peak of
    /// reading a family is that much lower.
    ///
    /// - Throws: ``FamilyValidationFailure`` with every problem found.
    /// - Complexity: O(n) for n people and their links.
    mutating func makeFamily() throws(FamilyValidationFailure) -> Family {
        var problems = ProblemLog()
        for generation in emptyGenerations {
            problems.report(.emptyDocument(reason: "generation \(generation) has no people"))
        }
        problems.countOmitted(emptyGenerationCount - emptyGenerations.count)
        if count == 0 {
            problems.report(.emptyDocument(reason: "no generation holds anyone"))
            throw problems.failure
        }
        for problem in log.problems { problems.report(problem) }
        problems.countOmitted(log.omittedCount)
        var links = PersonLinks(self, log: &problems)
        if !problems.isEmpty { throw problems.failure }
        links.listedBy = []
        let identity = takeIdentity()
        let family = links.linkUnits(self, identity: identity)
        #if TREEBENCH_INTERNAL_CHECKS
            family.checkInternalConsistency()
        #endif
        return family
    }

    /// The id of person `person`.
    func id(_ person: Int) -> String { slots.id(of: links[person].id) }

    /// The text a slot stands for, or `""` for -1 (no `coupleID`).
    func text(ofSlot slot: Int32) -> String { slot < 0 ? "" : slots.id(of: slot) }

    /// Whether the `coupleID` of `person` is the id of `other`, as text (an empty `coupleID` is
    /// the empty id's text too).
    func coupleID(of person: Int, names other: Int) -> Bool {
        let couple = links[person].couple
        let id = links[other].id
        return couple == id || (couple < 0 && slots.texts.range(at: Int(id)).isEmpty)
    }

    /// The `childrenIDs` of person `person`, as a range of ``childSlots``.
    func childRange(_ person: Int) -> Range<Int> {
        (person == 0 ? 0 : links[person - 1].childEnd)..<links[person].childEnd
    }
}

/// The id links of a document resolved to indices, checked rule by rule.
struct PersonLinks {
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
    /// For each later partner (a second or further marriage), the person they married; -1 for
    /// everyone else. Empty while nobody has more than one partner.
    var furtherPartnerOf: [Int32] = []
    /// Each person's later partners, in document order: person `p`'s are
    /// `furtherPartners[furtherStart[p] ..< furtherStart[p + 1]]`. Empty while nobody has any.
    var furtherStart: [Int32] = []
    var furtherPartners: [Int32] = []

    init(_ table: PersonTable, log: inout ProblemLog) {
        let count = table.count
        generationOf = [Int32](repeating: 0, count: count)
        for (generation, range) in table.generationPeople.enumerated() {
            for index in range { generationOf[index] = Int32(generation) }
        }
        spouse = [Int32](repeating: -1, count: count)
        listedBy = [Int32](repeating: -1, count: count)
        childRange = [Range<Int32>](repeating: 0..<0, count: count)
        childIndices.reserveCapacity(count)
        linkCouples(table, log: &log)
        groupFurtherPartners(table, log: &log)
        linkChildren(table, log: &log)
        checkParentage(table, log: &log)
        checkRepeats(table, log: &log)
    }

    /// Rules: dangling coupleID, self-marriage, spouse in another generation, asymmetric couple.
    private mutating func linkCouples(_ table: PersonTable, log: inout ProblemLog) {
        let personOfSlot = table.slots.personOfSlot
        for index in 0..<table.count where table.links[index].couple >= 0 {
            let couple = table.links[index].couple
            let generation = Int(generationOf[index])
            let other = personOfSlot[Int(couple)]
            guard other >= 0 else {
                log.report(
                    .danglingCoupleID(id: table.id(index), generation: generation, coupleID: table.text(ofSlot: couple))
                )
                continue
            }
            if Int(other) == index || couple == table.links[index].id {
                log.report(.selfMarriage(id: table.id(index), generation: generation))
                continue
            }
            // The spouse's coupleID names this person back (a `""` never names anyone: it is no slot).
            let back = table.links[Int(other)].couple
            let spouseGeneration = Int(generationOf[Int(other)])
            if spouseGeneration != generation {
                // Reported once per couple, by the spouse who comes first.
                if !table.coupleID(of: Int(other), names: index) || index < Int(other) {
                    log.report(
                        .spouseInAnotherGeneration(
                            id: table.id(index), generation: generation, spouseID: table.text(ofSlot: couple),
                            spouseGeneration: spouseGeneration))
                }
                continue
            }
            if back != table.links[index].id {
                // A later partner: the person they name is married, both ways, to someone else.
                if back >= 0, case let first = personOfSlot[Int(back)], first >= 0, Int(first) != Int(other),
                    table.links[Int(first)].couple == table.links[Int(other)].id, Int(first) != index
                {
                    if furtherPartnerOf.isEmpty { furtherPartnerOf = [Int32](repeating: -1, count: table.count) }
                    furtherPartnerOf[index] = other
                    continue
                }
                log.report(
                    .asymmetricCouple(
                        id: table.id(index), generation: generation, spouseID: table.text(ofSlot: couple),
                        spousesCoupleID: table.text(ofSlot: back)))
                continue
            }
            spouse[index] = other
        }
    }

    /// Lists each person's later partners in document order (the order of their unions), and
    /// checks that only one person of a couple has any.
    private mutating func groupFurtherPartners(_ table: PersonTable, log: inout ProblemLog) {
        guard !furtherPartnerOf.isEmpty else { return }
        let count = table.count
        furtherStart = [Int32](repeating: 0, count: count + 1)
        for person in furtherPartnerOf where person >= 0 { furtherStart[Int(person) + 1] += 1 }
        for index in 0..<count { furtherStart[index + 1] += furtherStart[index] }
        furtherPartners = [Int32](repeating: -1, count: Int(furtherStart[count]))
        var filled = Array(furtherStart[0..<count])
        for (partner, person) in furtherPartnerOf.enumerated() where person >= 0 {
            furtherPartners[Int(filled[Int(person)])] = Int32(partner)
            filled[Int(person)] += 1
        }
        for person in 0..<count where furtherStart[person + 1] > furtherStart[person] {
            let first = Int(spouse[person])
            guard first >= 0, first < person, furtherStart[first + 1] > furtherStart[first] else { continue }
            let partner = Int(furtherPartners[Int(furtherStart[person])])
            log.report(
                .furtherPartner(
                    id: table.id(partner), generation: Int(generationOf[partner]), personID: table.id(person),
                    reason:
                        "stands beside \(messageQuoted(table.id(person))), whose first partner \(messageQuoted(table.id(first))) has later partners too; only one person of a couple can"
                ))
        }
    }

    /// The later partners of `person`, in the order of their unions (none for most people).
    func furtherPartners(of person: Int) -> ArraySlice<Int32> {
        guard !furtherStart.isEmpty else { return [] }
        return furtherPartners[Int(furtherStart[person])..<Int(furtherStart[person + 1])]
    }

    /// Rules: spouses listing different children, dangling child id, child not in the next
    /// generation, child of two units.
    private mutating func linkChildren(_ table: PersonTable, log: inout ProblemLog) {
        let personOfSlot = table.slots.personOfSlot
        for index in 0..<table.count {
            let list = table.childRange(index)
            guard !list.isEmpty else { continue }
            let generation = Int(generationOf[index])
            let partner = Int(spouse[index])
            if partner >= 0 {
                let partnerList = table.childRange(partner)
                if !partnerList.isEmpty {
                    // Both spouses list children: the first of the two owns the list for the unit.
                    if partner < index { continue }
                    if !table.childSlots[partnerList].elementsEqual(table.childSlots[list]) {
                        log.report(
                            .spousesListDifferentChildren(
                                id: table.id(index), generation: generation, spouseID: table.id(partner)))
                    }
                }
            }
            let start = Int32(childIndices.count)
            for childSlot in table.childSlots[list] {
                let child = personOfSlot[Int(childSlot)]
                guard child >= 0 else {
                    log.report(
                        .danglingChildID(
                            id: table.id(index), generation: generation, childID: table.text(ofSlot: childSlot)))
                    continue
                }
                let childGeneration = Int(generationOf[Int(child)])
                if childGeneration != generation + 1 {
                    log.report(
                        .childNotInNextGeneration(
                            id: table.id(index), generation: generation, childID: table.text(ofSlot: childSlot),
                            childGeneration: childGeneration))
                    continue
                }
                let earlier = listedBy[Int(child)]
                if earlier >= 0 {
                    log.report(
                        .childOfTwoUnits(
                            childID: table.text(ofSlot: childSlot), generation: childGeneration,
                            firstParentID: table.id(Int(earlier)), secondParentID: table.id(index)))
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
    private func checkParentage(_ table: PersonTable, log: inout ProblemLog) {
        for index in 0..<table.count where generationOf[index] > 0 {
            let generation = Int(generationOf[index])
            let partner = Int(spouse[index])
            if !furtherPartnerOf.isEmpty && furtherPartnerOf[index] >= 0 {
                // Stands with the person they married, who is checked in their own right.
                if listedBy[index] >= 0 {
                    log.report(
                        .furtherPartner(
                            id: table.id(index), generation: generation,
                            personID: table.id(Int(furtherPartnerOf[index])),
                            reason: "has parents; a later partner marries in and carries no line of their own"))
                }
                continue
            }
            if listedBy[index] < 0 {
                if partner < 0 || listedBy[partner] < 0 {
                    log.report(.noParents(id: table.id(index), generation: generation))
                }
            } else if partner > index, listedBy[partner] >= 0 {
                log.report(.twoBloodLines(id: table.id(index), generation: generation, spouseID: table.id(partner)))
            }
        }
    }

    /// Rule: a repeat appearance's sameAs names an existing home (not a repeat) of the same person
    /// (same name and gender).
    private func checkRepeats(_ table: PersonTable, log: inout ProblemLog) {
        guard !table.sameAsSlot.isEmpty else { return }
        for index in 0..<table.count where table.sameAsSlot[index] >= 0 {
            let sameAs = table.sameAsSlot[index]
            func report(_ reason: String) {
                log.report(
                    .badSameAs(
                        id: table.id(index), generation: Int(generationOf[index]), sameAs: table.text(ofSlot: sameAs),
                        reason: reason))
            }
            let home = Int(table.slots.personOfSlot[Int(sameAs)])
            guard home >= 0 else {
                report("names nobody in the document")
                continue
            }
            if home == index {
                report("is the person's own id")
            } else if table.sameAsSlot[home] >= 0 {
                report("names another repeat appearance, not a home")
            } else if !table.names.equals(at: home, index) || table.details[home].gender != table.details[index].gender
            {
                report("names \(messageQuoted(table.names.string(at: home))), another person")
            }
        }
    }
}
