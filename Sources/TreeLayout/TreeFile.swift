public import FamilyTree
public import Foundation

/// One node of a tree file (`treebench layout --tree`):
/// `{"name": …, "width"?: …, "height"?: …, "children"?: […]}`.
public struct TreeFileNode {
    /// The node's name (its label).
    public var name: String
    /// The node's box width, when the file gives one.
    public var width: Double?
    /// The node's box height, when the file gives one.
    public var height: Double?
    /// The children, still as decoded JSON.
    var children: [Any]
    /// The node's number in reading order (root 0), for error messages.
    public var position: Int
}

/// A tree file that cannot be read, naming the node and the rule.
public enum TreeFileError: Error, CustomStringConvertible {
    /// Not JSON, or nested deeper than the JSON reader allows (about 250 levels).
    case malformed(reason: String)
    /// A node that breaks a rule.
    case badNode(position: Int, rule: String)

    /// The problem as a sentence, naming the node by its reading-order number.
    public var description: String {
        switch self {
        case .malformed(let reason): "not a tree file: \(reason)"
        case .badNode(let position, let rule): "node #\(position) (counted as read, root = 0): \(rule)"
        }
    }
}

/// Tree files: any nested tree (an org chart, a file system) to lay out with the native engine.
public enum TreeFile {
    /// Reads nested tree JSON into a flat `Tree` (FamilyTree), without recursion.
    ///
    /// Foundation's `JSONSerialization` decodes the nesting and refuses documents nested deeper
    /// than its limit with an error, which becomes ``TreeFileError/malformed(reason:)``.
    ///
    /// - Parameter data: The tree file.
    /// - Throws: ``TreeFileError``: not JSON, or the first node that breaks a rule.
    /// - Complexity: O(n) in the size of the data.
    public static func read(_ data: Data) throws(TreeFileError) -> Tree<TreeFileNode> {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .malformed(reason: (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)")
        }
        var count = 0
        do {
            let root = try node(object, position: 0)
            count = 1
            return try Tree(root: root) { parent in
                try parent.children.map { child in
                    defer { count += 1 }
                    return try node(child, position: count)
                }
            }
        } catch let error as TreeFileError {
            throw error
        } catch {
            throw .malformed(reason: "\(error)")
        }
    }

    /// Checks one decoded node.
    private static func node(_ object: Any, position: Int) throws(TreeFileError) -> TreeFileNode {
        guard let fields = object as? [String: Any] else {
            throw .badNode(position: position, rule: "is not an object")
        }
        guard let name = fields["name"] as? String else {
            throw .badNode(position: position, rule: "needs a \"name\" string")
        }
        func size(_ key: String) throws(TreeFileError) -> Double? {
            guard let value = fields[key] else { return nil }
            guard let number = value as? NSNumber, !(value is Bool), number.doubleValue > 0, number.doubleValue.isFinite
            else { throw .badNode(position: position, rule: "\"\(key)\" must be a positive number") }
            return number.doubleValue
        }
        let children: [Any]
        switch fields["children"] {
        case nil: children = []
        case let list as [Any]: children = list
        default: throw .badNode(position: position, rule: "\"children\" must be an array")
        }
        return TreeFileNode(
            name: name, width: try size("width"), height: try size("height"), children: children, position: position)
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
        let bounds = drawing.bounds
        var text =
            "{\"engine\": \(quoted(engine)), \"width\": \(bounds.width), \"height\": \(bounds.height), \"boxes\": ["
        for (position, node) in tree.preOrder.enumerated() {
            let box = drawing.boxes[position]
            text += position == 0 ? "\n" : ",\n"
            text +=
                "{\"id\": \"\(position)\", \"name\": \(quoted(node.name)), \"parent\": \(drawing.parents[position]), "
                + "\"x\": \(box.x), \"y\": \(box.y), \"width\": \(box.width), \"height\": \(box.height)}"
        }
        text += "\n]}\n"
        return Data(text.utf8)
    }

    /// A JSON string literal.
    private static func quoted(_ string: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [string], options: [.withoutEscapingSlashes])) ?? Data()
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }
}
