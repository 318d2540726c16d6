import FamilyTree
package import TreeLayout

/// Where the `family` plugin puts every node and edge of a family graph: node centres and edge
/// routes in Graphviz's coordinates (points, y up, the drawing's lower-left at 0,0).
///
/// The people, and connectors standing for a union whose partners are elsewhere, are the boxes of
/// ``FamilyGraphChart``, laid out by the native engine with the nodes' own sizes. A union's own
/// node sits where the children's line leaves the couple: on the couple line when it shares the
/// couple's rank (`{rank=same; H -> m -> W}`) or is a point under a couple, else centred under
/// the couple's anchor in a band between the rows as tall as the tallest such node (Gramps'
/// family ellipse, its label legible); bus points on that band over the children they lead to.
/// Edges are routed as TreeBench draws connectors (``FamilyGraphPlacement/routes``); an edge
/// to someone standing elsewhere is a reference edge (``isReference``).
package struct FamilyGraphPlacement {
    /// A point in Graphviz's coordinates.
    package typealias Point = (x: Double, y: Double)

    /// How `rankdir` turns the drawing, as `dot` does: generations down, up, right or left.
    package enum Direction: String, Sendable {
        case topToBottom = "TB"
        case leftToRight = "LR"
        case bottomToTop = "BT"
        case rightToLeft = "RL"

        /// The direction a `rankdir` value names (any case); top to bottom for anything else,
        /// as Graphviz reads it.
        package init(rankdir: String?) {
            self = rankdir.flatMap { Direction(rawValue: $0.uppercased()) } ?? .topToBottom
        }

        /// Whether generations run across (left to right or right to left).
        var isSideways: Bool { self == .leftToRight || self == .rightToLeft }

        /// A point of a top-to-bottom drawing (y down) turned this way.
        package func turned(_ point: Point) -> Point {
            switch self {
            case .topToBottom: point
            case .bottomToTop: (point.x, -point.y)
            case .leftToRight: (point.y, point.x)
            case .rightToLeft: (-point.y, point.x)
            }
        }

        /// A point of a drawing turned this way (y down), turned back to top to bottom.
        package func unturned(_ point: Point) -> Point {
            switch self {
            case .topToBottom: point
            case .bottomToTop: (point.x, -point.y)
            case .leftToRight: (point.y, point.x)
            case .rightToLeft: (point.y, -point.x)
            }
        }
    }

    /// The centre of every node, indexed like the graph's nodes.
    package var centers: [Point]
    /// The route of every edge from its tail to its head: at least two points.
    package var routes: [[Point]]
    /// For every edge: whether it is a reference edge, linking a node to one that stands
    /// elsewhere (a spouse homed in another line, a second family's child).
    package var isReference: [Bool]
    /// The upper-right corner of the drawing; the lower-left is 0,0.
    package var size: Point

    /// A placement made elsewhere (already in Graphviz's coordinates).
    package init(centers: [Point], routes: [[Point]], isReference: [Bool]? = nil, size: Point) {
        self.centers = centers
        self.routes = routes
        self.isReference = isReference ?? [Bool](repeating: false, count: routes.count)
        self.size = size
    }

    /// Lays out the family `graph` records as the chart it asks for, or is
    /// (``FamilyGraph/chartChoice()``): a descendant chart, or an hourglass.
    ///
    /// - Parameters:
    ///   - graph: The family read from the graph.
    ///   - nodeSizes: Each node's width and height in points, as Graphviz sized it.
    ///   - nodesep: The gap between neighbours, in points.
    ///   - ranksep: The gap between a row and the next rank (a band of union nodes, or the next
    ///     row), in points.
    ///   - direction: How `rankdir` turns the drawing.
    /// - Throws: ``FamilyGraphError`` when the genealogy cannot be charted (a parent cycle).
    /// - Complexity: O(nodes + edges).
    package init(
        graph: FamilyGraph, nodeSizes: [Point], nodesep: Double, ranksep: Double, direction: Direction = .topToBottom
    ) throws(FamilyGraphError) {
        // Laid out top to bottom; sideways, a node's height runs along its row.
        let sizes = direction.isSideways ? nodeSizes.map { ($0.y, $0.x) } : nodeSizes
        var centers: [Point]
        var routes: [[Point]]
        let isReference: [Bool]
        switch try graph.drawnChart().form {
        case .descendants(let drawn):
            let geometry = ChartGeometry(graph: graph, chart: drawn, sizes: sizes, nodesep: nodesep, ranksep: ranksep)
            let layout = NativeLayout().layout(drawn.family, options: geometry.options)
            centers = geometry.centers(layout: layout)
            (routes, isReference) = geometry.routes(centers: centers, layout: layout)
        case .hourglass(let hourglass):
            (centers, routes, isReference) = Self.hourglass(
                hourglass, graph: graph, sizes: sizes, nodesep: nodesep, ranksep: ranksep)
        }
        if direction != .topToBottom {
            centers = centers.map(direction.turned)
            routes = routes.map { $0.map(direction.turned) }
        }
        self.init(centers: centers, routes: routes, isReference: isReference, size: (0, 0))
        fitToOrigin(nodeSizes: nodeSizes)
    }

    /// The native layout's options for `drawn`, as the plugin lays it out (top to bottom): every
    /// box as wide as its node (widened where a union's node in the band above or below it is
    /// wider), rows as tall as the tallest node, the gaps from `nodesep` and `ranksep`. The native
    /// engine laying out `drawn.chart` with them (`layoutBySections` for an hourglass) places the
    /// boxes where `dot -Kfamily` puts their nodes, before any `rankdir` turn.
    ///
    /// - Parameters:
    ///   - graph: The family read from the graph.
    ///   - drawn: The chart the plugin draws of it (``FamilyGraph/drawnChart()``).
    ///   - nodeSizes: Each node's width and height in points.
    ///   - separations: `nodesep` and `ranksep`, in points.
    ///   - direction: How `rankdir` turns the drawing (sideways, a node's height runs along its row).
    /// - Complexity: O(nodes + edges).
    package static func layoutOptions(
        graph: FamilyGraph, drawn: FamilyGraphDrawnChart, nodeSizes: [Point], separations: FamilyGraphSeparations,
        direction: Direction = .topToBottom
    ) -> LayoutOptions {
        let sizes = direction.isSideways ? nodeSizes.map { ($0.y, $0.x) } : nodeSizes
        let (nodesep, ranksep) = (separations.nodesep, separations.ranksep)
        switch drawn.form {
        case .descendants(let chart):
            return ChartGeometry(graph: graph, chart: chart, sizes: sizes, nodesep: nodesep, ranksep: ranksep).options
        case .hourglass(let hourglass):
            return hourglassGeometry(hourglass, graph: graph, sizes: sizes, nodesep: nodesep, ranksep: ranksep).options
        }
    }

    /// Flips y up and moves the drawing's lower-left corner (node outlines included) to 0,0.
    private mutating func fitToOrigin(nodeSizes: [Point]) {
        var (minX, maxX, minY, maxY) = (Double.infinity, -Double.infinity, Double.infinity, -Double.infinity)
        for (center, size) in zip(centers, nodeSizes) {
            minX = min(minX, center.x - size.x / 2)
            maxX = max(maxX, center.x + size.x / 2)
            minY = min(minY, center.y - size.y / 2)
            maxY = max(maxY, center.y + size.y / 2)
        }
        for route in routes {
            for point in route {
                (minX, maxX) = (min(minX, point.x), max(maxX, point.x))
                (minY, maxY) = (min(minY, point.y), max(maxY, point.y))
            }
        }
        if centers.isEmpty { (minX, maxX, minY, maxY) = (0, 0, 0, 0) }
        func flipped(_ point: Point) -> Point { (point.x - minX, maxY - point.y) }
        centers = centers.map(flipped)
        routes = routes.map { $0.map(flipped) }
        size = (maxX - minX, maxY - minY)
    }
}
