import FamilyTree

/// The working state of ``Genealogy/ancestorChart(of:generations:)``: a person's ancestors,
/// breadth-first, each person's parents the run of boxes that follows on the next row.
///
/// Boxes are made in breadth-first order (row by row, each row left to right), each with the
/// run of its parents' boxes, which is the order `Family` stores units in when every unit is one
/// person. The first box of a person is their *home* and carries their parents; any later one
/// (pedigree collapse: an ancestor reached by two lines) is a repeat appearance, a leaf.
struct AncestorChartDerivation {
    let genealogy: Genealogy
    /// Each person's home box, or -1; a person homed in another half of the chart is -2.
    private var home: [Int32]
    /// Each person's number of boxes so far, other halves included.
    private var appearances: [Int32]
    /// For each box: the person, whether it is the home, and the first of its parents' boxes.
    private var boxPerson: [Int32] = []
    private var boxIsHome: [Bool] = []
    /// For each box, the person's appearance number: 1 for a home, k for `ID~k`.
    private var boxAppearance: [Int32] = []
    private var firstParentBox: [Int32] = []
    private var parentCount: [Int8] = []
    /// For each box drawn as one of two parents, the union whose marriage it carries (the
    /// parents' own), or -1.
    private var boxMarriage: [Int32] = []
    /// Where each row starts among the boxes; the last entry is the box count.
    private var rowStart: [Int] = [0]
    /// How boxes are named, as in every chart kind.
    private let boxIDs: RepeatBoxIDs
    private(set) var work = 0

    /// Prepares a derivation; `otherHalf` holds the boxes of a chart's other half (an
    /// hourglass's descendants), whose people already have a home there.
    init(genealogy: Genealogy, otherHalf: [Person] = []) {
        self.genealogy = genealogy
        let count = genealogy.people.count
        home = [Int32](repeating: -1, count: count)
        appearances = [Int32](repeating: 0, count: count)
        boxIDs = RepeatBoxIDs(genealogy)
        guard !otherHalf.isEmpty else { return }
        var index: [String: Int] = [:]
        index.reserveCapacity(count)
        for position in genealogy.people.indices { index[genealogy.people.id(at: position)] = position }
        // Repeats here count on from the other half's highest appearance of the person (a cut
        // other half may have kept `ID~3` without `ID~2`), so no id of that half is met again.
        for box in otherHalf {
            work += 1
            let personID = box.sameAs ?? box.id
            guard let person = index[personID] else { continue }
            if box.sameAs == nil { home[person] = -2 }
            let appearance = boxIDs.appearance(of: box.id, for: personID) ?? Int(appearances[person]) + 1
            appearances[person] = max(appearances[person], Int32(clamping: appearance))
        }
    }

    /// Builds the boxes from `root` up to `generations` rows (the root's row included; `nil` for all).
    ///
    /// - Complexity: O(boxes + the parent unions visited), counted in ``work``.
    mutating func build(root: Int, generations: Int?) {
        let rowLimit = generations ?? Int.max
        _ = newBox(root, shared: true)
        var next = 0
        while next < boxPerson.count {
            if next == rowStart[rowStart.count - 1] { rowStart.append(boxPerson.count) }
            let row = rowStart.count - 2
            firstParentBox[next] = Int32(boxPerson.count)
            if boxIsHome[next] && row + 1 < rowLimit {
                let union = genealogy.birthParentUnion(of: Int(boxPerson[next]))
                let parents = union.map(genealogy.parentsFatherFirst(in:)) ?? []
                work += 1 + parents.count
                for parent in parents {
                    let box = newBox(parent)
                    // Two parents: each carries their marriage to the other, as a couple's spouses do.
                    if parents.count == 2, let union { boxMarriage[Int(box)] = Int32(union) }
                }
                parentCount[next] = Int8(boxPerson.count - Int(firstParentBox[next]))
            }
            next += 1
        }
        if rowStart.last != boxPerson.count { rowStart.append(boxPerson.count) }
    }

    /// A new box for `person`: their home if they have none yet (or `shared`: the root, whose
    /// home in an hourglass is the box both halves draw), else a repeat appearance.
    private mutating func newBox(_ person: Int, shared: Bool = false) -> Int32 {
        work += 1
        let box = Int32(boxPerson.count)
        let isHome = shared || home[person] == -1
        if isHome {
            if home[person] == -1 { home[person] = box }
            appearances[person] = max(appearances[person], 1)
            boxAppearance.append(1)
        } else {
            // Repeats count from 2, after the person's boxes in the other half.
            appearances[person] = max(appearances[person], 1) + 1
            boxAppearance.append(appearances[person])
        }
        boxPerson.append(Int32(person))
        boxIsHome.append(isHome)
        firstParentBox.append(0)
        parentCount.append(0)
        boxMarriage.append(-1)
        return box
    }

