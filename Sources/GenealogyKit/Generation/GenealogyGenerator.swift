public import FamilyTree

/// A seeded genealogy with the shapes real files have — second marriages with half-siblings, and
/// marriages between relatives (cousins, and across generations such as uncle and niece) — made
/// from a generated family with exactly the same people.
///
/// The family (`FamilyGenerator`: exactly `members` people in exactly `generations`
/// generations) is read as a genealogy, then two knobs rewire it without adding or removing anyone:
///
/// - ``remarriageRate``: a couple with two or more children becomes two marriages of the blood
///   partner: the later half of the children go to a second union with someone of the same
///   generation who had no spouse and no children (that person leaves their parents' family and
///   marries in). Half-siblings follow.
/// - ``relativeMarriageRate``: a spouse who married in (no parents) becomes the child of another
///   family one generation up (a cousin or a more remote relative of the same generation) or,
///   every other time, two generations up (a relative of the parents' generation: uncle–niece).
///
/// Parent cycles cannot arise: every new parent stands in an earlier generation than the child.
public struct GenealogyGenerator: Sendable {
    /// The family the genealogy starts from; its `members` is the exact number of people.
    public var family: FamilyGenerator
    /// The chance that a couple with two or more children becomes two marriages, 0…1.
    public var remarriageRate: Double
    /// The chance that a spouse who married in is made a relative, 0…1.
    public var relativeMarriageRate: Double

    /// Creates a generator.
    public init(family: FamilyGenerator, remarriageRate: Double = 0.1, relativeMarriageRate: Double = 0.05) {
        self.family = family
        self.remarriageRate = remarriageRate
        self.relativeMarriageRate = relativeMarriageRate
    }

    /// Makes the genealogy.
    ///
    /// - Throws: `FamilyGeneratorError` when the family's options are impossible.
    /// - Complexity: O(people).
    public func generate() throws(FamilyGeneratorError) -> Genealogy {
        let document = try family.generate()
        let chart: Family
        do {
            chart = try Family(validating: document)
        } catch {
            preconditionFailure("the family generator made an invalid family: \(error)")
        }
        var random = SplitMix64(seed: family.seed ^ 0x6765_6E65_616C_6F67)
        func chance(_ rate: Double) -> Bool { random.chance(permille: Int((max(0, min(1, rate)) * 1000).rounded())) }

        let count = chart.personCount
        var generationOf = [Int](repeating: 0, count: count)
        for (generation, range) in chart.generationPeople.enumerated() {
            for person in range { generationOf[person] = generation }
        }
        var people = chart.people.enumerated().map { index, person in
            GenealogyPerson(
                id: person.id, name: person.name, sex: person.gender,
                born: String(1800 + 25 * generationOf[index] + Int(random.bounded(10))))
        }
        var unions: [GenealogyUnion] = []
        var parentUnion = [Int](repeating: -1, count: count)
        var isLeaf = [Bool](repeating: false, count: count)
        for unit in chart.units where unit.isCouple || unit.hasChildren {
            var partners = [Int(unit.blood)]
            if unit.isCouple { partners.append(Int(unit.spouse)) }
            let children = unit.children.map { Int(chart.units[$0].blood) }
            for child in children { parentUnion[child] = unions.count }
            unions.append(GenealogyUnion(id: "F\(unions.count + 1)", partners: partners, children: children))
        }
        for unit in chart.units where !unit.isCouple && !unit.hasChildren && !unit.isRoot {
            isLeaf[Int(unit.blood)] = true
        }

        // Second marriages, with someone of the same generation who had no family of their own.
        var leavesOfGeneration = [[Int]](repeating: [], count: chart.generationCount)
        for person in 0..<count where isLeaf[person] { leavesOfGeneration[generationOf[person]].append(person) }
        let firstUnionCount = unions.count
        for union in 0..<firstUnionCount where unions[union].partners.count == 2 && unions[union].children.count >= 2 {
            guard chance(remarriageRate) else { continue }
            let partner = unions[union].partners[0]
            var leaves = leavesOfGeneration[generationOf[partner]]
            guard !leaves.isEmpty else { continue }
            let pick = random.bounded(leaves.count)
            let secondSpouse = leaves[pick]
            leaves.swapAt(pick, leaves.count - 1)
            leaves.removeLast()
            leavesOfGeneration[generationOf[partner]] = leaves
            let formerParents = parentUnion[secondSpouse]
            unions[formerParents].children.removeAll { $0 == secondSpouse }
            parentUnion[secondSpouse] = -1
            people[secondSpouse].sex = people[partner].sex == "male" ? "female" : "male"
            let children = unions[union].children
            let half = children.count / 2
            unions[union].children = Array(children[..<half])
            for child in children[half...] { parentUnion[child] = unions.count }
            unions.append(
                GenealogyUnion(
                    id: "F\(unions.count + 1)", partners: [partner, secondSpouse], children: Array(children[half...])))
        }

        // Marriages between relatives: a married-in spouse gets parents one or two generations up.
        var unionsOfGeneration = [[Int]](repeating: [], count: chart.generationCount)
        for (index, union) in unions.enumerated() where !union.partners.isEmpty {
            unionsOfGeneration[generationOf[union.partners[0]]].append(index)
        }
        var acrossGenerations = false
        for union in unions.indices where unions[union].partners.count == 2 {
            let blood = unions[union].partners[0]
            let spouse = unions[union].partners[1]
            let generation = generationOf[blood]
            guard parentUnion[spouse] < 0, generation >= 1, chance(relativeMarriageRate) else { continue }
            acrossGenerations.toggle()
            let target = acrossGenerations && generation >= 2 ? generation - 2 : generation - 1
            let candidates = unionsOfGeneration[target]
            guard !candidates.isEmpty else { continue }
            let parents = candidates[random.bounded(candidates.count)]
            guard parents != parentUnion[blood] else { continue }
            unions[parents].children.append(spouse)
            parentUnion[spouse] = parents
        }
        do {
            return try Genealogy(people: people, unions: unions)
        } catch {
            preconditionFailure("the genealogy generator made an invalid link: \(error)")
        }
    }
}
