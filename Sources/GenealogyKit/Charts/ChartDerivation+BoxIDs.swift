extension ChartDerivation {
    /// Each box's id, by the scheme every chart kind shares (``RepeatBoxIDs``): the person's id
    /// for their home, `ID~k` for their k-th appearance.
    ///
    /// - Returns: The ids, and the work: one step per person scanned and per box.
    /// - Complexity: O(boxes + the ids' length).
    func boxIDs() -> (ids: [String], work: Int) {
        let people = genealogy.people
        let scheme = RepeatBoxIDs(genealogy)
        let ids = boxPerson.indices.map { box in
            scheme.id(of: people.id(at: Int(boxPerson[box])), appearance: Int(boxAppearance[box]))
        }
        return (ids, people.count + ids.count)
    }
}
