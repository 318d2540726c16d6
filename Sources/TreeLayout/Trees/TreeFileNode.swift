/// One node of a tree file (`treebench layout --tree`):
/// `{"name": …, "width"?: …, "height"?: …, "children"?: […]}`.
public struct TreeFileNode {
    /// The node's name (its label).
    public var name: String
    /// The node's box width, when the file gives one.
    public var width: Double?
    /// The node's box height, when the file gives one.
    public var height: Double?
    /// The node's number in reading order (root 0), for error messages.
    public var position: Int
}
