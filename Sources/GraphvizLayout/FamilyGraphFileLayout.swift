import FamilyGraph
package import FamilyTree
package import Foundation
package import TreeLayout

/// A Graphviz engine laying out a family graph file exactly as written (`dot`, or `family` for
/// the plugin), its nodes read back as the boxes of ``FamilyGraphFile/family``: the layout
/// `treebench run --family relgraph.gv` times and checks for `dot` and `native-gv`.
package struct FamilyGraphFileLayout: LayoutEngine {
    /// The file.
    package let text: Data
    /// The Graphviz layout engine: `dot` or `family`.
    package let graphvizEngine: String
    /// The name in reports.
    package let name: String

    /// An engine for `text` run by `graphvizEngine`, reported as `name`.
    package init(text: Data, graphvizEngine: String, name: String) {
        self.text = text
        self.graphvizEngine = graphvizEngine
        self.name = name
    }

    /// Lays out the file as ``layout(_:options:)-(FamilyChart,_)`` does, for a descendant chart.
    ///
    /// - Throws: `GraphvizError` when Graphviz fails.
    /// - Complexity: O(n), plus Graphviz's parsing and layout.
    package func layout(_ family: Family, options: LayoutOptions) throws(GraphvizError) -> FamilyLayout {
        try layout(FamilyChart(descendants: family), options: options)
    }

    /// Parses the file, lays it out and reads each box's node back: its centre, turned back from
    /// the graph's `rankdir` to top to bottom, y down, with the box sizes of `options` (an empty
    /// slot, which has no node, a point at the origin).
    ///
    /// - Parameters:
    ///   - chart: ``FamilyGraphFile/chart`` of the same file.
    ///   - options: ``FamilyGraphFile/options``.
    /// - Throws: `GraphvizError` when Graphviz fails.
    /// - Complexity: O(n), plus Graphviz's parsing and layout.
    package func layout(_ chart: FamilyChart, options: LayoutOptions) throws(GraphvizError) -> FamilyLayout {
        let clock = ContinuousClock()
        let start = clock.now
        let graph = try GraphvizGraph(parsing: [UInt8](text))
        let nodes = graph.allNodes()
        let copied = graph.withRoot { DOTGraph.copy($0).graph }
        let built = clock.now
        try graph.layout(engine: graphvizEngine)
        let laidOut = clock.now
        let direction = FamilyGraphPlacement.Direction(rankdir: copied.attributes["rankdir"])
        var indexOfName: [String: Int] = [:]
        for (index, node) in copied.nodes.enumerated() { indexOfName[node.name] = index }
        let centers = graph.centers(of: nodes)
        let widths = options.resolvedWidths(forPeople: chart.people)
        let boxes = chart.people.enumerated().map { box, person -> PersonBox in
            guard let node = indexOfName[person.id] else { return PersonBox(x: 0, y: 0, width: 0, height: 0) }
            let center = direction.unturned((centers[node].x, -centers[node].y))
            return PersonBox(
                x: center.x - widths[box] / 2, y: center.y - options.geometry.boxHeight / 2, width: widths[box],
                height: options.geometry.boxHeight)
        }
        var layout = FamilyLayout(engine: name, boxes: boxes, geometry: options.geometry).translatedToOrigin()
        layout.timings = LayoutTimings(
            setup: (built - start).seconds, layout: (laidOut - built).seconds, readBack: (clock.now - laidOut).seconds)
        return layout
    }
}
