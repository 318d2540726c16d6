import FamilyTree

/// FIRSTWALK of Buchheim, Jünger & Leipert (2002), for any ``SiblingDistribution``: children
/// before parents, one *group* (the children of one unit, or the roots under the virtual root)
/// at a time.
///
/// The paper's FIRSTWALK(v) walks `v`'s children, packs them (their prelims, APPORTION,
/// EXECUTESHIFTS) and centres `v` over them. Here the walk is iterative
/// (``run(rootCount:initializing:)``), the packing of the children is the distribution's
/// (`ContourPacking` for the compact one, which is the paper's), and ``placeGroup(of:)`` centres
/// the parent: its prelim is the midpoint of its first and last child less its anchor offset.
/// The parent's prelim relative to its left sibling, and its mod, come when its own group is
/// placed (the paper does that step at the end of FIRSTWALK(v); the result is the same).
///
/// Placing a group leaves, for every sibling, a prelim (its attach point relative to the group)
/// and a mod (what its descendants move by). SECONDWALK (`SecondWalk`, shared by every mode) adds
/// the mods up. A group's placement reads only its siblings' subtrees (their prelims, mods,
/// extents and contours or reaches) and writes only the siblings, the parent, and — in contour
/// modes — threads in leaves; that locality is what ``LayoutSession`` relies on to place one
/// group again.
struct FirstWalk {
    /// The units, with ``FamilyUnit/childCount`` 0 for a unit whose children are hidden.
    let units: UnsafeBufferPointer<FamilyUnit>
    let shadow: UnsafeMutableBufferPointer<ShadowUnit>
    let siblingGap: Double
    let coupleGap: Double
    /// Where the units' extents are (see `ShadowUnit/extents`).
    let extents: ExtentsTable
    let distribution: SiblingDistribution
    let storage: WalkStorage
    /// ``LayoutOptions/leadingChildDistances``, indexed like the units, or nil (every chart but
    /// the Graphviz plugin's).
    var leadingChildDistances: UnsafePointer<Double>? = nil

    /// Places every group, children before parents, then the roots; with `widths`, also
    /// initializes every unit's shadow (``initializeShadow(_:widths:)``: the paper's first loop in
    /// TREELAYOUT, `mod = thread = 0`, `ancestor = v`) on the way down.
    ///
    /// Groups are placed in depth-first post-order: each right after the groups of its
    /// children's subtrees. A group's apportion walks the contours of exactly those subtrees, so
    /// for all but the few largest subtrees the units it reads were touched moments before and
    /// are still in cache. (Any children-before-parents order gives the same layout, bit for bit:
    /// placing a group reads only its siblings' subtrees. Visiting the breadth-first array from
    /// the last index to the first is such an order too, but it sweeps every lower row once per
    /// generation.)
    ///
    /// Initializing on the way down, a group's siblings just before the walk enters them, rather
    /// than in a pass of its own, means each unit's state is written while its neighbours are in
    /// cache and read back before it leaves. (What both choices measured: Benchmarks/README.md,
    /// "Measured design decisions".) On the way the walk notes which groups are all leaves, whose
    /// placement needs no APPORTION.
    ///
    /// - Parameters:
    ///   - rootCount: The number of roots (the first units).
    ///   - widths: The box widths to initialize the shadow from, or `nil` when it is initialized.
    /// - Complexity: O(n) for n units in every mode (the even modes walk each group twice); the
    ///   stack holds one entry per generation on the current path.
    func run(rootCount: Int, initializing widths: PersonWidths?) {
        guard !units.isEmpty else { return }
        if let widths { initializeShadow(0..<rootCount, widths: widths) }
        // The path from a root down to the unit being visited, one entry per generation: the
        // unit, and the run of its children still to visit.
        let capacity = Int(units[units.count - 1].generation) + 1
        let path = UnsafeMutablePointer<(unit: Int32, next: Int32, end: Int32, childrenAreLeaves: Bool)>.allocate(
            capacity: capacity)
        defer { path.deallocate() }
        for root in 0..<rootCount where units[root].childCount > 0 {
            let rootRecord = units[root]
            if let widths { initializeShadow(rootRecord.children, widths: widths) }
            path[0] = (Int32(root), rootRecord.firstChild, rootRecord.firstChild &+ rootRecord.childCount, true)
            var depth = 0
            while depth >= 0 {
                let (unit, next, end, childrenAreLeaves) = path[depth]
                if next < end {
                    path[depth].next = next &+ 1
                    let child = units[Int(next)]
                    // A leaf's FIRSTWALK has nothing to do before its parent's group is placed.
                    if child.childCount > 0 {
                        precondition(
                            depth + 1 < capacity,
                            "units must be breadth-first: a child's generation exceeds the last unit's")
                        if let widths { initializeShadow(child.children, widths: widths) }
                        path[depth].childrenAreLeaves = false
                        depth += 1
                        path[depth] = (next, child.firstChild, child.firstChild &+ child.childCount, true)
                    }
                } else {
                    placeGroup(of: Int(unit), childrenAreLeaves: childrenAreLeaves)
                    depth -= 1
                }
            }
        }
        placeRoots(count: rootCount)
    }

