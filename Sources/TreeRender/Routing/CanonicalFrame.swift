import TreeLayout

/// A rotation or reflection of the page that turns a route's exit direction into +x and, when
/// the arrival is perpendicular, its arrival direction into +y.
///
/// The map only swaps and negates coordinates, so it is exact in floating point: a route
/// computed in the frame and mapped back keeps every leg exactly horizontal or vertical.
struct CanonicalFrame {
    /// The page direction that becomes +x.
    let xAxis: AxisDirection
    /// The page direction that becomes +y.
    let yAxis: AxisDirection
    /// The arrival direction, seen in the frame.
    let canonicalArrival: ConnectorRouter.CanonicalArrival

    init(exit: AxisDirection, arrival: AxisDirection) {
        xAxis = exit
        if arrival == exit {
            canonicalArrival = .parallel
            yAxis = Self.quarterTurn(exit)
        } else if arrival == exit.reversed {
            canonicalArrival = .opposite
            yAxis = Self.quarterTurn(exit)
        } else {
            canonicalArrival = .perpendicular
            yAxis = arrival
        }
    }

    /// The direction a quarter turn clockwise on the page (y down): right → down → left → up.
    private static func quarterTurn(_ direction: AxisDirection) -> AxisDirection {
        switch direction {
        case .right: .down
        case .down: .left
        case .left: .up
        case .up: .right
        }
    }

    private static func component(_ point: PagePoint, along axis: AxisDirection) -> Double {
        switch axis {
        case .right: point.x
        case .left: -point.x
        case .down: point.y
        case .up: -point.y
        }
    }

    func toCanonical(_ point: PagePoint) -> PagePoint {
        PagePoint(x: Self.component(point, along: xAxis), y: Self.component(point, along: yAxis))
    }

    /// A coordinate along the exit axis (x for horizontal exits, y for vertical), in the frame.
    func toCanonicalAlongExit(_ value: Double) -> Double {
        xAxis == .left || xAxis == .up ? -value : value
    }

    func fromCanonical(_ point: PagePoint) -> PagePoint {
        var page = PagePoint(x: 0, y: 0)
        Self.place(point.x, along: xAxis, in: &page)
        Self.place(point.y, along: yAxis, in: &page)
        return page
    }

    private static func place(_ value: Double, along axis: AxisDirection, in page: inout PagePoint) {
        switch axis {
        case .right: page.x = value
        case .left: page.x = -value
        case .down: page.y = value
        case .up: page.y = -value
        }
    }
}
