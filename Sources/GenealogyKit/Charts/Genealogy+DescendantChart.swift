import FamilyTree

extension Genealogy {
    /// Derives the descendant chart of the genealogy: every union drawn exactly once, every person
    /// reached from a root given exactly one home, the fewest repeat appearances these rules allow.
    ///
    /// - Roots: the people named in `roots`, in that order, or by default every founder (nobody's
    ///   child) who is not only a partner of people with parents, the founders with the largest
    ///   lines first (the most descendants; a child of two lines counts half in each), file order
    ///   among equals; a founder couple is one root unit.
    /// - Each root's tree is built before the next one's, breadth-first. A union is anchored at a
    ///   partner who has parents in the chart; if both do, at the one reached first: in the larger
    ///   line when they come from two, else row by row, left to right; if neither does, it is a
    ///   root's union.
    /// - The other partner stands beside the anchor: in their home box if they have no parents in
    ///   the chart and no home yet (a spouse who married in), otherwise as a repeat appearance.
    /// - A person's further unions become units `[repeat of the person, partner]` right after the
    ///   home unit among the same siblings (or roots); the repeat is listed among the parents'
    ///   children, its line from them a reference, not a second parentage.
    /// - A child's home is under the first drawn union they belong to by birth
    ///   (``GenealogyUnion/childRelations``), or, with none, the first union reached that lists
    ///   them; every other union that lists them (adoption, fostering, a step-parent) gets a
    ///   repeat appearance, as a leaf, its line a reference.
    /// - Rows follow the chart: a union's children stand one row below the unit that draws it.
    /// - A repeat appearance's id is `ID~k`, with a longer run of `~` when ids of the genealogy
    ///   contain `~`, so that it is nobody's id.
    ///
    /// - Parameter rootIDs: People to start from, each an id, an id as GEDCOM writes it
    ///   (`@I1@`) or a name (``PersonReference``); empty for the default roots. With explicit
    ///   roots, only their descendants and the descendants' partners are drawn.
    /// - Throws: ``GenealogyError/parentCycle(ids:)`` naming the people on a cycle,
    ///   ``GenealogyError/unknownRoot(id:nearest:)``, ``GenealogyError/ambiguousRoot(query:candidates:count:)``,
    ///   ``GenealogyError/unreachable(ids:count:)``,
    ///   ``GenealogyError/empty(reason:)``; ``GenealogyError/invalidChart(reason:)`` if the chart
    ///   broke a rule of Family JSON v1, which `Family(validating:)` checks on every chart.
    /// - Complexity: O(people + unions + links), counted in ``GenealogyChart/work``, plus
    ///   O(r log r) to order r default roots and O(people) for each root given by name.
    public func descendantChart(roots rootIDs: [PersonReference] = []) throws(GenealogyError) -> GenealogyChart {
        var validationTime = Duration.zero
        return try descendantChart(roots: rootIDs, validationTime: &validationTime)
    }

    /// ``descendantChart(roots:)``, with the time its last step took: checking the chart by the
    /// rules of Family JSON v1 and linking it (`native:gedcom` and `native:gramps` report it as
    /// their validate step, beside the derivation).
    package func descendantChart(
        roots rootIDs: [PersonReference] = [], validationTime: inout Duration
    ) throws(GenealogyError) -> GenealogyChart {
        guard !people.isEmpty else { throw .empty(reason: "the file has no people") }
        var derivation = ChartDerivation(genealogy: self)
        // A reader's genealogy has had its cycles broken already, so only a genealogy made in
        // code is looked at (and can throw) here; else Kahn's order, which the roots' lines and
        // the anchors need, is made only when one of them does.
        if !isKnownAcyclic { derivation.parentsFirst = try checkForParentCycle() }
        try derivation.chooseRoots(rootIDs)
        if rootIDs.isEmpty { derivation.orderRootsByLine() }
        derivation.chooseAnchors()
        derivation.build()
        return try derivation.chart(explicitRoots: !rootIDs.isEmpty, validationTime: &validationTime)
    }
}
