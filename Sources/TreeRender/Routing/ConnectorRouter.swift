import TreeLayout

/// Routes connectors between two points as orthogonal paths with rounded corners.
///
/// A route leaves its start heading out of `exit` and arrives at its end heading into `entry`.
/// Every one of the 4 × 4 side pairs and the 9 relative positions of the two points
/// (``RelativePosition``) has a route: the fewest bends the directions allow, bending midway
/// between the points, and a stub of at least ``stubLength`` wherever a direction points away
/// from the other point. Pure geometry: no drawing framework, exact coordinates (every leg is
/// exactly horizontal or vertical, the route starts and ends exactly at the given points).
///
/// The idea follows the “16 cases × 9 sub-cases” analysis of rounded-corner connectors; the 16
/// side pairs reduce to three shapes (perpendicular, parallel, opposite) in a frame where the
/// start heads along +x, so each shape is written once and mirrored or rotated into place.
public struct ConnectorRouter: Hashable, Sendable {
    /// The wanted corner radius; each corner is clamped to half its shorter leg.
    public var cornerRadius: Double
    /// The least length of a leg that leaves or enters pointing away from the other point.
    public var stubLength: Double

    /// Creates a router.
    ///
    /// - Parameters:
    ///   - cornerRadius: At least 0; 0 draws sharp corners.
    ///   - stubLength: Greater than 0.
    public init(cornerRadius: Double = 8, stubLength: Double = 16) {
        precondition(cornerRadius >= 0 && cornerRadius.isFinite, "the corner radius must be finite and at least 0")
        precondition(stubLength > 0 && stubLength.isFinite, "the stub length must be finite and greater than 0")
        self.cornerRadius = cornerRadius
        self.stubLength = stubLength
    }

    /// Routes a connector.
    ///
    /// - Parameters:
    ///   - start: Where the connector begins.
    ///   - exit: The side of the start it leaves by; the first leg heads that way.
    ///   - end: Where the connector ends.
    ///   - entry: The side of the end it enters by; the last leg heads into it.
    ///   - midway: Where the middle leg of a Z-shaped route runs, as a coordinate along the
    ///     start's exit axis (a y for `top`/`bottom` exits). Used only when it lies strictly
    ///     between the two points; otherwise the middle leg runs halfway. A family tree passes
    ///     the y of the bus between two rows.
    /// - Returns: The path; its corners are at most 5 bends.
    /// - Complexity: O(1).
    public func route(
        from start: PagePoint, exit: ConnectorSide, to end: PagePoint, entry: ConnectorSide, midway: Double? = nil
    ) -> ConnectorPath {
        precondition(
            start.x.isFinite && start.y.isFinite && end.x.isFinite && end.y.isFinite,
            "connector points must be finite")
        let frame = CanonicalFrame(exit: exit.exitDirection, arrival: entry.entryDirection)
        let a = frame.toCanonical(start)
        let b = frame.toCanonical(end)
        let canonicalMidway = midway.map { frame.toCanonicalAlongExit($0) }
        let canonical = canonicalCorners(from: a, to: b, arrival: frame.canonicalArrival, midway: canonicalMidway)
        var corners = canonical.map(frame.fromCanonical)
        // Mapping back is exact (a sign change and a swap), but pin the ends anyway.
        corners[0] = start
        corners[corners.count - 1] = end
        return ConnectorPath(corners: Self.simplified(corners), radius: cornerRadius)
    }

    /// Drops repeated points and merges straight runs, so every interior point is a real bend.
    static func simplified(_ points: [PagePoint]) -> [PagePoint] {
        var result: [PagePoint] = []
        result.reserveCapacity(points.count)
        for point in points {
            if let last = result.last, last == point { continue }
            if result.count >= 2,
                let previous = AxisDirection(from: result[result.count - 2], to: result[result.count - 1]),
                let next = AxisDirection(from: result[result.count - 1], to: point), previous == next
            {
                result[result.count - 1] = point
                continue
            }
            result.append(point)
        }
        return result
    }
}
