package import FamilyTree
package import TreeLayout
import TreeRender

extension DotGraphPlan {
    /// What the plan is for: the timed layout (no labels) or a file for people (labels, colours).
    package enum Purpose {
        /// The timed layout: fixed-size boxes, no labels.
        case layout
        /// A file for people: names, gender colours; boxes keep their fixed sizes and names are
        /// cut to fit them (the tooltip keeps them whole).
        case export
        /// A file for people whose every box Graphviz sizes from its label (the whole name,
        /// wrapped, and the years), at least the options' box size.
        case exportWholeNames
    }

    /// Writes `family` in `idiom`, with the geometry of `options`.
    ///
    /// Boxes are fixed-size (`fixedsize=true`, or `shape` when labelled; sizes in inches) unless
    /// an export keeps names whole, `nodesep` is the sibling gap. Graphviz stores `nodesep` and
    /// `ranksep` as whole points, so the gaps are rounded there.
    ///
    /// - Complexity: O(n) in the number of people.
    package init(family: Family, layoutOptions options: LayoutOptions, dotOptions: DotOptions, purpose: Purpose) {
        let idiom = dotOptions.idiom
        let widths = options.resolvedWidths(for: family)
        let uniformWidth = {
            if case .uniform = options.boxWidths { return true } else { return false }
        }()
        let unionPrefix = Self.unusedPrefix(for: family)

        // Rank spacing: with the union node on its own rank, a generation step is
        // H + 2·ranksep + (union node height); ranksep is whole points in Graphviz, so the union
        // node's height takes the remainder and rows still land exactly levelGap apart.
        let rankSeparation: Double
        let unionHeight: Double
        if idiom.unionOnOwnRank {
            rankSeparation = max(2, ((options.levelGap - 0.72) / 2).rounded(.down))
            unionHeight = max(0.72, options.levelGap - 2 * rankSeparation)
        } else {
            rankSeparation = max(2, options.levelGap.rounded())
            unionHeight = 0.72
        }

        personCount = family.personCount
        graphAttributes = [
            ("ordering", "out"),
            ("nodesep", DOTNumber.format(max(2, options.siblingGap.rounded()) / 72)),
            ("ranksep", DOTNumber.format(rankSeparation / 72)),
        ]
        if idiom.clustersCouples { graphAttributes.append(("newrank", "true")) }
        graphAttributes += dotOptions.graphAttributes
        let namesWhole = purpose == .exportWholeNames
        // Fixed boxes with labels are `fixedsize=shape` (no label margin): every box keeps its
        // size and dot never warns "size too small for label" when Graphviz measures a name
        // wider than the estimate it was cut by (a rare script, a wide ligature); it leaves room
        // for the label instead. Without labels both keep the box exactly.
        nodeDefaults = [
            ("shape", "box"), ("fixedsize", namesWhole ? "false" : purpose == .export ? "shape" : "true"),
            ("width", DOTNumber.format(options.boxWidth / 72)),
            ("height", DOTNumber.format(options.boxHeight / 72)),
        ]
        edgeDefaults = [("dir", "none")]
        switch purpose {
        case .layout: nodeDefaults.append(("label", ""))
        case .export, .exportWholeNames:
            nodeDefaults += [
                ("style", "filled"), ("fontname", "Helvetica"),
                ("fontsize", DOTNumber.format(FamilyDOTExport.fontSize)),
            ]
            if !namesWhole { nodeDefaults.append(("margin", "0")) }
        }

        nodes.reserveCapacity(family.personCount + family.units.count)
        // Whole labels say where a repeated person's own box is, as the pictures do.
        let references = namesWhole ? RepeatReferences(family) : nil
        for (index, person) in family.people.enumerated() {
            var attributes: [Attribute] = []
            if !uniformWidth && !namesWhole { attributes.append(("width", DOTNumber.format(widths[index] / 72))) }
            if purpose != .layout {
                let lines: [Substring]
                if namesWhole {
                    // The whole name wrapped as TreeRender wraps it at the export's font size, and
                    // the years: Graphviz sizes the box to this label.
                    let width = Self.exportWholeNameStyle.boxWidth(
                        keepingWhole: person, height: options.boxHeight, minimum: options.boxWidth)
                    lines = Self.exportWholeNameStyle.personLines(
                        for: person, in: PersonBox(x: 0, y: 0, width: width, height: options.boxHeight))
                } else {
                    // The name wrapped to the box as TreeRender would draw it at the export's font
                    // size, so dot finds no label too big for its fixed-size box; the full name
                    // stays in the tooltip.
                    let box = PersonBox(x: 0, y: 0, width: widths[index], height: options.boxHeight)
                    lines = Self.exportTextStyle.nameLines(for: person.name, in: box)
                }
                var label = lines.joined(separator: "\n")
                if let tag = references?.tag(of: index) { label += tag.isHome ? "\n(\(tag.text))" : "\n\(tag.text)" }
                attributes.append(("label", label))
                // The full name when the label cuts it, and for a repeat appearance (a chart
                // derived from a genealogy, dashed as in TreeBench's pictures) where its home is.
                // Compared by bytes: String's `!=` normalises, which is quadratic in a run of
                // combining marks of mixed classes.
                let cut = !namesWhole && !(lines.count == 1 && lines[0].utf8.elementsEqual(person.name.utf8))
                var tooltip = cut ? person.name : nil
                if let home = person.sameAs {
                    tooltip = "\(person.name) (repeat appearance: the home box is \(home))"
                    attributes.append(("style", "filled,dashed"))
                }
                if let tooltip { attributes.append(("tooltip", tooltip)) }
                attributes.append(("fillcolor", Self.fillColor(forGender: person.gender)))
            }
            nodes.append(Node(name: person.id, attributes: attributes))
        }

        let unionAttributes: [Attribute] = [
            ("shape", "point"), ("width", DOTNumber.format(unionHeight / 72)),
            ("height", DOTNumber.format(unionHeight / 72)),
        ]
        // In a file for people, a childless couple's union is not drawn below them: it is an
        // invisible point between the spouses on their own rank, so its two edges are the couple
        // line and nothing hangs under the couple (the edges still run person → union, so the
        // idiom reads the same). Ordered by an invisible union → spouse edge; the spouse's edge
        // has no say in the order, and both end at the point's centre so the line is unbroken.
        let childlessUnionAttributes: [Attribute] = [
            ("shape", "point"), ("style", "invis"), ("width", "0.01"), ("height", "0.01"),
        ]
        for (unitIndex, unit) in family.units.enumerated() {
            let blood = Int(unit.blood)
            let spouse = Int(unit.spouse)
            let coupleName = "\(unionPrefix)couple\(unitIndex)"
            // The node the children hang from: the union node, or a single parent (chain idioms).
            var parentNode = blood
            if idiom.unionOnOwnRank, purpose != .layout, unit.isCouple, !unit.hasChildren {
                let union = appendNode("\(unionPrefix)\(unitIndex)", childlessUnionAttributes)
                edges.append(Edge(tail: blood, head: union, attributes: [("headclip", "false")]))
                edges.append(
                    Edge(tail: spouse, head: union, attributes: [("constraint", "false"), ("headclip", "false")]))
                edges.append(Edge(tail: union, head: spouse, attributes: [("style", "invis")]))
                appendCouple(coupleName, [blood, union, spouse], clustered: idiom.clustersCouples)
            } else if idiom.unionOnOwnRank {
                guard unit.isCouple || unit.hasChildren else { continue }
                parentNode = appendNode("\(unionPrefix)\(unitIndex)", unionAttributes)
                edges.append(Edge(tail: blood, head: parentNode, attributes: []))
                if unit.isCouple {
                    edges.append(Edge(tail: spouse, head: parentNode, attributes: []))
                    edges.append(Edge(tail: blood, head: spouse, attributes: [("style", "invis")]))
                    appendCouple(coupleName, [blood, spouse], clustered: idiom.clustersCouples)
                }
            } else if unit.isCouple {
                parentNode = appendNode(
                    "\(unionPrefix)\(unitIndex)",
                    unit.hasChildren || purpose == .layout ? unionAttributes : unionAttributes + [("style", "invis")])
                edges.append(Edge(tail: blood, head: parentNode, attributes: []))
                edges.append(Edge(tail: parentNode, head: spouse, attributes: []))
                appendCouple(coupleName, [blood, parentNode, spouse], clustered: idiom.clustersCouples)
            }
            for child in unit.children {
                edges.append(Edge(tail: parentNode, head: Int(family.units[child].blood), attributes: []))
            }
            if idiom == .orderedUnionRank, unit.childCount > 1 {
                let siblings = unit.children.map { Int(family.units[$0].blood) }
                for (left, right) in zip(siblings, siblings.dropFirst()) {
                    edges.append(Edge(tail: left, head: right, attributes: [("style", "invis"), ("weight", "0")]))
                }
                subgraphs.append(
                    Subgraph(
                        name: "\(unionPrefix)siblings\(unitIndex)", attributes: [("rank", "same")], nodes: siblings))
            }
        }
        appendRootChain(family, prefix: unionPrefix)
    }

