/// A point on the page, in points, origin top-left, y down (the layout's coordinates).
public struct PagePoint: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate, growing downwards.
    public var y: Double

    /// Creates a point.
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }

    /// The point moved by `distance` along the unit axis vector `direction`.
    @inlinable func moved(_ direction: AxisDirection, by distance: Double) -> PagePoint {
        PagePoint(x: x + Double(direction.dx) * distance, y: y + Double(direction.dy) * distance)
    }
}

/// One of the four axis-aligned unit directions on the page (y down).
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

    /// The opposite direction.
    public var reversed: AxisDirection {
        switch self {
        case .up: .down
        case .down: .up
        case .left: .right
        case .right: .left
        }
    }

    /// The direction from `from` to `to` when they differ in exactly one coordinate; `nil` otherwise.
    public init?(from: PagePoint, to: PagePoint) {
        switch (from.x == to.x, from.y == to.y) {
        case (true, false): self = to.y > from.y ? .down : .up
        case (false, true): self = to.x > from.x ? .right : .left
        default: return nil
        }
    }
}
