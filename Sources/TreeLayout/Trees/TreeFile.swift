public import FamilyTree
public import Foundation

/// Tree files: any nested tree (an org chart, a file system) to lay out with the native engine.
public enum TreeFile {
    /// Reads nested tree JSON into a flat `Tree` (FamilyTree), without recursion: a tree file may
    /// be nested to any depth.
    ///
    /// Nodes are numbered in reading order (pre-order, root 0). Keys other than `name`, `width`,
    /// `height` and `children` are skipped; a UTF-8 byte-order mark before the document is allowed;
    /// invalid UTF-8 anywhere, keys included, is malformed JSON.
    ///
    /// - Parameter data: The tree file.
    /// - Throws: ``TreeFileError``: not JSON (with the line and column), or the first node that
    ///   breaks a rule.
    /// - Complexity: O(n) in the size of the data.
    public static func read(_ data: Data) throws(TreeFileError) -> Tree<TreeFileNode> {
        let result = data.withUnsafeBytes { bytes in
            Result { () throws(TreeFileError) -> Tree<TreeFileNode> in
                var reader = TreeFileReader(bytes: bytes)
                return try reader.readTree()
            }
        }
        return try result.get()
    }

    /// The layout JSON of a drawn tree: the layout JSON form (docs/ARCHITECTURE.md, "Layout
    /// JSON") with one box per node, ids being pre-order positions, plus each node's name and parent.
    ///
    /// - Parameters:
    ///   - tree: The tree read by ``read(_:)``.
    ///   - drawing: Its drawing by the native engine.
    ///   - engine: The engine's name.
    /// - Complexity: O(n).
    public static func layoutJSON(of tree: Tree<TreeFileNode>, drawing: TreeDrawing, engine: String) -> Data {
        var writer = LayoutJSONWriter(engine: engine, bounds: drawing.bounds, boxCount: tree.count, geometry: nil)
        for (position, node) in tree.preOrder.enumerated() {
            writer.openBox()
            writer.out.write(UInt8(ascii: "\""))
            writer.out.writeInteger(position)
            writer.out.write(ascii: "\", \"name\": ")
            var name = node.name
            name.withUTF8 { writer.out.writeString(utf8: $0) }
            writer.out.write(ascii: ", \"parent\": ")
            writer.out.writeInteger(Int(drawing.parents[position]))
            writer.closeBox(drawing.boxes[position])
        }
        return writer.data()
    }
}
