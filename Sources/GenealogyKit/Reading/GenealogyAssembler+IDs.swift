import FamilyTree

/// The records of one kind by id, with each id that a second record reused renamed.
///
/// GEDCOM 7.0 §1.3: "Each cross-reference identifier must be unique within a given data document."
/// A second record with a used id keeps its own links (those written on it, which point from its
/// index) and is renamed `ID_2` — or `ID_3`, …, the first name no record of the kind uses — so
/// nothing collides in the chart; pointers to the id go to the first record, as most programs
/// read them.
///
/// Numbered ids (`I17`, `F3`, `p1000000`) of a file with at least ``numberedFrom`` records
/// are found by their number (``NumberedIDs``), so the millions of pointers of a large
/// file resolve in the cache lines their neighbours used; every other id by hashing (``IDTable``),
/// as are all the ids of a small file, whose number tables would cost more than its reading. An id
/// always takes the same one of the two ways.
struct IDIndex {
    /// The ids as the file wrote them, by record.
    let writtenIDs: [String]
    /// The new id of each renamed record.
    private(set) var renamed: [(index: Int, id: String)] = []
    private var table: IDTable
    /// For each numbered id, the position of its first record + 1; nil for a small file.
    private let numbered: NumberedIDs?

    /// The fewest records whose numbered ids are found by number.
    static let numberedFrom = 1024

    /// Indexes `ids`, renaming duplicates and warning about each.
    ///
    /// - Parameters:
    ///   - ids: The records' ids, in file order.
    ///   - lines: Each record's line, 0 when the format has none.
    ///   - kind: `person` or `union`, for the warning.
    ///   - pointers: What becomes of pointers to the id, for the warning.
    ///   - warnings: Where the warnings go.
    /// - Complexity: O(n), expected; the renaming's search for a free name takes O(duplicates)
    ///   over the whole file, since it resumes where it stopped for the same id.
    init(
        ids: [String], lines: [Int32], kind: String, pointers: String = "pointers to it go to the first",
        warnings: inout GenealogyWarningLog
    ) {
        writtenIDs = ids
        table = IDTable(capacity: ids.count)
        numbered = ids.count >= Self.numberedFrom ? NumberedIDs() : nil
        var duplicates: [(index: Int, first: Int32)] = []
        for index in ids.indices {
            var id = ids[index]
            let cell = numbered.flatMap { table in id.withUTF8 { table.cell(for: $0) } }
            if let cell {
                if cell.pointee > 0 {
                    duplicates.append((index, cell.pointee - 1))
                } else {
                    cell.pointee = Int32(index) + 1
                }
            } else if let first = table.insert(Int32(index), idAt: { ids[Int($0)] }) {
                duplicates.append((index, first))
            }
        }
        // Every id is in the table before any is renamed, so a new name collides with none.
        var nextSuffix: [String: Int] = [:]
        var taken = Set<String>()
        for (index, first) in duplicates {
            let id = ids[index]
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

    /// The index of the first record with `id`, as written.
    @inline(__always) func position(of id: String) -> Int32? {
        var bytes = id
        if let numbered, let cell = bytes.withUTF8({ numbered.cell(for: $0) }) {
            return cell.pointee > 0 ? cell.pointee - 1 : nil
        }
        return table.position(of: id, idAt: { writtenIDs[Int($0)] })
    }
}

extension GenealogyAssembler {
    /// Removes the NUL character, U+0000, from every person's text, which no chart can carry
    /// (Family JSON v1's rule `nul-character`: Graphviz reads C strings, XML cannot hold it), with
    /// a warning per person and field; an id that then collides is renamed like a duplicate.
    ///
    /// - Complexity: O(the people's text), one `memchr` per field.
    func removeNULCharacters(
        from store: inout GenealogyPeople, index: IDIndex, warnings: inout GenealogyWarningLog
    ) {
        var people = Array(store)
        defer { store = GenealogyPeople(people) }
        for position in people.indices {
            while let field = people[position].fieldHoldingNUL {
                let line = Int(personLines[position])
                func stripped(_ text: String) -> String { String(text.unicodeScalars.filter { $0 != "\0" }) }
                var action = GenealogyWarning.Action.removedCharacter
                switch field {
                case "id":
                    var id = stripped(people[position].id)
                    while id.isEmpty || index.position(of: id) != nil { id += "_\(position + 1)" }
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
                        .nulCharacter, line: line > 0 ? line : nil, record: index.writtenIDs[position],
                        problem: "\(field) contains the NUL character (U+0000), which DOT and SVG cannot carry",
                        action: action))
            }
        }
    }
}
