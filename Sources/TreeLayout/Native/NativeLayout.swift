public import FamilyTree

// The native engine beside its paper: Buchheim, Jünger & Leipert (2002), "Improving Walker's
// algorithm to run in linear time" (Graph Drawing 2002, LNCS 2528), whose pseudocode names the
// procedures and variables below, as d3-hierarchy's `src/tree.js` does.
//
// | paper                             | code                                              | file                 |
// |-----------------------------------|---------------------------------------------------|----------------------|
// | TREELAYOUT(T)                     | `NativeLayout.placeBoxes`                         | NativeLayout.swift   |
// | FIRSTWALK(v): the walk            | `FirstWalk.run`, children before parents          | FirstWalk.swift      |
// | FIRSTWALK(v): v's children        | `ContourPacking.placeChildren`                    | ContourPacking.swift |
// | FIRSTWALK(v): midpoint            | `FirstWalk.placeGroup(of:)`, `centredPrelim(of:)` | FirstWalk.swift      |
// | SECONDWALK(v, m)                  | `SecondWalk.next()`, parents before children      | SecondWalk.swift     |
// | SECONDWALK(v, m), as written      | `PlainSecondWalk`, which `SecondWalkTests` holds  | Tests/TreeLayoutTests|
// |                                   | `SecondWalk` to, number for number                | /Support/            |
// | APPORTION(v, defaultAncestor)     | `ContourPacking.apportion`                        | ContourPacking.swift |
// | NEXTLEFT(v), NEXTRIGHT(v)         | `ContourPacking.nextLeft`, `nextRight`            | ContourPacking.swift |
// | MOVESUBTREE(w−, w+, shift)        | `ContourPacking.moveSubtree`                      | ContourPacking.swift |
// | EXECUTESHIFTS(v)                  | `ContourPacking.executeShifts`                    | ContourPacking.swift |
// | ANCESTOR(vi−, v, defaultAncestor) | `ContourPacking.ancestor`                         | ContourPacking.swift |
// | distance                          | `ContourPacking.separation`, from the extents     | ContourPacking.swift |
//
// | variable            | code                                                                               |
// |---------------------|------------------------------------------------------------------------------------|
// | prelim(v), mod(v)   | `ShadowUnit.prelim`, `ShadowUnit.mod`                                              |
// | shift(v), change(v) | `PendingShift.shift`, `.change`, one per sibling of the group being placed         |
// | thread(v)           | `ShadowUnit.nextLeft` and `nextRight` of a unit without children                   |
// | ancestor(v)         | `ShadowUnit.ancestor`                                                              |
// | number(v)           | the unit's index: a group's siblings are one run of indices                        |
// | vi+, vo+, vi−, vo−  | apportion's `insideRight`, `outsideRight`, `insideLeft`, `outsideLeft`             |
// | si+, so+, si−, so−  | apportion's `sumInsideRight`, `sumOutsideRight`, `sumInsideLeft`, `sumOutsideLeft` |
// | x(v)                | the attach point `SecondWalk.next()` hands on                                      |
//
// Where the code departs from the paper, and why:
// - Units, not nodes. A node is a single person or a couple drawn as one wide node; it is placed
//   by its attach point (the blood relative's centre, where the parents' line arrives), and its
//   children centre under its anchor (a couple's midpoint): the midpoint less the anchor offset
//   (`UnitExtents/anchorOffset`).
// - Variable widths. The paper's distance is one number; here it is the left unit's right extent
//   plus the sibling gap plus the right unit's left extent (`ExtentsTable`), after van der Ploeg
//   (2014), "Drawing non-layered tidy trees in linear time". Rows stay layered (one per
//   generation), so the outermost units of each row are the contours for any widths and the
//   paper's contour walk is unchanged; van der Ploeg's non-layered contours are not needed.
// - Iterative walks. FIRSTWALK visits the units depth-first with an explicit stack, one entry per
//   generation; SECONDWALK is one forward loop over the breadth-first units (a parent before its
//   children), with m = 0 at the roots and the drawing translated to start at x = 0 in the same
//   pass (`SecondWalk.leftEdge`); a parent hands its m to its first child instead of passing it
//   down a recursion. The end of the paper's FIRSTWALK(w) — w's prelim from its left sibling's,
//   and mod(w) = prelim(w) − midpoint — runs in w's parent's loop just before APPORTION(w), which
//   is the order the paper executes them in. No depth overflows a stack.
// - A forest. The roots are the children of a virtual root with mod 0 (`FirstWalk.placeRoots`).
// - The contour store. `nextLeft`/`nextRight` hold a unit's first and last child, or a leaf's
//   thread, so NEXTLEFT and NEXTRIGHT are one load each; shift and change, zero outside their
//   group's placement, live in a group-sized buffer (`PendingShift`); the extents are an index
//   into a table of two entries when every box is equally wide. Per unit, 32 bytes
//   (`ShadowUnit`), initialized by the walk on its way down instead of the paper's first loop, and
//   kept in the tail of the box array the second walk fills (`ShadowBuffer`): a layout takes no
//   memory for its state beyond its output.
// - Shortcuts to the same numbers. A group whose children are all leaves has no contours below
//   it: APPORTION would compare and thread nothing, so it is not called. A group in which no
//   subtree moved has every shift and change 0: EXECUTESHIFTS would add 0 to each prelim and mod,
//   so it is skipped. Conditions a branch predictor cannot learn (whether a unit has children, is
//   a couple, starts a group) select values instead of branching (`Double.select`).
// - Other packings. The compact distribution is the paper's. The others replace the packing of a
//   group (`EvenPacking`, on the same contours; `SlotPacking`, by bounding boxes or slots).
//
// Beside the paper, and out of its steps: the thread journal that lets a group be placed again
// (`ThreadJournal`, for `LayoutSession` and `EvenPacking`), the separation records `EvenPacking`
// spaces siblings from (`ApportionMode`), and the work counts the linearity tests read
// (`WorkCount`). Each is a named call that the plain engine compiles to nothing.

