public import TreeLayout

/// A side of a box, where a connector leaves its start or enters its end.
///
/// A connector leaving by a side heads away from the box (``exitDirection``); one entering by a
/// side arrives heading into the box (``entryDirection``): entering by `top` means moving down.
public enum ConnectorSide: String, Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The right edge.
    case right
    /// The bottom edge.
    case bottom
    /// The left edge.
    case left

    /// The direction of travel when leaving the box by this side (the side's outward normal).
    public var exitDirection: AxisDirection {
        switch self {
        case .top: .up
        case .right: .right
        case .bottom: .down
        case .left: .left
        }
    }

    /// The direction of travel when entering the box by this side (the side's inward normal).
    public var entryDirection: AxisDirection { exitDirection.reversed }
}

/// Where a connector's end lies relative to its start: the nine cases of the router.
public enum RelativePosition: String, Hashable, Sendable, CaseIterable {
    /// The end is the start.
    case samePoint
    /// Same x, end above the start.
    case above
    /// Same x, end below the start.
    case below
    /// Same y, end left of the start.
    case leftOf
    /// Same y, end right of the start.
    case rightOf
    /// End above and left of the start.
    case aboveLeft
    /// End above and right of the start.
    case aboveRight
    /// End below and left of the start.
    case belowLeft
    /// End below and right of the start.
    case belowRight

    /// Classifies `end` relative to `start` by exact comparison of coordinates.
    public init(of end: PagePoint, from start: PagePoint) {
        switch (end.x == start.x, end.y == start.y) {
        case (true, true): self = .samePoint
        case (true, false): self = end.y < start.y ? .above : .below
        case (false, true): self = end.x < start.x ? .leftOf : .rightOf
        case (false, false):
            switch (end.y < start.y, end.x < start.x) {
            case (true, true): self = .aboveLeft
            case (true, false): self = .aboveRight
            case (false, true): self = .belowLeft
            case (false, false): self = .belowRight
            }
        }
    }
}
