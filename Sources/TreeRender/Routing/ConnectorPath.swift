import TreeLayout

/// A routed connector: an orthogonal polyline from a start to an end whose corners are rounded.
///
/// The same route is available three ways: as ``segments`` (lines and quarter-circle arcs, for
/// drawing), as ``corners`` (the unrounded polyline, for crossing counts and plain polylines),
/// and as cubic Bézier control points (``cubicBezierPoints``, the form Graphviz splines use).
public struct ConnectorPath: Hashable, Sendable {
    /// The unrounded orthogonal polyline: start, every corner, end. Consecutive points differ in
    /// exactly one coordinate and consecutive legs turn by a right angle. A single point when
    /// the route has no length (never produced by the router, which always leaves and enters).
    public let corners: [PagePoint]
    /// The drawing: lines and arcs, each starting where the previous one ends.
    public let segments: [ConnectorSegment]
    /// The radius actually used at each corner (`corners[1 ..< corners.count - 1]`), after clamping.
    public let cornerRadii: [Double]

    /// Rounds the corners of an orthogonal polyline.
    ///
    /// The radius at each corner is `radius`, clamped to half the shorter of the two legs that
    /// meet there, so neighbouring arcs never overlap and no arc overshoots a leg.
    ///
    /// - Parameters:
    ///   - corners: At least one point; consecutive points must differ in exactly one coordinate.
    ///   - radius: The wanted corner radius, at least 0.
    /// - Complexity: O(`corners.count`).
    public init(corners: [PagePoint], radius: Double) {
        precondition(!corners.isEmpty, "a connector has at least one point")
        precondition(radius >= 0, "the corner radius cannot be negative")
        self.corners = corners
        var segments: [ConnectorSegment] = []
        var radii: [Double] = []
        segments.reserveCapacity(corners.count * 2)
        radii.reserveCapacity(max(0, corners.count - 2))
        var pen = corners[0]
        if corners.count >= 3 {
            for index in 1..<(corners.count - 1) {
                let before = corners[index - 1]
                let corner = corners[index]
                let after = corners[index + 1]
                guard let incoming = AxisDirection(from: before, to: corner),
                    let outgoing = AxisDirection(from: corner, to: after)
                else {
                    preconditionFailure("connector legs must be horizontal or vertical: \(before) \(corner) \(after)")
                }
                let legIn = abs(corner.x - before.x) + abs(corner.y - before.y)
                let legOut = abs(after.x - corner.x) + abs(after.y - corner.y)
                let clamped = Swift.min(radius, legIn / 2, legOut / 2)
                radii.append(clamped)
                guard clamped > 0, incoming != outgoing else {
                    segments.append(.line(from: pen, to: corner))
                    pen = corner
                    continue
                }
                let arcStart = corner.moved(incoming, by: -clamped)
                let arcEnd = corner.moved(outgoing, by: clamped)
                if arcStart != pen { segments.append(.line(from: pen, to: arcStart)) }
                // Turning right on a y-down page (cross product > 0) is clockwise.
                let cross = incoming.dx * outgoing.dy - incoming.dy * outgoing.dx
                segments.append(
                    .arc(
                        from: arcStart, to: arcEnd, center: arcStart.moved(outgoing, by: clamped),
                        radius: clamped, clockwise: cross > 0))
                pen = arcEnd
            }
        }
        if let last = corners.last, last != pen || segments.isEmpty {
            segments.append(.line(from: pen, to: last))
        }
        self.segments = segments
        self.cornerRadii = radii
    }

    /// The first point.
    public var start: PagePoint { corners[0] }
    /// The last point.
    public var end: PagePoint { corners[corners.count - 1] }

    /// The length of the drawn (rounded) connector.
    public var length: Double { segments.reduce(0) { $0 + $1.length } }
}