    /// The number of repeat appearances made.
    var repeatCount: Int { boxIsHome.reduce(0) { $0 + ($1 ? 0 : 1) } }

    /// The number of people with a home box.
    var homeCount: Int { boxIsHome.reduce(0) { $0 + ($1 ? 1 : 0) } }

    /// The chart's ancestor section as a validated family: each box written straight into the
    /// table ``FamilyTree/Family/init(validating:)`` fills, with the fields ``document()`` would
    /// give it, so it is the family that document validates to, with no `Person` made per box:
    /// its id and links as box numbers, its fields read from the genealogy's columns
    /// (``ChartBoxWriter``).
    ///
    /// - Throws: `FamilyValidationFailure` naming every broken rule of Family JSON v1.
    /// - Complexity: O(boxes).
    func family() throws(FamilyValidationFailure) -> Family {
        let (ids, unhomedSlots) = boxIDs.boxIDColumn(of: boxPerson, appearances: boxAppearance, homes: home)
        var writer = ChartBoxWriter(genealogy: genealogy, boxIDs: ids)
        // The parents' boxes of the box being written, reused from box to box.
        var parents: [Int32] = []
        for row in 0..<(rowStart.count - 1) {
            writer.startGeneration()
            for box in rowStart[row]..<rowStart[row + 1] {
                let person = Int(boxPerson[box])
                let first = Int(firstParentBox[box])
                parents.removeAll(keepingCapacity: true)
                for parent in first..<first + Int(parentCount[box]) { parents.append(Int32(parent)) }
                // A repeat names its person's home box.
                var sameAs: Int32? = nil
                if !boxIsHome[box] { sameAs = home[person] >= 0 ? home[person] : unhomedSlots[Int32(person)] }
                parents.withUnsafeBufferPointer { parents in
                    writer.append(
                        box: Int32(box), person: person, couple: -1, children: parents, sameAs: sameAs,
                        marriage: Int(boxMarriage[box]))
                }
            }
            writer.endGeneration()
        }
        return try writer.makeFamily()
    }

    /// The first id that two people with a home box share (see ``RepeatBoxIDs/sharedID(homes:)``),
    /// which ``family()`` does not look for: it numbers the boxes instead of looking their ids up.
    func sharedID() -> String? {
        boxIDs.sharedID(homes: home)
    }

    /// What box `box` shows beyond the name and dates: its person's facts and, for one of two
    /// parents, their union's marriage.
    private func facts(ofBox box: Int) -> PersonFacts {
        var facts = genealogy.people.facts(at: Int(boxPerson[box]))
        if boxMarriage[box] >= 0 {
            let union = genealogy.unions[Int(boxMarriage[box])]
            facts.married = union.shownMarried
            facts.marriagePlace = union.marriagePlace
        }
        return facts
    }

    /// Each box's id: the person's own for a home, `ID~k` for a repeat appearance.
    ///
    /// - Complexity: O(boxes).
    private func boxIDStrings() -> [String] {
        let people = genealogy.people
        var ids = [String](repeating: "", count: boxPerson.count)
        for box in boxPerson.indices {
            let id = people.id(at: Int(boxPerson[box]))
            ids[box] = boxIsHome[box] ? id : boxIDs.id(of: id, appearance: Int(boxAppearance[box]))
        }
        return ids
    }

    /// The chart's ancestor section as a document: row by row, each person's `childrenIDs`
    /// naming their parents' boxes; of two parents, each carries the marriage of their union
    /// (`married`, `marriagePlace`), as both spouses of a descendant chart's couple do.
    ///
    /// - Complexity: O(boxes).
    func document() -> FamilyDocument {
        let people = genealogy.people
        let ids = boxIDStrings()
        var generations: [[Person]] = []
        generations.reserveCapacity(rowStart.count - 1)
        for row in 0..<(rowStart.count - 1) {
            var records: [Person] = []
            records.reserveCapacity(rowStart[row + 1] - rowStart[row])
            for box in rowStart[row]..<rowStart[row + 1] {
                let person = Int(boxPerson[box])
                let first = Int(firstParentBox[box])
                records.append(
                    Person(
                        id: ids[box], name: people.name(at: person), gender: people.sex(at: person),
                        childrenIDs: (first..<first + Int(parentCount[box])).map { ids[$0] },
                        sameAs: boxIsHome[box] ? nil : people.id(at: person), born: people.shownBorn(at: person),
                        died: people.shownDied(at: person), facts: facts(ofBox: box)))
            }
            generations.append(records)
        }
        return FamilyDocument(generations: generations)
    }
}
