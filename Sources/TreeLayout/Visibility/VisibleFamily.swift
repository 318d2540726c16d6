public import FamilyTree

/// The part of a family that a ``Visibility`` (collapsed units, a generation limit) leaves
/// visible, as a family of its own, with the way back to the original.
///
/// Hidden people are simply absent: any engine lays out ``family`` and takes no space and no gap
/// for them; the checker and the layout JSON see only the visible people. A collapsed unit (or
/// a unit in the last shown generation with children) keeps its people and records, in
/// ``hiddenCount``, how many people it hides — a renderer draws that as a "+N" badge.
///
/// A chart may draw one person several times: a home box and repeat appearances (`sameAs`). When
/// the home is hidden and a repeat is visible, the first visible repeat (top row first, then left
/// to right) *stands in* as the person: it loses its `sameAs` and takes the home's id (so no
/// picture, tooltip or search shows a repeat's internal id such as `I125~2`), and any further
/// visible repeat still names that id. So the visible family is always a valid family, and
/// everyone visible can be found by their home's id.
public struct VisibleFamily: Sendable {
    /// The visible people as a valid family: hidden people removed, and the `childrenIDs` of a
    /// unit that hides its children emptied.
    public let family: Family
    /// For each person of ``family``, their index in the original family's people.
    public let originalPerson: [Int32]
    /// For each unit of ``family``, the number of people hidden below it (0 for most).
    public let hiddenCount: [Int]
    /// The number of repeat appearances that stand in as the person because the home is hidden.
    public let standInCount: Int

    /// Prunes `family` by the collapsed ids and the generation limit of `visibility`.
    ///
    /// - Parameters:
    ///   - family: The whole family.
    ///   - visibility: Who is hidden.
    /// - Throws: ``VisibilityError`` for an unknown id or a limit below 1 (and
    ///   ``VisibilityError/prunedFamilyInvalid(reason:)``, a defect that is reported, never trapped on).
    /// - Complexity: O(n) expected for n people (a pruned family is validated again).
    public init(_ family: Family, visibility: Visibility) throws(VisibilityError) {
        self = try VisibleChart(FamilyChart(descendants: family), visibility: visibility).sections[0]
    }

    /// A visible section already validated as part of a chart (``VisibleChart``).
    init(family: Family, originalPerson: [Int32], hiddenCount: [Int], standInCount: Int) {
        self.family = family
        self.originalPerson = originalPerson
        self.hiddenCount = hiddenCount
        self.standInCount = standInCount
    }

    /// The people `units` shows, generation by generation, the children of a unit that hides
    /// them emptied, with each one's index in `family`.
    ///
    /// - Complexity: O(n) for n people.
    static func visibleGenerations(
        of family: Family, units: UnitVisibility
    ) -> (people: [[Person]], original: [Int32]) {
        var generations: [[Person]] = []
        var original: [Int32] = []
        for range in family.generationPeople {
            var row: [Person] = []
            for index in range {
                let unitIndex = Int(family.unitOfPerson[index])
                guard units.isShown[unitIndex] else { continue }
                var person = family.people[index]
                if !units.showsChildren(family.units[unitIndex], index: unitIndex) { person.childrenIDs = [] }
                row.append(person)
                original.append(Int32(index))
            }
            if row.isEmpty { break }
            generations.append(row)
        }
        return (generations, original)
    }

    /// For each unit of `visible` (pruned from `family` by `units`), the people it hides.
    ///
    /// - Complexity: O(units).
    static func hiddenCounts(
        of visible: Family, originalPerson: [Int32], in family: Family, units: UnitVisibility
    ) -> [Int] {
        visible.units.map { unit in
            let originalUnit = Int(family.unitOfPerson[Int(originalPerson[Int(unit.blood)])])
            return units.hiddenCount(of: family.units[originalUnit], index: originalUnit)
        }
    }

