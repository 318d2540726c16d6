/// A validated family: the people of a Family JSON v1 document, linked into units and trees
/// by array indices.
///
/// Build one with ``init(validating:)`` (or ``init(jsonData:)``); every rule of the format is
/// checked there, so code that holds a `Family` can rely on its shape: every unit's children
/// are the next generation, couples are symmetric, every person belongs to exactly one unit.
///
/// Storage is index based and contiguous, for layout engines that walk millions of people:
/// ``units`` in breadth-first order (see ``FamilyUnit``), ``unitOfPerson`` from a person to
/// their unit, the people's fields in columns (``FamilyPeople``). No dictionary is needed after
/// validation.
public struct Family: Sendable {
    /// Every person, in document order (generation by generation).
    public let people: FamilyPeople
    /// For each generation, the range of ``people`` that holds it.
    public let generationPeople: [Range<Int>]
    /// Every unit, breadth-first: roots in generation-0 order, then each unit's children as one run.
    public let units: [FamilyUnit]
    /// For each generation, the range of ``units`` that holds it, left to right.
    public let generationUnits: [Range<Int>]
    /// For each person, the index of their unit in ``units``.
    public let unitOfPerson: [Int32]

    /// Assembles a family from parts that are already consistent; ``init(validating:)`` is the
    /// checked way in.
    init(
        people: FamilyPeople,
        generationPeople: [Range<Int>],
        units: [FamilyUnit],
        generationUnits: [Range<Int>],
        unitOfPerson: [Int32]
    ) {
        self.people = people
        self.generationPeople = generationPeople
        self.units = units
        self.generationUnits = generationUnits
        self.unitOfPerson = unitOfPerson
    }

    /// The number of people.
    public var personCount: Int { people.count }
    /// The number of generations (rows).
    public var generationCount: Int { generationPeople.count }
    /// The units that start a tree, in generation-0 order.
    public var roots: Range<Int> { generationUnits.first ?? 0..<0 }
    /// The number of couples.
    public var coupleCount: Int { units.reduce(0) { $0 + ($1.isCouple ? 1 : 0) } }
    /// The number of repeat appearances: boxes with `sameAs`, drawn again for someone whose home
    /// box is elsewhere.
    public var repeatCount: Int { people.repeatCount }
    /// The largest number of people in one generation.
    public var widestGeneration: Int { generationPeople.map { $0.count }.max() ?? 0 }

    /// The index in ``people`` of the person with id `id`, or `nil` when nobody has it.
    ///
    /// - Complexity: O(n): a scan of the ids. For many look-ups, index the ids once.
    public func personIndex(of id: String) -> Int? {
        people.index(ofID: id)
    }

    /// The document this family was validated from, in its original order.
    public var document: FamilyDocument {
        FamilyDocument(generations: generationPeople.map { Array(people[$0]) })
    }
}

extension Family {
    /// The index in ``units`` of the last child of `unit` that is somebody's child: the last of
    /// its run that is not a further union (a child's later partner stands in the run right after
    /// the child). The first child never is one.
    ///
    /// - Complexity: O(1 + the further unions at the end of the run).
    @inlinable public func lastOwnChild(of unit: FamilyUnit) -> Int {
        var last = Int(unit.firstChild + unit.childCount) - 1
        while units[last].isFurtherUnion { last -= 1 }
        return last
    }
}

extension Family {
    /// The number of trees: the roots, less the further unions among them (a founder's later
    /// partners belong to the founder's tree).
    public var treeCount: Int { units[roots].lazy.filter { !$0.isFurtherUnion }.count }

    /// The number of further unions: later partners of people who married more than once.
    public var furtherUnionCount: Int { units.lazy.filter { $0.isFurtherUnion }.count }
}
