import FamilyTree

/// The working state of ``Genealogy/descendantChart(roots:)``: boxes and units built row by row.
///
/// Units are stored breadth-first, as `Family` stores them: the root units, then each
/// unit's children as one consecutive run. Walking the units in order therefore walks the chart's
/// rows top to bottom and each row left to right, which is the "reached first" order the anchoring
/// rule needs.
struct ChartDerivation {
    /// One unit of the chart: an anchor box, perhaps a partner beside it, the union it draws.
    struct Unit {
        var anchor: Int32
        var partner: Int32 = -1
        var union: Int32 = -1
        var row: Int32
        var firstChild: Int32 = 0
        var childCount: Int32 = 0
    }

    let genealogy: Genealogy
    /// The people the chart starts from.
    private(set) var roots: [Int] = []
    /// Whether a person is a root or descends from one.
    private(set) var isBlood: [Bool]
    /// Whether a person is the child of a union the chart draws (has parents in the chart).
    private var hasChartParents: [Bool]
    /// Each person's home box, or -1.
    private var home: [Int32]
    /// Each person's number of boxes so far (home and repeats).
    private var appearances: [Int32]
    /// Whether each union has been drawn.
    private var drawn: [Bool]
    /// For each box: the person, and its appearance number (1 for the home, k for `ID~k`).
    private var boxPerson: [Int32] = []
    private var boxAppearance: [Int32] = []
    private var units: [Unit] = []
    private var work = 0

    init(genealogy: Genealogy) {
        self.genealogy = genealogy
        let count = genealogy.people.count
        isBlood = [Bool](repeating: false, count: count)
        hasChartParents = [Bool](repeating: false, count: count)
        home = [Int32](repeating: -1, count: count)
        appearances = [Int32](repeating: 0, count: count)
        drawn = [Bool](repeating: false, count: genealogy.unions.count)
        boxPerson.reserveCapacity(count + count / 8)
        boxAppearance.reserveCapacity(count + count / 8)
        units.reserveCapacity(count)
    }

    // MARK: Roots and blood lines

