import FamilyGraph
package import FamilyTree
package import Foundation
package import TreeLayout

/// A family graph file as `treebench run --family relgraph.gv` measures it: the chart in which
/// every node stands once, as `dot -Kfamily` draws it (an hourglass for a graph that is one,
/// ``FamilyGraph/drawnChart()``), which is also what `dot` draws of the file as written, with the
/// geometry the `family` plugin gives it (the nodes' own sizes as Graphviz fits them to their
/// labels, `nodesep`, `ranksep`), so every engine is scored by the one checker on the same chart
/// and boxes.
package struct FamilyGraphFile {
    /// The chart with every node once: people and connectors standing in a row are its boxes,
    /// named by their nodes.
    package let chart: FamilyChart
    /// The `family` plugin's layout options for it: the native engine gives the plugin's drawing.
    package let options: LayoutOptions
    /// The file, as given.
    package let text: Data

    /// Reads a family graph file: Graphviz parses it and sizes its nodes (as the `family` engine
    /// does), FamilyGraph reads the family and charts it with every node once.
    ///
    /// - Throws: `GraphvizError` for text Graphviz cannot parse, `FamilyGraphError` for a graph
    ///   that is no family or separations the plugin refuses.
    /// - Complexity: O(nodes + edges), plus Graphviz's parsing.
    package init(_ text: Data) throws {
        let parsed = try GraphvizGraph(parsing: [UInt8](text))
        let graph = try FamilyGraph(reading: parsed.withRoot { DOTGraph.copy($0).graph })
        for name in ["nodesep", "ranksep"] {
            if let value = graph.graph.attributes[name] { try FamilyGraphError.checkSeparation(name, value) }
        }
        let drawn = try graph.drawnChart()
        // The plugin's own run fits every node to its label; the sizes are read back from it.
        try? parsed.layout(engine: FamilyGraphvizPlugin.engineName)
        let sizes = parsed.sizes(of: parsed.allNodes())
        chart = drawn.chart
        options = FamilyGraphPlacement.layoutOptions(
            graph: graph, drawn: drawn, nodeSizes: sizes, separations: FamilyGraphSeparations(graph.graph),
            direction: .init(rankdir: graph.graph.attributes["rankdir"]))
        self.text = text
    }
}

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
