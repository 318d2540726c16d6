package import FamilyTree
package import TreeLayout
import TreeRender

extension DotGraphPlan {
    /// Writes a chart of any kind as one dot graph in time order, parents before children, so
    /// dot ranks the oldest generation first: an hourglass's ancestors above the person and the
    /// descendants below, in one graph (as Gramps' hourglass report draws it), turned by
    /// `rankdir` to the layout's direction (`TB`, `BT`, `LR`, `RL`).
    ///
    /// A descendant section is written in the family idiom of ``init(family:layoutOptions:dotOptions:purpose:)``.
    /// An ancestor section is written in ``DotOptions/ancestorIdiom``: by default each person's
    /// parents are a couple in the descendant idiom with that one child — a union point on a rank
    /// of its own between them and the child, the two parents tied by an invisible same-rank edge
    /// that keeps the father left of the mother (`unionRank`); or Gramps' idiom, an ellipse per
    /// family on its own rank with no order kept (`gramps`); or an edge from each parent straight
    /// to the child (`direct`). docs/DOT-IDIOM.md has the measurements.
    ///
    /// Nodes `0 ..< personCount` are the chart's people in `FamilyChart.people` order.
    ///
    /// - Complexity: O(n) in the number of people.
    package init(chart: FamilyChart, layoutOptions options: LayoutOptions, dotOptions: DotOptions, purpose: Purpose) {
        if let family = chart.descendantFamily {
            self.init(family: family, layoutOptions: options, dotOptions: dotOptions, purpose: purpose)
        } else {
            self.init()
            let prefix = Self.unusedPrefix(for: chart.people)
            var unions: [Node] = []
            var unionEdges: [Edge] = []
            var unionSubgraphs: [Subgraph] = []
            var graphAttributes: [Attribute] = []
            var nodeDefaults: [Attribute] = []
            var edgeDefaults: [Attribute] = []
            // Each section planned alone, its people placed at their chart indices and its union
            // nodes after every person.
            var sectionPlans: [(FamilyChart.Section, DotGraphPlan)] = []
            for section in chart.sections {
                let sectionPlan = DotGraphPlan(
                    family: section.family, layoutOptions: options.gathered(for: section), dotOptions: dotOptions,
                    purpose: purpose)
                if graphAttributes.isEmpty {
                    graphAttributes = sectionPlan.graphAttributes
                    nodeDefaults = sectionPlan.nodeDefaults
                    edgeDefaults = sectionPlan.edgeDefaults
                }
                sectionPlans.append((section, sectionPlan))
            }
            var people = [Node](repeating: Node(name: "", attributes: []), count: chart.personCount)
            for (section, sectionPlan) in sectionPlans {
                for index in 0..<sectionPlan.personCount where section.draws(index) {
                    people[section.chartPerson(index)] = sectionPlan.nodes[index]
                }
            }
            let personCount = chart.personCount
            for (section, sectionPlan) in sectionPlans {
                if section.side == .descendants {
                    // The family idiom as planned, its union nodes renamed with the chart's prefix.
                    let sectionPrefix = Self.unusedPrefix(for: section.family.people)
                    let firstUnion = personCount + unions.count
                    func node(_ index: Int) -> Int {
                        index < sectionPlan.personCount
                            ? section.chartPerson(index) : firstUnion + index - sectionPlan.personCount
                    }
                    for union in sectionPlan.nodes[sectionPlan.personCount...] {
                        unions.append(
                            Node(name: prefix + union.name.dropFirst(sectionPrefix.count), attributes: union.attributes)
                        )
                    }
                    unionEdges += sectionPlan.edges.map {
                        Edge(tail: node($0.tail), head: node($0.head), attributes: $0.attributes)
                    }
                    unionSubgraphs += sectionPlan.subgraphs.map {
                        Subgraph(
                            name: prefix + $0.name.dropFirst(sectionPrefix.count), attributes: $0.attributes,
                            nodes: $0.nodes.map(node))
                    }
                } else {
                    Self.appendAncestors(
                        section, idiom: dotOptions.ancestorIdiom, prefix: prefix, personCount: personCount,
                        options: options, content: purpose == .layout ? BoxContent() : dotOptions.content,
                        unions: &unions, edges: &unionEdges, subgraphs: &unionSubgraphs)
                }
            }
            self.graphAttributes = graphAttributes
            self.nodeDefaults = nodeDefaults
            self.edgeDefaults = edgeDefaults
            self.nodes = people + unions
            self.edges = unionEdges
            self.subgraphs = unionSubgraphs
            self.personCount = personCount
        }
        if let rankdir = Self.rankdir(options.direction) { graphAttributes.append(("rankdir", rankdir)) }
    }

    /// `rankdir` for a direction, `nil` for top-down (dot's default).
    static func rankdir(_ direction: LayoutDirection) -> String? {
        switch direction {
        case .topDown: nil
        case .bottomUp: "BT"
        case .leftRight: "LR"
        case .rightLeft: "RL"
        }
    }

    /// An ancestor section's parents, child by child, in `idiom`: every edge from the older
    /// generation to the younger; the parents' marriage (`content`'s) as the `xlabel` of the
    /// father's edge, as a descendant section's couple carries it on the line to its union.
    private static func appendAncestors(
        _ section: FamilyChart.Section, idiom: AncestorDotIdiom, prefix: String, personCount: Int,
        options: LayoutOptions, content: BoxContent, unions: inout [Node], edges: inout [Edge],
        subgraphs: inout [Subgraph]
    ) {
        let family = section.family
        let unionHeight = max(
            0.72, options.geometry.levelGap - 2 * max(2, ((options.geometry.levelGap - 0.72) / 2).rounded(.down)))
        for (unitIndex, unit) in family.units.enumerated() where unit.hasChildren {
            let child = section.chartPerson(Int(unit.blood))
            let parents = unit.children.map { section.chartPerson(Int(family.units[$0].blood)) }
            let marriage: [Attribute] =
                content.marriageText(ofUnit: unitIndex, in: family, side: .ancestors).map {
                    [("xlabel", $0), ("fontsize", DOTNumber.format(FamilyDOTExport.fontSize - 2))]
                } ?? []
            switch idiom {
            case .direct:
                for (position, parent) in parents.enumerated() {
                    edges.append(Edge(tail: parent, head: child, attributes: position == 0 ? marriage : []))
                }
            case .unionRank, .gramps:
                let attributes: [Attribute] =
                    idiom == .gramps
                    ? [("shape", "ellipse"), ("label", ""), ("width", "0.3"), ("height", "0.2")]
                    : [
                        ("shape", "point"), ("width", DOTNumber.format(unionHeight / 72)),
                        ("height", DOTNumber.format(unionHeight / 72)),
                    ]
                let union = personCount + unions.count
                unions.append(Node(name: "\(prefix)parents\(unitIndex)", attributes: attributes))
                for (position, parent) in parents.enumerated() {
                    edges.append(Edge(tail: parent, head: union, attributes: position == 0 ? marriage : []))
                }
                edges.append(Edge(tail: union, head: child, attributes: []))
            }
            if idiom != .gramps && parents.count == 2 {
                // The father left of the mother, side by side on their row.
                edges.append(Edge(tail: parents[0], head: parents[1], attributes: [("style", "invis")]))
                subgraphs.append(
                    Subgraph(name: "\(prefix)pair\(unitIndex)", attributes: [("rank", "same")], nodes: parents))
            }
        }
    }
}
