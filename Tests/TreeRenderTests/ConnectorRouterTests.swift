import Foundation
import Testing
import TreeLayout

@testable import TreeRender

/// One of the 16 × 9 router cases: an exit side, an entry side and where the end lies.
struct RouteCase: CustomTestStringConvertible, Sendable {
    let exit: ConnectorSide
    let entry: ConnectorSide
    let position: RelativePosition

    var testDescription: String { "\(exit.rawValue)→\(entry.rawValue), end \(position.rawValue)" }

    static let all: [RouteCase] = ConnectorSide.allCases.flatMap { exit in
        ConnectorSide.allCases.flatMap { entry in
            RelativePosition.allCases.map { RouteCase(exit: exit, entry: entry, position: $0) }
        }
    }

    /// The end for this case, `distance` points away from `start` on each axis that differs.
    func end(from start: PagePoint, dx: Double, dy: Double) -> PagePoint {
        let (sx, sy): (Double, Double) =
            switch position {
            case .samePoint: (0, 0)
            case .above: (0, -1)
            case .below: (0, 1)
            case .leftOf: (-1, 0)
            case .rightOf: (1, 0)
            case .aboveLeft: (-1, -1)
            case .aboveRight: (1, -1)
            case .belowLeft: (-1, 1)
            case .belowRight: (1, 1)
            }
        return PagePoint(x: start.x + sx * dx, y: start.y + sy * dy)
    }
}

@Suite("Connector router")
struct ConnectorRouterTests {
    static let router = ConnectorRouter(cornerRadius: 8, stubLength: 16)
    /// Distances from tiny (well under the radius) to large, and unequal on the two axes.
    static let offsets: [(Double, Double)] = [(0.3, 0.7), (5, 11), (16, 16), (40, 25), (300, 170.125)]
    static let starts = [PagePoint(x: 0, y: 0), PagePoint(x: 123.25, y: -47.5), PagePoint(x: 1e6 + 0.1, y: 3e5)]

    @Test("every route keeps the rules", arguments: RouteCase.all)
    func routeKeepsTheRules(_ routeCase: RouteCase) throws {
        #expect(RouteCase.all.count == 144)
        for start in Self.starts {
            for (dx, dy) in Self.offsets {
                let end = routeCase.end(from: start, dx: dx, dy: dy)
                #expect(RelativePosition(of: end, from: start) == routeCase.position)
                let path = Self.router.route(from: start, exit: routeCase.exit, to: end, entry: routeCase.entry)
                try Self.checkRules(path, start: start, end: end, routeCase: routeCase)
            }
        }
    }

