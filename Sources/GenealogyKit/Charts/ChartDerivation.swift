import FamilyTree

/// The working state of ``Genealogy/descendantChart(roots:)``: boxes and units built tree by tree.
///
/// Each root's tree is built breadth-first before the next root's (the roots ordered by the size
/// of their lines, largest first: ``orderRootsByLine()``): its root units, then each
/// unit's children as one consecutive run. Walking the units in order therefore walks the largest
/// tree row by row, then the next, which is the "reached first" order the anchoring rule needs:
/// a union between two lines is reached first in the larger line. ``chart(explicitRoots:)``
/// interleaves the trees row by row into the breadth-first order `Family` stores.
///
/// The roots and lines are in `ChartDerivation+Roots.swift`, the box ids in
/// `ChartDerivation+BoxIDs.swift`.
struct ChartDerivation {
    /// One unit of the chart: an anchor box, perhaps a partner beside it, the union it draws.
    /// A further union (a later marriage of the person whose unit stands just before it) has
    /// the later partner as its anchor and the person's box in ``furtherUnionOf``.
    struct Unit {
        var anchor: Int32
        var partner: Int32 = -1
        var furtherUnionOf: Int32 = -1
        var union: Int32 = -1
        var row: Int32
        var firstChild: Int32 = 0
        var childCount: Int32 = 0
    }

    let genealogy: Genealogy
    /// The people the chart starts from.
    var roots: [Int] = []
    /// Whether a person is a root or descends from one.
    var isBlood: [Bool]
    /// Whether a person is one of ``roots``.
    var isRoot: [Bool]
    /// Whether a person is the child of a union the chart draws (has parents in the chart).
    var hasChartParents: [Bool]
    /// The union whose line to a person is their home: the first that the person belongs to by
    /// birth and that the chart draws, or -1 when none is (then the first union reached that
    /// lists them). The other unions that list them draw a repeat, as a leaf (adoption).
    var homeUnion: [Int32]
    /// Each person's home box, or -1.
    private(set) var home: [Int32]
    /// Each person's number of boxes so far (home and repeats).
    private var appearances: [Int32]
    /// Whether each union has been drawn.
    private var drawn: [Bool]
    /// The anchor chosen for each union between two partners with parents in the chart
    /// (``chooseAnchors()``), or -1; empty when there is none.
    var anchorOf: [Int32] = []
    /// For each box: the person, and its appearance number (1 for the home, k for a repeat).
    var boxPerson: [Int32] = []
    var boxAppearance: [Int32] = []
    private var units: [Unit] = []
    /// ``placeHome(of:row:)``'s worklist: the people homed beside an anchor whose own further
    /// unions still need units, in order. Kept from call to call, so that no array is made and
    /// freed for every person placed.
    private var pending: [(person: Int, box: Int32)] = []
    /// The tie of each repeat box drawn as a child under parents it was not born to, by box.
    private var boxTies: [Int32: ChildRelation] = [:]
    /// Every person once, parents before children (Kahn's order), once ``parentsFirstOrder()``
    /// has made it or the cycle check has.
    var parentsFirst: [Int32]?
    var work = 0

    init(genealogy: Genealogy) {
        self.genealogy = genealogy
        let count = genealogy.people.count
        isBlood = [Bool](repeating: false, count: count)
        isRoot = [Bool](repeating: false, count: count)
        hasChartParents = [Bool](repeating: false, count: count)
        homeUnion = [Int32](repeating: -1, count: count)
        home = [Int32](repeating: -1, count: count)
        appearances = [Int32](repeating: 0, count: count)
        drawn = [Bool](repeating: false, count: genealogy.unions.count)
        boxPerson.reserveCapacity(count + count / 8)
        boxAppearance.reserveCapacity(count + count / 8)
        units.reserveCapacity(count)
    }

    /// ``parentsFirst``, made now if it is not yet.
    ///
    /// - Complexity: O(people + links) the first time, O(1) after.
    mutating func parentsFirstOrder() -> [Int32] {
        if let parentsFirst { return parentsFirst }
        let order = genealogy.parentsFirstOrder().order
        parentsFirst = order
        return order
    }

    // MARK: Building

    /// Builds every unit: each root's tree breadth-first, in the roots' order.
    mutating func build() {
        var next = 0
        for root in roots where home[root] < 0 {
            placeHome(of: root, row: 0)
            while next < units.count {
                placeChildren(of: next)
                next += 1
            }
        }
    }

