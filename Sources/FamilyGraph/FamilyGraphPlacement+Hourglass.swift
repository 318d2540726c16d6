import FamilyTree
import TreeLayout

extension FamilyGraphPlacement {
    /// Nodes and edges of an hourglass (y down, before any turn): the two sections laid out by
    /// the native engine and joined at the centre's box (`FamilyChart.layoutBySections`), the
    /// descendants placed as a descendant chart is (``ChartGeometry``), and above each ancestor
    /// their parents' union node in the band between the rows, over them, the parents' edges
    /// coming down to it and its edge straight down to the child.
    ///
    /// - Complexity: O(nodes + edges).
    static func hourglass(
        _ hourglass: FamilyGraphHourglass, graph: FamilyGraph, sizes: [Point], nodesep: Double, ranksep: Double
    ) -> (centers: [Point], routes: [[Point]], isReference: [Bool]) {
        let below = hourglass.descendants
        let (geometry, options) = hourglassGeometry(
            hourglass, graph: graph, sizes: sizes, nodesep: nodesep, ranksep: ranksep)
        let height = options.geometry.boxHeight
        let page = hourglass.chart.layoutBySections(options: options, engine: "family") { family, options in
            NativeLayout().layout(family, options: options)
        }
        let belowLayout = FamilyLayout(
            engine: "family", boxes: Array(page.boxes[0..<below.family.personCount]), geometry: page.geometry)
        var centers = geometry.centers(layout: belowLayout)
        var (routes, isReference) = geometry.routes(centers: centers, layout: belowLayout)
        // The ancestors: each box's node at its centre, each union node over the child it leads to.
        let section = hourglass.chart.sections[1]
        for (box, node) in hourglass.nodeOfAncestorBox.enumerated() {
            let placed = page.boxes[section.chartPerson(box)]
            centers[node] = (placed.centerX, placed.y + height / 2)
            let union = hourglass.unionAbove[box]
            guard union >= 0 else { continue }
            for connector in graph.connectorsOfUnion[union] {
                centers[connector] = (placed.centerX, placed.y - options.geometry.levelGap / 2)
            }
        }
        let ancestorBox = hourglass.ancestorBoxes(nodeCount: graph.graph.nodes.count)
        for (index, role) in graph.edgeRoles.enumerated() {
            let union: Int
            switch role {
            case .partner(let of, _), .child(let of, _), .parentToChild(let of, _, _), .marriageLine(let of),
                .bus(let of):
                union = of
            case .hint: continue
            }
            guard hourglass.isAncestorUnion[union] else { continue }
            let edge = graph.graph.edges[index]
            let (from, to) = (centers[edge.tail], centers[edge.head])
            // A parent standing above its child's row, or the union node and the child below it.
            let upper = from.y <= to.y ? from : to
            let lower = from.y <= to.y ? to : from
            let drawnHere = ancestorBox[edge.tail] >= 0 || ancestorBox[edge.head] >= 0
            var path: [Point]
            switch role {
            case .child, .bus:
                path = [upper, (lower.x, upper.y), lower]
            case .parentToChild:
                let middle = lower.y - height / 2 - options.geometry.levelGap / 2
                path = [upper, (upper.x, middle), (lower.x, middle), lower]
            default:
                path = [upper, (upper.x, lower.y), lower]
            }
            if from.y > to.y { path.reverse() }
            routes[index] = ChartGeometry.withoutRepeats(path)
            isReference[index] = !drawnHere
        }
        return (centers, routes, isReference)
    }

    /// The descendants' geometry (``ChartGeometry``, its rows as tall as the tallest ancestor's
    /// node and its bands as the tallest union node above an ancestor) and the native layout's
    /// options for the whole hourglass: page widths indexed like the chart's people, the
    /// descendants' as their geometry widens them, each ancestor's as wide as their node or the
    /// union node above them.
    ///
    /// - Complexity: O(nodes + edges).
    static func hourglassGeometry(
        _ hourglass: FamilyGraphHourglass, graph: FamilyGraph, sizes: [Point], nodesep: Double, ranksep: Double
    ) -> (geometry: ChartGeometry, options: LayoutOptions) {
        let ancestorBand = hourglass.isAncestorUnion.indices.reduce(0.0) { band, union in
            guard hourglass.isAncestorUnion[union] else { return band }
            return graph.connectorsOfUnion[union].reduce(band) { max($0, sizes[$1].y) }
        }
        let below = hourglass.descendants
        let ancestorHeight = hourglass.nodeOfAncestorBox.reduce(0.0) { max($0, sizes[$1].y) }
        let geometry = ChartGeometry(
            graph: graph, chart: below, sizes: sizes, nodesep: nodesep, ranksep: ranksep,
            minimumBoxHeight: ancestorHeight, minimumBandHeight: ancestorBand)
        let chart = hourglass.chart
        var widths = [Double](repeating: 0, count: chart.personCount)
        if let section = chart.descendantSection {
            for (box, width) in geometry.options.resolvedWidths(for: below.family).enumerated() {
                widths[section.chartPerson(box)] = width
            }
        }
        if let section = chart.ancestorSection {
            for (box, node) in hourglass.nodeOfAncestorBox.enumerated() where section.draws(box) {
                let union = hourglass.unionAbove[box]
                let above = union >= 0 ? graph.connectorsOfUnion[union].map { sizes[$0].x }.max() ?? 0 : 0
                widths[section.chartPerson(box)] = max(sizes[node].x, above)
            }
        }
        var options = geometry.options
        options.boxWidths = .table(widths)
        return (geometry, options)
    }
}
