extension Genealogy {
    /// The union an ancestor chart draws as `person`'s parents: the first union (in file order)
    /// that lists them as a child by birth, else the first that lists them at all (an adopted
    /// child whose birth parents the file does not record); `nil` when no union with a partner
    /// lists them.
    ///
    /// - Complexity: O(the person's parent unions), plus the children of a union that records
    ///   how its children belong to it (GEDCOM's `PEDI`), to find the person among them.
    public func birthParentUnion(of person: Int) -> Int? {
        let candidates = parentUnions(of: person)
        for union in candidates {
            let record = unions[Int(union)]
            if record.childRelations.isEmpty { return Int(union) }
            if let position = record.children.firstIndex(of: person), record.relation(ofChildAt: position).isBirth {
                return Int(union)
            }
        }
        return candidates.first.map(Int.init)
    }

    /// The parents an ancestor chart draws for `person`, father then mother: the partners of
    /// ``birthParentUnion(of:)``, in the file's order (GEDCOM's `HUSB` before `WIFE`) unless that
    /// order puts a woman before a man, which is turned round. Empty when no parents are recorded.
    ///
    /// - Complexity: as ``birthParentUnion(of:)``.
    public func birthParents(of person: Int) -> [Int] {
        guard let union = birthParentUnion(of: person) else { return [] }
        return parentsFatherFirst(in: union)
    }

    /// The partners of `union` as an ancestor chart draws a person's parents: in the file's order
    /// unless that order puts a woman before a man, which is turned round.
    func parentsFatherFirst(in union: Int) -> [Int] {
        let partners = unions[union].partners
        if partners.count == 2 && people.sex(at: partners[0]) == "female" && people.sex(at: partners[1]) == "male" {
            return [partners[1], partners[0]]
        }
        return partners
    }
}
