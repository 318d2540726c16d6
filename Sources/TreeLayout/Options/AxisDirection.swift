/// One of the four axis-aligned unit directions on the page (y down): where a chart's rows go
/// (``LayoutDirection/growth(of:)``) and, in TreeRender, where a connector heads.
public enum AxisDirection: Hashable, Sendable, CaseIterable {
    /// Towards smaller y.
    case up
    /// Towards larger x.
    case right
    /// Towards larger y.
    case down
    /// Towards smaller x.
    case left

    /// The x component: -1, 0 or 1.
    public var dx: Int {
        switch self {
        case .right: 1
        case .left: -1
        case .up, .down: 0
        }
    }

    /// The y component: -1, 0 or 1 (1 is down the page).
    public var dy: Int {
        switch self {
        case .down: 1
        case .up: -1
        case .left, .right: 0
        }
    }

    /// Whether the direction is along x.
    public var isHorizontal: Bool { dx != 0 }

    /// The opposite direction.
    public var reversed: AxisDirection {
        switch self {
        case .up: .down
        case .down: .up
        case .left: .right
        case .right: .left
        }
    }
}
