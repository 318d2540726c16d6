import FamilyTree

/// Families for the checker's tests.
enum TestFamilies {
    /// Validates a document written as generations of (id, spouse id, children ids).
    static func family(_ generations: [[(String, String, [String])]]) throws -> Family {
        let document = FamilyDocument(
            generations: generations.map { members in
                members.map { Person(id: $0.0, coupleID: $0.1, childrenIDs: $0.2) }
            })
        return try Family(validating: document)
    }

    /// The family the planted-violation tests use:
    ///
    ///     A = B                      (root couple)
    ///     C  D = S  E  F  K          (children of A and B; S married in)
    ///        G  H                    (children of D and S)
    static func planted() throws -> Family {
        try family([
            [("A", "B", ["C", "D", "E", "F", "K"]), ("B", "A", [])],
            [("C", "", []), ("D", "S", ["G", "H"]), ("S", "D", []), ("E", "", []), ("F", "", []), ("K", "", [])],
            [("G", "", []), ("H", "", [])],
        ])
    }

    /// A random family of at most about `limit` people: 1–3 trees, 0–3 children per unit,
    /// some of them married.
    static func random(seed: UInt64, limit: Int = 40) throws -> Family {
        var random = SplitMix64(seed: seed)
        var next = 0
        func newID() -> String {
            next += 1
            return "p\(next)"
        }
        var generations: [[Person]] = []
        var current: [Person] = []
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            current.append(contentsOf: unit(blood: newID(), marry: Bool.random(using: &random), newID: newID))
        }
        var count = current.count
        while count < limit {
            var children: [Person] = []
            for index in current.indices
            where current[index].coupleID.isEmpty || index == 0
                || current[index - 1].id != current[index].coupleID
            {
                let childCount = Int.random(in: 0...3, using: &random)
                var ids: [String] = []
                for _ in 0..<childCount where count + children.count < limit {
                    let married = Int.random(in: 0..<3, using: &random) == 0
                    let members = unit(blood: newID(), marry: married, newID: newID)
                    ids.append(members[0].id)
                    children.append(contentsOf: members)
                }
                current[index].childrenIDs = ids
            }
            generations.append(current)
            count += children.count
            current = children
            if children.isEmpty { break }
        }
        if !current.isEmpty { generations.append(current) }
        return try Family(validating: FamilyDocument(generations: generations))
    }

    private static func unit(blood: String, marry: Bool, newID: () -> String) -> [Person] {
        guard marry else { return [Person(id: blood)] }
        let spouse = newID()
        return [Person(id: blood, coupleID: spouse), Person(id: spouse, coupleID: blood)]
    }

    /// A million people: couples with three children each, generation by generation.
    static func millionCouples() throws -> Family {
        let target = 1_000_000
        var generations: [[Person]] = [[Person(id: "0", coupleID: "1"), Person(id: "1", coupleID: "0")]]
        var count = 2
        while count < target {
            var row: [Person] = []
            for index in generations[generations.count - 1].indices where index % 2 == 0 && count < target {
                var children: [String] = []
                for _ in 0..<3 where count + 2 <= target {
                    children.append("\(count)")
                    row.append(Person(id: "\(count)", coupleID: "\(count + 1)"))
                    row.append(Person(id: "\(count + 1)", coupleID: "\(count)"))
                    count += 2
                }
                generations[generations.count - 1][index].childrenIDs = children
            }
            if row.isEmpty { break }
            generations.append(row)
        }
        return try Family(validating: FamilyDocument(generations: generations))
    }
}
