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

    /// Writes `family` in `idiom`, with the geometry of `options`: the graph's settings
    /// (`settings`), a node per person (`appendPeople`, DotGraphPlan+People.swift), the union
    /// nodes and edges of every unit (`appendUnits`, DotGraphPlan+Units.swift) and the chain that
    /// keeps the trees in order (`appendRootChain`).
    ///
    /// Boxes are fixed-size (`fixedsize=true`, or `shape` when labelled; sizes in inches) unless
    /// an export keeps names whole, `nodesep` is the sibling gap. Graphviz stores `nodesep` and
    /// `ranksep` as whole points, so the gaps are rounded there.
    ///
    /// - Complexity: O(n) in the number of people.
    package init(family: Family, layoutOptions options: LayoutOptions, dotOptions: DotOptions, purpose: Purpose) {
        let spacing = RankSpacing(levelGap: options.geometry.levelGap, unionOnOwnRank: dotOptions.idiom.unionOnOwnRank)
        let unionPrefix = Self.unusedPrefix(for: family)
        personCount = family.personCount
        (graphAttributes, nodeDefaults, edgeDefaults) = Self.settings(
            options: options, dotOptions: dotOptions, purpose: purpose, rankSeparation: spacing.rankSeparation)
        nodes.reserveCapacity(family.personCount + family.units.count)
        appendPeople(family, options: options, purpose: purpose, content: dotOptions.content)
        appendUnits(
            family, idiom: dotOptions.idiom, purpose: purpose, unionHeight: spacing.unionHeight, prefix: unionPrefix,
            content: dotOptions.content)
        appendRootChain(family, prefix: unionPrefix)
    }

    /// How far apart dot's ranks are, so rows land exactly `levelGap` apart: with the union node
    /// on its own rank, a generation step is H + 2·ranksep + (union node height); ranksep is whole
    /// points in Graphviz, so the union node's height takes the remainder.
    struct RankSpacing {
        /// `ranksep`, in points.
        let rankSeparation: Double
        /// The union node's height, in points.
        let unionHeight: Double

        init(levelGap: Double, unionOnOwnRank: Bool) {
            if unionOnOwnRank {
                rankSeparation = max(2, ((levelGap - 0.72) / 2).rounded(.down))
                unionHeight = max(0.72, levelGap - 2 * rankSeparation)
            } else {
                rankSeparation = max(2, levelGap.rounded())
                unionHeight = 0.72
            }
        }
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
    mutating func appendRootChain(_ family: Family, prefix: String) {
        let founders = family.roots.map { Int(family.units[$0].blood) }
        guard founders.count > 1 else { return }
        for (left, right) in zip(founders, founders.dropFirst()) {
            edges.append(Edge(tail: left, head: right, attributes: [("style", "invis"), ("weight", "0")]))
        }
        subgraphs.append(Subgraph(name: "\(prefix)roots", attributes: [("rank", "same")], nodes: founders))
    }

    mutating func appendNode(_ name: String, _ attributes: [Attribute]) -> Int {
        nodes.append(Node(name: name, attributes: attributes))
        return nodes.count - 1
    }

    mutating func appendCouple(_ name: String, _ members: [Int], clustered: Bool) {
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
    static func unusedPrefix(for people: some Collection<Person>) -> String {
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
    static let exportTextStyle = PictureStyle(fontSize: FamilyDOTExport.fontSize, maximumNameLines: 6, textPadding: 6)

    /// How whole names are wrapped in exported labels: at the export's font size, on at most
    /// three lines, as the pictures wrap them.
    static let exportWholeNameStyle = PictureStyle(fontSize: FamilyDOTExport.fontSize, textPadding: 6)
}
