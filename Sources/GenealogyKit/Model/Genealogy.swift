/// What a family file records: people and unions (GEDCOM's `INDI` and `FAM`).
///
/// A person may be a partner in any number of unions and a child of one or, with adoption, more;
/// relatives may marry. Turn a genealogy into something drawable with ``descendantChart(roots:)``.
///
/// The links from a person to their unions are indexed once, when the genealogy is made, as
/// contiguous ranges (compressed rows), so walking a million people touches no dictionary.
public struct Genealogy: Sendable {
    /// Every person, in file order, stored field by field (``GenealogyPeople``).
    public let people: GenealogyPeople
    /// Every union, in file order.
    public let unions: [GenealogyUnion]
    /// `partnerUnionStart[p] ..< partnerUnionStart[p + 1]` indexes ``partnerUnionList`` for person p.
    let partnerUnionStart: [Int32]
    /// The unions each person is a partner in, in union order.
    let partnerUnionList: [Int32]
    /// `parentUnionStart[p] ..< parentUnionStart[p + 1]` indexes ``parentUnionList`` for person p.
    let parentUnionStart: [Int32]
    /// The unions that list each person as a child, in union order.
    let parentUnionList: [Int32]
    /// Whether nobody is known to be their own ancestor: set by the reader that broke the file's
    /// parent cycles, so the chart need not look for them again.
    var isKnownAcyclic = false
    /// Whether no two people share an id: true for a genealogy a reader assembled (its assembler
    /// renames a reused id), so a chart need not look for a duplicate.
    var hasDistinctIDs = false

    /// Makes a genealogy from people and unions whose links are indices into `people`.
    ///
    /// A union without partners records no parents: its children are treated as having none.
    ///
    /// - Parameters:
    ///   - people: The people, in file order.
    ///   - unions: The unions, in file order; a person's unions are taken in this order.
    /// - Throws: ``GenealogyError/invalidLink(reason:)`` for an index outside `people` or the same
    ///   person twice in one union's partners or children, ``GenealogyError/tooManyPartners(line:union:)``,
    ///   ``GenealogyError/parentCycle(ids:)`` for a partner who is their own union's child,
    ///   ``GenealogyError/nulCharacter(line:id:field:)`` for a person whose text holds U+0000.
    /// - Complexity: O(people + links + the people's text).
    public init(people: [GenealogyPerson], unions: [GenealogyUnion]) throws(GenealogyError) {
        for person in people {
            if let field = person.fieldHoldingNUL { throw .nulCharacter(line: nil, id: person.id, field: field) }
        }
        try self.init(people: GenealogyPeople(people), unions: unions, assembled: false)
    }

    /// ``init(people:unions:)`` from people already stored, whose text holds no NUL. An
    /// `assembled` genealogy comes from ``GenealogyAssembler``, whose links are valid indices, each
    /// person once per union; they are not checked again, and a partner listed as their own union's
    /// child is let through for the assembler to find with the other parent cycles and drop.
    init(people: GenealogyPeople, unions: [GenealogyUnion], assembled: Bool) throws(GenealogyError) {
        let count = people.count
        var stamp = [Int32](repeating: -1, count: assembled ? 0 : count)
        var partnerCount = [Int32](repeating: 0, count: count + 1)
        var parentCount = [Int32](repeating: 0, count: count + 1)
        /// Checks that `person` is a person, named once by the union at `index`.
        func check(_ person: Int, in union: GenealogyUnion, at index: Int) throws(GenealogyError) {
            guard person >= 0 && person < count else {
                throw .invalidLink(reason: "union \(union.id) names person index \(person) of \(count)")
            }
            guard stamp[person] != Int32(index) else {
                if union.partners.contains(person) && union.children.contains(person) {
                    throw .parentCycle(ids: [people.id(at: person)])
                }
                throw .invalidLink(reason: "union \(union.id) names \(people.id(at: person)) twice")
            }
            stamp[person] = Int32(index)
        }
        for (index, union) in unions.enumerated() {
            guard union.partners.count <= 2 else { throw .tooManyPartners(line: nil, union: union.id) }
            if !assembled {
                for person in union.partners { try check(person, in: union, at: index) }
                for person in union.children { try check(person, in: union, at: index) }
            }
            for partner in union.partners { partnerCount[partner + 1] += 1 }
            if !union.partners.isEmpty {
                for child in union.children { parentCount[child + 1] += 1 }
            }
        }
        for index in 0..<count {
            partnerCount[index + 1] += partnerCount[index]
            parentCount[index + 1] += parentCount[index]
        }
        var partnerList = [Int32](repeating: 0, count: Int(partnerCount[count]))
        var parentList = [Int32](repeating: 0, count: Int(parentCount[count]))
        var nextPartner = partnerCount
        var nextParent = parentCount
        for (index, union) in unions.enumerated() {
            for partner in union.partners {
                partnerList[Int(nextPartner[partner])] = Int32(index)
                nextPartner[partner] += 1
            }
            if !union.partners.isEmpty {
                for child in union.children {
                    parentList[Int(nextParent[child])] = Int32(index)
                    nextParent[child] += 1
                }
            }
        }
        self.people = people
        self.unions = unions
        self.partnerUnionStart = partnerCount
        self.partnerUnionList = partnerList
        self.parentUnionStart = parentCount
        self.parentUnionList = parentList
        hasDistinctIDs = assembled
    }

    /// The unions `person` is a partner in, in union order.
    public func partnerUnions(of person: Int) -> ArraySlice<Int32> {
        partnerUnionList[Int(partnerUnionStart[person])..<Int(partnerUnionStart[person + 1])]
    }

    /// The unions that list `person` as a child (more than one with adoption), in union order.
    public func parentUnions(of person: Int) -> ArraySlice<Int32> {
        parentUnionList[Int(parentUnionStart[person])..<Int(parentUnionStart[person + 1])]
    }

    /// Whether `person` is a child of some union with a partner.
    public func hasParents(_ person: Int) -> Bool {
        parentUnionStart[person] != parentUnionStart[person + 1]
    }

    /// The number of parent–child links: each child of a union with partners, counted once per union.
    public var parentageLinkCount: Int { parentUnionList.count }
}
