import FamilyTree

extension Genealogy {
    /// Derives the ancestor chart (pedigree) of one person: the person, their parents on the row
    /// beyond, their grandparents beyond that, and so on.
    ///
    /// - Each person's parents are ``birthParents(of:)``: the birth family's partners, father then
    ///   mother; a person with one recorded parent has one.
    /// - Rows are generations: the person's row, then the parents', then the grandparents'.
    /// - Pedigree collapse (one ancestor reached through two lines, as when cousins marry): the
    ///   ancestor's home box is where they are reached first (nearest row, then left to right)
    ///   and carries their ancestors; every other line reaches a repeat appearance, id `ID~k`
    ///   with `sameAs` naming the home, drawn without ancestors.
    ///
    /// - Parameters:
    ///   - rootID: The person the chart is drawn for: an id, `@ID@` or a name (``PersonReference``).
    ///   - generations: How many generations to draw, the person's own included (4 draws up to
    ///     the great-grandparents), at least 1; `nil` for every recorded one.
    /// - Returns: An ancestor chart (`ChartKind.ancestors`).
    /// - Throws: ``GenealogyError/invalidGenerations(count:)`` for fewer than 1 generation,
    ///   ``GenealogyError/unknownRoot(id:nearest:)``, ``GenealogyError/ambiguousRoot(query:candidates:count:)``,
    ///   ``GenealogyError/parentCycle(ids:)``,
    ///   ``GenealogyError/empty(reason:)``; ``GenealogyError/invalidChart(reason:)`` if the
    ///   chart broke a rule of Family JSON v1, which every chart is checked against.
    /// - Complexity: O(boxes + the parent unions visited), counted in ``GenealogyChart/work``,
    ///   plus O(people) to find the root and check for cycles.
    public func ancestorChart(
        of rootID: PersonReference, generations: Int? = nil
    ) throws(GenealogyError) -> GenealogyChart {
        if let generations, generations < 1 { throw .invalidGenerations(count: generations) }
        let root = try chartRoot(rootID)
        var derivation = AncestorChartDerivation(genealogy: self)
        derivation.build(root: root, generations: generations)
        // Written straight into the family's table, as FamilyChart(validatingAncestors:) would
        // validate the derivation's document, with the same rules and messages.
        if let id = derivation.sharedID() { throw .invalidChart(reason: "two people share the id \(id)") }
        let family: Family
        do {
            family = try derivation.family()
        } catch {
            throw .invalidChart(reason: FamilyChartError.invalidSection(side: .ancestors, failure: error).description)
        }
        let chart: FamilyChart
        do {
            chart = try FamilyChart(ancestors: family)
        } catch {
            throw .invalidChart(reason: error.description)
        }
        return GenealogyChart(
            chart: chart, roots: [root], chartedPeopleCount: derivation.homeCount, drawnUnionCount: 0,
            work: derivation.work)
    }

    /// Derives the hourglass chart of one person: their ancestors on one side of their row, as
    /// ``ancestorChart(of:generations:)`` draws them, and their descendants on the other, as
    /// ``descendantChart(roots:)`` draws them from this one root (the person and their spouses on
    /// the person's row, children beyond). The two halves share the person's box.
    ///
    /// Someone drawn in both halves (a descendant's spouse who is also the person's ancestor) has
    /// their home in the descendant half and a repeat appearance among the ancestors.
    ///
    /// - Parameters:
    ///   - rootID: The person the chart is drawn for: an id, `@ID@` or a name (``PersonReference``).
    ///   - ancestorGenerations: How many generations of ancestors, the person's own included, at
    ///     least 1; `nil` for every recorded one.
    ///   - descendantGenerations: How many generations of descendants, the person's own included,
    ///     at least 1; `nil` for all. Where the cut leaves a repeat appearance whose home was
    ///     below it, that appearance becomes the home.
    /// - Returns: An hourglass (`ChartKind.hourglass`).
    /// - Throws: What ``ancestorChart(of:generations:)`` and ``descendantChart(roots:)`` throw.
    /// - Complexity: O(people + unions + links).
    public func hourglassChart(
        of rootID: PersonReference, ancestorGenerations: Int? = nil, descendantGenerations: Int? = nil
    ) throws(GenealogyError) -> GenealogyChart {
        for count in [ancestorGenerations, descendantGenerations] {
            if let count, count < 1 { throw .invalidGenerations(count: count) }
        }
        let root = try chartRoot(rootID)
        let descendants = try descendantChart(roots: [rootID])
        var descendantDocument = descendants.chart.sections[0].family.document
        if let descendantGenerations { descendantDocument = descendantDocument.firstGenerations(descendantGenerations) }
        var derivation = AncestorChartDerivation(
            genealogy: self, otherHalf: descendantDocument.generations.flatMap { $0 })
        derivation.build(root: root, generations: ancestorGenerations)
        var chart: FamilyChart
        do {
            chart = try FamilyChart(validatingHourglass: descendantDocument, ancestors: derivation.document())
        } catch {
            throw .invalidChart(reason: error.description)
        }
        // The descendant half's adopted, foster and step children, by box id (ids are the chart's
        // own, so a tie applies in that half alone; one cut away by the generations names nobody).
        chart.childTies = descendants.chart.childTies
        let descendantHomes = descendantDocument.generations.reduce(0) { count, row in
            count + row.reduce(0) { $0 + ($1.sameAs == nil ? 1 : 0) }
        }
        return GenealogyChart(
            chart: chart, roots: [root], chartedPeopleCount: descendantHomes + derivation.homeCount - 1,
            drawnUnionCount: descendants.drawnUnionCount, work: descendants.work + derivation.work)
    }

    /// The person `id` names (an id, `@ID@` or a name: ``person(matching:)``), for a chart drawn
    /// for one person; the genealogy checked for cycles.
    private func chartRoot(_ id: PersonReference) throws(GenealogyError) -> Int {
        guard !people.isEmpty else { throw .empty(reason: "the file has no people") }
        let root = try id.person(in: self)
        if !isKnownAcyclic { try checkForParentCycle() }
        return root
    }
}
