extension ConnectorPath {
    /// The distance of a cubic Bézier's control points from the ends of a quarter circle of
    /// radius 1 (4/3 · tan(π/8)); the curve then strays from the circle by under 0.03 %.
    static let quarterCircleHandle = 0.552_284_749_830_793_4

    /// The route as one cubic Bézier spline: the start, then three points (two controls and an
    /// end) per segment, the form Graphviz stores in an edge's `bezier` list.
    ///
    /// Lines become cubic curves with controls at one and two thirds; arcs become the usual
    /// four-point approximation of a quarter circle.
    ///
    /// - Complexity: O(`segments.count`).
    public var cubicBezierPoints: [PagePoint] {
        var points: [PagePoint] = [start]
        points.reserveCapacity(1 + 3 * segments.count)
        for segment in segments {
            switch segment {
            case .line(let from, let to):
                points.append(PagePoint(x: from.x + (to.x - from.x) / 3, y: from.y + (to.y - from.y) / 3))
                points.append(PagePoint(x: from.x + 2 * (to.x - from.x) / 3, y: from.y + 2 * (to.y - from.y) / 3))
                points.append(to)
            case .arc(let from, let to, let center, _, _):
                // Each control point leaves its end along the tangent, which points at the corner.
                let corner = PagePoint(
                    x: from.x == center.x ? to.x : from.x,
                    y: from.y == center.y ? to.y : from.y)
                let k = Self.quarterCircleHandle
                points.append(PagePoint(x: from.x + (corner.x - from.x) * k, y: from.y + (corner.y - from.y) * k))
                points.append(PagePoint(x: to.x + (corner.x - to.x) * k, y: to.y + (corner.y - to.y) * k))
                points.append(to)
            }
        }
        return points
    }
}
