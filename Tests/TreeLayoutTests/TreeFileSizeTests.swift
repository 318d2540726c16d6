import Foundation
import Testing
import TreeLayout

/// A tree file's box sizes are held to the range the command line's geometry options have, so a
/// layout's numbers stay finite (a width of 1e308 once wrote `"width": null` with exit 0).
@Suite("Tree file box sizes")
struct TreeFileSizeTests {
    @Test(
        "a size beyond 100000 points, zero, negative or not finite is a bad node naming the rule",
        arguments: ["1e308", "100000.5", "0", "-3", "1e400"])
    func outOfRange(size: String) throws {
        for field in ["width", "height"] {
            let text = #"{"name": "a", "children": [{"name": "b", "\#(field)": \#(size)}]}"#
            #expect(
                throws: TreeFileError.badNode(
                    position: 1, line: 1, rule: "\"\(field)\" must be a positive number of at most 100000 points")
            ) { try TreeFile.read(Data(text.utf8)) }
        }
    }

    @Test("the largest sizes lay out with finite numbers everywhere")
    func largestSizes() throws {
        let children = Array(repeating: #"{"name": "b", "width": 100000, "height": 100000}"#, count: 1_000)
        let text = #"{"name": "a", "width": 100000, "children": ["# + children.joined(separator: ", ") + "]}"
        let tree = try TreeFile.read(Data(text.utf8))
        #expect(tree.value.width == 100_000)
        let options = LayoutOptions()
        let drawing = NativeLayout().layout(tree, options: options) { node in
            NodeSize(width: node.width ?? options.geometry.boxWidth, height: node.height ?? options.geometry.boxHeight)
        }
        let json = String(decoding: TreeFile.layoutJSON(of: tree, drawing: drawing, engine: "native"), as: UTF8.self)
        #expect(!json.contains("null") && !json.contains("inf"))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect((root["width"] as? Double ?? 0) > 99_000_000)
    }
}