    /// Ties the trees of a family with several roots into one connected graph: an invisible,
    /// weightless same-rank edge from each root's blood relative to the next root's, in a
    /// `rank=same` group (the siblings' idiom, one generation up).
    ///
    /// Graphviz 2.42/2.43 lays out each connected component separately in mincross, and
    /// `build_ranks` of the second and later components reads the previous component's flat-edge
    /// adjacency matrix (`left2right`, indexed with stale `ND_low` values) far out of bounds:
    /// garbage orderings at best, SIGSEGV in `libgvplugin_dot_layout` at worst. With one
    /// component that matrix is always the current one. The edge has weight 0, so it pulls
    /// nothing together in x placement; it only keeps the founding couples in document order.
    ///
    /// - Complexity: O(roots).
    private mutating func appendRootChain(_ family: Family, prefix: String) {
        let founders = family.roots.map { Int(family.units[$0].blood) }
        guard founders.count > 1 else { return }
        for (left, right) in zip(founders, founders.dropFirst()) {
            edges.append(Edge(tail: left, head: right, attributes: [("style", "invis"), ("weight", "0")]))
        }
        subgraphs.append(Subgraph(name: "\(prefix)roots", attributes: [("rank", "same")], nodes: founders))
    }

    private mutating func appendNode(_ name: String, _ attributes: [Attribute]) -> Int {
        nodes.append(Node(name: name, attributes: attributes))
        return nodes.count - 1
    }

