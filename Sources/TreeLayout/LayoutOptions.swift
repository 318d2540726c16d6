public import FamilyTree

/// The geometry and strategy a layout engine uses. Defaults follow DESIGN section 3: 50 × 50
/// point boxes and 20-point gaps.
public struct LayoutOptions: Sendable {
    /// The width of every box, unless ``boxWidths`` says otherwise for a person.
    public var boxWidth: Double
    /// The height of every box.
    public var boxHeight: Double
    /// The horizontal gap between the two spouses of a couple.
    public var coupleGap: Double
    /// The least horizontal gap between neighbouring units on one row.
    public var siblingGap: Double
    /// The vertical gap between generation rows.
    public var levelGap: Double
    /// Per-person box widths; ``BoxWidths/uniform`` uses ``boxWidth`` for all.
    public var boxWidths: BoxWidths
    /// How subtrees are packed beside each other.
    public var packing: Packing

    /// Creates options; every parameter has DESIGN's default.
    public init(
        boxWidth: Double = 50,
        boxHeight: Double = 50,
        coupleGap: Double = 20,
        siblingGap: Double = 20,
        levelGap: Double = 20,
        boxWidths: BoxWidths = .uniform,
        packing: Packing = .contour
    ) {
        self.boxWidth = boxWidth
        self.boxHeight = boxHeight
        self.coupleGap = coupleGap
        self.siblingGap = siblingGap
        self.levelGap = levelGap
        self.boxWidths = boxWidths
        self.packing = packing
    }

    /// The top y of generation `generation`'s row: `generation * (boxHeight + levelGap)`.
    @inlinable public func rowTop(_ generation: Int) -> Double {
        Double(generation) * (boxHeight + levelGap)
    }

    /// Per-person box widths, resolved once per layout into a table indexed like ``Family/people``.
    public func resolvedWidths(for family: Family) -> [Double] {
        switch boxWidths {
        case .uniform:
            return [Double](repeating: boxWidth, count: family.personCount)
        case .table(let widths):
            precondition(widths.count == family.personCount, "boxWidths table must have one width per person")
            return widths
        case .computed(let width):
            return family.people.map(width)
        }
    }
}

extension LayoutOptions {
    /// Where each person's box width comes from.
    public enum BoxWidths: Sendable {
        /// Every box is ``LayoutOptions/boxWidth`` wide.
        case uniform
        /// One width per person, indexed like ``Family/people``.
        case table([Double])
        /// A width computed from the person's record, e.g. from the length of the name.
        case computed(@Sendable (Person) -> Double)
    }

    /// How the native engine packs neighbouring subtrees.
    public enum Packing: String, Sendable, CaseIterable {
        /// Subtrees slide together until their contours (the outline of each row) are
        /// ``LayoutOptions/siblingGap`` apart: Reingold–Tilford with Walker's spacing.
        case contour
        /// Each subtree occupies its whole bounding box, as the seed article's recursion does.
        case boundingBox
    }
}
