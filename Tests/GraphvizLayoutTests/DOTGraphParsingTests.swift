import FamilyDOT
import FamilyGraph
import FamilyTree
import Foundation
import GenealogyKit
import Testing

@testable import GraphvizLayout

extension GraphvizSuites {
    /// DOT text read by Graphviz's own parser into ``DOTGraph``, and the family read from it.
    @Suite("DOT graphs parsed by Graphviz, families read from them")
    struct DOTGraphParsingTests {
        static func parse(_ text: String) throws -> DOTGraph { try DOTGraph(parsing: Data(text.utf8)) }

        @Test("nodes in the order first named, edges in the order written, own attributes and defaults")
        func orderAndAttributes() throws {
            let graph = try Self.parse(
                """
                digraph Family { rankdir=LR; node [shape=box, style=filled];
                  b -> a [color=red]; c [label="Cee"]; a -> c; subgraph s { node [shape=point]; u } u -> b }
                """)
            #expect(graph.name == "Family" && graph.isDirected)
            #expect(graph.attributes["rankdir"] == "LR")
            #expect(graph.nodes.map(\.name) == ["b", "a", "c", "u"])
            #expect(graph.edges.map { "\($0.tail)>\($0.head)" } == ["0>1", "1>2", "3>0"])
            #expect(graph.edges[0].attributes == ["color": "red"])
            #expect(graph.value("shape", ofNode: 0) == "box")
            #expect(graph.value("shape", ofNode: 3) == "point")
            #expect(graph.text(ofNode: 2) == "Cee" && graph.text(ofNode: 0) == "b")
        }

        @Test("rank=same groups at any depth and clusters; undirected graphs; HTML labels")
        func groups() throws {
            let graph = try Self.parse(
                """
                graph { subgraph cluster_F1 { style=invis; {rank=same; a -- m -- b} } c -- m;
                  {rank=min; x; y} d [label=<<B>Dee</B><BR/>1900>] }
                """)
            #expect(!graph.isDirected)
            let names = { (nodes: [Int]) in Set(nodes.map { graph.nodes[$0].name }) }
            #expect(Set(graph.sameRankGroups.map(names)) == [["a", "m", "b"], ["x", "y"]])
            #expect(graph.clusters.map(names) == [["a", "m", "b"]])
            let dee = try #require(graph.nodes.firstIndex { $0.name == "d" })
            #expect(graph.nodes[dee].hasHTMLLabel && graph.text(ofNode: dee) == "Dee\n1900")
        }

        @Test(
            "text Graphviz cannot parse is a GraphvizError with its message",
            arguments: ["digraph { a -> }", "", "hello"])
        func syntaxError(text: String) {
            let error = #expect(throws: GraphvizError.self) { try Self.parse(text) }
            #expect(error?.message.isEmpty == false)
        }

        @Test("DOT is told from other files by extension or first word, past comments")
        func detection() {
            let dot = ["  // a tree\n/* x */\n# line\nstrict digraph {}", "\u{FEFF}graph{}", "DiGraph G {}"]
            for text in dot { #expect(DOTGraph.looksLikeDOT(Data(text.utf8), path: "-"), "\(text)") }
            for text in ["0 HEAD", "{\"generations\": []}", "graphs", "digraphic"] {
                #expect(!DOTGraph.looksLikeDOT(Data(text.utf8), path: "-"), "\(text)")
            }
            #expect(DOTGraph.looksLikeDOT(Data(), path: "tree.GV") && DOTGraph.looksLikeDOT(Data(), path: "t.dot"))
        }

        /// Each union as `partners>children` by id.
        static func summary(_ genealogy: Genealogy) -> [String] {
            genealogy.unions.map { union in
                union.id + ":" + union.partners.map { genealogy.people[$0].id }.joined(separator: "+") + ">"
                    + union.children.map { genealogy.people[$0].id }.joined(separator: ",")
            }
        }

        @Test(
            "export --genealogy read back gives the same genealogy (remarriages, cousins who marry)",
            arguments: [(1, 0.0, 0.0), (2, 0.3, 0.0), (3, 0.0, 0.3), (4, 0.3, 0.3), (5, 0.6, 0.5)])
        func genealogyRoundTrip(seed: UInt64, remarriage: Double, relatives: Double) throws {
            for (generations, people) in [(1, 1), (3, 12), (5, 200), (8, 2000)] {
                let genealogy = try GenealogyGenerator(
                    family: FamilyGenerator(generations: generations, members: people, seed: seed),
                    remarriageRate: remarriage, relativeMarriageRate: relatives
                ).generate()
                let text = try FamilyDOTExport.genealogyForm(genealogy)
                let back = try FamilyGraph(reading: Self.parse(text)).genealogy
                #expect(back.people == genealogy.people)
                #expect(Self.summary(back) == Self.summary(genealogy))
            }
        }

        @Test("a genealogy with names Graphviz would read as escapes or entities reads back as written")
        func hostileNamesRoundTrip() throws {
            let names = ["A \\N B", "Tom & Jerry &amp;", "\"Quoted\"", "<b>bold</b>", "Zoë 小明", "back\\slash"]
            let genealogy = try Genealogy(
                people: names.enumerated().map { GenealogyPerson(id: "I\($0.offset)", name: $0.element) },
                unions: [GenealogyUnion(id: "F1", partners: [0, 1], children: [2, 3, 4, 5])])
            let back = try FamilyGraph(reading: Self.parse(try FamilyDOTExport.genealogyForm(genealogy))).genealogy
            #expect(back.people.map(\.name) == names)
        }

        @Test(
            "Data/ families exported in the layout idiom read back as the same chart",
            arguments: [
                "xiaoming.json", "generated/chain-30x30-seed1.json", "generated/mixed-5x60-seed7.json",
                "generated/many-roots-5x60-seed7.json", "generated/childless-couples-5x60-seed7.json",
            ])
        func layoutFormReadsBack(path: String) throws {
            let family = try GraphvizData.family(path)
            for idiom in [DotIdiom.orderedUnionRank, .unionRank, .clusteredUnionRank] {
                let text = try FamilyDOTExport.layoutForm(family, dotOptions: DotOptions(idiom: idiom))
                let chart = try FamilyGraph(reading: Self.parse(text)).drawnOnceChart().family
                #expect(chart.people.map(\.id) == family.people.map(\.id))
                #expect(chart.units == family.units)
            }
        }
    }
}
