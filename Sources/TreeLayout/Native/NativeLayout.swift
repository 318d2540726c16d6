public import FamilyTree

/// The native engine: every parent, single or couple, centred over its children; couples side
/// by side; no boxes overlapping; in linear time, for any depth.
///
/// The algorithm is Reingold–Tilford's tidy tree as refined by Walker (1990) and made linear by
/// Buchheim, Jünger & Leipert (2002), on *units*: a single person, or a couple as one wide
/// node whose parents attach at the blood relative's centre and whose children hang from the
/// couple's midpoint (docs/ARCHITECTURE.md, "Invariants and geometry"). Steps, each in its own file:
/// 1. `ShadowUnit`: per-unit extents from the box widths and the contour links, written by
///    the first walk on its way down.
/// 2. First walk (`FirstWalk`, depth-first, children before parents), by the
///    ``SiblingDistribution``: `ContourPacking` (contours, apportion, execute shifts),
///    `EvenPacking` (equal spacing or centring, on the same contours) or `SlotPacking`
///    (bounding boxes and slots).
/// 3. Second walk (`SecondWalk`): absolute positions from prelim plus the sum of the
///    ancestors' mods, translated so the drawing starts at x = 0,
/// 4. handed straight to the boxes (`FamilyUnit.placeBoxes`, shared with ``LayoutSession``,
///    written by `BoxWriter`): the blood relative's box centred on the attach point, the spouse
///    right of it, rows by generation.
///
/// Nothing is recursive: a 100,000-generation chain lays out like any other family.
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

    /// Creates the engine; `packing`, when given, overrides the one in the options
    /// (contour: compact, bounding box: fill).
    public init(packing: LayoutOptions.Packing? = nil) {
        self.distributionOverride = packing.map(SiblingDistribution.init)
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
            engine: Self.engineName(for: distribution), boxes: boxes, timings: LayoutTimings(layout: seconds))
    }

    /// Runs the walks and returns one box per person, translated so the drawing starts at x = 0.
    static func placeBoxes(
        family: Family, widths: PersonWidths, options: LayoutOptions, distribution: SiblingDistribution
    ) -> [PersonBox] {
        let buffer = ShadowBuffer(
            count: family.units.count, uniformWidth: widths.table == nil ? widths.uniform : nil,
            coupleGap: options.coupleGap)
        let storage = WalkStorage(unitCount: family.units.count, distribution: distribution, journaled: false)
        let personCount = family.personCount
        return family.units.withUnsafeBufferPointer { units in
            FirstWalk(
                units: units, shadow: buffer.units, siblingGap: options.siblingGap, coupleGap: options.coupleGap,
                extents: buffer.extents, distribution: distribution, storage: storage
            ).run(rootCount: family.roots.count, initializing: widths)
            return [PersonBox](unsafeUninitializedCapacity: personCount) { boxes, initializedCount in
                guard let start = boxes.baseAddress else { return }
                LargeBuffer.adviseHugePages(start, byteCount: personCount * MemoryLayout<PersonBox>.stride)
                var writer = BoxWriter(boxes: start, count: personCount)
                SecondWalk(units: units, shadow: buffer.units, extents: buffer.extents).run { index, attach in
                    units[index].placeBoxes(attachPoint: attach, widths: widths, options: options) { box, person in
                        writer.write(box, at: person)
                    }
                }
                writer.finish()
                // Every person is the blood relative or the spouse of exactly one unit.
                initializedCount = personCount
            }
        }
    }
}
