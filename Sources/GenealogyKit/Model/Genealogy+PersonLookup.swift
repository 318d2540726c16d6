import FamilyTree
import Foundation

extension Genealogy {
    /// The person a user means: by id (`I104`), by id as GEDCOM writes it (`@I104@`), or by name.
    ///
    /// An id wins over a name. A name matches when each of its words starts a different word of
    /// the person's name, in any order, ignoring case and accents (`john kennedy`,
    /// `Kennedy, John F`); a name that is someone's whole name wins over the rest, and among
    /// those, one written exactly as the file writes it (`J*` over `J`).
    ///
    /// - Parameter query: An id, `@ID@`, or a name.
    /// - Returns: The person's index in ``people``.
    /// - Throws: ``GenealogyError/unknownRoot(id:nearest:)`` when nobody matches, with the
    ///   nearest names, ``GenealogyError/ambiguousRoot(query:candidates:count:)`` when several
    ///   people do, listing them with their dates and ids.
    /// - Complexity: O(people) for a name; O(people) expected for an id; when nobody matches,
    ///   what ``nearestNames(to:limit:)`` costs.
    public func person(matching query: String) throws(GenealogyError) -> Int {
        try PersonLookup(self).person(matching: query)
    }

    /// The people whose name matches `query` (see ``person(matching:)``): those whose name it is
    /// character for character, if any, else those whose whole name it is (ignoring case, accents
    /// and punctuation), else those whose name words it starts.
    ///
    /// - Parameter query: A name or part of one.
    /// - Returns: Indices into ``people``, in file order.
    /// - Complexity: O(the people's names' length).
    public func people(named query: String) -> [Int] {
        PersonLookup.people(named: query, in: people)
    }

    /// A person as a list of candidates shows them: `Name (ID, born – died)`, or `born DATE`,
    /// `died DATE`, or the id alone; dates as genealogists write them (`c. 1845`).
    func candidateDescription(_ person: Int) -> String {
        let record = people[person]
        let dates =
            switch (record.shownBorn, record.shownDied) {
            case (let born?, let died?): ", \(born) – \(died)"
            case (let born?, nil): ", born \(born)"
            case (nil, let died?): ", died \(died)"
            case (nil, nil): ""
            }
        return "\(record.name.isEmpty ? "(no name)" : record.name) (\(record.id)\(dates))"
    }
}

/// Resolves what users type for a person (``Genealogy/person(matching:)``): for a few look-ups
/// each id is found by a scan of the ids' bytes, with nothing allocated; for many, all the ids
/// they may name are found in one scan.
struct PersonLookup {
    let genealogy: Genealogy
    /// The first person with each id the queries may name, when the lookup was made for many
    /// queries (ids nobody has are absent); else nil, and ids are scanned query by query.
    private let personOfID: [String: Int]?

    /// A lookup for the queries `queries`: with more than ``scannedQueryLimit`` of them, every id
    /// they may name (each as written and inside its `@`s) is found in one scan of the people's
    /// ids, each id's bytes looked up in a table of those few (a dictionary of a million ids, or
    /// a scan per query, costs more).
    init(_ genealogy: Genealogy, queries: [String] = []) {
        self.genealogy = genealogy
        guard queries.count > Self.scannedQueryLimit else {
            personOfID = nil
            return
        }
        personOfID = Self.firstPeople(withIDs: queries + queries.compactMap(Self.idInsidePointer), in: genealogy.people)
    }

    /// How many look-ups scan the ids rather than index them.
    static let scannedQueryLimit = 4

    /// The id inside `query` when it is written as a GEDCOM pointer (`@I104@` names `I104`), or nil.
    private static func idInsidePointer(_ query: String) -> String? {
        query.count > 2 && query.hasPrefix("@") && query.hasSuffix("@") ? String(query.dropFirst().dropLast()) : nil
    }

    /// The first person with each of `ids` that somebody has, in one scan of the people's ids.
    ///
    /// - Complexity: O(the people's ids' length + the length of `ids`) expected.
    private static func firstPeople(withIDs ids: [String], in people: GenealogyPeople) -> [String: Int] {
        let wanted = ids.map { Array($0.utf8) }
        var table = IDTable(capacity: ids.count)
        for position in ids.indices { _ = table.insert(Int32(position), idAt: { ids[Int($0)] }) }
        // The lengths of the ids looked for, a bit each (the 64th for any longer): an id of
        // another length is passed over unhashed.
        let wantedLengths = wanted.reduce(UInt64(0)) { $0 | 1 << UInt64(min($1.count, 63)) }
        var found: [String: Int] = [:]
        let column = people.ids
        column.bytes.withUnsafeBufferPointer { all in
            for person in 0..<column.count {
                let range = column.range(at: person)
                guard wantedLengths & 1 << UInt64(min(range.count, 63)) != 0 else { continue }
                let id = UnsafeBufferPointer(rebasing: all[range])
                guard
                    let position = table.position(
                        hash: table.hash(id), where: { wanted[Int($0)].elementsEqual(id) })
                else { continue }
                if found[ids[Int(position)]] == nil { found[ids[Int(position)]] = person }
            }
        }
        return found
    }

    /// The person whose id is `id`, or nil.
    private func person(withID id: String) -> Int? {
        if let personOfID { return personOfID[id] }
        return genealogy.people.index(ofID: id)
    }

    /// See ``Genealogy/person(matching:)``.
    func person(matching query: String) throws(GenealogyError) -> Int {
        if let person = person(withID: query) { return person }
        if let id = Self.idInsidePointer(query), let person = person(withID: id) {
            return person
        }
        let matches = Self.people(named: query, in: genealogy.people)
        guard let first = matches.first else {
            throw .unknownRoot(id: query, nearest: genealogy.nearestNames(to: query).map(genealogy.personDescription))
        }
        guard matches.count > 1 else { return first }
        throw .ambiguousRoot(
            query: query, candidates: matches.prefix(Self.candidateLimit).map(genealogy.candidateDescription),
            count: matches.count)
    }

    /// How many candidates an ambiguous name lists.
    static let candidateLimit = 10

    /// See ``Genealogy/people(named:)``.
    static func people(named query: String, in people: GenealogyPeople) -> [Int] {
        let wanted = words(query)
        guard !wanted.isEmpty else { return [] }
        var exact: [Int] = []
        var whole: [Int] = []
        var partial: [Int] = []
        for index in people.indices {
            let written = people.name(at: index)
            let name = words(written)
            if name == wanted {
                whole.append(index)
                if written == query { exact.append(index) }
            } else if whole.isEmpty && startsWords(wanted, of: name) {
                partial.append(index)
            }
        }
        return !exact.isEmpty ? exact : whole.isEmpty ? partial : whole
    }

    /// A name's words, folded for comparison: lower case, without accents, split at anything that
    /// is not a letter or a digit.
    static func words(_ name: String) -> [Substring] {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split { !$0.isLetter && !$0.isNumber }
    }

    /// Whether each wanted word starts a different word of the name (greedy, in any order).
    static func startsWords(_ wanted: [Substring], of name: [Substring]) -> Bool {
        guard wanted.count <= name.count else { return false }
        var used = [Bool](repeating: false, count: name.count)
        for word in wanted {
            guard let match = name.indices.first(where: { !used[$0] && name[$0].hasPrefix(word) }) else { return false }
            used[match] = true
        }
        return true
    }
}
