import FamilyTree

/// The records of one kind by id, with each id that a second record reused renamed.
///
/// GEDCOM 7.0 §1.3: "Each cross-reference identifier must be unique within a given data document."
/// A second record with a used id keeps its own links (those written on it, which point from its
/// index) and is renamed `ID_2` — or `ID_3`, …, the first name no record of the kind uses — so
/// nothing collides in the chart; pointers to the id go to the first record, as most programs
/// read them.
///
/// The ids are numbered by ``IDSlots`` (numbered ids such as `I17` by their number, the rest by
/// hashing), each once, as the records and the pointers that name them are read: a pointer is
/// then a slot, resolved to its record by an array look-up, and no `String` is made per id.
struct IDIndex {
    /// Every id met, the records' and the pointers', each with the first record that has it.
    private var slots: IDSlots
    /// Each record's slot, in file order.
    private let recordSlots: [Int32]
    /// The new id of each renamed record.
    private(set) var renamed: [(index: Int, id: String)] = []

    /// Indexes `ids`, renaming duplicates and warning about each.
    ///
    /// - Parameters:
    ///   - ids: The records' ids, in file order.
    ///   - lines: Each record's line, 0 when the format has none.
    ///   - kind: `person` or `union`, for the warning.
    ///   - pointers: What becomes of pointers to the id, for the warning.
    ///   - warnings: Where the warnings go.
    /// - Complexity: O(n), expected.
    init(
        ids: TextColumn, lines: [Int32], kind: String, pointers: String = "pointers to it go to the first",
        warnings: inout GenealogyWarningLog
    ) {
        var slots = IDSlots(expectedIDs: ids.count)
        var recordSlots: [Int32] = []
        recordSlots.reserveCapacity(ids.count)
        // The column's bytes are viewed once, around the whole loop: a call per id to the column's
        // generic `withUTF8` is not specialised across modules, and instantiated its metadata at
        // each id, three times the hashing's own cost in the profile of a large Gramps XML file.
        ids.bytes.withUnsafeBufferPointer { bytes in
            for index in 0..<ids.count {
                recordSlots.append(slots.slot(of: UnsafeBufferPointer(rebasing: bytes[ids.range(at: index)])))
            }
        }
        self.init(
            slots: slots, recordSlots: recordSlots, lines: lines, kind: kind, pointers: pointers, warnings: &warnings)
    }

    /// Indexes records whose ids were numbered as they were read, renaming duplicates and warning
    /// about each.
    ///
    /// - Parameters:
    ///   - slots: Every id met (no record claimed yet: each slot's record is -1).
    ///   - recordSlots: Each record's slot in `slots`, in file order.
    ///   - lines: Each record's line, 0 when the format has none.
    ///   - kind: `person` or `union`, for the warning.
    ///   - pointers: What becomes of pointers to the id, for the warning.
    ///   - warnings: Where the warnings go.
    /// - Complexity: O(n), expected; the renaming's search for a free name takes O(duplicates)
    ///   over the whole file, since it resumes where it stopped for the same id.
    init(
        slots: IDSlots, recordSlots: [Int32], lines: [Int32], kind: String,
        pointers: String = "pointers to it go to the first", warnings: inout GenealogyWarningLog
    ) {
        self.slots = slots
        self.recordSlots = recordSlots
        var duplicates: [(index: Int, first: Int32)] = []
        for index in recordSlots.indices {
            let slot = Int(recordSlots[index])
            let first = self.slots.personOfSlot[slot]
            if first >= 0 {
                duplicates.append((index, first))
            } else {
                self.slots.personOfSlot[slot] = Int32(index)
            }
        }
        // Every id is claimed before any is renamed, so a new name collides with none.
        var nextSuffix: [String: Int] = [:]
        var taken = Set<String>()
        for (index, first) in duplicates {
            let id = writtenID(of: index)
            var suffix = nextSuffix[id, default: 2]
            var candidate = "\(id)_\(suffix)"
            while position(of: candidate) != nil || taken.contains(candidate) {
                suffix += 1
                candidate = "\(id)_\(suffix)"
            }
            nextSuffix[id] = suffix + 1
            taken.insert(candidate)
            renamed.append((index, candidate))
            let line = Int(lines[index])
            let firstLine = Int(lines[Int(first)])
            let place = firstLine > 0 ? " (first on line \(firstLine))" : ""
            warnings.append(
                GenealogyWarning(
                    .duplicateID, line: line > 0 ? line : nil, record: id,
                    problem: "the id is used by two \(kind) records\(place); \(pointers)",
                    action: .renamed(to: candidate), relatedLine: firstLine > 0 ? firstLine : nil))
        }
    }

