import FamilyTree
import TreeLayout

extension FamilyGraphPlacement {
    /// Where a union's own node stands.
    enum ConnectorPlace {
        /// It is a box of the chart: the union stands in a row for partners who stand elsewhere.
        case box
        /// On the couple line, at the couple's anchor (a node sharing the couple's rank, a point).
        case coupleLine
        /// On the row of a single partner whose other partner stands elsewhere in the same row,
        /// in the gap beside the partner on that side.
        case besidePartner
        /// Centred under the unit's anchor, in the band between its row and the next.
        case band
    }

    /// The sizes, gaps and connector places of one chart, and the layout options they make
    /// (top to bottom, y down, before any turn).
    struct ChartGeometry {
        let graph: FamilyGraph
        let chart: FamilyGraphChart
        /// Node sizes along the row (x) and across it (y).
        let sizes: [Point]
        let nodesep: Double
        let ranksep: Double
        /// For each union: where its own node stands (nil without a node, or drawn nowhere).
        let places: [ConnectorPlace?]
        /// The tallest node standing in a band between rows; 0 when none does.
        let bandHeight: Double
        /// The native layout's options.
        let options: LayoutOptions
        /// For each bus point: the nodes its child edges lead to, in edge order.
        let busChildren: [Int: [Int]]

        /// The geometry of `chart`, its rows at least `minimumBoxHeight` tall and the band between
        /// them at least `minimumBandHeight` (an hourglass's ancestors stand in rows and bands too).
        init(
            graph: FamilyGraph, chart: FamilyGraphChart, sizes: [Point], nodesep: Double, ranksep: Double,
            minimumBoxHeight: Double = 0, minimumBandHeight: Double = 0
        ) {
            self.graph = graph
            self.chart = chart
            self.sizes = sizes
            self.nodesep = nodesep
            self.ranksep = ranksep
            let family = chart.family
            var places = [ConnectorPlace?](repeating: nil, count: graph.connectorsOfUnion.count)
            var bandHeight = 0.0
            var lineConnectorWidth = 0.0
            for (union, connectors) in graph.connectorsOfUnion.enumerated() {
                guard let own = connectors.first, chart.unitOfUnion[union] >= 0 else { continue }
                let unit = family.units[chart.unitOfUnion[union]]
                // A further union's partners: the later partner and the person they married.
                let isPair = unit.isCouple || unit.isFurtherUnion
                let partners = [unit.blood, unit.isFurtherUnion ? unit.furtherUnionOf : unit.spouse].filter { $0 >= 0 }
                    .map { chart.nodeOfBox[Int($0)] }
                let sharesRank = partners.contains { $0 >= 0 && graph.shareRank($0, own) }
                if chart.boxOfNode[own] >= 0 {
                    places[union] = .box
                } else if sharesRank && !isPair {
                    let elsewhere = graph.genealogy.unions[union].partners.map { graph.nodeOfPerson[$0] }
                        .first { !partners.contains($0) }
                    let sameRow = elsewhere.map { chart.boxOfNode[$0] }.map {
                        $0 >= 0 && family.units[Int(family.unitOfPerson[$0])].generation == unit.generation
                    }
                    places[union] = sameRow == true ? .besidePartner : .band
                } else if sharesRank || (isPair && graph.graph.value("shape", ofNode: own) == "point") {
                    places[union] = .coupleLine
                    // A visible node between the spouses keeps nodesep on either side, as in dot; an
                    // invisible one (TreeBench's childless couples) takes no room.
                    let visible = !graph.graph.isInvisible(node: own)
                    if sharesRank && isPair && visible {
                        lineConnectorWidth = max(lineConnectorWidth, sizes[own].x)
                    }
                } else {
                    places[union] = .band
                }
                // dot gives a union's node (and its bus) a rank of its own unless it shares the couple's.
                if (!sharesRank || places[union] == .band) && places[union] != .box {
                    bandHeight = max(bandHeight, sizes[own].y)
                }
                for bus in connectors.dropFirst() { bandHeight = max(bandHeight, sizes[bus].y) }
            }
            bandHeight = max(bandHeight, minimumBandHeight)
            self.places = places
            self.bandHeight = bandHeight
            var busChildren: [Int: [Int]] = [:]
            for (index, role) in graph.edgeRoles.enumerated() {
                guard case .child = role else { continue }
                let edge = graph.graph.edges[index]
                let tail = edge.tail
                if case .connector(let union) = graph.nodeRoles[tail], graph.connectorsOfUnion[union].first != tail {
                    busChildren[tail, default: []].append(edge.head)
                }
            }
            self.busChildren = busChildren
            options = Self.options(
                chart: chart, graph: graph, sizes: sizes, places: places, minimumBoxHeight: minimumBoxHeight,
                geometry: LayoutGeometry(
                    boxWidth: 0, boxHeight: 0,
                    coupleGap: lineConnectorWidth > 0 ? 2 * nodesep + lineConnectorWidth : nodesep,
                    siblingGap: nodesep, levelGap: bandHeight > 0 ? 2 * ranksep + bandHeight : ranksep))
        }

