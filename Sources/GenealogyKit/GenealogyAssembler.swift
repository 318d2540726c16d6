import FamilyTree

/// Collects a file's records with their ids as written, then resolves every pointer at once.
///
/// Readers (GEDCOM, genealogy JSON, Family JSON v1) add people, unions and links in file order;
/// ``assemble()`` turns ids into indices and merges the two sides GEDCOM records each link on
/// (`FAM.CHIL` and `INDI.FAMC`, `FAM.HUSB`/`WIFE` and `INDI.FAMS`): a link stated on either side
/// counts, a link stated on both counts once.
struct GenealogyAssembler {
    /// What a link says, and on which side it was written.
    enum LinkKind: UInt8 {
        /// `FAM.HUSB`: the owner is a union, the target a person.
        case husband
        /// `FAM.WIFE`: the owner is a union, the target a person.
        case wife
        /// `FAM.CHIL`: the owner is a union, the target a person.
        case child
        /// `INDI.FAMC`: the owner is a person, the target a union.
        case childOf
        /// `INDI.FAMS`: the owner is a person, the target a union.
        case partnerOf

        var tag: String {
            switch self {
            case .husband: "HUSB"
            case .wife: "WIFE"
            case .child: "CHIL"
            case .childOf: "FAMC"
            case .partnerOf: "FAMS"
            }
        }
    }

    /// One pointer as written.
    struct Link {
        var kind: LinkKind
        var owner: Int32
        var line: Int32
        var target: String
    }

    private(set) var people: [GenealogyPerson] = []
    private var personLines: [Int32] = []
    private var unionIDs: [String] = []
    private var unionLines: [Int32] = []
    private var links: [Link] = []

    /// The number of unions added so far.
    var unionCount: Int { unionIDs.count }

    /// Adds a person record; `line` is 0 when the format has no lines.
    mutating func addPerson(_ person: GenealogyPerson, line: Int = 0) -> Int32 {
        people.append(person)
        personLines.append(Int32(truncatingIfNeeded: line))
        return Int32(people.count - 1)
    }

    /// Adds a union record.
    mutating func addUnion(id: String, line: Int = 0) -> Int32 {
        unionIDs.append(id)
        unionLines.append(Int32(truncatingIfNeeded: line))
        return Int32(unionIDs.count - 1)
    }

    /// Replaces a person's fields (readers fill a record in as its lines arrive).
    mutating func update(_ index: Int32, _ change: (inout GenealogyPerson) -> Void) {
        change(&people[Int(index)])
    }

    /// Adds a pointer from a record to another, by id.
    mutating func link(_ kind: LinkKind, from owner: Int32, to target: String, line: Int = 0) {
        links.append(Link(kind: kind, owner: owner, line: Int32(truncatingIfNeeded: line), target: target))
    }