    /// The id of a record as the file wrote it.
    func writtenID(of record: Int) -> String { slots.id(of: recordSlots[record]) }

    /// The id of a slot, as written (a pointer's target, which may name no record).
    func id(ofSlot slot: Int32) -> String { slots.id(of: slot) }

    /// The index of the first record whose id has `slot`, if a record has it.
    @inline(__always) func position(ofSlot slot: Int32) -> Int32? {
        let record = slots.personOfSlot[Int(slot)]
        return record >= 0 ? record : nil
    }

    /// The index of the first record with `id`, as written.
    func position(of id: String) -> Int32? {
        var id = id
        return id.withUTF8 { slots.existingSlot(of: $0) }.flatMap(position(ofSlot:))
    }
}

extension GenealogyAssembler {
    /// Removes the NUL character, U+0000, from every person's text, which no chart can carry
    /// (Family JSON v1's rule `nul-character`: Graphviz reads C strings, XML cannot hold it), with
    /// a warning per person and field; an id that then collides with a record's id, a duplicate's new
    /// name or an id given here is renamed like a duplicate.
    ///
    /// - Complexity: O(the people's text), one `memchr` per field.
    func removeNULCharacters(
        from store: inout GenealogyPeople, index: IDIndex, warnings: inout GenealogyWarningLog
    ) {
        var people = Array(store)
        defer { store = GenealogyPeople(people) }
        // The ids given here and by the duplicates' renaming, which the index does not hold.
        var given = Set(index.renamed.map(\.id))
        for position in people.indices {
            while let field = people[position].fieldHoldingNUL {
                let line = Int(personLines[position])
                func stripped(_ text: String) -> String { String(text.unicodeScalars.filter { $0 != "\0" }) }
                var action = GenealogyWarning.Action.removedCharacter
                switch field {
                case "id":
                    var id = stripped(people[position].id)
                    while id.isEmpty || index.position(of: id) != nil || given.contains(id) { id += "_\(position + 1)" }
                    given.insert(id)
                    people[position].id = id
                    action = .renamed(to: id)
                case "name":
                    // The name's parts come from the same NAME line: one repair, one warning.
                    people[position].name = stripped(people[position].name)
                    people[position].givenName = people[position].givenName.map(stripped)
                    people[position].surname = people[position].surname.map(stripped)
                case "sex": people[position].sex = stripped(people[position].sex)
                case "born": people[position].born = people[position].born.map(stripped)
                case "givenName": people[position].givenName = people[position].givenName.map(stripped)
                case "surname": people[position].surname = people[position].surname.map(stripped)
                case "birthPlace": people[position].birthPlace = people[position].birthPlace.map(stripped)
                case "deathPlace": people[position].deathPlace = people[position].deathPlace.map(stripped)
                case "christeningPlace":
                    people[position].christeningPlace = people[position].christeningPlace.map(stripped)
                case "burialPlace": people[position].burialPlace = people[position].burialPlace.map(stripped)
                default: people[position].died = people[position].died.map(stripped)
                }
                warnings.append(
                    GenealogyWarning(
                        .nulCharacter, line: line > 0 ? line : nil, record: index.writtenID(of: position),
                        problem: "\(field) contains the NUL character (U+0000), which DOT and SVG cannot carry",
                        action: action))
            }
        }
    }
}
