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
        // Looked up in a local copy: each call on the stored property would copy it (retaining
        // every array it holds), which showed in the profile of a large file.
        var records = handles
        let links = "its links go by handle, so each record keeps its own"
        let renamedPeople = Dictionary(
            uniqueKeysWithValues: IDIndex(
                ids: people.ids, lines: personLines, kind: "person", pointers: links, warnings: &warnings
            ).renamed)
        let renamedFamilies = Dictionary(
            uniqueKeysWithValues: IDIndex(
                ids: familyIDs, lines: familyLines, kind: "family", pointers: links, warnings: &warnings
            ).renamed)
        // A family's id is read from the column where it was written (renamed if it must be), with
        // no `String` made per family: at 1,000,000 people most ids are past the 15 bytes a string
        // holds in place, so each would be a heap block held through the assembly.
        let familyIDs = self.familyIDs
        self.familyIDs = TextColumn()
        func familyID(_ family: Int32) -> String {
            renamedFamilies[Int(family)] ?? familyIDs.string(at: Int(family))
        }

        // The links' array grew by doubling as the file was read, so up to half of it is room no
        // link uses, which would be held beside the people's columns, the reader's and the
        // genealogy's, at the read's peak: it is copied to an array of the links' number first,
        // when nothing else is yet made.
        var written: [GenealogyAssembler.Link] = []
        written.reserveCapacity(self.links.count)
        written.append(contentsOf: self.links)
        self.links = []

        var assembler = GenealogyAssembler()
        assembler.namesLinksAsGramps = true
        addPeople(to: &assembler, renamed: renamedPeople, records: records, warnings: &warnings)
        personLines = []
        familyIDs.bytes.withUnsafeBufferPointer { bytes in
            for family in 0..<familyIDs.count {
                if let renamed = renamedFamilies.isEmpty ? nil : renamedFamilies[family] {
                    _ = assembler.addUnion(id: renamed, line: Int(familyLines[family]))
                } else {
                    _ = assembler.addUnion(
                        id: UnsafeBufferPointer(rebasing: bytes[familyIDs.range(at: family)]),
                        line: Int(familyLines[family]))
                }
            }
        }
        familyLines = []
        // Marriages: the first event of a family that is one.
        for reference in familyEventReferences {
            guard let event = records.record(.event, of: reference.handle).map(Int.init) else {
                warnings.append(
                    dangling(
                        "eventref", reference.handle, kind: "event", owner: familyID(reference.family),
                        line: reference.line))
                continue
            }
            guard eventKinds[event] == .marriage else { continue }
            assembler.setMarriage(
                of: reference.family, date: eventDates[event], place: placeName(ofEvent: event, records: records))
        }
        familyEventReferences = []
        (eventKinds, eventDates, eventPlaces) = ([], [], [])
        (placeTitles, placeNames, placeParents) = ([], [], [])
        // Each link's handle becomes its record's index in place, the dangling ones dropped, and
        // the array becomes the assembler's: a large file's links are not held twice.
        var kept = 0
        for index in written.indices {
            var link = written[index]
            let kind: GrampsHandles.Kind = link.kind.ownerIsUnion ? .person : .family
            guard let target = records.record(kind, of: link.target) else {
                let owner =
                    link.kind.ownerIsUnion ? familyID(link.owner) : assembler.people.id(at: Int(link.owner))
                warnings.append(
                    dangling(link.kind.grampsElement, link.target, kind: "\(kind)", owner: owner, line: link.line))
                continue
            }
            link.target = target
            link.targetIsIndex = true
            written[kept] = link
            kept += 1
        }
        written.removeSubrange(kept...)
        (handles, records) = (GrampsHandles(), GrampsHandles())
        assembler.adoptResolvedLinks(consume written)
        let (genealogy, assembly) = try assembler.assemble(keptWarningLimit: warnings.keptLimit)
        return (genealogy, GenealogyWarningLog(merging: [warnings, assembly], keptLimit: warnings.keptLimit))
    }

    /// Adds every person to `assembler`, the fields their record gave with those their events
    /// give, copied straight into the genealogy's columns, and lets go of the people read.
    private func addPeople(
        to assembler: inout GenealogyAssembler, renamed: [Int: String], records: GrampsHandles,
        warnings: inout GenealogyWarningLog
    ) {
        // Read through local copies: each access to a stored property of the reader would copy
        // it (retaining the arrays it holds), which showed in the profile of a large file.
        let people = self.people
        self.people = GrampsPeople()
        var reference = 0
        var fields = PersonEventFields()
        // The columns' bytes are viewed once, around the whole loop: a call per person and field
        // to the columns' generic `withUTF8` is not specialised across modules.
        people.ids.bytes.withUnsafeBufferPointer { ids in
            people.names.bytes.withUnsafeBufferPointer { names in
                for person in 0..<people.count {
                    let writtenID = UnsafeBufferPointer(rebasing: ids[people.ids.range(at: person)])
                    let renamedID = renamed.isEmpty ? nil : renamed[person]
                    readEvents(
                        of: person, id: renamedID ?? String(decoding: writtenID, as: UTF8.self),
                        from: &reference, into: &fields, records: records, warnings: &warnings)
                    fields.putText(renamedID: renamedID)
                    fields.text.withUnsafeBufferPointer { text in
                        func view(_ range: Range<Int>?) -> UnsafeBufferPointer<UInt8>? {
                            range.map { UnsafeBufferPointer(rebasing: text[$0]) }
                        }
                        let name = UnsafeBufferPointer(rebasing: names[people.names.range(at: person)])
                        let parts = people.nameParts(at: person, of: name)
                        let facts = PersonFactViews(
                            givenName: parts.givenName, surname: parts.surname,
                            birthPlace: view(fields.birthPlaceText), deathPlace: view(fields.deathPlaceText),
                            christeningPlace: view(fields.christeningPlaceText),
                            burialPlace: view(fields.burialPlaceText))
                        assembler.addPerson(
                            GenealogyPersonViews(
                                id: view(fields.idText) ?? writtenID, name: name, sex: people.sexes[person],
                                born: view(fields.bornText), died: view(fields.diedText), facts: facts),
                            line: Int(personLines[person]))
                    }
                }
            }
        }
        eventReferences = []
    }

    /// Reads the events of `person` (whose id is `id`, for a warning), from `reference` on in
    /// ``eventReferences`` (which are in the order of their people), into `fields`: the first
    /// primary birth and death, dated or not, and the place of the first christening and burial
    /// with one.
    private func readEvents(
        of person: Int, id: @autoclosure () -> String, from reference: inout Int, into fields: inout PersonEventFields,
        records: GrampsHandles, warnings: inout GenealogyWarningLog
    ) {
        fields.reset()
        while reference < eventReferences.count && Int(eventReferences[reference].person) == person {
            let (_, handle, line) = eventReferences[reference]
            reference += 1
            guard let event = records.record(.event, of: handle).map(Int.init) else {
                warnings.append(dangling("eventref", handle, kind: "event", owner: id(), line: line))
                continue
            }
            switch eventKinds[event] {
            case .birth where !fields.hasBirth:
                fields.hasBirth = true
                fields.born = eventDates[event]
                fields.birthPlace = placeName(ofEvent: event, records: records)
            case .death where !fields.hasDeath:
                fields.hasDeath = true
                fields.died = eventDates[event] ?? GenealogicalDate.undated
                fields.deathPlace = placeName(ofEvent: event, records: records)
            case .christening where fields.christeningPlace == nil:
                fields.christeningPlace = placeName(ofEvent: event, records: records)
            case .burial where fields.burialPlace == nil:
                fields.burialPlace = placeName(ofEvent: event, records: records)
            default:
                break
            }
        }
    }

    /// What a person's events give: the first birth and death, dated or not, and the places; then,
    /// with the person's new id if they were renamed, as UTF-8 in ``text``.
    private struct PersonEventFields {
        var hasBirth = false
        var hasDeath = false
        var born: String?
        var died: String?
        var birthPlace: String?
        var deathPlace: String?
        var christeningPlace: String?
        var burialPlace: String?
        /// The fields' UTF-8, one after another, and where each lies in it (nil for none).
        private(set) var text: [UInt8] = []
        private(set) var idText: Range<Int>?
        private(set) var bornText: Range<Int>?
        private(set) var diedText: Range<Int>?
        private(set) var birthPlaceText: Range<Int>?
        private(set) var deathPlaceText: Range<Int>?
        private(set) var christeningPlaceText: Range<Int>?
        private(set) var burialPlaceText: Range<Int>?

        /// Forgets the last person's fields, keeping ``text``'s room.
        mutating func reset() {
            (hasBirth, hasDeath) = (false, false)
            (born, died, birthPlace, deathPlace, christeningPlace, burialPlace) = (nil, nil, nil, nil, nil, nil)
        }

        /// Puts the fields and `renamedID` in ``text``.
        mutating func putText(renamedID: String?) {
            text.removeAll(keepingCapacity: true)
            idText = put(renamedID)
            (bornText, diedText) = (put(born), put(died))
            (birthPlaceText, deathPlaceText) = (put(birthPlace), put(deathPlace))
            (christeningPlaceText, burialPlaceText) = (put(christeningPlace), put(burialPlace))
        }

        private mutating func put(_ field: String?) -> Range<Int>? {
            guard let field else { return nil }
            let start = text.count
            text.append(contentsOf: field.utf8)
            return start..<text.count
        }
    }

    /// The place of an event as a chart shows it: the place's `ptitle`, else its name and those of
    /// the places it lies in, innermost first (at most 8, so a cycle ends); `records` are the
    /// handles' records.
    private func placeName(ofEvent event: Int, records: GrampsHandles) -> String? {
        guard eventPlaces[event] >= 0, var place = records.record(.place, of: eventPlaces[event]).map(Int.init)
        else { return nil }
        if let title = placeTitles[place] { return title }
        var parts: [String] = []
        while parts.count < 8 {
            if let name = placeNames[place], !name.isEmpty { parts.append(name) }
            guard placeParents[place] >= 0, let parent = records.record(.place, of: placeParents[place]) else { break }
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
