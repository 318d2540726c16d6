extension ChartDerivation {
    // MARK: Roots and blood lines

    /// Picks the roots, then marks who descends from them, who has parents in the chart, and
    /// through which union each person's home line runs.
    ///
    /// - Parameter specs: People to start from, each an id, an id in GEDCOM's `@ID@` form, or a
    ///   name (``Genealogy/person(matching:)``); empty for every founder who is not only a
    ///   partner of people with parents, in file order (see ``orderRootsByLine()``).
    /// - Throws: ``GenealogyError/unknownRoot(id:nearest:)`` or ``GenealogyError/ambiguousRoot(query:candidates:)``.
    /// - Complexity: O(people + unions + links), plus O(people) for each root given by name.
    mutating func chooseRoots(_ specs: [PersonReference]) throws(GenealogyError) {
        let people = genealogy.people
        if specs.isEmpty {
            for person in people.indices where !genealogy.hasParents(person) {
                let unions = genealogy.partnerUnions(of: person)
                work += 1 + unions.count
                let foundsAUnion = unions.contains { union in
                    !genealogy.unions[Int(union)].partners.contains { genealogy.hasParents($0) }
                }
                if unions.isEmpty || foundsAUnion { roots.append(person) }
            }
        } else {
            let lookup = PersonLookup(genealogy, queries: specs.map(\.text))
            var seen = Set<Int>()
            for spec in specs {
                let person = try lookup.person(matching: spec.text)
                if seen.insert(person).inserted { roots.append(person) }
            }
        }
        var queue = roots
        for root in roots { isBlood[root] = true }
        var head = 0
        while head < queue.count {
            let person = queue[head]
            head += 1
            for union in genealogy.partnerUnions(of: person) {
                work += 1
                for child in genealogy.unions[Int(union)].children {
                    work += 1
                    hasChartParents[child] = true
                    if !isBlood[child] {
                        isBlood[child] = true
                        queue.append(child)
                    }
                }
            }
        }
        // A root that descends from another root is drawn under its parents, not as a root.
        roots.removeAll { hasChartParents[$0] }
        for root in roots { isRoot[root] = true }
        chooseHomeUnions()
    }

    /// Each person's home union: the first union in file order that lists them as a child by
    /// birth and that the chart draws (it has a partner of the blood).
    private mutating func chooseHomeUnions() {
        let unions = genealogy.unions
        // By index: each union read in place, not copied (its arrays retained) to be looked at.
        for index in unions.indices where unions[index].partners.contains(where: { isBlood[$0] }) {
            for (position, child) in unions[index].children.enumerated() where homeUnion[child] < 0 {
                work += 1
                if unions[index].relation(ofChildAt: position).isBirth { homeUnion[child] = Int32(index) }
            }
        }
    }

    /// Orders the default roots by the size of their lines, largest first (file order among
    /// equals), so the largest tree is drawn first and a union between two lines is reached, and
    /// so homed, in the larger one.
    ///
    /// A line's size is its founder's number of descendants, each child counted once, under
    /// their home union; a child of a union that joins two lines (both partners have parents)
    /// counts half in each, so the children of cousins count once in their common line and a
    /// family joining two lines weighs half in each. Computed children first, in one pass.
    ///
    /// - Complexity: O(people + unions + links).
    mutating func orderRootsByLine() {
        guard roots.count > 1 else { return }
        let parentsFirst = parentsFirstOrder()
        let unions = genealogy.unions
        var descendants = [Double](repeating: 0, count: genealogy.people.count)
        var unionWeight = [Double](repeating: -1, count: unions.count)
        for person in parentsFirst.reversed().lazy.map(Int.init) {
            var total = 0.0
            for union in genealogy.partnerUnions(of: person).lazy.map(Int.init) {
                work += 1
                if unionWeight[union] < 0 {
                    var weight = 0.0
                    for child in unions[union].children where lineUnion(of: child) == union {
                        work += 1
                        weight += 1 + descendants[child]
                    }
                    unionWeight[union] = weight
                }
                let joinsTwoLines = unions[union].partners.allSatisfy { genealogy.hasParents($0) }
                total +=
                    unions[union].partners.count == 2 && joinsTwoLines ? unionWeight[union] / 2 : unionWeight[union]
            }
            descendants[person] = total
        }
        // A stable sort, so equals keep file order.
        roots = roots.enumerated().sorted { left, right in
            descendants[left.element] != descendants[right.element]
                ? descendants[left.element] > descendants[right.element] : left.offset < right.offset
        }.map(\.element)
    }

    /// The union a child's line runs through: their home union, else the first drawn union that
    /// lists them (one with a partner of the blood), or nil for someone without parents in the chart.
    func lineUnion(of child: Int) -> Int? {
        if homeUnion[child] >= 0 { return Int(homeUnion[child]) }
        return genealogy.parentUnions(of: child).lazy.map(Int.init).first { union in
            genealogy.unions[union].partners.contains { isBlood[$0] }
        }
    }
}