    static func checkRules(_ path: ConnectorPath, start: PagePoint, end: PagePoint, routeCase: RouteCase) throws {
        let context = Comment(rawValue: "\(routeCase.testDescription) \(start)→\(end): \(path.corners)")
        // Ends exactly at the given points, in the stated directions.
        #expect(path.corners.first == start, context)
        #expect(path.corners.last == end, context)
        #expect(path.segments.first?.start == start, context)
        #expect(path.segments.last?.end == end, context)
        try #require(path.corners.count >= 2, context)
        let first = AxisDirection(from: path.corners[0], to: path.corners[1])
        let last = AxisDirection(from: path.corners[path.corners.count - 2], to: path.corners[path.corners.count - 1])
        #expect(first == routeCase.exit.exitDirection, context)
        #expect(last == routeCase.entry.entryDirection, context)
        // Legs are axis-aligned and every bend is a right angle (no reversal, no straight “bend”).
        var headings: [AxisDirection] = []
        for index in 1..<path.corners.count {
            let heading = try #require(AxisDirection(from: path.corners[index - 1], to: path.corners[index]), context)
            headings.append(heading)
        }
        for index in 1..<headings.count {
            #expect(headings[index] != headings[index - 1] && headings[index] != headings[index - 1].reversed, context)
        }
        #expect(path.corners.count <= 7, context)
        // A direction pointing away from the other point gets at least a stub.
        let legs = zip(path.corners, path.corners.dropFirst()).map { abs($1.x - $0.x) + abs($1.y - $0.y) }
        let exitDirection = routeCase.exit.exitDirection
        let entryDirection = routeCase.entry.entryDirection
        let along = { (d: AxisDirection) in Double(d.dx) * (end.x - start.x) + Double(d.dy) * (end.y - start.y) }
        if along(exitDirection) <= 0 { #expect(legs.first! >= router.stubLength, context) }
        if along(entryDirection) <= 0 { #expect(legs.last! >= router.stubLength, context) }
        // Segments join up; lines are axis-aligned; arcs are quarter circles within the clamp.
        #expect(path.cornerRadii.count == path.corners.count - 2, context)
        for (index, radius) in path.cornerRadii.enumerated() {
            #expect(
                radius <= router.cornerRadius && radius <= legs[index] / 2 && radius <= legs[index + 1] / 2, context)
            #expect(radius > 0, context)
        }
        var pen = start
        for segment in path.segments {
            #expect(segment.start == pen, context)
            pen = segment.end
            for point in [segment.start, segment.end] {
                #expect(point.x.isFinite && point.y.isFinite, context)
            }
            switch segment {
            case .line(let from, let to):
                #expect(from.x == to.x || from.y == to.y, context)
            case .arc(let from, let to, let center, let radius, _):
                #expect(path.cornerRadii.contains(radius), context)
                let tolerance = 1e-9 * max(1, abs(center.x), abs(center.y))
                #expect(abs(hypot(from.x - center.x, from.y - center.y) - radius) <= tolerance, context)
                #expect(abs(hypot(to.x - center.x, to.y - center.y) - radius) <= tolerance, context)
                let dot = (from.x - center.x) * (to.x - center.x) + (from.y - center.y) * (to.y - center.y)
                #expect(abs(dot) <= tolerance * radius, context)
            }
        }
        #expect(path.length.isFinite && path.length > 0, context)
        let bezier = path.cubicBezierPoints
        #expect(bezier.count == 1 + 3 * path.segments.count && bezier.first == start && bezier.last == end, context)
        #expect(!path.svgPathData.contains("nan") && !path.svgPathData.contains("inf"), context)
    }

    @Test("a straight drop has no corners")
    func straightDrop() {
        let path = Self.router.route(from: .init(x: 10, y: 50), exit: .bottom, to: .init(x: 10, y: 70), entry: .top)
        #expect(path.corners == [.init(x: 10, y: 50), .init(x: 10, y: 70)])
        #expect(path.svgPathData == "M10 50V70")
    }

    @Test("a Z bends at the midway line and rounds both corners the right way")
    func zBendsMidway() {
        let path = Self.router.route(
            from: .init(x: 0, y: 0), exit: .bottom, to: .init(x: 40, y: 40), entry: .top, midway: 20)
        #expect(path.corners == [.init(x: 0, y: 0), .init(x: 0, y: 20), .init(x: 40, y: 20), .init(x: 40, y: 40)])
        #expect(path.svgPathData == "M0 0V12A8 8 0 0 0 8 20H32A8 8 0 0 1 40 28V40")
        let shifted = Self.router.route(
            from: .init(x: 0, y: 0), exit: .bottom, to: .init(x: 40, y: 40), entry: .top, midway: 30)
        #expect(shifted.corners[1] == .init(x: 0, y: 30))
        let ignored = Self.router.route(
            from: .init(x: 0, y: 0), exit: .bottom, to: .init(x: 40, y: 40), entry: .top, midway: 90)
        #expect(ignored.corners[1] == .init(x: 0, y: 20))
    }

    @Test("radii are clamped to half the shorter leg")
    func radiusClamp() {
        let path = Self.router.route(from: .init(x: 0, y: 0), exit: .bottom, to: .init(x: 3, y: 20), entry: .top)
        #expect(path.cornerRadii == [1.5, 1.5])
    }

    @Test("one bend when both directions point at the other point")
    func oneBend() {
        let path = Self.router.route(from: .init(x: 0, y: 0), exit: .right, to: .init(x: 30, y: 30), entry: .top)
        #expect(path.corners == [.init(x: 0, y: 0), .init(x: 30, y: 0), .init(x: 30, y: 30)])
        guard case .arc(_, _, let center, _, let clockwise) = path.segments[1] else {
            Issue.record("expected an arc, got \(path.segments)")
            return
        }
        #expect(center == .init(x: 22, y: 8))
        #expect(clockwise)
    }

    @Test("coincident points still leave and enter properly, with no NaN")
    func coincidentPoints() throws {
        for exit in ConnectorSide.allCases {
            for entry in ConnectorSide.allCases {
                let point = PagePoint(x: 5, y: 5)
                let path = Self.router.route(from: point, exit: exit, to: point, entry: entry)
                try Self.checkRules(
                    path, start: point, end: point, routeCase: RouteCase(exit: exit, entry: entry, position: .samePoint)
                )
                #expect(path.corners.count >= 4)
            }
        }
    }

    @Test("a zero radius draws sharp corners")
    func sharpCorners() {
        let router = ConnectorRouter(cornerRadius: 0, stubLength: 10)
        let path = router.route(from: .init(x: 0, y: 0), exit: .right, to: .init(x: 20, y: 20), entry: .top)
        #expect(path.svgPathData == "M0 0H20V20")
    }

    @Test("Bézier control points follow the tangents of a rounded corner")
    func bezierControls() {
        let path = Self.router.route(from: .init(x: 0, y: 0), exit: .right, to: .init(x: 30, y: 30), entry: .top)
        let points = path.cubicBezierPoints
        // line to (22,0), arc to (30,8), line to (30,30)
        #expect(points.count == 10)
        #expect(points[3] == .init(x: 22, y: 0))
        #expect(points[4].y == 0 && points[4].x > 22 && points[4].x < 30)
        #expect(points[5].x == 30 && points[5].y > 0 && points[5].y < 8)
        #expect(points[6] == .init(x: 30, y: 8))
    }
}
