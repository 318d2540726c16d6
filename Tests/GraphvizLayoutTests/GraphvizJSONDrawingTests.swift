import Foundation
import GraphvizLayout
import Testing

/// Graphviz's `-Tjson` drawings as `treebench check` reads them: on the project's JSON scanner,
/// nesting of any depth taken, and geometry that cannot be scored refused, naming the node.
@Suite("Graphviz JSON drawings: read by the byte scanner, bad geometry refused")
struct GraphvizJSONDrawingTests {
    /// A drawing of two nodes, `a` with `position` and `size` (width, height in inches as written).
    static func drawing(
        position: String = "27,18", size: (String, String) = ("\"0.75\"", "\"0.5\""), extra: String = ""
    )
        -> Data
    {
        Data(
            #"""
            {"name": "G", "directed": true, "_subgraph_cnt": 0, "_draw_": [{"op": "c", "grad": "none"}],
             "objects": [
              {"_gvid": 0, "name": "a", "pos": "\#(position)", "width": \#(size.0), "height": \#(size.1),
               "_draw_": [{"op": "e", "rect": [27, 18, 27, 18]}]},
              {"_gvid": 1, "name": "b", "pos": "99,18", "width": "0.75", "height": "0.5"}\#(extra)
             ],
             "edges": [{"_gvid": 0, "tail": 0, "head": 1}]}
            """#.utf8)
    }

    @Test("a drawing is read: centres y down, sizes in points")
    func reads() throws {
        let drawing = try GraphvizJSONDrawing(Self.drawing())
        #expect(drawing.centers["a"]?.x == 27 && drawing.centers["a"]?.y == -18)
        #expect(drawing.sizes["b"]?.x == 54 && drawing.sizes["b"]?.y == 36)
        #expect(GraphvizJSONDrawing.looksLikeGraphvizJSON(Self.drawing()))
    }

    @Test(
        "geometry that cannot be scored is refused, naming the node and what is wrong",
        arguments: [
            ("1e308,0", "\"0.75\"", "\"0.5\"", "x 1e+308"), ("0,-1e10", "\"0.75\"", "\"0.5\"", "y -1"),
            ("inf,0", "\"0.75\"", "\"0.5\"", "x inf"), ("nan,0", "\"0.75\"", "\"0.5\"", "x nan"),
            ("0,0", "\"inf\"", "\"0.5\"", "width inf"), ("0,0", "\"-1\"", "\"0.5\"", "negative size"),
            ("0,0", "\"0.75\"", "-0.5", "negative size"), ("0,0", "\"1e300\"", "\"0.5\"", "width"),
            ("0", "\"0.75\"", "\"0.5\"", "not x,y"), ("0,0,0", "\"0.75\"", "\"0.5\"", "not x,y"),
        ])
    func badGeometry(position: String, width: String, height: String, reason: String) {
        #expect {
            try GraphvizJSONDrawing(Self.drawing(position: position, size: (width, height)))
        } throws: { error in
            let description = "\(error)"
            return description.contains("node \"a\"") && description.contains(reason)
        }
    }

    @Test("a node drawn twice (or a thousand times) is refused")
    func duplicates() {
        let again = String(repeating: #", {"name": "a", "pos": "1,1", "width": "0.75", "height": "0.5"}"#, count: 1_000)
        #expect {
            try GraphvizJSONDrawing(Self.drawing(extra: again))
        } throws: { error in "\(error)".contains("node \"a\" is drawn twice") }
    }

    @Test("a drawing nested 100,000 deep is still a drawing, and read as one")
    func deepNesting() throws {
        let deep = #", "deep": "# + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let text = String(decoding: Self.drawing(), as: UTF8.self).replacingOccurrences(
            of: #""directed": true"#, with: #""directed": true"# + deep)
        #expect(GraphvizJSONDrawing.looksLikeGraphvizJSON(Data(text.utf8)))
        #expect(try GraphvizJSONDrawing(Data(text.utf8)).centers.count == 2)
    }

    @Test("bytes that are not one JSON object are no drawing, with the line and column")
    func notJSON() {
        #expect(!GraphvizJSONDrawing.looksLikeGraphvizJSON(Data("{\"objects\": [] ".utf8)))
        #expect(!GraphvizJSONDrawing.looksLikeGraphvizJSON(Data("{\"boxes\": []}".utf8)))
        #expect {
            try GraphvizJSONDrawing(Data("{\"objects\": [{\"name\": \"a\",}]}".utf8))
        } throws: { error in "\(error)".contains("line 1, column") }
    }
}
