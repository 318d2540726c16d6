/// One piece of a routed connector: a straight, axis-aligned line or a quarter-circle arc that
/// rounds a corner between two lines.
public enum ConnectorSegment: Hashable, Sendable {
    /// A straight line from `from` to `to`; the router only makes horizontal or vertical ones.
    case line(from: PagePoint, to: PagePoint)
    /// A quarter circle from `from` to `to` around `center`. `clockwise` is as seen on the page
    /// (y down), which is SVG's sweep flag 1.
    case arc(from: PagePoint, to: PagePoint, center: PagePoint, radius: Double, clockwise: Bool)

    /// Where the segment begins.
    public var start: PagePoint {
        switch self {
        case .line(let from, _), .arc(let from, _, _, _, _): from
        }
    }

    /// Where the segment ends.
    public var end: PagePoint {
        switch self {
        case .line(_, let to), .arc(_, let to, _, _, _): to
        }
    }

    /// The length along the segment.
    public var length: Double {
        switch self {
        case .line(let from, let to): abs(to.x - from.x) + abs(to.y - from.y)
        case .arc(_, _, _, let radius, _): radius * Double.pi / 2
        }
    }
}
