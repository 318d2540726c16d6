import FamilyTree
import Testing
import TreeLayout

/// Any `Tree<Value>` through the family engine (`Tree<A>` after objc.io's "Drawing Trees in SwiftUI"): random shapes and random sizes.
@Suite("Plain trees")
struct TreeDrawingTests {
    #if DEBUG
        static let treeCount: UInt64 = 150
    #else
        static let treeCount: UInt64 = 3000
    #endif

    /// A node of a random tree: its size, and how many children it will have.
    struct Node {
        var id: Int
        var size: NodeSize
        var level: Int
    }

    /// A random tree of at most about `limit` nodes with widths 10…130 and heights 10…90.
    static func randomTree(seed: UInt64, limit: Int) -> Tree<Node> {
        var random = RandomFamilies(seed: seed)
        var made = 1
        func size() -> NodeSize {
            NodeSize(width: Double(10 + random.below(121)), height: Double(10 + random.below(81)))
        }
        return Tree(root: Node(id: 0, size: size(), level: 0)) { node in
            let count = node.level > 6 || made >= limit ? 0 : [0, 0, 1, 1, 2, 3, 5][random.below(7)]
            return (0..<count).map { _ in
                made += 1
                return Node(id: made - 1, size: size(), level: node.level + 1)
            }
        }
    }

    @Test(
        "Random trees with random sizes: no overlaps, parents centred, rows, order",
        arguments: SiblingDistribution.allCases)
    func randomTrees(distribution: SiblingDistribution) {
        for seed in 0..<Self.treeCount {
            let tree = Self.randomTree(seed: seed, limit: 2 + Int(seed % 60))
            let options = LayoutOptions(distribution: distribution)
            let drawing = NativeLayout().layout(tree, options: options) { $0.size }
            let nodes = tree.preOrder
            let boxes = drawing.boxes
            #expect(boxes.count == nodes.count)
            var children = [[Int]](repeating: [], count: nodes.count)
            for (position, parent) in drawing.parents.enumerated() where parent >= 0 {
                children[Int(parent)].append(position)
            }
            for (position, node) in nodes.enumerated() {
                #expect(boxes[position].width == node.size.width && boxes[position].height == node.size.height)
                #expect(boxes[position].y == drawing.rowTops[node.level], "seed \(seed)")
                guard let first = children[position].first, let last = children[position].last else { continue }
                let centre = (boxes[first].centerX + boxes[last].centerX) / 2
                #expect(abs(boxes[position].centerX - centre) <= 0.01, "seed \(seed): parent off centre")
                for (left, right) in zip(children[position], children[position].dropFirst()) {
                    #expect(
                        boxes[right].x >= boxes[left].maxX + options.geometry.siblingGap - 0.01, "seed \(seed): order")
                }
            }
            for i in boxes.indices {
                for j in boxes.indices where j > i {
                    #expect(!boxes[i].overlaps(boxes[j]), "seed \(seed), \(distribution): \(i) and \(j) overlap")
                }
            }
            // Every row is as tall as its tallest node, and the next starts levelGap below.
            for (level, top) in drawing.rowTops.enumerated().dropLast() {
                let tallest = nodes.filter { $0.level == level }.map(\.size.height).max() ?? 0
                #expect(drawing.rowTops[level + 1] == top + tallest + options.geometry.levelGap)
            }
        }
    }

    @Test("A 100,000-node chain lays out without recursion")
    func deepChain() {
        let tree = Tree(root: 0) { $0 < 99_999 ? [$0 + 1] : [] }
        let drawing = NativeLayout().layout(tree, options: LayoutOptions()) { _ in NodeSize(width: 40, height: 20) }
        #expect(drawing.boxes.count == 100_000)
        #expect(drawing.boxes.allSatisfy { $0.x == 0 })
        #expect(drawing.boxes.last.map(\.y) == Double(99_999 * 40))
    }
}
