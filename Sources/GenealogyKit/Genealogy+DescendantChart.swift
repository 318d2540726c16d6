import FamilyTree

extension Genealogy {
    /// Derives the descendant chart of the genealogy: every union drawn exactly once, every person
    /// reached from a root given exactly one home, the fewest repeat appearances these rules allow.
    ///
    /// - Roots: the people named in `roots`, or by default every founder (nobody's child) who is
    ///   not only a partner of people with parents; a founder couple is one root unit; file order.
    /// - A union is anchored at a partner who has parents in the chart; if both do, at the one
    ///   reached first (row, then left to right); if neither does, it is a root's union.
    /// - The other partner stands beside the anchor: in their home box if they have no parents in
    ///   the chart and no home yet (a spouse who married in), otherwise as a repeat appearance.
    /// - A person's further unions become units `[repeat of the person, partner]` right after the
    ///   home unit among the same siblings (or roots); the repeat is listed among the parents'
    ///   children, its line from them a reference, not a second parentage.
    /// - A child listed by a second drawn union (adoption) gets a repeat appearance there, as a leaf.
    /// - Rows follow the chart: a union's children stand one row below the unit that draws it.
    ///
    /// - Parameter rootIDs: Person ids to start from; empty for the default roots. With explicit
    ///   roots, only their descendants and the descendants' partners are drawn.
    /// - Throws: ``GenealogyError/parentCycle(ids:)`` naming the people on a cycle,
    ///   ``GenealogyError/unknownRoot(id:)``, ``GenealogyError/unreachable(ids:count:)``,
    ///   ``GenealogyError/empty(reason:)``; ``GenealogyError/invalidChart(reason:)`` if the chart
    ///   broke a rule of Family JSON v1, which `Family(validating:)` checks on every chart.
    /// - Complexity: O(people + unions + links), counted in ``DescendantChart/work``.
    public func descendantChart(roots rootIDs: [String] = []) throws(GenealogyError) -> DescendantChart {
        guard !people.isEmpty else { throw .empty(reason: "the file has no people") }
        if !isKnownAcyclic { try checkForParentCycle() }
        var derivation = ChartDerivation(genealogy: self)
        try derivation.chooseRoots(rootIDs)
        derivation.build()
        return try derivation.chart(explicitRoots: !rootIDs.isEmpty)
    }
}
