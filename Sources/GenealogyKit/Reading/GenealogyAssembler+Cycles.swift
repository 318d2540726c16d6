import FamilyTree

extension GenealogyAssembler {
    /// Builds the genealogy from resolved links, dropping each link that makes someone their own
    /// ancestor, with a warning that names the cycle it closed.
    ///
    /// ``Genealogy/parentCycleClosingLinks()`` finds the links (a partner listed as a child of
    /// their own union is the shortest cycle, a link from a person back to them); the genealogy is
    /// then built again without them.
    ///
    /// - Complexity: O(people + links); a file with a cycle builds its genealogy twice.
    func breakingParentCycles(
        people: GenealogyPeople, unionIDs: [String], links resolved: inout LinkResolution,
        names: (people: IDIndex, unions: IDIndex), warnings: inout GenealogyWarningLog
    ) throws(GenealogyError) -> Genealogy {
        var problems: [Int64: String] = [:]
        var genealogy = try build(people: people, unionIDs: unionIDs, links: resolved)
        let closing = genealogy.parentCycleClosingLinks()
        if !closing.isEmpty {
            var drop: [Int: Set<Int>] = [:]
            for link in closing {
                drop[link.union, default: []].insert(link.child)
                let cycle = link.cycle.map { messageEscaped(names.people.writtenID(of: $0)) }
                let shown =
                    link.omitted > 0
                    ? cycle.prefix(6).joined(separator: " → ") + " → … (\(link.omitted) more) → "
                        + cycle.suffix(6).joined(separator: " → ")
                    : cycle.joined(separator: " → ")
                let child = messageEscaped(names.people.writtenID(of: link.child))
                let union = messageEscaped(names.unions.writtenID(of: link.union))
                problems[Self.key(link.union, link.child)] =
                    link.cycle.count == 1
                    ? "makes \(child) a child of \(union), of which they are a partner; nobody can be their own parent"
                    : "makes \(child) a child of \(union), closing the parent cycle \(shown) → \(cycle[0]); "
                        + "nobody can be their own ancestor"
            }
            for (union, children) in drop { resolved.removeChildren(of: union) { children.contains($0) } }
            genealogy = try build(people: people, unionIDs: unionIDs, links: resolved)
        }
        genealogy.isKnownAcyclic = true
        guard !problems.isEmpty else { return genealogy }
        // The lines of the dropped links: one pass over the links, only when there are some.
        var reported = Set<Int64>()
        for link in links where link.kind == .child || link.kind == .childOf {
            let target = link.resolved(people: names.people, unions: names.unions)
            let pair: (union: Int32?, person: Int32?) =
                link.kind == .child ? (link.owner, target) : (target, link.owner)
            guard let union = pair.union, let person = pair.person else { continue }
            let key = Self.key(Int(union), Int(person))
            guard let problem = problems[key], reported.insert(key).inserted else { continue }
            let owner =
                link.kind == .child ? names.unions.writtenID(of: Int(union)) : names.people.writtenID(of: Int(person))
            warnings.append(
                GenealogyWarning(
                    .parentCycle, line: link.line > 0 ? Int(link.line) : nil, record: owner,
                    problem: "\(name(of: link.kind)) \(problem)", action: .droppedLink,
                    relatedRecord: link.kind == .child
                        ? names.people.writtenID(of: Int(person)) : names.unions.writtenID(of: Int(union))))
        }
        return genealogy
    }

    private static func key(_ union: Int, _ person: Int) -> Int64 { Int64(union) << 32 | Int64(person) }

    private func build(
        people: GenealogyPeople, unionIDs: [String], links: LinkResolution
    ) throws(GenealogyError)
        -> Genealogy
    {
        var unions: [GenealogyUnion] = []
        unions.reserveCapacity(unionIDs.count)
        for index in unionIDs.indices {
            // A union whose children are all by birth lists no relations, as GenealogyUnion asks.
            let relations = links.relations.isEmpty ? [] : links.relations[index]
            var union = GenealogyUnion(
                id: unionIDs[index], partners: links.partners(of: index), children: links.children[index],
                childRelations: relations.allSatisfy(\.isBirth) ? [] : relations)
            if let marriage = marriages[Int32(index)] {
                union.married = marriage.date
                union.marriagePlace = marriage.place
            }
            unions.append(union)
        }
        return try Genealogy(people: people, unions: unions, assembled: true)
    }
}
