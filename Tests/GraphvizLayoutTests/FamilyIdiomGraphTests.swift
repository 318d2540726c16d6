import FamilyTree
import Foundation
import Testing
import TreeLayout

@testable import FamilyDOT
@testable import GraphvizLayout

extension GraphvizSuites {
    @Suite("Family idiom reader (the plugin's input)")
    struct FamilyIdiomGraphTests {
        static let repositoryRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

        static func dataFamily(_ path: String) throws -> Family {
            try Family(jsonData: Data(contentsOf: repositoryRoot.appendingPathComponent("Data/\(path)")))
        }

        static func readBack(_ family: Family, idiom: DotIdiom = .orderedUnionRank) throws -> FamilyIdiomGraph {
            let plan = DotGraphPlan(
                family: family, layoutOptions: LayoutOptions(), dotOptions: DotOptions(idiom: idiom), purpose: .export)
            return try FamilyIdiomGraph(nodes: plan.idiomNodes, edges: plan.idiomEdges)
        }

        static func expectSameFamily(_ read: Family, _ original: Family) {
            #expect(read.people.map(\.id) == original.people.map(\.id))
            #expect(read.units == original.units)
            #expect(read.generationPeople == original.generationPeople)
        }

        @Test("an exported family reads back as the same family", arguments: [1, 2, 7, 60, 500])
        func generatedRoundTrip(people: Int) throws {
            var generator = SeededFamilies(seed: UInt64(people) &* 31)
            let family = generator.family(people: people)
            for idiom in [DotIdiom.orderedUnionRank, .unionRank, .clusteredUnionRank] {
                Self.expectSameFamily(try Self.readBack(family, idiom: idiom).family, family)
            }
        }

        @Test(
            "Data/ families read back as themselves",
            arguments: ["xiaoming.json", "generated/chain-30x30-seed1.json", "generated/mixed-5x60-seed7.json"])
        func dataRoundTrip(path: String) throws {
            let family = try Self.dataFamily(path)
            Self.expectSameFamily(try Self.readBack(family).family, family)
        }

        @Test("every edge gets the role of its link")
        func edgeRoles() throws {
            // a + b with children c, d; c alone with child e (through a one-parent union).
            let graph = idiomGraph(
                [("a", "u1"), ("b", "u1"), ("u1", "c"), ("u1", "d"), ("c", "u2"), ("u2", "e")],
                invisible: [("a", "b"), ("c", "d")])
            let read = try FamilyIdiomGraph(nodes: graph.nodes, edges: graph.edges)
            let family = read.family
            #expect(family.personCount == 5)
            #expect(family.coupleCount == 1)
            let roles = read.edgeRoles
            guard case .parentToUnion(let couple) = roles[0], case .unionToChild(couple, _) = roles[2] else {
                Issue.record("unexpected roles \(roles)")
                return
            }
            #expect(family.units[couple].isCouple)
            #expect(roles[6] == .hint && roles[7] == .hint)
            #expect(roles[5] == .unionToChild(unit: read.unitOfNode[5], child: read.personOfNode[6]))
        }

        @Test("a direct person -> person edge makes a single parent's child")
        func directChild() throws {
            let graph = idiomGraph([("a", "b"), ("a", "c"), ("b", "d")])
            let read = try FamilyIdiomGraph(nodes: graph.nodes, edges: graph.edges)
            #expect(read.family.generationCount == 3)
            #expect(read.family.units[0].childCount == 2)
            #expect(read.edgeRoles.allSatisfy { if case .parentToChild = $0 { true } else { false } })
        }

        @Test(
            "graphs that are not family forests get an error naming the node",
            arguments: [
                ([("a", "b"), ("b", "c"), ("c", "a")], "cycle", "\"a\""),
                ([("a", "u1"), ("u1", "b"), ("b", "u2"), ("u2", "a")], "cycle", "\"a\""),
                ([("a", "a")], "cycle", "\"a\""),
                (
                    [("a", "u1"), ("b", "u1"), ("c", "u2"), ("d", "u2"), ("u1", "x"), ("u2", "x")], "child of both",
                    "\"x\""
                ),
                ([("a", "x"), ("b", "x")], "child of both", "\"x\""),
                ([("u1", "x")], "has no parent", "\"u1\""),
                ([("a", "u1"), ("b", "u1"), ("c", "u1")], "parents", "\"c\""),
                ([("a", "u1"), ("u1", "u2")], "two union nodes", "\"u2\""),
                ([("a", "u1"), ("a", "u2"), ("b", "u2")], "parent in union nodes", "\"u2\""),
                ([("a", "u1"), ("u1", "b"), ("a", "c")], "direct edges", "\"a\""),
            ] as [([(String, String)], String, String)])
        func rejectsNonFamilies(edges: [(String, String)], rule: String, node: String) {
            let graph = idiomGraph(edges)
            let error = #expect(throws: FamilyGraphError.self) {
                try FamilyIdiomGraph(nodes: graph.nodes, edges: graph.edges)
            }
            #expect(error?.description.contains(rule) == true, "\(String(describing: error))")
            #expect(error?.description.contains(node) == true, "\(String(describing: error))")
        }

        @Test("a family rule broken by the people is reported with the rule's own words")
        func familyRuleBroken() {
            // Both spouses have parents: two blood lines.
            let graph = idiomGraph([("a", "u1"), ("u1", "x"), ("b", "u2"), ("u2", "y"), ("x", "u3"), ("y", "u3")])
            let error = #expect(throws: FamilyGraphError.self) {
                try FamilyIdiomGraph(nodes: graph.nodes, edges: graph.edges)
            }
            guard case .invalidFamily(let failure) = error else {
                Issue.record("expected invalidFamily, got \(String(describing: error))")
                return
            }
            #expect(failure.problems.contains { $0.rule == "two-blood-lines" })
        }

        @Test("a 20,000-generation line reads without recursion")
        func deepLine() throws {
            let depth = 20_000
            let graph = idiomGraph((1..<depth).map { ("p\($0 - 1)", "p\($0)") })
            let read = try FamilyIdiomGraph(nodes: graph.nodes, edges: graph.edges)
            #expect(read.family.generationCount == depth)
        }
    }
}
