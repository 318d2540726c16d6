import FamilyTree
package import TreeLayout

/// Where the `family` plugin puts every node and edge of a graph it read: node centres and
/// edge routes in Graphviz's coordinates (points, y up, the drawing's lower-left at 0,0).
///
/// People sit at their native boxes' centres. A couple's union node sits at the couple's
/// midpoint on the couple line, a single parent's on the bus below them. Routes are the
/// connectors TreeBench draws (docs/ARCHITECTURE.md, "Invariants and geometry"), as orthogonal polylines: spouse → union along the
/// couple line; union → child down to the bus halfway between the rows, along it, and down
/// to the child; a single parent down to their bus. Layout hints run straight between centres.
package struct FamilyGraphPlacement {
    /// A point in Graphviz's coordinates.
    package typealias Point = (x: Double, y: Double)

    /// The centre of every node, indexed like the graph's nodes.
    package var centers: [Point]
    /// The route of every edge from its tail to its head: at least two points.
    package var routes: [[Point]]
    /// The upper-right corner of the drawing; the lower-left is 0,0.
    package var size: Point

    /// A placement made elsewhere (already in Graphviz's coordinates).
    package init(centers: [Point], routes: [[Point]], size: Point) {
        self.centers = centers
        self.routes = routes
        self.size = size
    }

    /// Places the graph `graph` (read from `edges`) by the native layout `layout`.
    ///
    /// - Parameters:
    ///   - nodeSizes: Each node's width and height in points, for the drawing's extent.
    ///   - levelGap: The gap between rows; buses run halfway down it.
    /// - Complexity: O(nodes + edges).
    package init(
        graph: FamilyIdiomGraph, edges: [FamilyIdiomGraph.Edge], layout: FamilyLayout,
        nodeSizes: [Point], levelGap: Double
    ) {
        let family = graph.family
        let boxes = layout.boxes
        // Native coordinates are y down; these are still y down until the flip at the end.
        func unionPoint(_ unit: FamilyUnit) -> Point {
            let blood = boxes[Int(unit.blood)]
            return unit.isCouple
                ? (layout.anchor(of: unit), blood.centerY) : (blood.centerX, blood.maxY + levelGap / 2)
        }
        func busY(_ unit: FamilyUnit) -> Double { boxes[Int(unit.blood)].maxY + levelGap / 2 }

        var centers: [Point] = []
        centers.reserveCapacity(graph.personOfNode.count)
        for (node, person) in graph.personOfNode.enumerated() {
            if person >= 0 {
                centers.append((boxes[person].centerX, boxes[person].centerY))
            } else {
                centers.append(unionPoint(family.units[graph.unitOfNode[node]]))
            }
        }

        var routes: [[Point]] = []
        routes.reserveCapacity(edges.count)
        for (edge, role) in zip(edges, graph.edgeRoles) {
            let tail = centers[edge.tail]
            let head = centers[edge.head]
            switch role {
            case .parentToUnion, .hint:
                routes.append([tail, head])
            case .unionToChild(let unit, _), .parentToChild(let unit, _):
                let bus = busY(family.units[unit])
                routes.append(Self.withoutRepeats([tail, (tail.x, bus), (head.x, bus), head]))
            }
        }

        // Flip to y up and move the drawing's lower-left corner to the origin.
        var minX = Double.infinity
        var maxX = -Double.infinity
        var minY = Double.infinity
        var maxY = -Double.infinity
        for (center, size) in zip(centers, nodeSizes) {
            minX = min(minX, center.x - size.x / 2)
            maxX = max(maxX, center.x + size.x / 2)
            minY = min(minY, center.y - size.y / 2)
            maxY = max(maxY, center.y + size.y / 2)
        }
        if centers.isEmpty { (minX, maxX, minY, maxY) = (0, 0, 0, 0) }
        func flipped(_ point: Point) -> Point { (point.x - minX, maxY - point.y) }
        self.centers = centers.map(flipped)
        self.routes = routes.map { $0.map(flipped) }
        self.size = (maxX - minX, maxY - minY)
    }

    /// The polyline without consecutive repeated points (a child straight below its parents
    /// has no jog), keeping at least two points.
    private static func withoutRepeats(_ points: [Point]) -> [Point] {
        var kept = [points[0]]
        for point in points.dropFirst() where point != kept[kept.count - 1] { kept.append(point) }
        return kept.count >= 2 ? kept : [points[0], points[points.count - 1]]
    }
}
