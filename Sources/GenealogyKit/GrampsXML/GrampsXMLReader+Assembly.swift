import FamilyTree

extension GrampsXMLReader {
    /// Resolves the handles of everything read into a genealogy, with a warning per repair.
    ///
    /// | fault | repair |
    /// |---|---|
    /// | a record without a handle | read; no link can name it (warned when it was read) |
    /// | two records of a kind with one handle | links to the handle go to the first |
    /// | two records of a kind with one Gramps id | the second renamed `ID_2` (the first free); links go by handle, so each keeps its own |
    /// | a link (`hlink`) to no record of its kind | the link is dropped, both ends named |
    /// | what ``GenealogyAssembler`` repairs (a third partner, a parent cycle) | as it does |
    ///
    /// - Returns: The genealogy and every warning, in line order.
    /// - Throws: ``GenealogyError`` only for a defect of the assembly itself.
    /// - Complexity: O(records + links), expected.
    func assemble() throws(GenealogyError) -> (genealogy: Genealogy, warnings: GenealogyWarningLog) {
        var warnings = self.warnings
        // Local copies, so the look-ups' closures read arrays, not the reader's properties.
        let (personHandles, familyHandles, eventHandles) = (self.personHandles, self.familyHandles, self.eventHandles)
        let (eventKinds, eventDates) = (self.eventKinds, self.eventDates)
        let personByHandle = Self.index(personHandles, lines: personLines, kind: "person", warnings: &warnings)
        let familyByHandle = Self.index(familyHandles, lines: familyLines, kind: "family", warnings: &warnings)
        let eventByHandle = Self.index(eventHandles, lines: nil, kind: "event", warnings: &warnings)
        let links = "its links go by handle, so each record keeps its own"
        var people = self.people
        for (index, id) in IDIndex(
            ids: people.map(\.id), lines: personLines, kind: "person", pointers: links, warnings: &warnings
        ).renamed {
            people[index].id = id
        }
        var familyIDs = self.familyIDs
        for (index, id) in IDIndex(
            ids: familyIDs, lines: familyLines, kind: "family", pointers: links, warnings: &warnings
        ).renamed {
            familyIDs[index] = id
        }

        // Births and deaths: the first primary event of each type, dated or not.
        let place = eventPlaceNames()
        var hasBirth = [Bool](repeating: false, count: people.count)
        var hasDeath = [Bool](repeating: false, count: people.count)
        var christeningPlaces: [Int: String] = [:]
        var burialPlaces: [Int: String] = [:]
        for reference in eventReferences {
            let person = Int(reference.person)
            guard let event = eventByHandle.position(of: reference.handle, idAt: { eventHandles[Int($0)] }) else {
                warnings.append(
                    dangling(
                        "eventref", reference.handle, kind: "event", owner: people[person].id, line: reference.line))
                continue
            }
            switch eventKinds[Int(event)] {
            case .birth where !hasBirth[person]:
                hasBirth[person] = true
                people[person].born = eventDates[Int(event)]
                people[person].birthPlace = place(Int(event))
            case .death where !hasDeath[person]:
                hasDeath[person] = true
                people[person].died = eventDates[Int(event)] ?? GenealogicalDate.undated
                people[person].deathPlace = place(Int(event))
            case .christening where christeningPlaces[person] == nil:
                christeningPlaces[person] = place(Int(event))
            case .burial where burialPlaces[person] == nil:
                burialPlaces[person] = place(Int(event))
            default:
                break
            }
        }
        for (person, place) in christeningPlaces { people[person].christeningPlace = place }
        for (person, place) in burialPlaces { people[person].burialPlace = place }

        var assembler = GenealogyAssembler()
        assembler.namesLinksAsGramps = true
        for (index, person) in people.enumerated() { _ = assembler.addPerson(person, line: Int(personLines[index])) }
        for (index, id) in familyIDs.enumerated() { _ = assembler.addUnion(id: id, line: Int(familyLines[index])) }
        // Marriages: the first event of a family that is one.
        for reference in familyEventReferences {
            guard let event = eventByHandle.position(of: reference.handle, idAt: { eventHandles[Int($0)] }) else {
                warnings.append(
                    dangling(
                        "eventref", reference.handle, kind: "event", owner: familyIDs[Int(reference.family)],
                        line: reference.line))
                continue
            }
            guard eventKinds[Int(event)] == .marriage else { continue }
            assembler.setMarriage(of: reference.family, date: eventDates[Int(event)], place: place(Int(event)))
        }
        for link in self.links {
            let target: String?
            let owner: String
            if link.kind.ownerIsUnion {
                owner = familyIDs[Int(link.owner)]
                target = personByHandle.position(of: link.handle, idAt: { personHandles[Int($0)] }).map {
                    people[Int($0)].id
                }
            } else {
                owner = people[Int(link.owner)].id
                target = familyByHandle.position(of: link.handle, idAt: { familyHandles[Int($0)] }).map {
                    familyIDs[Int($0)]
                }
            }
            guard let target else {
                let kind = link.kind.ownerIsUnion ? "person" : "family"
                warnings.append(
                    dangling(link.kind.grampsElement, link.handle, kind: kind, owner: owner, line: link.line))
                continue
            }
            assembler.link(link.kind, from: link.owner, to: target, line: Int(link.line), relation: link.relation)
        }
        let (genealogy, assembly) = try assembler.assemble(keptWarningLimit: warnings.keptLimit)
        return (genealogy, GenealogyWarningLog(merging: [warnings, assembly], keptLimit: warnings.keptLimit))
    }

