import FamilyTree
import Foundation
import Testing
import TreeLayout

@testable import FamilyDOT
@testable import GraphvizLayout

extension DotProgramSuites {
    @Suite("family plugin with every output format dot lists (dot -Kfamily -T…)")
    struct FamilyPluginFormatTests {
        /// Every format `dot -T?` lists, read from its complaint about `?`.
        static func listedFormats() throws -> [String] {
            let run = try PluginDot.run(["-T?"], input: "")
            guard let list = run.errors.range(of: "Use one of:") else { return [] }
            return run.errors[list.upperBound...].split(whereSeparator: \.isWhitespace).map(String.init)
        }

        /// Graphs with arrowheads at either end, labels of every kind, a cluster and a graph
        /// label, and an exported family: what each renderer may read from the layout.
        static func graphs() throws -> [String] {
            let family = try GraphvizData.family("xiaoming.json")
            return [
                "digraph { a -> b }",
                "digraph { label=\"title\"; a -> b [dir=both, label=\"x\", headlabel=\"h\", taillabel=\"t\", xlabel=\"l\"]; "
                    + "a -> c [dir=back]; subgraph cluster_0 { c } }",
                try FamilyDOTExport.layoutForm(family),
            ]
        }

        @Test("every listed format: the plugin never kills dot, and succeeds wherever dot's own layout does")
        func everyListedFormat() throws {
            let formats = try Self.listedFormats()
            try #require(formats.contains("json") && formats.contains("xdot") && formats.count > 20)
            for graph in try Self.graphs() {
                for format in formats {
                    // Each run is a separate dot process, so a crash is a status, not the test's end.
                    let plugin = try PluginDot.run(["-Kfamily", "-T\(format)"], input: graph)
                    let native = try PluginDot.run(["-Kdot", "-T\(format)"], input: graph)
                    // Some renderers need a display (x11, xlib, gtk) and fail, even crash, with
                    // dot's own layout; the plugin is held to what dot itself manages.
                    guard native.exited && native.status == 0 else { continue }
                    #expect(plugin.exited, "-T\(format) killed dot (signal \(plugin.status)) on \(graph.prefix(60))")
                    #expect(plugin.status == 0, "-T\(format): \(plugin.errors)")
                }
            }
        }

        @Test("-Tjson and -Txdot of a graph with arrows: nodes at the native layout, every edge routed and drawn")
        func jsonWithArrows() throws {
            let run = try PluginDot.run(["-Kfamily", "-Tjson"], input: "digraph { a -> b; a -> c [dir=both] }")
            try #require(run.exited && run.status == 0, "\(run.errors)")
            let root = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
            let edges = try #require(root["edges"] as? [[String: Any]])
            #expect(edges.count == 2)
            for edge in edges {
                #expect((edge["pos"] as? String)?.contains("e,") == true, "edge without its route: \(edge)")
                #expect(edge["_hdraw_"] != nil, "edge without its arrowhead: \(edge)")
            }
            // The same graph as a family: a parent over two children, as the native engine lays it out.
            let centers = try PluginDot.centers(inJSON: run.output)
            let a = try #require(centers["a"])
            let b = try #require(centers["b"])
            let c = try #require(centers["c"])
            let native = NativeLayout().layout(
                try Family(
                    validating: FamilyDocument(generations: [
                        [Person(id: "a", childrenIDs: ["b", "c"])], [Person(id: "b"), Person(id: "c")],
                    ])), options: LayoutOptions(geometry: LayoutGeometry(boxWidth: 54, boxHeight: 36, siblingGap: 18)))
            #expect(abs(a.x - (b.x + c.x) / 2) < 0.01)
            #expect(abs((c.x - b.x) - (native.boxes[2].centerX - native.boxes[1].centerX)) < 0.01)
            #expect(b.y == c.y && a.y > b.y)

            let xdot = try PluginDot.run(["-Kfamily", "-Txdot"], input: "digraph { a -> b }")
            #expect(xdot.exited && xdot.status == 0, "\(xdot.errors)")
            #expect(xdot.text.contains("_hdraw_="))
        }
    }
}
