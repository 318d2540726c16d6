/// Builds one generated family row by row; see ``FamilyGenerator`` for the rules.
struct FamilyBuilder {
    private let rows: [GeneratedRow]
    private let childlessShare: Int
    private let skewShare: Int
    private var random: SplitMix64

    init(generator: FamilyGenerator) {
        rows = generator.plannedRows()
        childlessShare = FamilyGenerator.permille(generator.childlessRate)
        skewShare = FamilyGenerator.permille(generator.skew)
        random = SplitMix64(seed: generator.seed)
    }

    /// One row while it is built: which units are couples, and each unit's blood relative's id number.
    private struct RowDraft {
        var isCouple: [Bool]
        /// The id number (`p<number>`) of each unit's blood relative; a spouse has the next number.
        var bloodNumber: [Int]
        /// The ids of the units' blood relatives, as children of the row above.
        var bloodIDs: [String]
    }

    mutating func build() -> FamilyDocument {
        var generations: [[Person]] = []
        generations.reserveCapacity(rows.count)
        var nextNumber = 1
        var current = draftRow(rows[0], firstNumber: &nextNumber)
        var heir = 0
        for generation in rows.indices {
            let isLast = generation == rows.count - 1
            let childCounts =
                isLast
                ? []
                : distributeChildren(parents: rows[generation].units, children: rows[generation + 1].units, heir: heir)
            let below = isLast ? nil : draftRow(rows[generation + 1], firstNumber: &nextNumber)
            var people: [Person] = []
            people.reserveCapacity(rows[generation].people)
            var firstChild = 0
            var nextHeir = 0
            for unit in current.isCouple.indices {
                let count = isLast ? 0 : childCounts[unit]
                let children = below.map { Array($0.bloodIDs[firstChild..<firstChild + count]) } ?? []
                if unit == heir { nextHeir = firstChild }
                firstChild += count
                let bloodID = current.bloodIDs[unit]
                let spouseID = current.isCouple[unit] ? personID(current.bloodNumber[unit] + 1) : ""
                let bloodIsMale = random.next() & 1 == 0
                let age = age(generation: generation)
                people.append(
                    Person(
                        id: bloodID, name: name(male: bloodIsMale), gender: bloodIsMale ? "male" : "female",
                        age: age, coupleID: spouseID, childrenIDs: children))
                if current.isCouple[unit] {
                    people.append(
                        Person(
                            id: spouseID, name: name(male: !bloodIsMale), gender: bloodIsMale ? "female" : "male",
                            age: max(0, age - 3 + random.bounded(7)), coupleID: bloodID, childrenIDs: children))
                }
            }
            generations.append(people)
            heir = nextHeir
            if let below { current = below }
        }
        return FamilyDocument(generations: generations)
    }

    /// Draws which units of a row are couples and numbers its people.
    private mutating func draftRow(_ row: GeneratedRow, firstNumber: inout Int) -> RowDraft {
        let isCouple = choose(row.couples, of: row.units)
        var bloodNumber: [Int] = []
        var bloodIDs: [String] = []
        bloodNumber.reserveCapacity(row.units)
        bloodIDs.reserveCapacity(row.units)
        for unit in 0..<row.units {
            bloodNumber.append(firstNumber)
            bloodIDs.append(personID(firstNumber))
            firstNumber += isCouple[unit] ? 2 : 1
        }
        return RowDraft(isCouple: isCouple, bloodNumber: bloodNumber, bloodIDs: bloodIDs)
    }

    /// How many children each parent unit gets: the heir's share first, then childless parents are
    /// drawn, then the rest is spread evenly over the others, the remainder to drawn parents.
    private mutating func distributeChildren(parents: Int, children: Int, heir: Int) -> [Int] {
        var counts = [Int](repeating: 0, count: parents)
        let heirChildren = skewShare > 0 ? max(1, children * skewShare / 1000) : 0
        counts[heir] = heirChildren
        // Childless parents are drawn among all but the heir, who always has children.
        let childless = min(parents * childlessShare / 1000, parents - 1)
        let isChildless = choose(childless, of: parents - 1)
        var receivers: [Int] = []
        receivers.reserveCapacity(parents - childless)
        for parent in 0..<parents {
            if parent == heir || !isChildless[parent < heir ? parent : parent - 1] { receivers.append(parent) }
        }
        let rest = children - heirChildren
        let even = rest / receivers.count
        let getsOneMore = choose(rest % receivers.count, of: receivers.count)
        for (slot, parent) in receivers.enumerated() {
            counts[parent] += even + (getsOneMore[slot] ? 1 : 0)
        }
        return counts
    }

    /// Exactly `chosen` of `count` items marked, each set equally likely (Knuth's selection sampling).
    private mutating func choose(_ chosen: Int, of count: Int) -> [Bool] {
        if chosen == 0 { return [Bool](repeating: false, count: count) }
        if chosen == count { return [Bool](repeating: true, count: count) }
        var marks = [Bool](repeating: false, count: count)
        var needed = chosen
        for index in 0..<count where needed > 0 {
            if random.bounded(count - index) < needed {
                marks[index] = true
                needed -= 1
            }
        }
        return marks
    }

    /// An age plausible for the generation: the youngest row 1…20, each row above 25 years older,
    /// capped so nobody passes about 110.
    private mutating func age(generation: Int) -> Int {
        min((rows.count - 1 - generation) * 25, 90) + 1 + random.bounded(20)
    }

    private mutating func name(male: Bool) -> String {
        let names = male ? GeneratedNames.male : GeneratedNames.female
        return names[random.bounded(names.count)]
    }
}

/// `p<number>`, built from digits without string interpolation (ids are made a million at a time).
func personID(_ number: Int) -> String {
    var digits = 1
    var rest = number / 10
    while rest > 0 {
        digits += 1
        rest /= 10
    }
    return String(unsafeUninitializedCapacity: digits + 1) { buffer in
        buffer[0] = UInt8(ascii: "p")
        var value = number
        for index in stride(from: digits, through: 1, by: -1) {
            buffer[index] = UInt8(ascii: "0") + UInt8(value % 10)
            value /= 10
        }
        return digits + 1
    }
}
