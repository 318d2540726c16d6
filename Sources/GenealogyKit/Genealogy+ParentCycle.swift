extension Genealogy {
    /// Throws if someone is their own ancestor.
    ///
    /// Kahn's topological order over parent → child links; if it cannot take everyone, the people
    /// left each have a parent among them, so walking up parents from one of them meets a cycle.
    ///
    /// - Throws: ``GenealogyError/parentCycle(ids:)`` with the cycle's ids, eldest first.
    /// - Complexity: O(people + links).
    func checkForParentCycle() throws(GenealogyError) {
        let count = people.count
        var parentCount = [Int32](repeating: 0, count: count)
        for union in unions where !union.partners.isEmpty {
            for child in union.children { parentCount[child] += Int32(union.partners.count) }
        }
        var ready = (0..<count).filter { parentCount[$0] == 0 }
        var taken = 0
        while let person = ready.popLast() {
            taken += 1
            for union in partnerUnions(of: person) {
                for child in unions[Int(union)].children {
                    parentCount[child] -= 1
                    if parentCount[child] == 0 { ready.append(child) }
                }
            }
        }
        guard taken < count else { return }
        // Everyone left has a parent left; walk up until a person repeats.
        var step = [Int32](repeating: -1, count: count)
        var person = parentCount.firstIndex { $0 > 0 }!
        var walk: [Int] = []
        while step[person] < 0 {
            step[person] = Int32(walk.count)
            walk.append(person)
            let parent = parentUnions(of: person).lazy.flatMap { self.unions[Int($0)].partners }
                .first { parentCount[$0] > 0 }!
            person = parent
        }
        let cycle = walk[Int(step[person])...].reversed().map { people[$0].id }
        throw .parentCycle(ids: Array(cycle))
    }
}