    /// Gives each visible repeat appearance whose home is hidden a home among the visible: the
    /// person's first visible repeat becomes it, taking the home's id (so no picture, tooltip or
    /// search shows the repeat's internal id, `I125~2`) and losing its `sameAs`; later repeats
    /// keep naming the home's id, which is now the stand-in's. Links to the stand-in (a spouse's
    /// `coupleID`, parents' `childrenIDs`) follow it to its new id.
    ///
    /// - Parameters:
    ///   - sections: Each section's visible people, generation by generation (an hourglass's two
    ///     halves together, as a repeat in one may name a home in the other).
    ///   - visibleElsewhere: Ids of homes visible outside `sections`.
    /// - Returns: For each stand-in, its id before → the home's id it now carries.
    /// - Complexity: O(n) expected for n visible people.
    static func standInForHiddenHomes(
        _ sections: inout [[[Person]]], visibleElsewhere: Set<String>
    ) -> [String: String] {
        guard sections.contains(where: { $0.contains { $0.contains(where: \.isRepeat) } }) else { return [:] }
        var visibleHomes = visibleElsewhere
        for section in sections {
            for row in section {
                for person in row where !person.isRepeat { visibleHomes.insert(person.id) }
            }
        }
        // The stand-in's own id → the hidden home's id it takes.
        var renamed: [String: String] = [:]
        var hasStandIn = Set<String>()
        for section in sections.indices {
            for row in sections[section].indices {
                for position in sections[section][row].indices {
                    let person = sections[section][row][position]
                    guard let home = person.sameAs, !visibleHomes.contains(home), hasStandIn.insert(home).inserted
                    else { continue }
                    renamed[person.id] = home
                    sections[section][row][position].id = home
                    sections[section][row][position].sameAs = nil
                }
            }
        }
        guard !renamed.isEmpty else { return [:] }
        for section in sections.indices {
            for row in sections[section].indices {
                for position in sections[section][row].indices {
                    var person = sections[section][row][position]
                    guard renamed[person.coupleID] != nil || person.childrenIDs.contains(where: { renamed[$0] != nil })
                    else { continue }
                    person.coupleID = renamed[person.coupleID] ?? person.coupleID
                    person.childrenIDs = person.childrenIDs.map { renamed[$0] ?? $0 }
                    sections[section][row][position] = person
                }
            }
        }
        return renamed
    }

    /// The options for laying out ``family``: a per-person width table of the original family is
    /// narrowed to the visible people; everything else is kept.
    public func options(_ options: LayoutOptions) -> LayoutOptions {
        guard case .table(let widths) = options.boxWidths else { return options }
        var narrowed = options
        narrowed.boxWidths = .table(originalPerson.map { widths[Int($0)] })
        return narrowed
    }

    /// The visible family's layout with one optional box per person of the original family:
    /// `nil` for the hidden.
    public func originalBoxes(of layout: FamilyLayout, personCount: Int) -> [PersonBox?] {
        var boxes = [PersonBox?](repeating: nil, count: personCount)
        for (index, box) in layout.boxes.enumerated() { boxes[Int(originalPerson[index])] = box }
        return boxes
    }
}

extension LayoutEngine {
    /// Lays out the people `visibility` leaves visible: prunes the family with ``VisibleFamily``,
    /// then runs the engine on what is left.
    ///
    /// - Parameters:
    ///   - family: The whole family.
    ///   - options: Box sizes, gaps and strategy; a width table is indexed like `family`'s people.
    ///   - visibility: Who is hidden.
    /// - Returns: The visible family and its layout (indexed like the visible family's people).
    /// - Throws: ``VisibilityError`` for bad collapse or depth options, or the engine's error.
    public func layoutVisible(
        _ family: Family, options: LayoutOptions = LayoutOptions(), visibility: Visibility
    ) throws -> (VisibleFamily, FamilyLayout) {
        let visible = try VisibleFamily(family, visibility: visibility)
        return (visible, try layout(visible.family, options: visible.options(options)))
    }
}
