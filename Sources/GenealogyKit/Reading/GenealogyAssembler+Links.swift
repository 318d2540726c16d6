import FamilyTree

/// The links of an assembly resolved into each union's partners and children.
///
/// The union's own lines (`HUSB`, `WIFE`, `CHIL`) come first and decide the order; `FAMS` and
/// `FAMC` add what the union's record left out. A pointer to no record, and a third partner, are
/// dropped with a warning. How a child belongs to the union (`PEDI`, `_FREL`, `_MREL`) is kept
/// per child; where both sides say, a relation other than birth wins.
struct LinkResolution {
    /// Each union's first and second partner, -1 for none.
    private(set) var first: [Int32]
    private(set) var second: [Int32]
    /// Each union's children.
    private(set) var children: [[Int]]
    /// Parallel to ``children``; empty while every child is by birth (what most files record).
    private(set) var relations: [[ChildRelation]] = []
    private let personCount: Int

    init(unionCount: Int, personCount: Int) {
        first = [Int32](repeating: -1, count: unionCount)
        second = [Int32](repeating: -1, count: unionCount)
        children = [[Int]](repeating: [], count: unionCount)
        self.personCount = personCount
    }

    /// The partners of `union`, first then second.
    func partners(of union: Int) -> [Int] {
        var partners: [Int] = []
        if first[union] >= 0 { partners.append(Int(first[union])) }
        if second[union] >= 0 { partners.append(Int(second[union])) }
        return partners
    }

    /// The partners of `union` as indices, -1 for none.
    func partners(ofUnion union: Int) -> (first: Int, second: Int) {
        (Int(first[union]), Int(second[union]))
    }

    /// Resolves every link of `assembler`.
    ///
    /// - Complexity: O(links), expected.
    mutating func resolve(
        _ assembler: GenealogyAssembler, personIndex: IDIndex, unionIndex: IDIndex,
        warnings: inout GenealogyWarningLog
    ) {
        var stamp = [Int32](repeating: -1, count: personCount)
        var slot = [Int32](repeating: 0, count: personCount)
        var childOfLinks: [(union: Int32, person: Int32, relation: ChildRelation)] = []
        let people = assembler.people
        for pass in 0..<2 {
            for link in assembler.links where link.kind.ownerIsUnion == (pass == 0) {
                let target = link.resolved(people: personIndex, unions: unionIndex)
                var ownerID: String {
                    (link.kind.ownerIsUnion ? unionIndex : personIndex).writtenID(of: Int(link.owner))
                }
                guard let target else {
                    let kind = link.kind.ownerIsUnion ? "person" : "union"
                    let targetID = (link.kind.ownerIsUnion ? personIndex : unionIndex).id(ofSlot: link.target)
                    warnings.append(
                        GenealogyWarning(
                            .danglingPointer, line: link.line > 0 ? Int(link.line) : nil, record: ownerID,
                            problem:
                                "\(assembler.name(of: link.kind)) points to \(messageEscaped(targetID)), which is not a "
                                + "\(kind) record of the file",
                            action: .droppedLink, relatedRecord: targetID))
                    continue
                }
                switch link.kind {
                case .husband, .wife, .partnerOf:
                    let (person, union) = link.kind == .partnerOf ? (link.owner, target) : (target, link.owner)
                    let preferSecond =
                        link.kind == .wife || (link.kind == .partnerOf && people.isFemale(at: Int(person)))
                    guard place(person, in: union, preferSecond: preferSecond) else {
                        let names = partners(of: Int(union)).map { messageEscaped(personIndex.writtenID(of: $0)) }
                        warnings.append(
                            GenealogyWarning(
                                .tooManyPartners, line: link.line > 0 ? Int(link.line) : nil, record: ownerID,
                                problem:
                                    "\(assembler.name(of: link.kind)) makes \(messageEscaped(personIndex.writtenID(of: Int(person)))) "
                                    + "a third partner of \(messageEscaped(unionIndex.writtenID(of: Int(union)))), "
                                    + "which has \(names.joined(separator: " and ")); a union has at most two",
                                action: .droppedLink, relatedRecord: personIndex.writtenID(of: Int(person))))
                        continue
                    }
                case .child:
                    // A union's CHIL lines are consecutive, so the stamp catches a child listed twice.
                    if stamp[Int(target)] == link.owner {
                        merge(link.relation, union: Int(link.owner), position: Int(slot[Int(target)]))
                    } else {
                        stamp[Int(target)] = link.owner
                        slot[Int(target)] = Int32(children[Int(link.owner)].count)
                        append(Int(target), to: Int(link.owner), relation: link.relation)
                    }
                case .childOf:
                    childOfLinks.append((target, link.owner, link.relation))
                }
            }
        }
        if !childOfLinks.isEmpty { addChildOfLinks(childOfLinks, stamp: &stamp, slot: &slot) }
    }

