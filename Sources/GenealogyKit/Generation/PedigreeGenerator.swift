import FamilyTree

/// A seeded genealogy of one person's ancestors, for sweeps and tests of ancestor charts: every
/// person with known parents, generation after generation, until their ancestor chart has exactly
/// ``boxes`` boxes, and a chosen rate of pedigree collapse.
///
/// People are given parents breadth-first, the person (`A0`) first, then their parents, father
/// before mother, row by row, which is the order ``Genealogy/ancestorChart(of:generations:)``
/// walks: each person gets a new father and mother (two new boxes), or with ``collapseRate``
/// the father and mother of someone else of their own generation (not their partner's), who are
/// already in the chart: then the two are siblings, their descendants relatives who married, and
/// the chart draws those parents a second time as repeat appearances without their ancestors.
/// The last person given parents gets only a father when one box is left.
///
/// So every generation but the last is full, the last filled left to right, and the chart has
/// exactly ``boxes`` boxes whatever the rate; a rate of 0 gives 2^g − 1 distinct people for g full
/// generations.
public struct PedigreeGenerator: Sendable {
    /// The number of boxes of the person's ancestor chart, at least 1.
    public var boxes: Int
    /// The chance that a person's parents are a couple already in the chart, 0…1.
    public var collapseRate: Double
    /// The seed of the random draws.
    public var seed: UInt64
    /// The prefix of every id: `A0` is the person, `A1`, `A2` their parents, …
    public var idPrefix: String

    /// Creates a generator.
    ///
    /// - Parameters:
    ///   - boxes: The number of boxes of the chart, at least 1.
    ///   - collapseRate: The chance that a person's parents are already in the chart, 0…1.
    ///   - seed: The seed of the random draws.
    ///   - idPrefix: The prefix of every id.
    public init(boxes: Int, collapseRate: Double = 0, seed: UInt64 = 1, idPrefix: String = "A") {
        precondition(boxes >= 1, "a pedigree has at least the person's box")
        self.boxes = boxes
        self.collapseRate = collapseRate
        self.seed = seed
        self.idPrefix = idPrefix
    }

    /// Makes the genealogy; the person the chart is drawn for is `people[0]`.
    ///
    /// - Complexity: O(boxes).
    public func generate() -> Genealogy {
        var random = SplitMix64(seed: seed ^ 0x7065_6469_6772_6565)
        let permille = Int((max(0, min(1, collapseRate)) * 1000).rounded())
        var people: [GenealogyPerson] = []
        var generationOf: [Int32] = []
        var unions: [GenealogyUnion] = []
        // The union each person is a partner in (their child's parents), and the union each
        // person is a child of.
        var partnerUnion: [Int32] = []
        var parentUnion: [Int32] = []
        // For each generation, the unions whose partners stand in it.
        var couplesOfGeneration: [[Int32]] = []
        people.reserveCapacity(boxes)
        func newPerson(sex: String, generation: Int32) -> Int {
            let index = people.count
            let born = 2000 - 25 * Int(generation) - Int(random.bounded(10))
            people.append(
                GenealogyPerson(
                    id: "\(idPrefix)\(index)", name: "\(sex == "male" ? "Father" : "Mother") \(index)", sex: sex,
                    born: String(born)))
            generationOf.append(generation)
            partnerUnion.append(-1)
            parentUnion.append(-1)
            return index
        }
        _ = newPerson(sex: random.bounded(2) == 0 ? "male" : "female", generation: 0)
        var drawn = 1
        var next = 0
        while drawn < boxes && next < people.count {
            let person = next
            next += 1
            let generation = Int(generationOf[person]) + 1
            while couplesOfGeneration.count <= generation { couplesOfGeneration.append([]) }
            let left = boxes - drawn
            // A couple of this generation already drawn, not the partner's parents.
            var partnerParents: Int32 = -1
            if partnerUnion[person] >= 0, let partner = unions[Int(partnerUnion[person])].partner(of: person) {
                partnerParents = parentUnion[partner]
            }
            let candidates = couplesOfGeneration[generation]
            if left >= 2 && permille > 0 && random.chance(permille: permille) && !candidates.isEmpty {
                let union = candidates[random.bounded(candidates.count)]
                if union != partnerParents && unions[Int(union)].partners.count == 2 {
                    unions[Int(union)].children.append(person)
                    parentUnion[person] = union
                    drawn += 2
                    continue
                }
            }
            let union = Int32(unions.count)
            let father = newPerson(sex: "male", generation: Int32(generation))
            var partners = [father]
            if left >= 2 { partners.append(newPerson(sex: "female", generation: Int32(generation))) }
            for partner in partners { partnerUnion[partner] = union }
            unions.append(GenealogyUnion(id: "\(idPrefix)F\(union)", partners: partners, children: [person]))
            parentUnion[person] = union
            if partners.count == 2 { couplesOfGeneration[generation].append(union) }
            drawn += partners.count
        }
        do {
            return try Genealogy(people: people, unions: unions)
        } catch {
            preconditionFailure("the pedigree generator made an invalid genealogy: \(error)")
        }
    }
}