    /// Places the children of the union unit `index` draws, one row below it: a child's home when
    /// this union is the child's home union (or the child has none and no home yet), else a
    /// repeat as a leaf, whose line from the unit is a reference (adoption, fostering, a second
    /// family that lists the child).
    private mutating func placeChildren(of index: Int) {
        let unit = units[index]
        // As Family stores it: a childless unit's first child is where its children would start.
        units[index].firstChild = Int32(units.count)
        guard unit.union >= 0 else { return }
        let firstChild = units.count
        for (position, child) in genealogy.unions[Int(unit.union)].children.enumerated() {
            work += 1
            let isHomeLine = homeUnion[child] < 0 ? home[child] < 0 : homeUnion[child] == unit.union
            // A child homed under adoptive parents (no birth family in the file) keeps the tie too.
            let tie = genealogy.unions[Int(unit.union)].relation(ofChildAt: position)
            let box: Int32
            if isHomeLine {
                placeHome(of: child, row: unit.row + 1)
                box = home[child]
            } else {
                box = newBox(child)
                units.append(Unit(anchor: box, row: unit.row + 1))
            }
            if !tie.isBirth { boxTies[box] = tie }
        }
        units[index].firstChild = Int32(firstChild)
        units[index].childCount = Int32(units.count - firstChild)
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

    /// Whether `person` anchors `union` when their home is placed: the chosen partner of a union
    /// between two people with parents in the chart; else a person with parents in the chart
    /// anchors all their unions not drawn yet, a root only those whose other partner has none.
    private func anchors(_ person: Int, _ union: Int) -> Bool {
        if drawn[union] { return false }
        if !anchorOf.isEmpty && anchorOf[union] >= 0 { return anchorOf[union] == person }
        if hasChartParents[person] { return true }
        guard isBlood[person] else { return false }
        return genealogy.unions[union].partner(of: person).map { !hasChartParents[$0] } ?? true
    }

    /// Places `person`'s home box as a unit's anchor, with the unions anchored at them: the first
    /// in the home unit; each further one with a partner who marries in and stands nowhere else
    /// as a further union beside the person, right after it (one partner group); any other as
    /// `[repeat, partner]` after the group.
    private mutating func placeHome(of person: Int, row: Int32) {
        let box = newBox(person, isHome: true)
        var placed = false
        pending.removeAll(keepingCapacity: true)
        pending.append((person, box))
        var cursor = 0
        // The person's own unions that draw a repeat, placed after their partner group.
        var repeats: [Unit] = []
        while cursor < pending.count {
            let (anchorPerson, homeBox) = pending[cursor]
            cursor += 1
            if cursor == 2 && !repeats.isEmpty {
                units.append(contentsOf: repeats)
                repeats = []
            }
            for union in genealogy.partnerUnions(of: anchorPerson) {
                work += 1
                let unionIndex = Int(union)
                guard anchors(anchorPerson, unionIndex) else { continue }
                drawn[unionIndex] = true
                let other = genealogy.unions[unionIndex].partner(of: anchorPerson)
                // A union of one person with no children draws nothing: no unit, no repeat.
                if other == nil && genealogy.unions[unionIndex].children.isEmpty { continue }
                // A later partner who marries in, drawn nowhere yet, joins the person's group,
                // when the person's home unit has a partner to stand beside. (Their own other
                // unions are drawn where a partner of the blood anchors them, or not at all, as
                // for any spouse who married in; a founder joins only with no other union.)
                if placed && cursor == 1, let other, home[other] < 0, !hasChartParents[other],
                    !isRoot[other] || isRoot[anchorPerson],
                    !isBlood[other] || genealogy.partnerUnions(of: other).count == 1,
                    let main = units.last, main.anchor == homeBox || main.furtherUnionOf == homeBox,
                    main.partner >= 0 || main.furtherUnionOf >= 0
                {
                    units.append(
                        Unit(anchor: newBox(other, isHome: true), furtherUnionOf: homeBox, union: union, row: row))
                    continue
                }
                let anchorBox: Int32
                if !placed && cursor == 1 {
                    anchorBox = homeBox
                    placed = true
                } else {
                    anchorBox = newBox(anchorPerson)
                }
                var unit = Unit(anchor: anchorBox, union: union, row: row)
                if let other {
                    // A root is homed in their own tree, unless this is a union of two roots.
                    let homedHere =
                        home[other] < 0 && !hasChartParents[other] && (!isRoot[other] || isRoot[anchorPerson])
                    unit.partner = newBox(other, isHome: homedHere)
                    if homedHere && isBlood[other] { pending.append((other, unit.partner)) }
                }
                if cursor == 1 && anchorBox != homeBox { repeats.append(unit) } else { units.append(unit) }
            }
            if cursor == 1 && !placed {
                units.append(Unit(anchor: homeBox, row: row))
                placed = true
            }
        }
        if !repeats.isEmpty { units.append(contentsOf: repeats) }
    }

    // MARK: The chart

    /// The chart, after ``build()``; `validationTime` is set to the time its check took.
    ///
    /// The derivation is spent: its arrays, by person, by union, by box and by unit, are let go
    /// once every box is written, before the chart's family is linked, the step at which the
    /// path from a genealogy's file to its layout holds the most.
    mutating func chart(explicitRoots: Bool, validationTime: inout Duration) throws(GenealogyError) -> GenealogyChart {
        let people = genealogy.people
        let unhomed = people.indices.filter { home[$0] < 0 }
        if !unhomed.isEmpty && !explicitRoots {
            throw .unreachable(ids: unhomed.prefix(10).map(people.id(at:)), count: unhomed.count)
        }
        let (boxIDs, unhomedSlots, idWork) = try self.boxIDs()
        // The units are tree by tree, each tree breadth-first with its rows in order; Family keeps
        // the generations row by row (the trees side by side, in the roots' order). So the units
        // are sorted by row, stably (counting), and each row's anchor then partner written in turn.
        var rowStart = [Int32](repeating: 0, count: Int(units.lazy.map(\.row).max() ?? -1) + 2)
        for unit in units { rowStart[Int(unit.row) + 1] += 1 }
        for row in rowStart.indices.dropFirst() { rowStart[row] += rowStart[row - 1] }
        var unitsByRow = [Int32](repeating: 0, count: units.count)
        var nextInRow = rowStart
        for (index, unit) in units.enumerated() {
            unitsByRow[Int(nextInRow[Int(unit.row)])] = Int32(index)
            nextInRow[Int(unit.row)] += 1
        }
        // Each box straight into the table Family(validating:) fills, checked by every rule of
        // the format as a file is: the one way into a Family, with no Person made per box. Its id
        // and links are box numbers; its fields are read where the genealogy stores them.
        var writer = ChartBoxWriter(genealogy: genealogy, boxIDs: boxIDs)
        // The children's boxes of the unit being written, reused from unit to unit.
        var children: [Int32] = []
        for row in 0..<rowStart.count - 1 {
            writer.startGeneration()
            for index in unitsByRow[Int(rowStart[row])..<Int(rowStart[row + 1])] {
                let unit = units[Int(index)]
                let firstChild = Int(unit.firstChild)
                // A child's later partners stand in the run as further unions; they are nobody's children.
                children.removeAll(keepingCapacity: true)
                for child in firstChild..<firstChild + Int(unit.childCount) where units[child].furtherUnionOf < 0 {
                    children.append(units[child].anchor)
                }
                children.withUnsafeBufferPointer { children in
                    write(
                        unit.anchor, partner: unit.furtherUnionOf >= 0 ? unit.furtherUnionOf : unit.partner,
                        union: unit.union, children: children, unhomedSlots: unhomedSlots, to: &writer)
                    if unit.partner >= 0 {
                        write(
                            unit.partner, partner: unit.anchor, union: unit.union, children: children,
                            unhomedSlots: unhomedSlots, to: &writer)
                    }
                }
            }
            writer.endGeneration()
        }
        let unitUnions = unitsByRow.map { Int(units[Int($0)].union) }
        let drawnUnionCount = drawn.reduce(0) { $0 + ($1 ? 1 : 0) }
        unitsByRow = []
        releaseArrays()
        let family: Family
        let clock = ContinuousClock()
        let validationStart = clock.now
        do {
            family = try writer.makeFamily()
        } catch {
            throw .invalidChart(reason: error.description)
        }
        validationTime = clock.now - validationStart
        var chart = FamilyChart(descendants: family)
        chart.childTies = Dictionary(uniqueKeysWithValues: boxTies.map { (boxIDs.string(at: Int($0.key)), $0.value) })
        return GenealogyChart(
            chart: chart, roots: roots, chartedPeopleCount: people.count - unhomed.count, leftOutCount: unhomed.count,
            drawnUnionCount: drawnUnionCount, work: work + idWork, unitUnions: unitUnions)
    }

    /// Writes box `box`, standing beside `partner` (or -1) in the unit that draws `union`, with
    /// `children` under it.
    ///
    /// A method, with the writer passed in, not a function nested in
    /// ``chart(explicitRoots:validationTime:)``: one capturing the writer checked its exclusive
    /// access at run time for every box (`swift_beginAccess`, 8M instructions at 100,000 boxes).
    private func write(
        _ box: Int32, partner: Int32, union: Int32, children: UnsafeBufferPointer<Int32>,
        unhomedSlots: [Int32: Int32], to writer: inout ChartBoxWriter
    ) {
        let person = Int(boxPerson[Int(box)])
        // A repeat names its person's home box.
        var sameAs: Int32? = nil
        if boxAppearance[Int(box)] != 1 { sameAs = home[person] >= 0 ? home[person] : unhomedSlots[Int32(person)] }
        // A box beside a partner shows the marriage of the union they stand in.
        writer.append(
            box: box, person: person, couple: partner, children: children, sameAs: sameAs,
            marriage: partner >= 0 && union >= 0 ? Int(union) : -1)
    }

    /// Lets go of the arrays ``chart(explicitRoots:validationTime:)`` needs no more once every
    /// box is written.
    private mutating func releaseArrays() {
        (isBlood, isRoot, hasChartParents, drawn) = ([], [], [], [])
        (homeUnion, home, appearances, anchorOf, boxPerson, boxAppearance) = ([], [], [], [], [], [])
        (units, pending) = ([], [])
        parentsFirst = nil
    }
}
