package import FamilyGraph
import FamilyTree
package import Foundation

/// The nodes of a drawing Graphviz wrote with `-Tjson` (any layout engine: `dot`, `-Kfamily`,
/// `neato`, …): each node's centre and size, by name, for scoring any engine's drawing.
///
/// Read with the project's one JSON scanner (`JSONByteScanner`, FamilyTree), which holds nothing
/// but the nodes' names and numbers (a drawing of 50,000 people parsed into Foundation's
/// dictionaries twice took 28 times the file) and reads nesting of any depth. A drawing whose
/// geometry cannot be scored is refused: a position or size that is not a finite number within
/// ``largestCoordinate`` points, a negative size, or a node drawn twice.
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

    /// The largest coordinate or size a drawing may give, in points (about 350 km): beyond it a
    /// position says nothing a checker can use (at 1e308 the precision above would be 1e304 pt).
    package static let largestCoordinate = 1e9

    /// Whether `data` is Graphviz's JSON output: one JSON object with an `objects` array (or a
    /// `_subgraph_cnt` member), the keys only `-Tjson` writes, however deeply it nests.
    ///
    /// - Complexity: O(the document's size), holding nothing.
    package static func looksLikeGraphvizJSON(_ data: Data) -> Bool {
        data.withUnsafeBytes { bytes in
            var reader = GraphvizJSONReader(scanner: JSONByteScanner(bytes: bytes), drawing: nil)
            return (try? reader.readDrawing()) == true
        }
    }

    /// Reads the nodes' positions (`pos`, points) and sizes (`width`, `height`, inches).
    ///
    /// - Throws: ``Failure`` for data that is not Graphviz's JSON, naming the line and column,
    ///   or naming the node whose position is not `x,y`, whose geometry is not finite, too
    ///   large or a negative size, or that is drawn twice.
    /// - Complexity: O(the document's size).
    package init(_ data: Data) throws {
        let drawing = try data.withUnsafeBytes { bytes throws(Failure) in
            var reader = GraphvizJSONReader(scanner: JSONByteScanner(bytes: bytes), drawing: GraphvizJSONDrawing())
            return try reader.readDrawing() ? reader.drawing : nil
        }
        guard let drawing else {
            throw Failure(description: "not Graphviz JSON: the object has no \"objects\" array")
        }
        self = drawing
    }

    /// A drawing without nodes, which ``GraphvizJSONReader`` fills.
    init() {}

    /// Adds a node the reader found: its name, `pos` and `width` and `height` in inches.
    mutating func add(name: String, position: String, width: Double?, height: Double?) throws(Failure) {
        let numbers = position.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
        guard numbers.count == 2, let x = numbers[0], let y = numbers[1] else {
            throw Failure(
                description: "node \(messageQuoted(name)) has the position \(messageQuoted(position)), not x,y")
        }
        let size = (x: (width ?? 0) * 72, y: (height ?? 0) * 72)
        for (value, what) in [(x, "x"), (y, "y"), (size.x, "width"), (size.y, "height")] {
            guard value.isFinite, abs(value) <= Self.largestCoordinate else {
                throw Failure(
                    description: "node \(messageQuoted(name)) has the \(what) \(value), not a finite number of "
                        + "at most \(Int(Self.largestCoordinate)) points")
            }
        }
        guard size.x >= 0, size.y >= 0 else {
            throw Failure(
                description: "node \(messageQuoted(name)) has the negative size \(size.x) × \(size.y) points")
        }
        guard centers.updateValue((x, -y), forKey: name) == nil else {
            throw Failure(description: "node \(messageQuoted(name)) is drawn twice; a drawing places each node once")
        }
        let largest = max(abs(x), abs(y))
        if largest > 0 { precision = max(precision, pow(10, (log10(largest)).rounded(.down) - 4)) }
        sizes[name] = size
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
