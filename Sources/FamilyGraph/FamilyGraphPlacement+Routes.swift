import FamilyTree
import TreeLayout

extension FamilyGraphPlacement.ChartGeometry {
    typealias Point = FamilyGraphPlacement.Point

    /// Every edge's route from its tail's centre to its head's (Graphviz clips the ends at the
    /// node outlines), as TreeBench draws connectors: a partner along the couple line to the
    /// anchor and down to the union's node; a union's node down to the bus, along it and down to
    /// each child; bus points straight down; a marriage line along the couple line. An edge to
    /// a node standing elsewhere is a reference edge: down to the gap under its tail, along it,
    /// and to its head. Layout hints run straight.
    ///
    /// - Returns: The routes (y down) and, for each edge, whether it is a reference edge.
    func routes(centers: [Point], layout: FamilyLayout) -> (routes: [[Point]], isReference: [Bool]) {
        let family = chart.family
        let edges = graph.graph.edges
        var routes: [[Point]] = []
        var isReference: [Bool] = []
        routes.reserveCapacity(edges.count)
        isReference.reserveCapacity(edges.count)
        for (index, role) in graph.edgeRoles.enumerated() {
            let (tail, head) = (edges[index].tail, edges[index].head)
            // The unit drawing the edge's union, when the edge's ends stand there.
            var path: [Point]?
            switch role {
            case .hint:
                path = [centers[tail], centers[head]]
            case .partner(let union, _):
                let person = graph.nodeRoles[tail] == .connector(union: union) ? head : tail
                let connector = person == tail ? head : tail
                if let unit = drawingUnit(union), isMember(person, ofUnit: unit), places[union] != .box {
                    let anchor = layout.anchor(of: family.units[unit])
                    let from = centers[person]
                    let to = centers[connector]
                    path = from.y == to.y ? [from, to] : [from, (anchor, from.y), (anchor, to.y), to]
                    if person == head { path?.reverse() }
                }
            case .child(let union, _):
                if let unit = drawingUnit(union), isChild(head, ofUnit: unit) {
                    let from = centers[tail]
                    let to = centers[head]
                    if graph.connectorsOfUnion[union].first == tail {
                        let bus = busY(layout, family.units[unit])
                        path = [from, (from.x, bus), (to.x, bus), to]
                    } else {
                        path = [from, (to.x, from.y), to]
                    }
                }
            case .parentToChild(let union, _, _):
                if let unit = drawingUnit(union), isMember(tail, ofUnit: unit), isChild(head, ofUnit: unit) {
                    let from = centers[tail]
                    let to = centers[head]
                    let anchor = layout.anchor(of: family.units[unit])
                    let bus = busY(layout, family.units[unit])
                    path = [from, (anchor, from.y), (anchor, bus), (to.x, bus), to]
                }
            case .marriageLine(let union):
                if let unit = drawingUnit(union), isMember(tail, ofUnit: unit), isMember(head, ofUnit: unit) {
                    path = [centers[tail], centers[head]]
                }
            case .bus:
                let from = centers[tail]
                let to = centers[head]
                path = [from, (from.x, to.y), to]
            }
            isReference.append(path == nil)
            routes.append(
                Self.withoutRepeats(path ?? referenceRoute(from: tail, to: head, centers: centers, layout: layout)))
        }
        return (routes, isReference)
    }

    /// The unit drawing `union`, if any.
    private func drawingUnit(_ union: Int) -> Int? {
        let unit = chart.unitOfUnion[union]
        return unit >= 0 ? unit : nil
    }

    /// A reference edge's route: straight along a row to a neighbour (nobody standing between),
    /// else down (or up) to the gap beside its tail, along it to the head's x, and on to the head.
    private func referenceRoute(from tail: Int, to head: Int, centers: [Point], layout: FamilyLayout) -> [Point] {
        let from = centers[tail]
        let to = centers[head]
        if from.y == to.y && !boxStandsBetween(from.x, to.x, y: from.y, layout: layout) { return [from, to] }
        let lane =
            from.y + (to.y >= from.y ? 1 : -1) * (sizes[tail].y / 2 + min(ranksep, options.geometry.levelGap) / 2)
        return [from, (from.x, lane), (to.x, lane), to]
    }

    /// Whether a box of the row whose centre line is `y` has its centre strictly between `a` and
    /// `b`: the row's boxes are in document order, which is left to right, so a binary search
    /// finds the first one right of the smaller x.
    private func boxStandsBetween(_ a: Double, _ b: Double, y: Double, layout: FamilyLayout) -> Bool {
        let family = chart.family
        let (low, high) = (min(a, b), max(a, b))
        // Generation g's row starts at g · (boxHeight + levelGap).
        let pitch = options.geometry.boxHeight + options.geometry.levelGap
        let generation = pitch > 0 ? Int(((y - options.geometry.boxHeight / 2) / pitch).rounded()) : 0
        guard generation >= 0, generation < family.generationCount else { return false }
        let row = family.generationPeople[generation]
        guard let first = row.first, abs(layout.boxes[first].y + options.geometry.boxHeight / 2 - y) < 0.01 else {
            return false
        }
        var (lower, upper) = (row.lowerBound, row.upperBound)
        while lower < upper {
            let middle = (lower + upper) / 2
            if layout.boxes[middle].centerX <= low + 0.01 { lower = middle + 1 } else { upper = middle }
        }
        return lower < row.upperBound && layout.boxes[lower].centerX < high - 0.01
    }

    /// The polyline without consecutive repeated points and without middle points on a
    /// straight run, keeping at least its two ends.
    static func withoutRepeats(_ points: [Point]) -> [Point] {
        var kept = [points[0]]
        for point in points.dropFirst() where point != kept[kept.count - 1] { kept.append(point) }
        if kept.count < 2 { return [points[0], points[points.count - 1]] }
        return kept
    }
}
