import FamilyTree

/// Which units of a family are shown under ``Visibility/collapsed`` and
/// ``Visibility/maxGenerations``, computed in two linear passes over the breadth-first units.
///
/// A unit is shown when it is a root, or its parent is shown and shows its children. A shown
/// unit shows its children unless it is collapsed or stands in the last shown generation; then
/// it *hides* all its descendants (blood relatives and their spouses), and ``hiddenCount``
/// says how many.
struct UnitVisibility {
    /// Per unit: whether it is shown.
    var isShown: [Bool]
    /// Per unit: whether it was asked to be collapsed (shown or not).
    var isCollapsed: [Bool]
    /// Per unit: the number of people in its descendants (not counting the unit itself).
    let descendantPeople: [Int]
    /// The generation limit, or `Int.max`.
    let maxGenerations: Int

    /// Resolves the visibility's ids to units and computes what is shown.
    ///
    /// - Throws: ``VisibilityError`` for an unknown id or a limit below 1.
    /// - Complexity: O(n + c) for n people and c collapsed ids.
    init(_ family: Family, visibility: Visibility) throws(VisibilityError) {
        if let limit = visibility.maxGenerations, limit < 1 { throw .generationLimitBelowOne(limit) }
        maxGenerations = visibility.maxGenerations ?? Int.max
        isCollapsed = [Bool](repeating: false, count: family.units.count)
        if !visibility.collapsed.isEmpty {
            var unresolved = visibility.collapsed
            // A person's id collapses their unit (for a person with several partners, the first
            // union); a later partner's id collapses that partner's union, as the chart page's
            // button under each union does.
            for (index, person) in family.people.enumerated() where unresolved.remove(person.id) != nil {
                isCollapsed[Int(family.unitOfPerson[index])] = true
            }
            if let unknown = unresolved.sorted().first { throw .unknownPerson(id: unknown) }
        }
        var descendants = [Int](repeating: 0, count: family.units.count)
        for index in family.units.indices.reversed() {
            let unit = family.units[index]
            for child in unit.children {
                descendants[index] += descendants[child] + (family.units[child].isCouple ? 2 : 1)
            }
        }
        descendantPeople = descendants
        isShown = [Bool](repeating: false, count: family.units.count)
        for index in family.units.indices {
            let parent = Int(family.units[index].parent)
            isShown[index] = parent < 0 || (isShown[parent] && showsChildren(family.units[parent], index: parent))
        }
    }

    /// Whether a unit that is shown also shows its children.
    @inline(__always)
    func showsChildren(_ unit: FamilyUnit, index: Int) -> Bool {
        !isCollapsed[index] && Int(unit.generation) + 1 < maxGenerations
    }

    /// The number of people a unit hides: its descendants when it is shown but does not show its
    /// children, else 0.
    func hiddenCount(of unit: FamilyUnit, index: Int) -> Int {
        isShown[index] && !showsChildren(unit, index: index) ? descendantPeople[index] : 0
    }

    /// The unit as the first walk sees it: without children unless it is shown and shows them.
    func effectiveUnit(_ unit: FamilyUnit, index: Int) -> FamilyUnit {
        guard unit.childCount > 0, !(isShown[index] && showsChildren(unit, index: index)) else { return unit }
        return FamilyUnit(
            blood: unit.blood, spouse: unit.spouse, parent: unit.parent, firstChild: unit.firstChild, childCount: 0,
            generation: unit.generation)
    }
}
