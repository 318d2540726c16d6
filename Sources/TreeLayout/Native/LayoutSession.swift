public import FamilyTree

/// A native layout kept alive between edits, so that collapsing or expanding one unit costs
/// time in proportion to the path from the change to the root — not the size of the family —
/// and gives exactly the layout a full relayout would.
///
/// ## Why re-placing the groups on the path is enough
///
/// The first walk (`FirstWalk`) places one *group* of siblings at a time. Placing a group reads
/// only its siblings' subtrees and writes only (a) the siblings' prelim and mod and the ancestor
/// field of the units on their contours, (b) the parent's prelim (and reach), and (c) in contour
/// modes, Buchheim's threads: the links and mod of at most two leaves per sibling, leaves whose
/// links were -1. So a change below unit `u` can only alter the groups of `u`'s ancestors;
/// every other group would compute exactly what it computed before. The session:
///
/// 1. **Undoes** the threads of the groups on the path, top down — the roots' group first, `u`'s
///    parent's last — from the `ThreadJournal`. A thread of a higher group may sit in a leaf
///    below a lower group's threads' targets, so undoing in the reverse of the order they were
///    written restores every leaf to its links (-1) and mod from before the lower group ran. A
///    leaf is threaded at most once in a whole walk, so each journal entry restores exactly one
///    write. After this, every subtree below the path is in the state a fresh walk leaves it in
///    just before its parent's group is placed.
/// 2. **Applies the change**: a collapsed unit loses its contour links (its subtree's state
///    stays, unreachable); an expanded unit's subtree is laid out afresh (it may never have been).
/// 3. **Re-places** the groups on the path bottom up, each after putting its siblings back into
///    the fresh-walk entry state (`resetGroup(of:)`: prelim from their own children's midpoint
///    by the walk's own `FirstWalk/centredPrelim(of:)`, mod 0; Buchheim's shift and change start
///    at 0 in every placement, see `PendingShift`).
///
/// Each group then performs the same floating-point operations on the same values as in a full
/// walk, so the result is **bit-for-bit** the full relayout's (the tests compare with `==`).
/// Stale `ancestor` pointers left by earlier placements do not change this: a pointer into the
/// group being placed always names the sibling whose subtree holds the node, which is what
/// Buchheim's default ancestor yields too; any other pointer is ignored.
///
/// Absolute positions are not stored: ``boxes()`` adds the mods up in one O(n) pass, and
/// ``attachPoint(ofUnit:)`` walks one ancestor chain.
///
/// - Complexity: A toggle costs O(Σ over the groups on the path of the contour rows
///   their apportions walk) — at most the sum, over the path's groups, of siblings × the height
///   below them — plus O(size of the subtree) when a unit is expanded. ``boxes()`` is O(n).
public final class LayoutSession {
    /// The family, with everybody in it.
    public let family: Family
    /// The options the session was created with.
    public let options: LayoutOptions
    private let distribution: SiblingDistribution
    private var visibility: UnitVisibility
    private let widths: [Double]
    /// The units as the walk sees them: no children when they are hidden.
    private let units: UnsafeMutableBufferPointer<FamilyUnit>
    private let buffer: ShadowBuffer
    private let storage: WalkStorage

    /// Lays out the family once, keeping the walk's state.
    ///
    /// - Parameters:
    ///   - family: The family, with everybody in it.
    ///   - options: Box sizes, gaps and the sibling distribution.
    ///   - visibility: The starting state: the collapsed units and the generation limit; edits
    ///     since are in ``isCollapsed(unit:)``.
    /// - Throws: ``VisibilityError`` for an unknown collapsed id or a bad generation limit.
    /// - Complexity: O(n), as a full layout.
    public init(
        family: Family, options: LayoutOptions = LayoutOptions(), visibility: Visibility = Visibility()
    ) throws(VisibilityError) {
        self.family = family
        self.options = options
        distribution = options.distribution
        self.visibility = try UnitVisibility(family, visibility: visibility)
        widths = options.resolvedWidths(for: family)
        units = .allocate(capacity: family.units.count)
        for (index, unit) in family.units.enumerated() {
            (units.baseAddress! + index).initialize(to: self.visibility.effectiveUnit(unit, index: index))
        }
        // One extents entry per unit: the boxes' widths are each person's own (the page's names).
        buffer = ShadowBuffer(
            count: family.units.count, uniformWidth: nil, coupleGap: options.geometry.coupleGap,
            siblingGap: options.geometry.siblingGap)
        storage = WalkStorage(unitCount: family.units.count, distribution: distribution, journaled: true)
        let walk = walk
        PersonWidths.with(widths) { widths in walk.initializeShadow(0..<family.units.count, widths: widths) }
        walk.run(rootCount: family.roots.count, initializing: nil)
    }