    /// A function giving the place of an event as a chart shows it: the place's `ptitle`, else its
    /// name and those of the places it lies in, innermost first (at most 8, so a cycle ends).
    private func eventPlaceNames() -> (Int) -> String? {
        var byHandle: [String: Int] = [:]
        for (index, handle) in placeHandles.enumerated() where !handle.isEmpty && byHandle[handle] == nil {
            byHandle[handle] = index
        }
        let (titles, names, parents, eventPlaces) = (placeTitles, placeNames, placeParents, self.eventPlaces)
        return { event in
            guard let handle = eventPlaces[event], var place = byHandle[handle] else { return nil }
            if let title = titles[place] { return title }
            var parts: [String] = []
            while parts.count < 8 {
                if let name = names[place], !name.isEmpty { parts.append(name) }
                guard let parent = parents[place].flatMap({ byHandle[$0] }) else { break }
                place = parent
            }
            return parts.isEmpty ? nil : parts.joined(separator: ", ")
        }
    }

    /// A link whose handle names no record of its kind: dropped.
    private func dangling(
        _ element: String, _ handle: String, kind: String, owner: String, line: Int32
    )
        -> GenealogyWarning
    {
        GenealogyWarning(
            .danglingPointer, line: line > 0 ? Int(line) : nil, record: owner,
            problem:
                "\(element) points to \(messageEscaped(handle)), which is not \(kind == "event" ? "an" : "a") \(kind) "
                + "record of the file",
            action: .droppedLink, relatedRecord: handle)
    }

    /// The records of one kind by handle; a handle used twice is warned about, and links to it go
    /// to the first record.
    private static func index(
        _ handles: [String], lines: [Int32]?, kind: String, warnings: inout GenealogyWarningLog
    ) -> IDTable {
        var table = IDTable(capacity: handles.count)
        for index in handles.indices where !handles[index].isEmpty {
            guard let first = table.insert(Int32(index), idAt: { handles[Int($0)] }) else { continue }
            let line = lines.map { Int($0[index]) } ?? 0
            let firstLine = lines.map { Int($0[Int(first)]) } ?? 0
            warnings.append(
                GenealogyWarning(
                    .duplicateID, line: line > 0 ? line : nil, record: handles[index],
                    problem: "the handle is used by two \(kind) records"
                        + (firstLine > 0 ? " (first on line \(firstLine))" : "") + "; links to it go to the first",
                    action: .readOn, relatedLine: firstLine > 0 ? firstLine : nil))
        }
        return table
    }
}
