public import FamilyTree

/// Which way a chart runs on the page: the direction from parents to children.
///
/// Engines lay out each section of a chart in one frame, the *section frame*: the section's
/// generation 0 on the top row, each row below the one before, x along the rows (what
/// ``LayoutEngine/layout(_:options:)-(Family,_)`` returns). The direction then turns each section onto the page:
///
/// | direction | parents to children | a descendant chart | an ancestor chart | along a row |
/// |---|---|---|---|---|
/// | ``topDown`` | down | root on top | root at the bottom, ancestors above | left to right |
/// | ``bottomUp`` | up | root at the bottom | root on top, ancestors below | left to right |
/// | ``leftRight`` | right | root on the left | root on the right | top to bottom |
/// | ``rightLeft`` | left | root on the right | root on the left (the classic pedigree chart) | top to bottom |
///
/// An hourglass's ancestors and descendants lie on opposite sides of the root's row. A row's
/// order (siblings, father before mother) reads left to right, or top to bottom when rows are
/// columns. The invariants are read in the section frame, so they mean the same in every direction.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Parents above their children: the default.
    case topDown = "top-down"
    /// Parents below their children.
    case bottomUp = "bottom-up"
    /// Parents left of their children; rows are columns.
    case leftRight = "left-right"
    /// Parents right of their children; rows are columns.
    case rightLeft = "right-left"

    /// Whether rows are columns on the page (generations run across it).
    public var isHorizontal: Bool { self == .leftRight || self == .rightLeft }

    /// The page direction in which a section of `side` grows from its generation 0: the
    /// direction itself for descendants, the opposite for ancestors.
    public func growth(of side: ChartSide) -> AxisDirection {
        let forward: AxisDirection =
            switch self {
            case .topDown: .down
            case .bottomUp: .up
            case .leftRight: .right
            case .rightLeft: .left
            }
        return side == .descendants ? forward : forward.reversed
    }
}

/// The map between a section frame (rows down from generation 0, x along the rows) and the page,
/// for a section growing in one ``AxisDirection``. It only swaps and negates coordinates, so it
/// is exact in floating point and its own way back.
///
/// Along a row, the section frame's x is the page's x (vertical growth) or y (horizontal
/// growth). A box keeps its size; when rows are columns a box's page width is its depth in the
/// section frame, and a box narrower than its column stands at the column's edge nearer the
/// section's generation 0.
public struct SectionFrame: Hashable, Sendable {
    /// Where the section's rows go on the page.
    public let growth: AxisDirection

    /// The frame of a section growing in `growth`.
    public init(growth: AxisDirection) {
        self.growth = growth
    }

    /// The page box of a box of the section frame.
    ///
    /// - Parameters:
    ///   - box: The box in the section frame.
    ///   - depth: The box's extent along the growth on the page (its page width when rows are
    ///     columns); `nil` for the box's own height in the frame.
    @inlinable public func pageBox(_ box: PersonBox, depth: Double? = nil) -> PersonBox {
        let extent = depth ?? box.height
        switch growth {
        case .down: return box
        case .up: return PersonBox(x: box.x, y: -(box.y + box.height), width: box.width, height: box.height)
        case .right: return PersonBox(x: box.y, y: box.x, width: extent, height: box.width)
        case .left: return PersonBox(x: -(box.y + extent), y: box.x, width: extent, height: box.width)
        }
    }

    /// The section-frame box of a page box: the inverse of ``pageBox(_:depth:)``.
    @inlinable public func sectionBox(_ box: PersonBox) -> PersonBox {
        switch growth {
        case .down: return box
        case .up: return PersonBox(x: box.x, y: -(box.y + box.height), width: box.width, height: box.height)
        case .right: return PersonBox(x: box.y, y: box.x, width: box.height, height: box.width)
        case .left: return PersonBox(x: box.y, y: -(box.x + box.width), width: box.height, height: box.width)
        }
    }

    /// A page point of the section frame's point (`along` the row, `across` at a depth).
    @inlinable public func pagePoint(along: Double, depth: Double) -> (x: Double, y: Double) {
        switch growth {
        case .down: (along, depth)
        case .up: (along, -depth)
        case .right: (depth, along)
        case .left: (-depth, along)
        }
    }
}

// Not in the chart page's engine: Embedded Swift (ChartEngine/) has no Codable.
#if !hasFeature(Embedded)
    extension LayoutDirection: Codable {}
#endif
