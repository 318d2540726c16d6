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
