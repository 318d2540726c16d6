import FamilyTree

extension ChartDerivation {
    /// Each box's id, by the scheme every chart kind shares (``RepeatBoxIDs``): the person's id
    /// for their home, `ID~k` for their k-th appearance; box `b`'s id is the column's `b`-th
    /// string, and so its slot in ``ChartBoxWriter`` (``RepeatBoxIDs/boxIDColumn(of:appearances:homes:)``).
    ///
    /// - Returns: The ids, the slot of the id of each person with a repeat and no home, and the
    ///   work: one step per person (the ids' scan for `~`) and per box.
    /// - Throws: ``GenealogyError/invalidChart(reason:)`` when two people with a home box share an
    ///   id (``RepeatBoxIDs/sharedID(homes:)``), so their boxes would.
    /// - Complexity: O(boxes + the ids' length).
    func boxIDs() throws(GenealogyError) -> (ids: TextColumn, unhomedSlots: [Int32: Int32], work: Int) {
        let scheme = RepeatBoxIDs(genealogy)
        if let id = scheme.sharedID(homes: home) { throw .invalidChart(reason: "two people share the id \(id)") }
        let (ids, unhomedSlots) = scheme.boxIDColumn(of: boxPerson, appearances: boxAppearance, homes: home)
        return (ids, unhomedSlots, genealogy.people.count + boxPerson.count)
    }
}
