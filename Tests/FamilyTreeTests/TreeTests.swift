import FamilyTree
import Foundation
import Testing

@Suite("Tree<Value>")
struct TreeTests {
    /// The binary tree of "Drawing Trees in SwiftUI".
    let binaryTree = Tree<Int>(
        50,
        children: [
            Tree(17, children: [Tree(12), Tree(23)]),
            Tree(72, children: [Tree(54), Tree(72)]),
        ])

    @Test("the nested API: value, children, count, depth")
    func nested() {
        #expect(binaryTree.value == 50)
        #expect(binaryTree.children.map(\.value) == [17, 72])
        #expect(binaryTree.children[1].children.map(\.value) == [54, 72])
        #expect(binaryTree.children[0].children[0].children.isEmpty)
        #expect(binaryTree.count == 7)
        #expect(binaryTree.depth == 3)
        #expect(Tree(1).depth == 1)
    }

    @Test("pre-order, breadth-first and levels")
    func traversals() {
        #expect(binaryTree.preOrder == [50, 17, 12, 23, 72, 54, 72])
        #expect(binaryTree.breadthFirst == [50, 17, 72, 12, 23, 54, 72])
        #expect(binaryTree.levels == [[50], [17, 72], [12, 23, 54, 72]])
    }

    @Test("map keeps the shape")
    func map() {
        let mapped = binaryTree.map { "\($0)" }
        #expect(mapped.preOrder == ["50", "17", "12", "23", "72", "54", "72"])
        #expect(mapped.children[0].children.map(\.value) == ["12", "23"])
        #expect(mapped.map { Int($0)! } == binaryTree)
    }

    @Test("unfolding gives the same tree as nesting")
    func unfolding() {
        let unfolded = Tree(root: 1) { $0 < 8 ? [2 * $0, 2 * $0 + 1] : [] }
        let nested = Tree(
            1,
            children: [
                Tree(2, children: [Tree(4, children: [Tree(8), Tree(9)]), Tree(5, children: [Tree(10), Tree(11)])]),
                Tree(
                    3, children: [Tree(6, children: [Tree(12), Tree(13)]), Tree(7, children: [Tree(14), Tree(15)])]),
            ])
        #expect(unfolded == nested)
        #expect(unfolded.breadthFirst == Array(1...15))
    }

    @Test("a 100,000-deep chain builds, maps, traverses and is destroyed without recursion")
    func deepChain() {
        do {
            let chain = Tree(root: 0) { $0 < 99_999 ? [$0 + 1] : [] }
            #expect(chain.count == 100_000)
            #expect(chain.depth == 100_000)
            let doubled = chain.map { $0 * 2 }
            #expect(doubled.preOrder.last == 199_998)
            #expect(doubled.breadthFirst.count == 100_000)
            #expect(doubled.levels.count == 100_000)
            var visited = 0
            doubled.forEachNode { _, level in visited = max(visited, level) }
            #expect(visited == 99_999)
            #expect(chain.children.first?.count == 99_999)
        }
    }

    @Test("a family becomes one tree of unit nodes per root")
    func familyForest() throws {
        let family = try Family(jsonData: Fixtures.data("xiaoming.json"))
        let trees = family.trees()
        #expect(trees.count == 1)
        let tree = try #require(trees.first)
        #expect(tree.count == family.units.count)
        #expect(tree.depth == 4)
        #expect(tree.value.people.map(\.name) == ["王福", "周桂兰"])
        #expect(tree.levels[2].map(\.blood.name) == ["王桂芳", "王建军", "王建民", "王建国"])
        #expect(tree.levels[3].map(\.blood.name) == ["刘洋", "刘婷", "大明", "二明", "三明", "四明", "五明", "小明"])
    }

    @Test("a 100,000-generation family converts to one deep tree")
    func deepFamily() throws {
        let family = try Family(
            validating: FamilyGenerator(generations: 100_000, members: 100_000, seed: 1, shape: .chain).generate())
        let trees = family.trees()
        #expect(trees.count == 1)
        #expect(trees[0].depth == 100_000)
        #expect(trees[0].preOrder.map(\.generation) == Array(0..<100_000))
    }

    @Test("the forest of a generated family covers every person once, roots in order")
    func forestCoversEveryone() throws {
        let family = try Family(
            validating: FamilyGenerator(generations: 6, members: 500, seed: 3, shape: .manyRoots).generate())
        let trees = family.trees()
        #expect(trees.map(\.value.unit) == Array(family.roots))
        let ids = trees.flatMap { $0.preOrder.flatMap { $0.people.map(\.id) } }
        #expect(ids.count == 500)
        #expect(Set(ids).count == 500)
    }
}
