public import TreeLayout

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

extension AxisDirection {
    /// The direction from `from` to `to` when they differ in exactly one coordinate; `nil` otherwise.
    public init?(from: PagePoint, to: PagePoint) {
        switch (from.x == to.x, from.y == to.y) {
        case (true, false): self = to.y > from.y ? .down : .up
        case (false, true): self = to.x > from.x ? .right : .left
        default: return nil
        }
    }
}
