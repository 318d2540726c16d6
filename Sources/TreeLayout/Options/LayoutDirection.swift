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

// Not in the chart page's engine: Embedded Swift (ChartEngine/) has no Codable.
#if !hasFeature(Embedded)
    extension LayoutDirection: Codable {}
#endif
