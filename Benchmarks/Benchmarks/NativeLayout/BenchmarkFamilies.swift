import FamilyTree

/// Deterministic families of an exact size for the benchmarks, built breadth-first: every
/// unit has 1–4 children (cycling), every third child brings a spouse, so rows widen and deepen
/// like a real family. Built once, outside the measured part.
///
/// The project's seeded generator can replace this once it lands; this one is kept tiny and
/// free of randomness so allocation counts are identical on every run.
enum BenchmarkFamilies {
    static func family(people count: Int) -> Family {
        var generations: [[Person]] = [[]]
        var next = 0
        func newID() -> String {
            next += 1
            return "p\(next)"
        }
        // (generation, index of the blood person in its row)
        var queue: [(Int, Int)] = []
        var cursor = 0
        generations[0].append(Person(id: newID(), name: "Root", coupleID: "p2"))
        generations[0].append(Person(id: newID(), name: "Spouse", coupleID: "p1"))
        queue.append((0, 0))
        var made = 2
        var childSlot = 0
        while made < count && cursor < queue.count {
            let (generation, index) = queue[cursor]
            cursor += 1
            if generations.count == generation + 1 { generations.append([]) }
            var children: [String] = []
            for _ in 0..<(1 + cursor % 4) where made < count {
                childSlot += 1
                let married = childSlot % 3 == 0 && made + 2 <= count
                let id = newID()
                let spouse = married ? newID() : ""
                children.append(id)
                generations[generation + 1].append(Person(id: id, name: "Child", coupleID: spouse))
                queue.append((generation + 1, generations[generation + 1].count - 1))
                if married {
                    generations[generation + 1].append(Person(id: spouse, name: "Spouse", coupleID: id))
                }
                made += married ? 2 : 1
            }
            generations[generation][index].childrenIDs = children
        }
        if generations.last?.isEmpty == true { generations.removeLast() }
        do {
            return try Family(validating: FamilyDocument(generations: generations))
        } catch {
            fatalError("the benchmark family is invalid: \(error)")
        }
    }
}
