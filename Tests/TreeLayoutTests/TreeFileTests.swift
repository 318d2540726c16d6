import FamilyTree
import Foundation
import Testing
import TreeLayout

/// Tree files (`treebench layout --tree`) on the shared JSON scanner.
@Suite("Tree files")
struct TreeFileTests {
    func read(_ text: String) throws(TreeFileError) -> Tree<TreeFileNode> {
        try TreeFile.read(Data(text.utf8))
    }

    @Test("nodes are read in pre-order with their sizes; unknown keys are skipped")
    func readsNodes() throws {
        let tree = try read(
            #"{"name": "CEO", "width": 80, "extra": {"deep": [[{}]]}, "children": ["#
                + #"{"children": [{"name": "Dev"}, {"name": "Ops", "height": 7.5}], "name": "CTO"}, {"name": "CFO"}]}"#)
        #expect(tree.preOrder.map(\.name) == ["CEO", "CTO", "Dev", "Ops", "CFO"])
        #expect(tree.preOrder.map(\.position) == [0, 1, 2, 3, 4])
        #expect(tree.value.width == 80 && tree.value.height == nil)
        #expect(tree.preOrder[3].height == 7.5)
        #expect(tree.children.map(\.count) == [3, 1])
    }

    @Test("a tree file may be nested to any depth (no JSON nesting limit)")
    func deepChain() throws {
        let depth = 100_000
        var text = String(repeating: #"{"name": "n", "children": ["#, count: depth)
        text += #"{"name": "leaf"}"#
        text += String(repeating: "]}", count: depth)
        let tree = try read(text)
        #expect(tree.count == depth + 1)
        #expect(tree.preOrder.last?.name == "leaf")
        #expect(tree.children.first?.count == depth)
    }

    @Test("a byte-order mark before the document is allowed")
    func byteOrderMark() throws {
        let tree = try TreeFile.read(Data([0xEF, 0xBB, 0xBF] + Array(#"{"name": "root"}"#.utf8)))
        #expect(tree.value.name == "root")
    }

    @Test(
        "a node that breaks a rule is named by its number in reading order",
        arguments: [
            (#"[]"#, 0, "is not an object"),
            (#"{"name": "a", "children": [{"name": "b"}, 3]}"#, 2, "is not an object"),
            (#"{"name": "a", "children": [{"name": "b"}, "c"]}"#, 2, "is not an object"),
            (#"{"name": "a", "children": [{"name": "b", "children": [{}]}]}"#, 2, "needs a \"name\" string"),
            (#"{"name": null}"#, 0, "needs a \"name\" string"),
            (
                #"{"name": "a", "children": [{"name": "b", "width": -1}]}"#, 1,
                "\"width\" must be a positive number of at most 100000 points"
            ),
            (#"{"name": "a", "height": true}"#, 0, "\"height\" must be a positive number of at most 100000 points"),
            (#"{"name": "a", "width": 1e999}"#, 0, "\"width\" must be a positive number of at most 100000 points"),
            (#"{"name": "a", "children": {}}"#, 0, "\"children\" must be an array"),
            (#"{"name": "a", "children": [], "children": []}"#, 0, "has two \"children\" arrays; a node has one"),
        ])
    func badNodes(text: String, position: Int, rule: String) {
        #expect(throws: TreeFileError.badNode(position: position, line: 1, rule: rule)) { try read(text) }
    }

    @Test(
        "malformed JSON names the line and column and what was expected",
        arguments: [
            (
                "{\"name\": \"a\",\n  \"children\": [{\"name\": \"b\"},]}",
                "line 2, column 30: expected '{' to open node #2, found ']'"
            ),
            (
                "{\"name\": \"a\"} {}",
                "line 1, column 15: expected the end of the document after the root node, found '{'"
            ),
            (
                "{\"name\": \"a\", \"children\": [{\"name\": \"b\"}}",
                "line 1, column 41: expected ',' or ']' in a \"children\" array, found '}'"
            ),
            ("{\"name\": \"a\" \"width\": 1}", "line 1, column 14: expected ',' or '}' in node #0, found '\"'"),
            ("", "line 1, column 1: expected '{' to open node #0, found the end of the document"),
        ])
    func malformed(text: String, expected: String) {
        do {
            _ = try read(text)
            Issue.record("read: \(text)")
        } catch {
            #expect("\(error)".contains(expected), "\(error)")
        }
    }

    @Test("invalid UTF-8, in a key or a name, is malformed JSON with its line and column")
    func invalidUTF8() {
        for bad in [
            Array(#"{"na"#.utf8) + [0xC3, 0x28] + Array(#"me": "a"}"#.utf8),
            Array(#"{"name": ""#.utf8) + [0xFE, 0x22, 0x7D],
        ] {
            do {
                _ = try TreeFile.read(Data(bad))
                Issue.record("read invalid UTF-8")
            } catch {
                guard case .malformed(let reason) = error else {
                    Issue.record("\(error)")
                    continue
                }
                #expect(reason.contains("expected UTF-8 text"), "\(reason)")
                #expect(reason.hasPrefix("line 1, column "), "\(reason)")
            }
        }
    }

    @Test("the layout JSON of a tree escapes names with the shared writer and reads back as JSON")
    func layoutJSON() throws {
        let tree = try read(#"{"name": "q\"\\\u0001\b", "children": [{"name": "小明", "width": 30.5}]}"#)
        let drawing = NativeLayout().layout(tree, options: LayoutOptions()) { node in
            NodeSize(width: node.width ?? 80, height: 40)
        }
        let data = TreeFile.layoutJSON(of: tree, drawing: drawing, engine: "native")
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#"{"id": "0", "name": "q\"\\\u0001\b", "parent": -1, "x": "#), "\(text)")
        #expect(text.contains(#""width": 30.5"#))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let boxes = try #require(object["boxes"] as? [[String: Any]])
        #expect(boxes.map { $0["name"] as? String } == ["q\"\\\u{1}\u{8}", "小明"])
    }
}