    /// Resolves every id and builds the genealogy.
    ///
    /// - Throws: ``GenealogyError/duplicateID(line:id:firstLine:)``,
    ///   ``GenealogyError/danglingPointer(line:record:tag:pointer:)`` and
    ///   ``GenealogyError/tooManyPartners(line:union:)``, with the line of the record or pointer.
    /// - Complexity: O(records + links), expected (one hash look-up per id).
    func assemble() throws(GenealogyError) -> Genealogy {
        func lineNumber(_ line: Int32) -> Int? { line > 0 ? Int(line) : nil }
        let personIDs = people.map(\.id)
        var personIndex = IDTable(capacity: personIDs.count)
        for index in personIDs.indices {
            if let first = personIndex.insert(Int32(index), idAt: { personIDs[Int($0)] }) {
                throw .duplicateID(
                    line: lineNumber(personLines[index]), id: personIDs[index],
                    firstLine: lineNumber(personLines[Int(first)]))
            }
        }
        var unionIndex = IDTable(capacity: unionIDs.count)
        for index in unionIDs.indices {
            if let first = unionIndex.insert(Int32(index), idAt: { unionIDs[Int($0)] }) {
                throw .duplicateID(
                    line: lineNumber(unionLines[index]), id: unionIDs[index],
                    firstLine: lineNumber(unionLines[Int(first)]))
            }
        }

        let unionCount = unionIDs.count
        var first = [Int32](repeating: -1, count: unionCount)
        var second = [Int32](repeating: -1, count: unionCount)
        var children = [[Int]](repeating: [], count: unionCount)
        var stamp = [Int32](repeating: -1, count: people.count)
        var childOfLinks: [(union: Int32, person: Int32, line: Int32)] = []

        func place(_ person: Int32, in union: Int32, preferSecond: Bool, line: Int32) throws(GenealogyError) {
            let u = Int(union)
            if first[u] == person || second[u] == person { return }
            if preferSecond && second[u] < 0 {
                second[u] = person
            } else if first[u] < 0 {
                first[u] = person
            } else if second[u] < 0 {
                second[u] = person
            } else {
                throw .tooManyPartners(line: lineNumber(line), union: unionIDs[u])
            }
        }

        // The union's own lines (HUSB, WIFE, CHIL) first: they decide the order; FAMS and FAMC add
        // what the union's record left out.
        for pass in 0..<2 {
            for link in links where link.kind.ownerIsUnion == (pass == 0) {
                let target =
                    link.kind.ownerIsUnion
                    ? personIndex.position(of: link.target, idAt: { personIDs[Int($0)] })
                    : unionIndex.position(of: link.target, idAt: { unionIDs[Int($0)] })
                guard let target else {
                    let ownerID = link.kind.ownerIsUnion ? unionIDs[Int(link.owner)] : people[Int(link.owner)].id
                    throw .danglingPointer(
                        line: lineNumber(link.line), record: ownerID, tag: link.kind.tag, pointer: link.target)
                }
                switch link.kind {
                case .husband: try place(target, in: link.owner, preferSecond: false, line: link.line)
                case .wife: try place(target, in: link.owner, preferSecond: true, line: link.line)
                case .partnerOf:
                    try place(
                        link.owner, in: target, preferSecond: people[Int(link.owner)].sex == "female", line: link.line)
                case .child:
                    // A union's CHIL lines are consecutive, so the stamp catches a child listed twice.
                    if stamp[Int(target)] != link.owner {
                        stamp[Int(target)] = link.owner
                        children[Int(link.owner)].append(Int(target))
                    }
                case .childOf:
                    childOfLinks.append((target, link.owner, link.line))
                }
            }
        }
        if !childOfLinks.isEmpty {
            // FAMC links, grouped by union (a stable counting sort), each added unless CHIL said it.
            var bucketStart = [Int](repeating: 0, count: unionCount + 1)
            for link in childOfLinks { bucketStart[Int(link.union) + 1] += 1 }
            for index in 0..<unionCount { bucketStart[index + 1] += bucketStart[index] }
            var sorted = [Int32](repeating: 0, count: childOfLinks.count)
            var next = bucketStart
            for link in childOfLinks {
                sorted[next[Int(link.union)]] = link.person
                next[Int(link.union)] += 1
            }
            stamp = [Int32](repeating: -1, count: people.count)
            for union in 0..<unionCount where bucketStart[union] < bucketStart[union + 1] {
                for child in children[union] { stamp[child] = Int32(union) }
                for person in sorted[bucketStart[union]..<bucketStart[union + 1]]
                where stamp[Int(person)] != Int32(union) {
                    stamp[Int(person)] = Int32(union)
                    children[union].append(Int(person))
                }
            }
        }

        var unions: [GenealogyUnion] = []
        unions.reserveCapacity(unionCount)
        for index in 0..<unionCount {
            var partners: [Int] = []
            if first[index] >= 0 { partners.append(Int(first[index])) }
            if second[index] >= 0 { partners.append(Int(second[index])) }
            // A partner listed as their own union's child is a parent cycle; the chart reports it.
            unions.append(GenealogyUnion(id: unionIDs[index], partners: partners, children: children[index]))
        }
        return try Genealogy(people: people, unions: unions, personLines: personLines)
    }
}

extension GenealogyAssembler.LinkKind {
    /// Whether the link is written on the union's record (`HUSB`, `WIFE`, `CHIL`).
    var ownerIsUnion: Bool {
        switch self {
        case .husband, .wife, .child: true
        case .childOf, .partnerOf: false
        }
    }
}