    /// Adds the `FAMC` links, grouped by union (a stable counting sort), each unless `CHIL` said it.
    private mutating func addChildOfLinks(
        _ links: [(union: Int32, person: Int32, relation: ChildRelation)], stamp: inout [Int32], slot: inout [Int32]
    ) {
        let unionCount = children.count
        var bucketStart = [Int](repeating: 0, count: unionCount + 1)
        for link in links { bucketStart[Int(link.union) + 1] += 1 }
        for index in 0..<unionCount { bucketStart[index + 1] += bucketStart[index] }
        var sorted = [Int](repeating: 0, count: links.count)
        var next = bucketStart
        for (position, link) in links.enumerated() {
            sorted[next[Int(link.union)]] = position
            next[Int(link.union)] += 1
        }
        for index in stamp.indices { stamp[index] = -1 }
        for union in 0..<unionCount where bucketStart[union] < bucketStart[union + 1] {
            for (position, child) in children[union].enumerated() {
                stamp[child] = Int32(union)
                slot[child] = Int32(position)
            }
            for position in sorted[bucketStart[union]..<bucketStart[union + 1]] {
                let link = links[position]
                let person = Int(link.person)
                if stamp[person] == Int32(union) {
                    merge(link.relation, union: union, position: Int(slot[person]))
                } else {
                    stamp[person] = Int32(union)
                    slot[person] = Int32(children[union].count)
                    append(person, to: union, relation: link.relation)
                }
            }
        }
    }

    /// Places a partner: `HUSB` first, `WIFE` second, `FAMS` by sex where there is room.
    ///
    /// - Returns: false when the union has two other partners already.
    private mutating func place(_ person: Int32, in union: Int32, preferSecond: Bool) -> Bool {
        let u = Int(union)
        if first[u] == person || second[u] == person { return true }
        if preferSecond && second[u] < 0 {
            second[u] = person
        } else if first[u] < 0 {
            first[u] = person
        } else if second[u] < 0 {
            second[u] = person
        } else {
            return false
        }
        return true
    }

    private mutating func append(_ child: Int, to union: Int, relation: ChildRelation) {
        children[union].append(child)
        if !relations.isEmpty {
            relations[union].append(relation)
        } else if relation != .birth {
            relations = children.map { [ChildRelation](repeating: .birth, count: $0.count) }
            relations[union][relations[union].count - 1] = relation
        }
    }

    private mutating func merge(_ relation: ChildRelation, union: Int, position: Int) {
        guard relation != .birth else { return }
        if relations.isEmpty { relations = children.map { [ChildRelation](repeating: .birth, count: $0.count) } }
        if relations[union][position] == .birth { relations[union][position] = relation }
    }

    /// Removes the children of `union` for which `drop` is true, with their relations.
    mutating func removeChildren(of union: Int, where drop: (Int) -> Bool) {
        var kept: [Int] = []
        var keptRelations: [ChildRelation] = []
        for (position, child) in children[union].enumerated() where !drop(child) {
            kept.append(child)
            if !relations.isEmpty { keptRelations.append(relations[union][position]) }
        }
        children[union] = kept
        if !relations.isEmpty { relations[union] = keptRelations }
    }
}
