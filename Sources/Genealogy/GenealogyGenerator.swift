import FamilyTree

/// A seeded genealogy with the shapes real files have: second marriages, half-siblings, and
/// marriages between relatives (cousins, and across generations, such as uncle and niece).
///
/// Everyone descends from one founder couple or married in. People are handled in the order
/// they are born: each marries with probability ``marriageRate`` — a relative with probability
/// ``relativeMarriageRate`` (someone born but not yet married who is not a sibling; since
/// everyone shares the founders, that is a cousin or a relative of another generation), else
/// a newcomer who marries in — and has 1–4 children; with probability ``remarriageRate`` they
/// marry again, a newcomer, and have more children. The count of people is exact: the last
/// unions are cut short. Parent cycles cannot arise, because a relative is chosen among people
/// who have no children yet.
public struct GenealogyGenerator: Sendable {
    /// The exact number of people (at least 1).
    public var people: Int
    /// The seed; equal settings give equal genealogies on every platform.
    public var seed: UInt64
    /// The chance that a person marries at all, 0…1.
    public var marriageRate = 0.75
    /// The chance that a person who marries marries again, 0…1.
    public var remarriageRate = 0.1
    /// The chance that a marriage is with a relative, 0…1.
    public var relativeMarriageRate = 0.05

    /// Creates a generator with the default rates.
    public init(people: Int, seed: UInt64, remarriageRate: Double = 0.1, relativeMarriageRate: Double = 0.05) {
        self.people = people
        self.seed = seed
        self.remarriageRate = remarriageRate
        self.relativeMarriageRate = relativeMarriageRate
    }

    /// Makes the genealogy.
    ///
    /// - Precondition: `people >= 1`; rates within 0…1.
    /// - Complexity: O(people).
    public func generate() -> Genealogy {
        precondition(people >= 1, "a genealogy needs at least one person")
        var random = SplitMix64(seed: seed)
        func permille(_ rate: Double) -> Int { Int((max(0, min(1, rate)) * 1000).rounded()) }
        var persons: [GenealogyPerson] = []
        persons.reserveCapacity(people)
        var unions: [GenealogyUnion] = []
        var parentUnion: [Int32] = []
        var married: [Bool] = []
        var bornYear: [Int] = []

        func add(sex: String, year: Int, parent: Int) -> Int {
            let index = persons.count
            let names = sex == "male" ? Self.maleNames : Self.femaleNames
            persons.append(
                GenealogyPerson(
                    id: "I\(index + 1)", name: "\(names[random.bounded(names.count)]) \(index + 1)", sex: sex,
                    born: String(year)))
            parentUnion.append(Int32(parent))
            married.append(false)
            bornYear.append(year)
            return index
        }
        func opposite(_ sex: String) -> String { sex == "male" ? "female" : "male" }
        func addChildren(to union: Int, year: Int) {
            let count = 1 + random.bounded(4)
            for _ in 0..<count where persons.count < people {
                let child = add(
                    sex: random.bounded(2) == 0 ? "male" : "female", year: year + 22 + random.bounded(10), parent: union
                )
                unions[union].children.append(child)
            }
        }

        let founder = add(sex: "male", year: 1700, parent: -1)
        if people == 1 { return Self.checked(persons, []) }
        let founderWife = add(sex: "female", year: 1702, parent: -1)
        unions.append(GenealogyUnion(id: "F1", partners: [founder, founderWife]))
        married[founder] = true
        married[founderWife] = true
        addChildren(to: 0, year: 1700)

        var cursor = 2
        while persons.count < people && cursor < persons.count {
            let person = cursor
            cursor += 1
            let isLast = cursor == persons.count
            var marriages = 0
            if !married[person] && (isLast || random.chance(permille: permille(marriageRate))) {
                var partner = -1
                if !isLast && random.chance(permille: permille(relativeMarriageRate)) {
                    for _ in 0..<3 {
                        let candidate = cursor + random.bounded(persons.count - cursor)
                        if !married[candidate] && parentUnion[candidate] != parentUnion[person] {
                            partner = candidate
                            break
                        }
                    }
                }
                if partner < 0 {
                    guard persons.count < people else { break }
                    partner = add(sex: opposite(persons[person].sex), year: bornYear[person], parent: -1)
                }
                married[person] = true
                married[partner] = true
                marriages = 1
                unions.append(GenealogyUnion(id: "F\(unions.count + 1)", partners: [person, partner]))
                addChildren(to: unions.count - 1, year: max(bornYear[person], bornYear[partner]))
            } else if married[person] {
                marriages = 1
            }
            if marriages > 0 && persons.count + 1 < people && random.chance(permille: permille(remarriageRate)) {
                let partner = add(sex: opposite(persons[person].sex), year: bornYear[person] + 5, parent: -1)
                married[partner] = true
                unions.append(GenealogyUnion(id: "F\(unions.count + 1)", partners: [person, partner]))
                addChildren(to: unions.count - 1, year: bornYear[person] + 10)
            }
        }
        return Self.checked(persons, unions)
    }

    /// The genealogy of links the generator made; every index is in range and no union repeats a
    /// person, so it cannot fail.
    private static func checked(_ people: [GenealogyPerson], _ unions: [GenealogyUnion]) -> Genealogy {
        do {
            return try Genealogy(people: people, unions: unions)
        } catch {
            preconditionFailure("the generator made an invalid link: \(error)")
        }
    }

    private static let maleNames = ["James", "John", "Robert", "Thomas", "Daniel", "Paul", "Wei", "Hao", "Jun", "Ming"]
    private static let femaleNames = [
        "Mary", "Linda", "Susan", "Sarah", "Emma", "Anna", "Grace", "Fang", "Jing", "Yan",
    ]
}
