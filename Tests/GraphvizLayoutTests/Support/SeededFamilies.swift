import FamilyTree

/// Generated-like families for the dot tests, deterministic for a seed (SplitMix64): one or
/// two root units, about two thirds of people married, 0–5 children per unit, until the
/// requested number of people is reached. Independent of the project's generator.
struct SeededFamilies {
    private var bits: SplitMix64

    init(seed: UInt64) { bits = SplitMix64(seed: seed &* 0x2545_F491_4F6C_DD1D &+ 1) }

    private mutating func below(_ bound: Int) -> Int { Int(bits.next() % UInt64(bound)) }

    /// A family of exactly `people` people (at least 1), grown breadth-first.
    mutating func family(people: Int) -> Family {
        var rows: [[Person]] = [[]]
        var count = 0
        func makeID() -> String {
            count += 1
            return "p\(count)"
        }
        var frontier: [(generation: Int, index: Int)] = []
        for _ in 0..<(1 + below(2)) where count < people {
            rows[0].append(Person(id: makeID(), name: "Root \(count)", gender: "male"))
            frontier.append((0, rows[0].count - 1))
        }
        var cursor = 0
        while count < people {
            if cursor == frontier.count {
                // Everyone is placed and the family is still short: start another tree.
                rows[0].append(Person(id: makeID(), name: "Root \(count)"))
                frontier.append((0, rows[0].count - 1))
            }
            let (generation, index) = frontier[cursor]
            cursor += 1
            var spouseIndex: Int?
            if below(3) < 2, count < people {
                let spouse = Person(
                    id: makeID(), name: "Spouse \(count)", gender: "female", coupleID: rows[generation][index].id)
                rows[generation][index].coupleID = spouse.id
                rows[generation].append(spouse)
                spouseIndex = rows[generation].count - 1
            }
            if spouseIndex == nil, below(2) == 0 { continue }
            let children = [0, 1, 2, 2, 3, 3, 4, 5][below(8)]
            if rows.count == generation + 1 { rows.append([]) }
            var childIDs: [String] = []
            for _ in 0..<children where count < people {
                let child = Person(id: makeID(), name: "Child \(count)", gender: below(2) == 0 ? "male" : "female")
                childIDs.append(child.id)
                rows[generation + 1].append(child)
                frontier.append((generation + 1, rows[generation + 1].count - 1))
            }
            rows[generation][index].childrenIDs = childIDs
            if let spouseIndex { rows[generation][spouseIndex].childrenIDs = childIDs }
        }
        while rows.last?.isEmpty == true { rows.removeLast() }
        do {
            return try Family(validating: FamilyDocument(generations: rows))
        } catch {
            fatalError("SeededFamilies built an invalid family: \(error)")
        }
    }
}
