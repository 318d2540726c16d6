public import FamilyTree

/// The native engine: every parent, single or couple, centred over its children; couples side
/// by side; no boxes overlapping; in linear time, for any depth.
///
/// The algorithm is Reingold–Tilford's tidy tree as refined by Walker (1990) and made linear by
/// Buchheim, Jünger & Leipert (2002), on *units*: a single person, or a couple as one wide
/// node whose parents attach at the blood relative's centre and whose children hang from the
/// couple's midpoint (DESIGN section 3). Steps, each in its own file:
/// 1. ``ShadowUnit``: per-unit extents from the box widths (`leftExtent`, `rightExtent`, `anchorOffset`).
/// 2. First walk: ``ContourPacking`` (contours, apportion, execute shifts) or ``BoundingBoxPacking``.
/// 3. Second walk (``NativeLayout/secondWalk(units:shadow:)``): absolute positions from prelim + the sum of mods.
/// 4. Boxes: the blood relative left of the attach point's box, the spouse right of it, rows by generation.
///
/// Nothing is recursive: a 100,000-generation chain lays out like any other family.
public struct NativeLayout: LayoutEngine {
    /// `native` for contour packing, `native:boundingBox` for bounding-box packing.
    public var name: String { packingOverride == .boundingBox ? "native:boundingBox" : "native" }

    /// A packing that overrides ``LayoutOptions/packing``, so one engine value can stand for one mode.
    public var packingOverride: LayoutOptions.Packing?

    /// Creates the engine; `packing`, when given, overrides the one in the options.
    public init(packing: LayoutOptions.Packing? = nil) {
        self.packingOverride = packing
    }

    /// Lays out a family.
    ///
    /// - Complexity: O(n) time and memory for n people.
    public func layout(_ family: Family, options: LayoutOptions) -> FamilyLayout {
        let clock = ContinuousClock()
        let start = clock.now
        let widths = options.resolvedWidths(for: family)
        let boxes = Self.placeBoxes(
            family: family, widths: widths, options: options, packing: packingOverride ?? options.packing)
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return FamilyLayout(engine: name, boxes: boxes, timings: LayoutTimings(layout: seconds))
    }

    /// Runs the walks and returns one box per person, translated so the drawing starts at x = 0.
    static func placeBoxes(
        family: Family, widths: [Double], options: LayoutOptions, packing: LayoutOptions.Packing
    ) -> [PersonBox] {
        let unitCount = family.units.count
        let halfGap = options.coupleGap / 2
        var shadow = [ShadowUnit]()
        shadow.reserveCapacity(unitCount)
        for (index, unit) in family.units.enumerated() {
            let halfBlood = widths[Int(unit.blood)] / 2
            let spouseWidth = unit.isCouple ? options.coupleGap + widths[Int(unit.spouse)] : 0
            shadow.append(
                ShadowUnit(
                    ancestor: Int32(index), leftExtent: halfBlood, rightExtent: halfBlood + spouseWidth,
                    anchorOffset: unit.isCouple ? halfBlood + halfGap : 0))
        }
        family.units.withUnsafeBufferPointer { units in
            shadow.withUnsafeMutableBufferPointer { shadow in
                let rootCount = family.roots.count
                switch packing {
                case .contour:
                    ContourPacking(units: units, shadow: shadow, siblingGap: options.siblingGap)
                        .firstWalk(rootCount: rootCount)
                case .boundingBox:
                    BoundingBoxPacking(units: units, shadow: shadow, siblingGap: options.siblingGap)
                        .firstWalk(rootCount: rootCount)
                }
                secondWalk(units: units, shadow: shadow)
            }
        }
        return boxes(family: family, widths: widths, options: options, attachPoints: shadow)
    }

    /// secondWalk: turns each unit's prelim into its absolute attach point, adding the mods of
    /// all its ancestors. Breadth-first order visits parents first, so one forward pass does it;
    /// the result is left in `prelim`, and `mod` is overwritten by the running sum.
    static func secondWalk(units: UnsafeBufferPointer<FamilyUnit>, shadow: UnsafeMutableBufferPointer<ShadowUnit>) {
        // Roots: the virtual root's mod is 0. `shift` holds, per unit, the sum of its ancestors' mods.
        for index in 0..<units.count {
            let unit = units[index]
            let sumAbove = unit.parent < 0 ? 0 : shadow[Int(unit.parent)].shift
            shadow[index].prelim += sumAbove
            shadow[index].shift = sumAbove + shadow[index].mod
        }
    }

    /// The boxes of every person from the units' absolute attach points (in ``ShadowUnit/prelim``).
    private static func boxes(
        family: Family, widths: [Double], options: LayoutOptions, attachPoints shadow: [ShadowUnit]
    ) -> [PersonBox] {
        var minX = Double.infinity
        for unit in shadow { minX = min(minX, unit.prelim - unit.leftExtent) }
        if !minX.isFinite { minX = 0 }
        var boxes = [PersonBox](repeating: PersonBox(x: 0, y: 0, width: 0, height: 0), count: family.personCount)
        for (index, unit) in family.units.enumerated() {
            let attach = shadow[index].prelim - minX
            let top = options.rowTop(Int(unit.generation))
            let bloodWidth = widths[Int(unit.blood)]
            boxes[Int(unit.blood)] = PersonBox(
                x: attach - bloodWidth / 2, y: top, width: bloodWidth, height: options.boxHeight)
            if unit.isCouple {
                boxes[Int(unit.spouse)] = PersonBox(
                    x: attach + bloodWidth / 2 + options.coupleGap, y: top, width: widths[Int(unit.spouse)],
                    height: options.boxHeight)
            }
        }
        return boxes
    }
}
