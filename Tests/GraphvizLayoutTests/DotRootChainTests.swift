import FamilyTree
import Testing
import TreeLayout

@testable import FamilyDOT
@testable import GraphvizLayout

/// Regression for the dot crash on generated families with several founding couples
/// (FamilyGenerator g8-m1000-s1, g8-m2000-s1, g8-m2000-s2 died with SIGSEGV in
/// libgvplugin_dot_layout): Graphviz 2.43's mincross reads the previous connected component's
/// flat-edge matrix out of bounds, so the plan must always be one connected graph.
extension GraphvizSuites {
    @Suite("DotRootChain")
    struct DotRootChainTests {
        /// The generated family of a sweep case, exactly as the harness makes it.
        static func generated(generations: Int, members: Int, seed: UInt64) throws -> Family {
            try Family(
                validating: try FamilyGenerator(generations: generations, members: members, seed: seed).generate())
        }

        /// The number of connected components of the plan's nodes, over its edges (union-find).
        static func componentCount(_ plan: DotGraphPlan) -> Int {
            var parent = Array(plan.nodes.indices)
            func find(_ node: Int) -> Int {
                var node = node
                while parent[node] != node {
                    parent[node] = parent[parent[node]]
                    node = parent[node]
                }
                return node
            }
            for edge in plan.edges { parent[find(edge.tail)] = find(edge.head) }
            return plan.nodes.indices.filter { find($0) == $0 }.count
        }

        @Test(
            "a family with several founding couples is one connected graph in every idiom",
            arguments: DotIdiom.allCases)
        func oneComponent(idiom: DotIdiom) throws {
            let family = try Self.generated(generations: 8, members: 1000, seed: 1)
            #expect(family.roots.count > 1, "the crashing family has several roots")
            let plan = DotGraphPlan(
                family: family, layoutOptions: LayoutOptions(), dotOptions: DotOptions(idiom: idiom),
                purpose: .layout)
            #expect(Self.componentCount(plan) == 1)
            let founders = family.roots.map { Int(family.units[$0].blood) }
            let chain = try #require(plan.subgraphs.first { $0.name.hasSuffix("roots") })
            #expect(chain.nodes == founders)
            #expect(chain.attributes.map(\.name) == ["rank"] && chain.attributes.map(\.value) == ["same"])
        }

        @Test("a family with one root gets no root chain")
        func singleRoot() throws {
            var generator = SeededFamilies(seed: 1)
            var family = generator.family(people: 40)
            var seed: UInt64 = 1
            while family.roots.count != 1 {
                seed += 1
                generator = SeededFamilies(seed: seed)
                family = generator.family(people: 40)
            }
            let plan = DotGraphPlan(
                family: family, layoutOptions: LayoutOptions(), dotOptions: DotOptions(), purpose: .layout)
            #expect(!plan.subgraphs.contains { $0.name.hasSuffix("roots") })
            #expect(Self.componentCount(plan) == 1)
        }

        @Test("dot lays out the generated family that crashed it (g8-m1000-s1), rows and couples intact")
        func laysOutCrashingFamily() throws {
            let family = try Self.generated(generations: 8, members: 1000, seed: 1)
            let options = LayoutOptions()
            let layout = try DotLayout().layout(family, options: options)
            #expect(layout.boxes.count == family.personCount)
            for (generation, people) in family.generationPeople.enumerated() {
                for person in people {
                    #expect(abs(layout.boxes[person].y - options.rowTop(generation)) < 1e-6)
                }
            }
            // The founding couples stay in document order, left to right.
            let founders = family.roots.map { Int(family.units[$0].blood) }
            let xs = founders.map { layout.boxes[$0].x }
            #expect(xs == xs.sorted())
            let score = IdiomScore(layout, family, options)
            #expect(score.splitCouples == 0)
            #expect(score.orderViolations == 0)
        }
    }
}
