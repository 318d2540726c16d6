import FamilyTree
package import TreeLayout

/// How well a drawing of a family graph keeps couples and families together, counted on the
/// genealogy the graph records, for any engine's drawing (node centres from `dot -Tjson`, from
/// the `family` plugin, …): the figures docs/GRAPHVIZ-PLUGIN.md reports for `dot` and `-Kfamily`.
///
/// - A couple (a union of two people) is **side by side** when both stand on one row (centres
///   within ``tolerance`` across it) with no other person's centre between theirs, and, unless
///   the drawn chart shows them as a pair of ancestors (an hourglass's parents, who stand as far
///   apart as their own ancestors need), the gap between their boxes is no wider than the
///   narrower box.
/// - A couple is **together** (the rule "partners together") when both stand on one row and every
///   person whose centre stands between theirs is another partner of one of them: a person with
///   several partners and all their partners are one group, and between a person and a partner
///   stands nobody but the person's other partners. No gap limit: partners may move apart for
///   their children.
/// - A family (a union with children) is **centred** when the middle of its children's span
///   (first to last child, by centre) is within ``tolerance`` of where the line to the children
///   leaves the parents: the middle of the gap between the couple's boxes when they stand side
///   by side (a descendant chart's anchor), or of their centres (an ancestor chart's); otherwise the union's own node, where the graph draws one
///   (a Gramps family ellipse, a marriage point: the line leaves from it, joined to a parent
///   standing elsewhere by a reference edge); otherwise either parent's centre.
///
/// The checker's report on the chart in which every node stands once (``report``) comes with
/// it, so overlaps and rows are scored by the same code as every other layout.
package struct FamilyGraphScore: Sendable {
    /// Person nodes in the graph.
    package var people = 0
    /// Person nodes the drawing gives a position.
    package var placedPeople = 0
    /// Unions of two people.
    package var couples = 0
    /// Of those, couples standing side by side.
    package var couplesSideBySide = 0
    /// Of those, couples standing *together*: on one row with nobody between them but other
    /// partners of theirs (a person with several partners stands with all of them as one group);
    /// every couple side by side is together.
    package var couplesTogether = 0
    /// Unions with children.
    package var families = 0
    /// Of those, families centred over their children.
    package var familiesCentred = 0
    /// Couples not side by side although neither partner has another union and not both have
    /// parents in the graph: the splits no several marriages or marriage across lines explain.
    package var unexplainedSplits = 0
    /// Families not centred although no partner has another union, not both have parents in
    /// the graph, and no child has other parents, several unions, a spouse from another line or a
    /// spouse with several partners (a tree draws a child's further families among the children,
    /// a child who married across lines beside their spouse, and a child married to someone with
    /// several partners in that person's group).
    package var unexplainedOffCentre = 0
    /// The ids of the first unions (at most ``offenderLimit``) whose couple is not side by side.
    package var splitCouples: [String] = []
    /// The ids of the first unions (at most ``offenderLimit``) not centred over their children.
    package var offCentreFamilies: [String] = []
    /// The ids of every union not centred over its children, by the reason the checker finds.
    package var offCentreReasons: [OffCentreReason: [String]] = [:]
    /// How many offenders each list names.
    package static let offenderLimit = 10
    /// The tolerance in points.
    package var tolerance: Double
    /// The checker's report on the drawn-once chart, boxes as large as the nodes.
    package var report: LayoutReport

    /// Scores a drawing of `graph`.
    ///
    /// - Parameters:
    ///   - graph: The family read from the graph.
    ///   - chart: The chart in which each node stands once, as the plugin draws it
    ///     (``FamilyGraph/drawnChart()``): the checker's rules are that chart's.
    ///   - centers: Each node's centre, y down, nil where the drawing has none.
    ///   - sizes: Each node's width and height in points.
    ///   - direction: The graph's `rankdir`: the drawing is turned back to top to bottom first.
    ///   - tolerance: Points within which two centres count as aligned, and the checker's
    ///     tolerance.
    /// - Complexity: O(n log n) in the nodes.
    package init(
        graph: FamilyGraph, chart: FamilyGraphDrawnChart, centers: [FamilyGraphPlacement.Point?],
        sizes: [FamilyGraphPlacement.Point], direction: FamilyGraphPlacement.Direction = .topToBottom,
        tolerance: Double = 1
    ) {
        self.tolerance = tolerance
        // Top to bottom: x along the rows, y down the generations.
        let points = centers.map { $0.map(direction.unturned) }
        let extents = direction.isSideways ? sizes.map { ($0.y, $0.x) } : sizes
        let options = FamilyGraphPlacement.layoutOptions(
            graph: graph, drawn: chart, nodeSizes: sizes, separations: FamilyGraphSeparations(graph.graph),
            direction: direction)
        report = Self.report(chart: chart, points: points, options: options, tolerance: tolerance)
        let genealogy = graph.genealogy
        people = genealogy.people.count
        let personPoints = graph.nodeOfPerson.map { points[$0] }
        placedPeople = personPoints.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
        let position = Self.positionsInRows(personPoints, tolerance: tolerance)
        let isAncestorUnion: [Bool]? =
            if case .hourglass(let hourglass) = chart.form { hourglass.isAncestorUnion } else { nil }
        func sideBySide(_ a: Int, _ b: Int, union: Int) -> Bool {
            guard let first = position[a], let second = position[b],
                first.row == second.row && abs(first.index - second.index) == 1
            else { return false }
            if isAncestorUnion?[union] == true { return true }
            // Neighbours, and close: the gap between the boxes no wider than the narrower box.
            let (nodeA, nodeB) = (graph.nodeOfPerson[a], graph.nodeOfPerson[b])
            let (widthA, widthB) = (extents[nodeA].x, extents[nodeB].x)
            let gap = abs(points[nodeA]!.x - points[nodeB]!.x) - (widthA + widthB) / 2
            return gap <= min(widthA, widthB) + tolerance
        }
        // Each row's people left to right, for "partners together".
        var rows: [[Int]] = []
        for (person, place) in position.enumerated() {
            guard let place else { continue }
            while rows.count <= place.row { rows.append([]) }
            while rows[place.row].count <= place.index { rows[place.row].append(-1) }
            rows[place.row][place.index] = person
        }
        func isPartner(_ a: Int, _ b: Int) -> Bool {
            genealogy.partnerUnions(of: a).contains { genealogy.unions[Int($0)].partners.contains(b) }
        }
        /// Whether `a` and `b` stand on one row with only partners of theirs between them.
        func standTogether(_ a: Int, _ b: Int) -> Bool {
            guard let first = position[a], let second = position[b], first.row == second.row else { return false }
            let between = (min(first.index, second.index) + 1)..<max(first.index, second.index)
            return rows[first.row][between].allSatisfy { isPartner(a, $0) || isPartner(b, $0) }
        }
        /// The middle of the gap between `far` and the box beside it on `near`'s side: where a
        /// further union's line leaves for its children when `far` is the later partner.
        func gapBeside(_ far: Int, towards near: Int) -> Double? {
            guard let place = position[far], let other = position[near] else { return nil }
            let step = other.index < place.index ? -1 : 1
            let neighbour = rows[place.row][place.index + step]
            guard neighbour >= 0, let farPoint = personPoints[far], let neighbourPoint = personPoints[neighbour] else {
                return nil
            }
            // The two edges that face each other across the gap: `far`'s on the neighbour's side,
            // the neighbour's on `far`'s side.
            let (farNode, neighbourNode) = (graph.nodeOfPerson[far], graph.nodeOfPerson[neighbour])
            let farEdge = farPoint.x + Double(step) * extents[farNode].x / 2
            let neighbourEdge = neighbourPoint.x - Double(step) * extents[neighbourNode].x / 2
            return (farEdge + neighbourEdge) / 2
        }
        /// Where the layout anchors a further union beside `far`'s box, towards `near`: half a
        /// couple gap out (``TreeLayout/LayoutGeometry/anchor(of:blood:spouse:)``).
        func anchorBeside(_ far: Int, towards near: Int) -> Double? {
            guard let farPoint = personPoints[far], let nearPoint = personPoints[near] else { return nil }
            let step: Double = nearPoint.x < farPoint.x ? -1 : 1
            return farPoint.x + step * (extents[graph.nodeOfPerson[far]].x + options.geometry.coupleGap) / 2
        }
        for (index, union) in genealogy.unions.enumerated() {
            let partners = union.partners
            let together = partners.count == 2 && sideBySide(partners[0], partners[1], union: index)
            let inOneGroup = together || (partners.count == 2 && standTogether(partners[0], partners[1]))
            let remarried = partners.contains { genealogy.partnerUnions(of: $0).count > 1 }
            let acrossLines = partners.count == 2 && partners.allSatisfy(genealogy.hasParents)
            let explained = remarried || acrossLines
            if partners.count == 2 {
                couples += 1
                if inOneGroup { couplesTogether += 1 }
                if together {
                    couplesSideBySide += 1
                } else {
                    if splitCouples.count < Self.offenderLimit { splitCouples.append(union.id) }
                    if !explained { unexplainedSplits += 1 }
                }
            }
            let xs = union.children.compactMap { personPoints[$0]?.x }
            guard !xs.isEmpty else { continue }
            families += 1
            let middle = (xs.min()! + xs.max()!) / 2
            // Where the line to the children leaves the parents.
            var candidates: [Double]
            if together {
                let (a, b) = (graph.nodeOfPerson[partners[0]], graph.nodeOfPerson[partners[1]])
                let (left, right) = points[a]!.x <= points[b]!.x ? (a, b) : (b, a)
                // The middle of the gap between their boxes (a descendant chart's anchor), or of
                // their centres (an ancestor chart centres a person under their parents so).
                candidates = [
                    (points[left]!.x + extents[left].x / 2 + points[right]!.x - extents[right].x / 2) / 2,
                    (points[left]!.x + points[right]!.x) / 2,
                ]
            } else {
                candidates = []
                if let own = graph.connectorsOfUnion[index].first, let point = points[own] {
                    candidates.append(point.x)
                }
                if inOneGroup {
                    // A group's further union: the gap beside either partner, towards the other.
                    candidates += [
                        gapBeside(partners[0], towards: partners[1]), gapBeside(partners[1], towards: partners[0]),
                    ].compactMap { $0 }
                }
                if candidates.isEmpty { candidates = partners.compactMap { personPoints[$0]?.x } }
            }
            if candidates.contains(where: { abs($0 - middle) <= tolerance }) {
                familiesCentred += 1
            } else {
                if offCentreFamilies.count < Self.offenderLimit { offCentreFamilies.append(union.id) }
                let reason = Self.offCentreReason(
                    of: index, in: genealogy, childrenMiddle: middle, sideBySide: together,
                    inOneGroup: !together && inOneGroup,
                    laterPartnerAnchors: inOneGroup
                        ? [
                            anchorBeside(partners[0], towards: partners[1]),
                            anchorBeside(partners[1], towards: partners[0]),
                        ].compactMap { $0 } : [],
                    tolerance: tolerance)
                offCentreReasons[reason, default: []].append(union.id)
                if reason == .unexplained { unexplainedOffCentre += 1 }
            }
        }
    }

    /// The share of couples side by side, in percent (100 with no couples).
    package var couplesPercent: Double { couples == 0 ? 100 : 100 * Double(couplesSideBySide) / Double(couples) }
    /// The share of couples together ("partners together"), in percent (100 with no couples).
    package var couplesTogetherPercent: Double {
        couples == 0 ? 100 : 100 * Double(couplesTogether) / Double(couples)
    }
    /// The share of families centred, in percent (100 with no families).
    package var familiesPercent: Double {
        families == 0 ? 100 : 100 * Double(familiesCentred) / Double(families)
    }

    /// For each person: their row and their place in it, counting only people; rows are runs
    /// of centres within `tolerance` across.
    private static func positionsInRows(
        _ points: [FamilyGraphPlacement.Point?], tolerance: Double
    ) -> [(row: Int, index: Int)?] {
        let placed = points.indices.filter { points[$0] != nil }.sorted {
            let (a, b) = (points[$0]!, points[$1]!)
            return a.y < b.y || (a.y == b.y && (a.x < b.x || (a.x == b.x && $0 < $1)))
        }
        // Rows by y first; then within each row by x.
        var result = [(row: Int, index: Int)?](repeating: nil, count: points.count)
        var start = 0
        var row = 0
        while start < placed.count {
            var end = start + 1
            while end < placed.count && points[placed[end]]!.y - points[placed[end - 1]]!.y <= tolerance { end += 1 }
            let members = placed[start..<end].sorted {
                points[$0]!.x < points[$1]!.x || (points[$0]!.x == points[$1]!.x && $0 < $1)
            }
            for (index, person) in members.enumerated() { result[person] = (row, index) }
            row += 1
            start = end
        }
        return result
    }

    /// The checker on the drawn chart with the geometry the `family` plugin lays it out with
    /// (``FamilyGraphPlacement/layoutOptions(graph:drawn:nodeSizes:separations:direction:)``: its
    /// box widths, row height and gaps), each box centred on its node: so `dot -Kfamily`'s drawing
    /// keeps every rule, as the native engine's layout of the chart does, and any other drawing
    /// is judged by the same rules. An empty slot (a union drawn without a node, its partners
    /// elsewhere) has no position in any drawing: it stands where the layout puts it, on its row
    /// centred over its children (a slot without children, or a node without a position, is a
    /// point at the origin).
    private static func report(
        chart: FamilyGraphDrawnChart, points: [FamilyGraphPlacement.Point?], options: LayoutOptions,
        tolerance: Double
    ) -> LayoutReport {
        var centers = chart.nodeOfBox.map { $0 >= 0 ? points[$0] : nil }
        let widths = options.resolvedWidths(forPeople: chart.chart.people)
        let leads = options.leadingChildDistances ?? []
        for section in chart.chart.sections where section.side == .descendants {
            let family = section.family
            func center(_ box: Int32) -> FamilyGraphPlacement.Point? { centers[section.chartPerson(Int(box))] }
            func placedBox(_ person: Int32) -> PersonBox? {
                center(person).map {
                    let width = widths[section.chartPerson(Int(person))]
                    return PersonBox(x: $0.x - width / 2, y: $0.y, width: width, height: 0)
                }
            }
            // Bottom up, so a slot over slots finds its children placed.
            for range in family.generationPeople.reversed() {
                let rowY = range.lazy.compactMap { center(Int32($0)) }.first?.y
                for box in range where chart.nodeOfBox[section.chartPerson(box)] < 0 {
                    let unit = family.units[Int(family.unitOfPerson[box])]
                    // The slot an only child seated away leaves in their parents' run (their
                    // leading child): the lead's half right of the parents' anchor, as laid out.
                    let parent = Int(unit.parent)
                    if let rowY, unit.blood == box, !unit.hasChildren, parent >= 0, parent < leads.count,
                        leads[parent] > 0, let blood = placedBox(family.units[parent].blood)
                    {
                        let parentUnit = family.units[parent]
                        let spouse = parentUnit.isCouple ? placedBox(parentUnit.spouse) : nil
                        let anchor = options.geometry.anchor(of: parentUnit, blood: blood, spouse: spouse)
                        centers[section.chartPerson(box)] = (anchor + leads[parent] / 2, rowY)
                        continue
                    }
                    guard let rowY, unit.blood == box, unit.hasChildren,
                        let first = center(family.units[Int(unit.firstChild)].blood),
                        let last = center(family.units[Int(unit.firstChild) + Int(unit.childCount) - 1].blood)
                    else { continue }
                    centers[section.chartPerson(box)] = ((first.x + last.x) / 2, rowY)
                }
            }
        }
        let height = options.geometry.boxHeight
        let boxes = centers.enumerated().map { box, center -> PersonBox in
            guard let center else { return PersonBox(x: 0, y: 0, width: 0, height: 0) }
            return PersonBox(
                x: center.x - widths[box] / 2, y: center.y - height / 2, width: widths[box], height: height)
        }
        return FamilyLayout(engine: "", boxes: boxes, geometry: options.geometry).check(
            chart.chart, options: options, epsilon: tolerance)
    }
}
