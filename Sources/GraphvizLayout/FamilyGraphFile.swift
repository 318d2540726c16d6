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