/// The native engine: every parent, single or couple, centred over its children; couples side
/// by side; no boxes overlapping; in linear time, for any depth.
///
/// The algorithm is Reingold–Tilford's tidy tree as refined by Walker (1990) and made linear by
/// Buchheim, Jünger & Leipert (2002), on *units*: a single person, or a couple as one wide
/// node whose parents attach at the blood relative's centre and whose children hang from the
/// couple's midpoint (docs/ARCHITECTURE.md, "Invariants and geometry"). The first walk places
/// each group of siblings by the ``SiblingDistribution``; the second adds the mods up and hands
/// each unit's attach point straight to its boxes (the blood relative's box centred on it, the
/// spouse right of it, rows by generation). Nothing is recursive: a 100,000-generation chain lays
/// out like any other family. (The source file opens with a table from the paper's procedures
/// and variables to the code.)
///
/// The engine lays out the family it is given, everybody in it. Collapsing and a generation
/// limit (``Visibility``) are not layout options: they are applied before, by ``VisibleFamily``
/// (see ``LayoutEngine/layoutVisible(_:options:visibility:)``), so every engine and the checker
/// see the same people.
public struct NativeLayout: LayoutEngine {
    /// `native` (or `native:boundingBox`, `native:fillEqually`, … for a fixed distribution).
    public var name: String { distributionOverride.map(Self.engineName(for:)) ?? "native" }

    /// A distribution that overrides ``LayoutOptions/distribution``, so one engine value can
    /// stand for one mode.
    public var distributionOverride: SiblingDistribution?

    /// Creates the engine that follows ``LayoutOptions/distribution``.
    public init() {
        self.distributionOverride = nil
    }

    /// Creates the engine for one distribution, whatever the options say.
    public init(distribution: SiblingDistribution) {
        self.distributionOverride = distribution
    }

    /// The engine's name for a distribution: `native` for compact, `native:boundingBox` for fill
    /// (its name from before distributions), `native:<mode>` for the others.
    public static func engineName(for distribution: SiblingDistribution) -> String {
        switch distribution {
        case .compact: "native"
        case .fill: "native:boundingBox"
        default: "native:\(distribution.rawValue)"
        }
    }

    /// Lays out a family.
    ///
    /// - Complexity: O(n) time and memory for n people.
    public func layout(_ family: Family, options: LayoutOptions) -> FamilyLayout {
        let clock = ContinuousClock()
        let start = clock.now
        let distribution = distributionOverride ?? options.distribution
        let boxes = options.withPersonWidths(for: family) { widths in
            Self.placeBoxes(family: family, widths: widths, options: options, distribution: distribution)
        }
        let seconds = (clock.now - start).seconds
        return FamilyLayout(
            engine: Self.engineName(for: distribution), boxes: boxes, geometry: options.geometry,
            timings: LayoutTimings(layout: seconds))
    }

