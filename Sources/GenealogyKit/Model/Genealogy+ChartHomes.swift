public import FamilyTree

extension Genealogy {
    /// The people of a chart's home boxes (its repeat appearances left out), with no unions: the
    /// people a chart shows, to be named by id or name (``PersonReference/box(in:)``), with the
    /// notes and nearest names of ``peopleMatchingWords(of:)`` and ``nearestNames(to:limit:)``.
    ///
    /// - Throws: ``GenealogyError`` when two home boxes share an id, which a validated chart
    ///   never has.
    /// - Complexity: O(boxes).
    public init(homesOf chart: FamilyChart) throws(GenealogyError) {
        let people = chart.people.filter { !$0.isRepeat }.map {
            GenealogyPerson(id: $0.id, name: $0.name, born: $0.born, died: $0.died)
        }
        try self.init(people: people, unions: [])
    }
}
