package import FamilyDOT
import FamilyTree
package import Foundation

/// The nodes of a drawing Graphviz wrote with `-Tjson` (any layout engine: `dot`, `-Kfamily`,
/// `neato`, …): each node's centre and size, by name, for scoring any engine's drawing.
package struct GraphvizJSONDrawing {
    /// Each node's centre in points, y down (Graphviz writes y up).
    package var centers: [String: (x: Double, y: Double)] = [:]
    /// Each node's width and height in points.
    package var sizes: [String: (x: Double, y: Double)] = [:]
    /// How far apart two positions the drawing gives can be from where the layout put them, in
    /// points: `-Tjson` writes coordinates with five significant digits (`%.5g`), so each is off
    /// by up to half a unit of its fifth digit, and a distance between two by up to one unit, at
    /// the drawing's largest coordinate (1 pt from 10,000 pt on, 0.1 pt below).
    package var precision = 0.0

    /// Whether `data` is Graphviz's JSON output: an object with an `objects` array (or a
    /// `_subgraph_cnt` count), the keys only `-Tjson` writes.
    package static func looksLikeGraphvizJSON(_ data: Data) -> Bool {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
        return root["_subgraph_cnt"] != nil || (root["objects"] as? [Any]) != nil
    }

    /// Reads the nodes' positions (`pos`, points) and sizes (`width`, `height`, inches).
    ///
    /// - Throws: ``Failure`` naming the node whose position is not `x,y`, or for data that is not JSON.
    /// - Complexity: O(the document's size).
    package init(_ data: Data) throws {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Failure(description: "not Graphviz JSON: the top level is not an object")
        }
        for object in root["objects"] as? [[String: Any]] ?? [] {
            guard let name = object["name"] as? String, let position = object["pos"] as? String else { continue }
            let numbers = position.split(separator: ",").compactMap { Double($0) }
            guard numbers.count == 2, numbers.allSatisfy(\.isFinite) else {
                throw Failure(
                    description: "node \(messageQuoted(name)) has the position \(messageQuoted(position)), not x,y")
            }
            centers[name] = (numbers[0], -numbers[1])
            let largest = max(abs(numbers[0]), abs(numbers[1]))
            if largest > 0 { precision = max(precision, pow(10, (log10(largest)).rounded(.down) - 4)) }
            let width = (object["width"] as? String).flatMap(Double.init) ?? 0
            let height = (object["height"] as? String).flatMap(Double.init) ?? 0
            sizes[name] = (width * 72, height * 72)
        }
    }

    /// Why a file is not a drawing this reader can use.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }
}

extension FamilyGraphScore {
    /// Scores Graphviz's drawing of `graph` (read from its `-Tjson` output), turned back from
    /// the graph's `rankdir`, within `tolerance` plus the drawing's ``GraphvizJSONDrawing/precision``.
    ///
    /// - Parameters:
    ///   - graph: The family read from the graph that was drawn.
    ///   - chart: The chart in which each node stands once.
    ///   - drawing: The drawing's nodes.
    ///   - tolerance: Points within which two centres count as aligned.
    /// - Complexity: O(n log n) in the nodes.
    package init(
        graph: FamilyGraph, chart: FamilyGraphDrawnChart, drawing: GraphvizJSONDrawing, tolerance: Double = 1
    ) {
        let nodes = graph.graph.nodes
        self.init(
            graph: graph, chart: chart, centers: nodes.map { drawing.centers[$0.name] },
            sizes: nodes.map { drawing.sizes[$0.name] ?? (0, 0) },
            direction: .init(rankdir: graph.graph.attributes["rankdir"]), tolerance: tolerance + drawing.precision)
    }
}
