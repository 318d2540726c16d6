import FamilyTree

/// Small random families for the engine's tests, independent of the project's generator so a
/// bug there cannot hide one here. Deterministic for a seed (SplitMix64).
struct RandomFamilies {
    private var bits: SplitMix64

    init(seed: UInt64) { bits = SplitMix64(seed: seed &+ 0x9E37_79B9_7F4A_7C15) }

    mutating func below(_ bound: Int) -> Int { Int(bits.next() % UInt64(max(bound, 1))) }

    /// A family of up to `people` people in at most `generations` generations; children per
    /// unit drawn from 0...maxChildren with a bias to produce chains, wide rows and childless couples.
    mutating func family(people: Int, generations: Int, maxChildren: Int = 4, coupleRate: Int = 50) -> Family {
        var rows: [[Person]] = [[]]
        var next = 0
        func newID() -> String {
            next += 1
            return "p\(next)"
        }
        // Each entry: (generation, index of the blood person in its row).
        var frontier: [(Int, Int)] = []
        let roots = 1 + below(3)
        for _ in 0..<roots where next < people {
            rows[0].append(Person(id: newID(), name: "R"))
            frontier.append((0, rows[0].count - 1))
        }
        var cursor = 0
        while cursor < frontier.count && next < people {
            let (generation, index) = frontier[cursor]
            cursor += 1
            var spouseIndex: Int?
            if below(100) < coupleRate && next < people {
                let spouse = Person(id: newID(), name: "S", coupleID: rows[generation][index].id)
                rows[generation][index].coupleID = spouse.id
                rows[generation].append(spouse)
                spouseIndex = rows[generation].count - 1
            }
            guard generation + 1 < generations else { continue }
            let shape = below(10)
            let count = shape < 2 ? 0 : shape < 5 ? 1 : 1 + below(maxChildren)
            if rows.count <= generation + 1 { rows.append([]) }
            var childIDs: [String] = []
            for _ in 0..<count where next < people {
                let child = Person(id: newID(), name: "C")
                childIDs.append(child.id)
                rows[generation + 1].append(child)
                frontier.append((generation + 1, rows[generation + 1].count - 1))
            }
            rows[generation][index].childrenIDs = childIDs
            if let spouseIndex, below(2) == 0 { rows[generation][spouseIndex].childrenIDs = childIDs }
        }
        while rows.last?.isEmpty == true { rows.removeLast() }
        do {
            return try Family(validating: FamilyDocument(generations: rows))
        } catch {
            fatalError("RandomFamilies built an invalid family: \(error)")
        }
    }

    /// Random box widths between 20 and 120 points, one per person.
    mutating func widths(for family: Family) -> [Double] {
        family.people.map { _ in Double(20 + below(101)) }
    }
}