        /// Every box as wide as its node (an empty slot 2 pt), widened where a union's node in the
        /// band is wider than its unit, so neighbouring units' nodes never meet; rows as tall as
        /// the tallest box.
        private static func options(
            chart: FamilyGraphChart, graph: FamilyGraph, sizes: [Point], places: [ConnectorPlace?],
            minimumBoxHeight: Double, geometry: LayoutGeometry
        ) -> LayoutOptions {
            let family = chart.family
            var widths = chart.nodeOfBox.map { $0 >= 0 ? sizes[$0].x : 2 }
            let height = max(minimumBoxHeight, chart.nodeOfBox.map { $0 >= 0 ? sizes[$0].y : 0 }.max() ?? 0)
            for (union, place) in places.enumerated() where place == .band {
                let wide = sizes[graph.connectorsOfUnion[union][0]].x
                let unit = family.units[chart.unitOfUnion[union]]
                if unit.isCouple {
                    let side = wide / 2 - geometry.coupleGap / 2
                    widths[Int(unit.blood)] = max(widths[Int(unit.blood)], side)
                    widths[Int(unit.spouse)] = max(widths[Int(unit.spouse)], side)
                } else {
                    widths[Int(unit.blood)] = max(widths[Int(unit.blood)], wide)
                }
            }
            var geometry = geometry
            geometry.boxWidth = widths.first ?? 0
            geometry.boxHeight = height
            let uniform = widths.allSatisfy { $0 == widths.first }
            var options = LayoutOptions(geometry: geometry, boxWidths: uniform ? .uniform : .table(widths))
            // A run led by a child seated beside their partner in the run before it: its parents
            // centre over it from that child's centre, a sibling gap left of the first child.
            if chart.leadingNodeOfUnit.contains(where: { $0 >= 0 }) {
                options.leadingChildDistances = family.units.enumerated().map { index, unit in
                    let node = chart.leadingNodeOfUnit[index]
                    guard node >= 0, unit.hasChildren else { return 0 }
                    let first = Int(family.units[Int(unit.firstChild)].blood)
                    let distance = widths[chart.boxOfNode[node]] / 2 + geometry.siblingGap + widths[first] / 2
                    // An only child's run is an empty slot: twice as far centres over the child alone.
                    return chart.leadsOnlyChild(index) ? 2 * distance : distance
                }
            }
            return options
        }

        /// The middle of the gap below the row of `unit`: the band's centre line.
        func bandCenter(_ layout: FamilyLayout, _ unit: FamilyUnit) -> Double {
            layout.boxes[Int(unit.blood)].y + options.geometry.boxHeight + options.geometry.levelGap / 2
        }

        /// Where the line to the children of `unit` runs: half a `ranksep` above their row when a
        /// band of union nodes fills the gap's middle, else the middle of the gap.
        func busY(_ layout: FamilyLayout, _ unit: FamilyUnit) -> Double {
            let bottom = layout.boxes[Int(unit.blood)].y + options.geometry.boxHeight
            return bandHeight > 0
                ? bottom + options.geometry.levelGap - ranksep / 2 : bottom + options.geometry.levelGap / 2
        }

        /// Every node's centre (y down): boxes at their box's centre; a union's own node at its
        /// place; a bus point over the child it leads to (else under the anchor).
        func centers(layout: FamilyLayout) -> [Point] {
            let family = chart.family
            var centers = [Point](repeating: (0, 0), count: graph.graph.nodes.count)
            for (box, node) in chart.nodeOfBox.enumerated() where node >= 0 {
                let placed = layout.boxes[box]
                centers[node] = (placed.centerX, placed.y + options.geometry.boxHeight / 2)
            }
            for (union, connectors) in graph.connectorsOfUnion.enumerated() {
                guard let place = places[union] else { continue }
                let unitIndex = chart.unitOfUnion[union]
                let unit = family.units[unitIndex]
                let anchor = layout.anchor(of: unit)
                let band = bandCenter(layout, unit)
                let rowCenter = layout.boxes[Int(unit.blood)].y + options.geometry.boxHeight / 2
                switch place {
                case .box: break
                case .coupleLine: centers[connectors[0]] = (anchor, rowCenter)
                case .band: centers[connectors[0]] = (anchor, band)
                case .besidePartner:
                    let box = layout.boxes[Int(unit.blood)]
                    let other =
                        graph.genealogy.unions[union].partners.map { graph.nodeOfPerson[$0] }
                        .first { chart.boxOfNode[$0] != Int(unit.blood) } ?? connectors[0]
                    let right = layout.boxes[chart.boxOfNode[other]].centerX > box.centerX
                    let x = right ? box.maxX + options.geometry.siblingGap / 2 : box.x - options.geometry.siblingGap / 2
                    centers[connectors[0]] = (x, rowCenter)
                }
                for bus in connectors.dropFirst() {
                    let child = busChildren[bus]?.first { isChild($0, ofUnit: unitIndex) }
                    centers[bus] = (child.map { centers[$0].x } ?? anchor, band)
                }
            }
            return centers
        }

        /// Whether node `node` stands in a box whose unit hangs under unit `unit`.
        func isChild(_ node: Int, ofUnit unit: Int) -> Bool {
            let box = chart.boxOfNode[node]
            guard box >= 0 else { return false }
            // A later partner stands in a run of children but is nobody's child.
            let own = chart.family.units[Int(chart.family.unitOfPerson[box])]
            return Int(own.parent) == unit && !own.isFurtherUnion
        }

        /// Whether node `node` stands in one of the boxes of unit `unit`.
        func isMember(_ node: Int, ofUnit unit: Int) -> Bool {
            let box = chart.boxOfNode[node]
            // The person a further union's partner married is one of its partners too.
            return box >= 0
                && (Int(chart.family.unitOfPerson[box]) == unit || Int(chart.family.units[unit].furtherUnionOf) == box)
        }
    }
}