    /// TREELAYOUT: runs the walks and returns one box per person, translated so the drawing
    /// starts at x = 0.
    ///
    /// The walks' state lives in the tail of the box array (`ShadowBuffer`), and the second walk
    /// overwrites it with boxes as it goes: it reads each unit's state once, in unit order, so
    /// every box whose person comes no later in the document than in the units' order lands on
    /// state already read. That is every box of a family listed generation by generation (as
    /// generated families and most files are). Should a box fall on state not yet read, the
    /// walk's remaining attach points are set aside first, then their boxes written.
    static func placeBoxes(
        family: Family, widths: PersonWidths, options: LayoutOptions, distribution: SiblingDistribution
    ) -> [PersonBox] {
        let storage = WalkStorage(unitCount: family.units.count, distribution: distribution, journaled: false)
        let personCount = family.personCount
        return family.units.withUnsafeBufferPointer { units in
            // One box more than people: room to align the state (see ShadowBuffer).
            [PersonBox](unsafeUninitializedCapacity: personCount + 1) { boxes, initializedCount in
                guard let start = boxes.baseAddress else { return }
                LargeBuffer.adviseHugePages(start, byteCount: (personCount + 1) * MemoryLayout<PersonBox>.stride)
                let buffer = ShadowBuffer(
                    count: units.count, inTailOf: start, boxCount: personCount,
                    uniformWidth: widths.table == nil ? widths.uniform : nil, coupleGap: options.geometry.coupleGap,
                    siblingGap: options.geometry.siblingGap)
                // Empty without leading children: no allocation, no pointer.
                let leads = options.leadingChildDistances ?? []
                precondition(leads.isEmpty || leads.count == units.count, "one leading distance per unit")
                leads.withUnsafeBufferPointer { leads in
                    FirstWalk(
                        units: units, shadow: buffer.units, siblingGap: options.geometry.siblingGap,
                        coupleGap: options.geometry.coupleGap,
                        extents: buffer.extents, distribution: distribution, storage: storage,
                        leadingChildDistances: leads.isEmpty ? nil : leads.baseAddress
                    ).run(rootCount: family.roots.count, initializing: widths)
                }
                var secondWalk = SecondWalk(units: units, shadow: buffer.units, extents: buffer.extents)
                // From here on the state is read as raw memory, and the memory holds boxes.
                UnsafeMutableRawPointer(start).bindMemory(to: PersonBox.self, capacity: personCount + 1)
                var writer = BoxWriter(boxes: start, count: personCount)
                writer.stateLead = personCount - units.count
                while let (index, unit, attachPoint) = secondWalk.next() {
                    // The later of the unit's people (a single person's spouse is -1).
                    guard writer.leavesUnreadState(person: max(Int(unit.blood), Int(unit.spouse)), unit: index) else {
                        // A copy of the walk and the writer, so that neither needs an address in memory.
                        writer = writeRemainingBoxes(
                            from: index, attachPoint: attachPoint, of: units, walk: secondWalk, writer: writer,
                            widths: widths, options: options)
                        break
                    }
                    writer.write(unit.boxes(attachPoint: attachPoint, widths: widths, options: options), unit: index)
                }
                writer.finish()
                // Every person is the blood relative or the spouse of exactly one unit.
                initializedCount = personCount
            }
        }
    }

    /// Writes the boxes of unit `first` (at `attachPoint`) and of every unit after it, for a
    /// family whose people do not follow the units' order: the remaining attach points are set
    /// aside before any of their boxes can overwrite the walk's state. Returns the writer.
    @inline(never)
    private static func writeRemainingBoxes(
        from first: Int, attachPoint: Double, of units: UnsafeBufferPointer<FamilyUnit>, walk: SecondWalk,
        writer: BoxWriter, widths: PersonWidths, options: LayoutOptions
    ) -> BoxWriter {
        var walk = walk
        var writer = writer
        var attachPoints = [attachPoint]
        attachPoints.reserveCapacity(units.count - first)
        while let (_, _, attachPoint) = walk.next() { attachPoints.append(attachPoint) }
        writer.stateLead = Int.max
        for (offset, attachPoint) in attachPoints.enumerated() {
            writer.write(
                units[first + offset].boxes(attachPoint: attachPoint, widths: widths, options: options),
                unit: first + offset)
        }
        return writer
    }
}
