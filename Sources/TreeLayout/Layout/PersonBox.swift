/// A person's box on the page: top-left corner and size in points, y down.
public struct PersonBox: Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a box from its top-left corner and size.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The right edge.
    @inlinable public var maxX: Double { x + width }
    /// The bottom edge.
    @inlinable public var maxY: Double { y + height }
    /// The horizontal centre.
    @inlinable public var centerX: Double { x + width / 2 }
    /// The vertical centre.
    @inlinable public var centerY: Double { y + height / 2 }

    /// Whether the interiors of two boxes intersect (touching edges do not count).
    @inlinable public func overlaps(_ other: PersonBox) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }
}

// Not in the chart page's engine: Embedded Swift (ChartEngine/) has no Codable.
#if !hasFeature(Embedded)
    extension PersonBox: Codable {}
#endif
