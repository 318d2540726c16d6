extension ChartDerivation {
    /// Each box's id: the person's id for their home, `ID~k` for their k-th appearance.
    ///
    /// A repeat's id cannot be anybody's id, so no lookup is needed: the separator is `~`, or,
    /// when ids of the genealogy contain `~`, one `~` more than the longest run of `~` in any of
    /// them (`ID~~k` when the longest run is one). A genealogy id that equals a repeat's id would
    /// hold that longer run. Two repeats cannot share an id either: their ids end in the
    /// separator and digits, which give back the person's id and the appearance.
    ///
    /// - Returns: The ids, and the work: one step per person scanned and per box.
    /// - Complexity: O(boxes + the ids' length).
    func boxIDs() -> (ids: [String], work: Int) {
        let people = genealogy.people
        var longestRun = 0
        for person in people {
            var run = 0
            for byte in person.id.utf8 {
                run = byte == UInt8(ascii: "~") ? run + 1 : 0
                longestRun = max(longestRun, run)
            }
        }
        let separator = String(repeating: "~", count: longestRun + 1)
        let ids = boxPerson.indices.map { box in
            let person = people[Int(boxPerson[box])]
            let appearance = boxAppearance[box]
            return appearance == 1 ? person.id : "\(person.id)\(separator)\(appearance)"
        }
        return (ids, people.count + ids.count)
    }
}
