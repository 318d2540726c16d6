extension FamilyDocument {
    /// The document cut to its first `count` generations, still a valid chart when this one is.
    ///
    /// The last generation kept lists no children. A repeat appearance (`sameAs`) whose home was
    /// cut becomes the home: the first such appearance in document order takes the person's id
    /// (and loses its `sameAs`), the others keep naming it, and every `coupleID` and `childrenIDs`
    /// entry that named the appearance by its old id names it by the new one.
    ///
    /// - Parameter count: How many generations to keep, at least 1; a document with no more is
    ///   returned as it is.
    /// - Complexity: O(people + links) expected.
    public func firstGenerations(_ count: Int) -> FamilyDocument {
        precondition(count >= 1, "a chart keeps at least one generation")
        guard count < generations.count else { return self }
        var kept = FamilyDocument(generations: Array(generations.prefix(count)))
        for index in kept.generations[count - 1].indices { kept.generations[count - 1][index].childrenIDs = [] }
        var homes = Set<String>()
        for row in kept.generations {
            for person in row where person.sameAs == nil { homes.insert(person.id) }
        }
        var renamed: [String: String] = [:]
        for row in kept.generations.indices {
            for index in kept.generations[row].indices {
                guard let home = kept.generations[row][index].sameAs, !homes.contains(home) else { continue }
                homes.insert(home)
                renamed[kept.generations[row][index].id] = home
                kept.generations[row][index].id = home
                kept.generations[row][index].sameAs = nil
            }
        }
        guard !renamed.isEmpty else { return kept }
        for row in kept.generations.indices {
            for index in kept.generations[row].indices {
                let record = kept.generations[row][index]
                if let spouse = renamed[record.coupleID] { kept.generations[row][index].coupleID = spouse }
                if record.childrenIDs.contains(where: { renamed[$0] != nil }) {
                    kept.generations[row][index].childrenIDs = record.childrenIDs.map { renamed[$0] ?? $0 }
                }
            }
        }
        return kept
    }
}
