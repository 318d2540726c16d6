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
/// to right) *stands in* as the person: it loses its `sameAs` and becomes the home, and any
/// further visible repeat names it instead. So the visible family is always a valid family, and
/// everyone visible can still be found by their own id or their home's.
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
        guard visibility.hidesPeople else {
            // Nobody hidden: the family itself, in O(n) without validating it again.
            self.family = family
            originalPerson = (0..<Int32(family.personCount)).map { $0 }
            hiddenCount = [Int](repeating: 0, count: family.units.count)
            standInCount = 0
            return
        }
        let units = try UnitVisibility(family, visibility: visibility)
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
        standInCount = Self.standInForHiddenHomes(&generations)
        do {
            self.family = try Family(validating: FamilyDocument(generations: generations))
        } catch {
            // Removing whole subtrees, emptying children lists and standing in for hidden homes keeps
            // every rule of the format; should that ever fail, it is reported, never a trap.
            throw .prunedFamilyInvalid(reason: error.description)
        }
        originalPerson = original
        var hidden = [Int](repeating: 0, count: self.family.units.count)
        for (index, unit) in self.family.units.enumerated() {
            let originalUnit = Int(family.unitOfPerson[Int(original[Int(unit.blood)])])
            hidden[index] = units.hiddenCount(of: family.units[originalUnit], index: originalUnit)
        }
        hiddenCount = hidden
    }

    /// Gives each visible repeat appearance whose home is hidden a home among the visible: the
    /// person's first visible repeat becomes it (no `sameAs`), later ones name it.
    ///
    /// - Returns: The number of repeats that now stand in as homes.
    /// - Complexity: O(n) expected for n visible people.
    private static func standInForHiddenHomes(_ generations: inout [[Person]]) -> Int {
        guard generations.contains(where: { $0.contains(where: \.isRepeat) }) else { return 0 }
        var visibleHomes = Set<String>()
        for row in generations {
            for person in row where !person.isRepeat { visibleHomes.insert(person.id) }
        }
        // The hidden home's id → the id of the repeat standing in for it.
        var standIn: [String: String] = [:]
        for row in generations.indices {
            for position in generations[row].indices {
                guard let home = generations[row][position].sameAs, !visibleHomes.contains(home) else { continue }
                if let replacement = standIn[home] {
                    generations[row][position].sameAs = replacement
                } else {
                    standIn[home] = generations[row][position].id
                    generations[row][position].sameAs = nil
                }
            }
        }
        return standIn.count
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