    deinit { units.deallocate() }

    private var walk: FirstWalk {
        FirstWalk(
            units: UnsafeBufferPointer(units), shadow: buffer.units, siblingGap: options.geometry.siblingGap,
            coupleGap: options.geometry.coupleGap, extents: buffer.extents, distribution: distribution, storage: storage
        )
    }

    /// The number of generations shown (the starting ``Visibility``'s limit), or `nil` for all.
    public var maxGenerations: Int? { visibility.maxGenerations == Int.max ? nil : visibility.maxGenerations }

    /// Whether a unit is marked collapsed (whether or not it is shown).
    public func isCollapsed(unit: Int) -> Bool { visibility.isCollapsed[unit] }

    /// Whether a unit is shown: every ancestor shows its children.
    ///
    /// - Complexity: O(depth of the unit).
    public func isShown(unit: Int) -> Bool {
        var ancestor = Int(family.units[unit].parent)
        while ancestor >= 0 {
            if units[ancestor].childCount == 0 { return false }
            ancestor = Int(family.units[ancestor].parent)
        }
        return true
    }

    /// The number of people a shown unit hides below it (0 when it shows its children).
    public func hiddenCount(ofUnit unit: Int) -> Int {
        units[unit].childCount == 0 && isShown(unit: unit) ? visibility.descendantPeople[unit] : 0
    }

    /// Collapses or expands the unit of the person with id `personID`.
    ///
    /// - Throws: ``VisibilityError/unknownPerson(id:)``.
    /// - Complexity: O(n) to find the id; use ``setCollapsed(_:unit:)`` with a unit index to avoid it.
    public func setCollapsed(_ collapsed: Bool, personID: String) throws(VisibilityError) {
        guard let person = family.personIndex(of: personID) else {
            throw .unknownPerson(id: personID)
        }
        setCollapsed(collapsed, unit: Int(family.unitOfPerson[person]))
    }

    /// Collapses or expands one unit and relayouts the path to the root.
    public func setCollapsed(_ collapsed: Bool, unit: Int) {
        guard visibility.isCollapsed[unit] != collapsed else { return }
        visibility.isCollapsed[unit] = collapsed
        guard isShown(unit: unit) else { return }  // laid out afresh when an ancestor opens
        let original = family.units[unit]
        let showsChildren = original.childCount > 0 && visibility.showsChildren(original, index: unit)
        guard showsChildren != (units[unit].childCount > 0) else { return }
        let path = ancestors(of: unit)
        undo(path)
        if showsChildren {
            units[unit] = original
            layOutSubtreeAfresh(unit)
        } else {
            units[unit] = visibility.effectiveUnit(original, index: unit)
            buffer.units[unit].nextLeft = -1
            buffer.units[unit].nextRight = -1
        }
        redo(path)
    }

    /// The absolute attach point (the blood relative's centre x) of a shown unit, before the
    /// drawing is moved to start at x = 0.
    ///
    /// - Complexity: O(depth of the unit).
    public func attachPoint(ofUnit unit: Int) -> Double {
        var position = buffer.units[unit].prelim
        var ancestor = Int(family.units[unit].parent)
        while ancestor >= 0 {
            position += buffer.units[ancestor].mod
            ancestor = Int(family.units[ancestor].parent)
        }
        return position
    }

    /// Every person's box, `nil` for the hidden, placed exactly as ``NativeLayout`` places the
    /// ``VisibleFamily`` of the same family and collapse state.
    ///
    /// - Complexity: O(n).
    public func boxes() -> [PersonBox?] {
        let shadow = buffer.units
        let count = family.units.count
        var sums = [Double](repeating: 0, count: count)
        var attach = [Double](repeating: 0, count: count)
        var shown = [Bool](repeating: false, count: count)
        var minX = Double.infinity
        for index in 0..<count {
            let parent = Int(family.units[index].parent)
            shown[index] = parent < 0 || (shown[parent] && units[parent].childCount > 0)
            guard shown[index] else { continue }
            let sumAbove = parent < 0 ? 0 : sums[parent]
            attach[index] = shadow[index].prelim + sumAbove
            sums[index] = sumAbove + shadow[index].mod
            minX = min(minX, attach[index] - buffer.extents[shadow[index].extents].left)
        }
        var boxes = [PersonBox?](repeating: nil, count: family.personCount)
        PersonWidths.with(widths) { widths in
            for index in 0..<count where shown[index] {
                let unit = family.units[index].boxes(
                    attachPoint: attach[index] - minX, widths: widths, options: options)
                boxes[unit.spouseIndex] = unit.spouse
                boxes[unit.bloodIndex] = unit.blood
            }
        }
        return boxes
    }

