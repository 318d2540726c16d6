import FamilyTree
import TreeLayout
import TreeRender

extension DotGraphPlan {
    /// The graph's attributes and the node and edge defaults: `nodesep` from the sibling gap,
    /// `ranksep` as given, box sizes from `options`, and for a file for people the font and fill.
    ///
    /// - Complexity: O(1).
    static func settings(
        options: LayoutOptions, dotOptions: DotOptions, purpose: Purpose, rankSeparation: Double
    ) -> (graph: [Attribute], nodes: [Attribute], edges: [Attribute]) {
        var graph: [Attribute] = [
            ("ordering", "out"),
            ("nodesep", DOTNumber.format(max(2, options.geometry.siblingGap.rounded()) / 72)),
            ("ranksep", DOTNumber.format(rankSeparation / 72)),
        ]
        if dotOptions.idiom.clustersCouples { graph.append(("newrank", "true")) }
        graph += dotOptions.graphAttributes
        // Fixed boxes with labels are `fixedsize=shape` (no label margin): every box keeps its
        // size and dot never warns "size too small for label" when Graphviz measures a name
        // wider than the estimate it was cut by (a rare script, a wide ligature); it leaves room
        // for the label instead. Without labels both keep the box exactly.
        var nodes: [Attribute] = [
            ("shape", "box"),
            ("fixedsize", purpose == .exportWholeNames ? "false" : purpose == .export ? "shape" : "true"),
            ("width", DOTNumber.format(options.geometry.boxWidth / 72)),
            ("height", DOTNumber.format(options.geometry.boxHeight / 72)),
        ]
        switch purpose {
        case .layout: nodes.append(("label", ""))
        case .export, .exportWholeNames:
            nodes += [
                ("style", "filled"), ("fontname", "Helvetica"),
                ("fontsize", DOTNumber.format(FamilyDOTExport.fontSize)),
            ]
            if purpose == .export { nodes.append(("margin", "0")) }
        }
        return (graph, nodes, [("dir", "none")])
    }

    /// A node per person, named by their id: in a file for people with their name as the label
    /// (cut to a fixed-size box, the tooltip keeping it whole, or whole in a box Graphviz sizes),
    /// their gender's fill, and a repeat appearance dashed with its home in the tooltip.
    ///
    /// - Complexity: O(n) in the people and their names.
    mutating func appendPeople(
        _ family: Family, options: LayoutOptions, purpose: Purpose, content: BoxContent = BoxContent()
    ) {
        var wholeNameStyle = Self.exportWholeNameStyle
        wholeNameStyle.content = content
        let widths = options.resolvedWidths(for: family)
        let uniformWidth = {
            if case .uniform = options.boxWidths { return true } else { return false }
        }()
        let namesWhole = purpose == .exportWholeNames
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
                    let width = wholeNameStyle.boxWidth(
                        keepingWhole: person, height: options.geometry.boxHeight, minimum: options.geometry.boxWidth)
                    lines = wholeNameStyle.personLines(
                        for: person, in: PersonBox(x: 0, y: 0, width: width, height: options.geometry.boxHeight))
                } else {
                    // The name wrapped to the box as TreeRender would draw it at the export's font
                    // size, so dot finds no label too big for its fixed-size box; the full name
                    // stays in the tooltip.
                    let box = PersonBox(x: 0, y: 0, width: widths[index], height: options.geometry.boxHeight)
                    lines = Self.exportTextStyle.nameLines(for: content.name(of: person), in: box)
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
    }
}
