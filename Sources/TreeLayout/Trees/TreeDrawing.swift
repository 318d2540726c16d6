/// A laid-out plain tree: one box per node, in the tree's pre-order.
public struct TreeDrawing: Sendable {
    /// The boxes in pre-order (`FamilyTree/Tree/preOrder`), the drawing starting at x = 0, y = 0.
    public var boxes: [PersonBox]
    /// For each node in pre-order, its parent's pre-order position, or -1 for the root.
    public var parents: [Int32]
    /// The top y of each level's row; a row is as tall as its tallest node.
    public var rowTops: [Double]

    /// The smallest rectangle around every box.
    public var bounds: PersonBox { FamilyLayout.bounds(of: boxes) }
}