    private mutating func appendCouple(_ name: String, _ members: [Int], clustered: Bool) {
        if clustered {
            subgraphs.append(
                Subgraph(
                    name: "cluster_\(name)",
                    attributes: [("rank", "same"), ("peripheries", "0"), ("margin", "0"), ("label", "")],
                    nodes: members))
        } else {
            subgraphs.append(Subgraph(name: name, attributes: [("rank", "same")], nodes: members))
        }
    }

    /// A prefix no person id starts with, so union node names never collide with people.
    static func unusedPrefix(for family: Family) -> String {
        unusedPrefix(for: family.people)
    }

    /// A prefix no id of `people` starts with (`union_`, `_union_`, …).
    static func unusedPrefix(for people: [Person]) -> String {
        var prefix = "union_"
        while people.contains(where: { $0.id.hasPrefix(prefix) }) { prefix = "_" + prefix }
        return prefix
    }

    /// A light fill per gender, so a Graphviz user sees the usual genealogy colouring.
    static func fillColor(forGender gender: String) -> String {
        switch gender.lowercased() {
        case "male": "#cfe2ff"
        case "female": "#f8d7e3"
        default: "#e9ecef"
        }
    }

    /// How names are fitted into exported boxes: the export's font size; with fixed-size boxes up
    /// to as many lines as the box holds (longer names end with "…"; the tooltip keeps them
    /// whole), with room to spare at the sides, as Graphviz measures with the real font and warns
    /// at any overflow.
    static let exportTextStyle = SVGStyle(fontSize: FamilyDOTExport.fontSize, maximumNameLines: 6, textPadding: 6)

    /// How whole names are wrapped in exported labels: at the export's font size, on at most
    /// three lines, as the pictures wrap them.
    static let exportWholeNameStyle = SVGStyle(fontSize: FamilyDOTExport.fontSize, textPadding: 6)
}
