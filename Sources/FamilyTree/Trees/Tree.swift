/// A generic tree — a value and an ordered list of subtrees — stored flat, so trees of any depth
/// are built, mapped, walked and destroyed without recursion.
///
/// The API reads like the nested `struct Tree<A> { var value: A; var children: [Tree<A>] }` of
/// "Drawing Trees in SwiftUI" (objc.io, 2019), and ``map(_:)`` is its `map`. Inside, the nodes are
/// kept in pre-order with each node's subtree size, so a subtree is one contiguous slice and nothing
/// refers to anything else: releasing a 100,000-deep chain frees two arrays, where nested arrays of
/// trees would release recursively and overflow the stack.
///
/// Build small trees with ``init(_:children:)``; build deep or large ones in one step with
/// ``init(root:children:)``, which unfolds a tree from a root value.
public struct Tree<Value> {
    /// The values in pre-order: a node, then each of its subtrees in order.
    @usableFromInline var nodes: [Value]
    /// For each node in ``nodes``, the number of nodes in its subtree, itself included.
    @usableFromInline var sizes: [Int32]

    @usableFromInline init(nodes: [Value], sizes: [Int32]) {
        self.nodes = nodes
        self.sizes = sizes
    }

    /// Creates a tree from a root value and its subtrees, left to right.
    ///
    /// - Complexity: O(n) for n nodes in all the subtrees (they are copied in). Building a deep
    ///   chain by nesting this initialiser is therefore quadratic; use ``init(root:children:)``.
    public init(_ value: Value, children: [Tree] = []) {
        let total = children.reduce(1) { $0 + $1.count }
        precondition(total <= Int(Int32.max), "a tree holds at most \(Int32.max) nodes")
        var nodes: [Value] = []
        var sizes: [Int32] = []
        nodes.reserveCapacity(total)
        sizes.reserveCapacity(total)
        nodes.append(value)
        sizes.append(Int32(total))
        for child in children {
            nodes.append(contentsOf: child.nodes)
            sizes.append(contentsOf: child.sizes)
        }
        self.init(nodes: nodes, sizes: sizes)
    }

    /// Unfolds a tree from a root value: `children` gives the values of each node's children.
    ///
    /// - Parameters:
    ///   - root: The root's value.
    ///   - children: The values of a node's children, left to right; called once per node, in pre-order.
    /// - Complexity: O(n) for n nodes, with no recursion.
    public init(root: Value, children: (Value) throws -> [Value]) rethrows {
        var nodes: [Value] = []
        var parents: [Int32] = []
        // Values still to place, with their parent's position; the top is the next in pre-order.
        var pending: [(value: Value, parent: Int32)] = [(root, -1)]
        while let (value, parent) = pending.popLast() {
            let position = Int32(nodes.count)
            nodes.append(value)
            parents.append(parent)
            for child in try children(value).reversed() {
                pending.append((child, position))
            }
        }
        self.init(preOrder: nodes, parents: parents)
    }

    /// Creates a tree from its values in pre-order and each value's parent position.
    ///
    /// - Parameters:
    ///   - preOrder: The values, a node before each of its subtrees, subtrees left to right.
    ///   - parents: For each value, the position of its parent in `preOrder` (before it), or -1
    ///     for the root (position 0 only).
    /// - Complexity: O(n), with no recursion.
    package init(preOrder: [Value], parents: [Int32]) {
        precondition(preOrder.count == parents.count && !preOrder.isEmpty, "one parent per value, and a root")
        // Children come after their parent in pre-order, so one backward pass sums the sizes.
        var sizes = [Int32](repeating: 1, count: preOrder.count)
        for position in stride(from: preOrder.count - 1, to: 0, by: -1) {
            sizes[Int(parents[position])] += sizes[position]
        }
        self.init(nodes: preOrder, sizes: sizes)
    }

    /// The root's value.
    public var value: Value {
        get { nodes[0] }
        set { nodes[0] = newValue }
    }

    /// The subtrees of the root, left to right.
    ///
    /// - Complexity: O(n) for the n nodes below the root (each subtree is copied out).
    public var children: [Tree] {
        var result: [Tree] = []
        var position = 1
        while position < nodes.count {
            let end = position + Int(sizes[position])
            result.append(Tree(nodes: Array(nodes[position..<end]), sizes: Array(sizes[position..<end])))
            position = end
        }
        return result
    }

    /// The number of nodes.
    ///
    /// - Complexity: O(1).
    @inlinable public var count: Int { nodes.count }

    /// A tree of the same shape with each value transformed; values are visited in pre-order.
    ///
    /// - Complexity: O(n), with no recursion.
    public func map<NewValue>(_ transform: (Value) throws -> NewValue) rethrows -> Tree<NewValue> {
        Tree<NewValue>(nodes: try nodes.map(transform), sizes: sizes)
    }
}

extension Tree: Equatable where Value: Equatable {}
extension Tree: Hashable where Value: Hashable {}
extension Tree: Sendable where Value: Sendable {}
