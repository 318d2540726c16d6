import FamilyTree

extension GrampsXMLReader {
    /// Resolves the handles of everything read into a genealogy, with a warning per repair, and
    /// lets go of the records read (the reader is spent after it), so nothing is held twice.
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
    /// - Complexity: O(records + links): a link is resolved by its handle's number, an array look-up.
    func assemble() throws(GenealogyError) -> (genealogy: Genealogy, warnings: GenealogyWarningLog) {
        var warnings = self.warnings
        claim(personHandles, kind: .person, lines: personLines, warnings: &warnings)
        claim(familyHandles, kind: .family, lines: familyLines, warnings: &warnings)
        claim(eventHandles, kind: .event, lines: nil, warnings: &warnings)
        for (index, handle) in placeHandles.enumerated() where handle >= 0 {
            _ = handles.claim(handle, kind: .place, record: Int32(index))
        }
        (personHandles, familyHandles, eventHandles, placeHandles) = ([], [], [], [])
        let links = "its links go by handle, so each record keeps its own"
        var people = self.people
        self.people = []
        for (index, id) in IDIndex(
            ids: people.map(\.id), lines: personLines, kind: "person", pointers: links, warnings: &warnings
        ).renamed {
            people[index].id = id
        }
        var familyIDs = self.familyIDs
        self.familyIDs = []
        for (index, id) in IDIndex(
            ids: familyIDs, lines: familyLines, kind: "family", pointers: links, warnings: &warnings
        ).renamed {
            familyIDs[index] = id
        }
        addBirthsAndDeaths(to: &people, warnings: &warnings)

        var assembler = GenealogyAssembler()
        assembler.namesLinksAsGramps = true
        assembler.addPeople(consume people, lines: personLines)
        for (index, id) in familyIDs.enumerated() { _ = assembler.addUnion(id: id, line: Int(familyLines[index])) }
        // Marriages: the first event of a family that is one.
        for reference in familyEventReferences {
            guard let event = handles.record(.event, of: reference.handle).map(Int.init) else {
                warnings.append(
                    dangling(
                        "eventref", reference.handle, kind: "event", owner: familyIDs[Int(reference.family)],
                        line: reference.line))
                continue
            }
            guard eventKinds[event] == .marriage else { continue }
            assembler.setMarriage(of: reference.family, date: eventDates[event], place: placeName(ofEvent: event))
        }
        familyEventReferences = []
        for link in self.links {
            let kind: GrampsHandles.Kind = link.kind.ownerIsUnion ? .person : .family
            guard let target = handles.record(kind, of: link.handle) else {
                let owner = link.kind.ownerIsUnion ? familyIDs[Int(link.owner)] : assembler.people[Int(link.owner)].id
                warnings.append(
                    dangling(link.kind.grampsElement, link.handle, kind: "\(kind)", owner: owner, line: link.line))
                continue
            }
            assembler.link(link.kind, from: link.owner, toIndex: target, line: Int(link.line), relation: link.relation)
        }
        self.links = []
        handles = GrampsHandles()
        let (genealogy, assembly) = try assembler.assemble(keptWarningLimit: warnings.keptLimit)
        return (genealogy, GenealogyWarningLog(merging: [warnings, assembly], keptLimit: warnings.keptLimit))
    }

    /// Births and deaths: the first primary event of each type, dated or not; and the place of the
    /// first christening and burial with one, kept as theirs.
    private func addBirthsAndDeaths(to people: inout [GenealogyPerson], warnings: inout GenealogyWarningLog) {
        var hasBirth = [Bool](repeating: false, count: people.count)
        var hasDeath = [Bool](repeating: false, count: people.count)
        for reference in eventReferences {
            let person = Int(reference.person)
            guard let event = handles.record(.event, of: reference.handle).map(Int.init) else {
                warnings.append(
                    dangling(
                        "eventref", reference.handle, kind: "event", owner: people[person].id, line: reference.line))
                continue
            }
            switch eventKinds[event] {
            case .birth where !hasBirth[person]:
                hasBirth[person] = true
                people[person].born = eventDates[event]
                people[person].birthPlace = placeName(ofEvent: event)
            case .death where !hasDeath[person]:
                hasDeath[person] = true
                people[person].died = eventDates[event] ?? GenealogicalDate.undated
                people[person].deathPlace = placeName(ofEvent: event)
            case .christening where people[person].christeningPlace == nil:
                people[person].christeningPlace = placeName(ofEvent: event)
            case .burial where people[person].burialPlace == nil:
                people[person].burialPlace = placeName(ofEvent: event)
            default:
                break
            }
        }
        eventReferences = []
    }

    /// The place of an event as a chart shows it: the place's `ptitle`, else its name and those of
    /// the places it lies in, innermost first (at most 8, so a cycle ends).
    private func placeName(ofEvent event: Int) -> String? {
        guard eventPlaces[event] >= 0, var place = handles.record(.place, of: eventPlaces[event]).map(Int.init)
        else { return nil }
        if let title = placeTitles[place] { return title }
        var parts: [String] = []
        while parts.count < 8 {
            if let name = placeNames[place], !name.isEmpty { parts.append(name) }
            guard placeParents[place] >= 0, let parent = handles.record(.place, of: placeParents[place]) else { break }
            place = Int(parent)
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// A link whose handle names no record of its kind: dropped.
    private func dangling(
        _ element: String, _ handle: Int32, kind: String, owner: String, line: Int32
    )
        -> GenealogyWarning
    {
        let handle = handles.string(handle)
        return GenealogyWarning(
            .danglingPointer, line: line > 0 ? Int(line) : nil, record: owner,
            problem:
                "\(element) points to \(messageEscaped(handle)), which is not \(kind == "event" ? "an" : "a") \(kind) "
                + "record of the file",
            action: .droppedLink, relatedRecord: handle)
    }

    /// Gives each record of one kind its handle; a handle used twice is warned about, and links to
    /// it go to the first record.
    private func claim(
        _ recordHandles: [Int32], kind: GrampsHandles.Kind, lines: [Int32]?, warnings: inout GenealogyWarningLog
    ) {
        for index in recordHandles.indices where recordHandles[index] >= 0 {
            guard let first = handles.claim(recordHandles[index], kind: kind, record: Int32(index)) else { continue }
            let line = lines.map { Int($0[index]) } ?? 0
            let firstLine = lines.map { Int($0[Int(first)]) } ?? 0
            warnings.append(
                GenealogyWarning(
                    .duplicateID, line: line > 0 ? line : nil, record: handles.string(recordHandles[index]),
                    problem: "the handle is used by two \(kind) records"
                        + (firstLine > 0 ? " (first on line \(firstLine))" : "") + "; links to it go to the first",
                    action: .readOn, relatedLine: firstLine > 0 ? firstLine : nil))
        }
    }
}