    /// The paper's first loop in TREELAYOUT (`mod = thread = 0`, `ancestor = v`), plus each unit's
    /// extents, for the units of `range`: done by ``run(rootCount:initializing:)`` on its way down,
    /// or for every unit beforehand by a caller that keeps hidden units' state defined too
    /// (``LayoutSession``).
    @inline(__always)
    func initializeShadow(_ range: Range<Int>, widths: PersonWidths) {
        for index in range {
            (shadow.baseAddress! + index).initialize(
                to: ShadowUnit(
                    unit: units[index], index: index, widths: widths, coupleGap: coupleGap, siblingGap: siblingGap,
                    extents: extents))
        }
    }

    /// The end of FIRSTWALK(v) for `v` = `parent`: packs its children, then centres it over its
    /// first and last child (and, for fill modes, records how far its subtree reaches).
    /// `childrenAreLeaves` says, when the caller knows it, that no child has children.
    @inline(__always)
    func placeGroup(of parent: Int, childrenAreLeaves: Bool = false) {
        guard distribution == .compact else { return placeGroupByDistribution(of: parent) }
        // The paper's packing, the common case, kept small enough to stay inline in the walk.
        let unit = units[parent]
        ContourPacking(siblings: Int(unit.firstChild), count: Int(unit.childCount), of: self, mode: CompactApportion())
            .placeChildren(childrenAreLeaves: childrenAreLeaves)
        shadow[parent].prelim = centredPrelim(of: parent)
    }

    /// ``placeGroup(of:)`` for the distributions other than the compact one.
    @inline(never)
    private func placeGroupByDistribution(of parent: Int) {
        let unit = units[parent]
        let first = Int(unit.firstChild)
        let count = Int(unit.childCount)
        let edges = placeSiblings(first: first, count: count)
        let last = first + count - 1
        let position = centredPrelim(of: parent)
        shadow[parent].prelim = position
        if let edges {
            let own = extents[shadow[parent].extents]
            storage.leftReach[parent] = max(own.left, position - edges.left)
            storage.rightReach[parent] = max(own.right, edges.right - position)
            if distribution == .fillProportionally {
                var people = unit.isCouple ? 2.0 : 1.0
                for child in first...last { people += storage.people[child] }
                storage.people[parent] = people
            }
        }
    }

    /// The prelim of `parent` centred over its children: the midpoint of its first and last
    /// child's prelims (the paper's midpoint), less the unit's anchor offset, so that a couple's
    /// anchor, not its blood relative, stands over the midpoint; with a leading child
    /// (``leadingChildDistances``), the run starts at that child's centre. A child's later
    /// partners, the further unions after it in the run, are nobody's children: the last child
    /// is the last unit of the run that is not one (the first never is).
    @inline(__always)
    func centredPrelim(of parent: Int) -> Double {
        let unit = units[parent]
        let first = Int(unit.firstChild)
        var last = first + Int(unit.childCount) - 1
        while units[last].isFurtherUnion {
            WorkCount.countFurtherUnionStep()
            last -= 1
        }
        // A leading child (LayoutOptions.leadingChildDistances) starts the run that far left.
        let lead = leadingChildDistances?[parent] ?? 0
        return (shadow[first].prelim - lead + shadow[last].prelim) / 2
            - extents[shadow[parent].extents].anchorOffset
    }

    /// Places the roots of the forest beside each other, under the virtual root.
    func placeRoots(count: Int) {
        if count > 0 { _ = placeSiblings(first: 0, count: count) }
    }

    /// Places one group by the distribution; returns, for fill modes, the left and right edges
    /// the group occupies (bounding boxes or slots) in the group's frame.
    private func placeSiblings(first: Int, count: Int) -> (left: Double, right: Double)? {
        switch distribution {
        case .compact:
            ContourPacking(siblings: first, count: count, of: self, mode: CompactApportion()).placeChildren()
            return nil
        case .equalSpacing, .equalCentering:
            EvenPacking(walk: self).place(first: first, count: count)
            return nil
        case .fill, .fillEqually, .fillProportionally:
            return SlotPacking(walk: self).place(first: first, count: count)
        }
    }
}