    /// Every unit's anchor among `boxes` (the session's ``boxes()``), as
    /// ``FamilyLayout/anchor(of:)`` defines it with the session's geometry; NaN for a hidden unit.
    ///
    /// - Complexity: O(units).
    public func anchors(among boxes: [PersonBox?]) -> [Double] {
        family.units.map { unit in
            guard let blood = boxes[Int(unit.blood)] else { return .nan }
            return options.geometry.anchor(
                of: unit, blood: blood, spouse: unit.isCouple ? boxes[Int(unit.spouse)] : nil)
        }
    }

    /// The parents' units from `unit`'s parent up to its root.
    private func ancestors(of unit: Int) -> [Int] {
        var path: [Int] = []
        var ancestor = Int(family.units[unit].parent)
        while ancestor >= 0 {
            path.append(ancestor)
            ancestor = Int(family.units[ancestor].parent)
        }
        return path
    }

    /// Undoes the groups of `path` (lowest first in the array) and the roots' group, top down.
    private func undo(_ path: [Int]) {
        undoGroup(of: -1)
        for parent in path.reversed() { undoGroup(of: parent) }
    }

    /// Places the groups of `path` again, bottom up, then the roots.
    private func redo(_ path: [Int]) {
        let walk = walk
        for parent in path {
            resetGroup(of: parent)
            walk.placeGroup(of: parent)
        }
        resetGroup(of: -1)
        walk.placeRoots(count: family.roots.count)
    }

    /// The siblings of `parent`'s group: its children, or the roots for -1.
    private func group(of parent: Int) -> Range<Int> {
        parent < 0 ? 0..<family.roots.count : units[parent].children
    }

    /// Undoes what placing the group of `parent` (-1 for the roots) wrote outside the siblings'
    /// own fields: the journaled threads (none in the fill modes, which thread nothing).
    private func undoGroup(of parent: Int) {
        guard distribution.usesContours else { return }
        let siblings = group(of: parent)
        storage.journal.undoThreads(first: siblings.lowerBound, count: siblings.count, shadow: buffer.units)
    }

    /// Puts the siblings of `parent`'s group (-1 for the roots) back in the state a fresh walk
    /// finds them in: prelim from their own children's midpoint (0 for a unit without visible
    /// children), mod 0. Call after `undoGroup(of:)`.
    private func resetGroup(of parent: Int) {
        let walk = walk
        for sibling in group(of: parent) {
            buffer.units[sibling].prelim = units[sibling].childCount > 0 ? walk.centredPrelim(of: sibling) : 0
            buffer.units[sibling].mod = 0
        }
    }

    /// A unit's extents from the current widths.
    private func setExtents(of unit: Int) {
        PersonWidths.with(widths) { widths in
            buffer.extents[Int32(unit)] = UnitExtents(
                family.units[unit], widths: widths, coupleGap: options.geometry.coupleGap,
                siblingGap: options.geometry.siblingGap)
        }
    }

    /// Lays out the subtree of a unit that now shows its children, from scratch, generation by
    /// generation (a unit's descendants in one generation are one run of `Family/units`).
    private func layOutSubtreeAfresh(_ top: Int) {
        var levels: [Range<Int>] = []
        var level = top..<(top + 1)
        while !level.isEmpty {
            levels.append(level)
            var next = 0..<0
            for index in level {
                let original = family.units[index]
                let shown = index == top || units[Int(original.parent)].childCount > 0
                units[index] =
                    shown && visibility.showsChildren(original, index: index)
                    ? original
                    : FamilyUnit(
                        blood: original.blood, spouse: original.spouse, parent: original.parent,
                        firstChild: original.firstChild, childCount: 0, generation: original.generation)
                let hasChildren = units[index].childCount > 0
                buffer.units[index] = ShadowUnit(
                    prelim: 0, mod: 0,
                    nextLeft: hasChildren ? original.firstChild : -1,
                    nextRight: hasChildren ? original.firstChild + original.childCount - 1 : -1,
                    ancestor: Int32(index), extents: Int32(index))
                setExtents(of: index)
                if storage.isJournaled { storage.journal[index] = ThreadJournalEntry() }
                if original.childCount > 0 {
                    next = next.isEmpty ? original.children : next.lowerBound..<original.children.upperBound
                }
            }
            level = next
        }
        let walk = walk
        for level in levels.reversed() {
            for index in level.reversed() where units[index].childCount > 0 { walk.placeGroup(of: index) }
        }
    }
}