    /// Picks the roots, then marks who descends from them and who has parents in the chart.
    mutating func chooseRoots(_ ids: [String]) throws(GenealogyError) {
        let people = genealogy.people
        if ids.isEmpty {
            for person in people.indices where !genealogy.hasParents(person) {
                let unions = genealogy.partnerUnions(of: person)
                work += 1 + unions.count
                let foundsAUnion = unions.contains { union in
                    !genealogy.unions[Int(union)].partners.contains { genealogy.hasParents($0) }
                }
                if unions.isEmpty || foundsAUnion { roots.append(person) }
            }
        } else {
            var index: [String: Int] = [:]
            for (position, person) in people.enumerated() { index[person.id] = position }
            var seen = Set<Int>()
            for id in ids {
                guard let person = index[id] else { throw .unknownRoot(id: id) }
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
    }

    // MARK: Building

    /// Builds every unit, breadth-first.
    mutating func build() {
        for root in roots where home[root] < 0 {
            placeHome(of: root, row: 0)
        }
        var next = 0
        while next < units.count {
            let unit = units[next]
            // As Family stores it: a childless unit's first child is where its children would start.
            units[next].firstChild = Int32(units.count)
            if unit.union >= 0 {
                let firstChild = units.count
                for child in genealogy.unions[Int(unit.union)].children {
                    work += 1
                    if home[child] < 0 {
                        placeHome(of: child, row: unit.row + 1)
                    } else {
                        // A second drawn union lists the child (adoption): a repeat, as a leaf.
                        units.append(Unit(anchor: newBox(child), row: unit.row + 1))
                    }
                }
                units[next].firstChild = Int32(firstChild)
                units[next].childCount = Int32(units.count - firstChild)
            }
            next += 1
        }
    }

    /// Each box's id: the person's id for their home, `ID~k` for their k-th appearance. Where a
    /// person of the genealogy already has the id `ID~k` (ids with `~` are rare but legal), the
    /// repeat takes the next free `ID~k`, so no two boxes share an id.
    ///
    /// - Complexity: O(boxes), expected.
    private func boxIDs() -> [String] {
        let people = genealogy.people
        var ids = boxPerson.indices.map { box in
            let person = people[Int(boxPerson[box])]
            let appearance = boxAppearance[box]
            return appearance == 1 ? person.id : "\(person.id)~\(appearance)"
        }
        // A repeat's id ends in `~` and digits, so it can only meet a genealogy id that has a `~`.
        guard people.contains(where: { $0.id.contains("~") }) else { return ids }
        var taken = Set(people.map(\.id))
        for box in ids.indices where boxAppearance[box] > 1 {
            let person = people[Int(boxPerson[box])].id
            var appearance = Int(boxAppearance[box])
            while taken.contains(ids[box]) {
                appearance += 1
                ids[box] = "\(person)~\(appearance)"
            }
            taken.insert(ids[box])
        }
        return ids
    }

    /// A new box for `person`: their home (appearance 1) when `isHome`, else a repeat (`~2`, `~3`, …).
    private mutating func newBox(_ person: Int, isHome: Bool = false) -> Int32 {
        work += 1
        let box = Int32(boxPerson.count)
        boxPerson.append(Int32(person))
        if isHome {
            home[person] = box
            boxAppearance.append(1)
        } else {
            // Repeats count from 2 whether or not the home is placed yet.
            appearances[person] = max(appearances[person], 1) + 1
            boxAppearance.append(appearances[person])
        }
        return box
    }

    /// Whether `person` anchors `union` when their home is placed: a person with parents in the
    /// chart anchors all their unions not drawn yet; a root only those whose other partner has none.
    private func anchors(_ person: Int, _ union: Int) -> Bool {
        if drawn[union] { return false }
        if hasChartParents[person] { return true }
        guard isBlood[person] else { return false }
        return genealogy.unions[union].partner(of: person).map { !hasChartParents[$0] } ?? true
    }

    /// Places `person`'s home box as a unit's anchor, with the unions anchored at them: the first
    /// in the home unit, each further one as `[repeat, partner]` right after it.
    private mutating func placeHome(of person: Int, row: Int32) {
        let box = newBox(person, isHome: true)
        var placed = false
        // People homed beside an anchor whose own further unions still need units, in order.
        var pending: [(person: Int, box: Int32)] = [(person, box)]
        var cursor = 0
        while cursor < pending.count {
            let (anchorPerson, homeBox) = pending[cursor]
            cursor += 1
            for union in genealogy.partnerUnions(of: anchorPerson) {
                work += 1
                let unionIndex = Int(union)
                guard anchors(anchorPerson, unionIndex) else { continue }
                drawn[unionIndex] = true
                let other = genealogy.unions[unionIndex].partner(of: anchorPerson)
                // A union of one person with no children draws nothing: no unit, no repeat.
                if other == nil && genealogy.unions[unionIndex].children.isEmpty { continue }
                let anchorBox: Int32
                if !placed && cursor == 1 {
                    anchorBox = homeBox
                    placed = true
                } else {
                    anchorBox = newBox(anchorPerson)
                }
                var unit = Unit(anchor: anchorBox, union: union, row: row)
                if let other {
                    let homedHere = home[other] < 0 && !hasChartParents[other]
                    unit.partner = newBox(other, isHome: homedHere)
                    if homedHere && isBlood[other] { pending.append((other, unit.partner)) }
                }
                units.append(unit)
            }
            if cursor == 1 && !placed {
                units.append(Unit(anchor: homeBox, row: row))
                placed = true
            }
        }
    }

    // MARK: The chart

    /// The chart document, after ``build()``.
    func chart(explicitRoots: Bool) throws(GenealogyError) -> DescendantChart {
        let people = genealogy.people
        let unhomed = people.indices.filter { home[$0] < 0 }
        if !unhomed.isEmpty && !explicitRoots {
            throw .unreachable(ids: unhomed.prefix(10).map { people[$0].id }, count: unhomed.count)
        }
        let boxIDs = self.boxIDs()
        func record(_ box: Int32, partner: Int32, children: [String]) -> Person {
            let person = people[Int(boxPerson[Int(box)])]
            return Person(
                id: boxIDs[Int(box)], name: person.name, gender: person.sex, age: 0,
                coupleID: partner >= 0 ? boxIDs[Int(partner)] : "", childrenIDs: children,
                sameAs: boxAppearance[Int(box)] == 1 ? nil : person.id,
                born: person.shownBorn, died: person.shownDied)
        }
        // The units are breadth-first with rows in order: unit by unit, the anchor then the
        // partner make the document's generations in the order Family keeps them.
        var generations: [[Person]] = []
        var repeats = 0
        for unit in units {
            let row = Int(unit.row)
            if row == generations.count { generations.append([]) }
            let firstChild = Int(unit.firstChild)
            let children = (0..<Int(unit.childCount)).map { boxIDs[Int(units[firstChild + $0].anchor)] }
            generations[row].append(record(unit.anchor, partner: unit.partner, children: children))
            if boxAppearance[Int(unit.anchor)] > 1 { repeats += 1 }
            if unit.partner >= 0 {
                generations[row].append(record(unit.partner, partner: unit.anchor, children: children))
                if boxAppearance[Int(unit.partner)] > 1 { repeats += 1 }
            }
        }
        // The one way into a Family: every rule of the format checked, as for a file.
        let family: Family
        do {
            family = try Family(validating: FamilyDocument(generations: generations))
        } catch {
            throw .invalidChart(reason: error.description)
        }
        return DescendantChart(
            family: family, roots: roots, repeatCount: repeats,
            drawnUnionCount: drawn.reduce(0) { $0 + ($1 ? 1 : 0) }, chartedPeopleCount: people.count - unhomed.count,
            leftOutCount: unhomed.count, work: work)
    }
}
