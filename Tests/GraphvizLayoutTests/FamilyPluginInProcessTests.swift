import FamilyTree
import Foundation
import Testing
import TreeLayout

@testable import FamilyDOT
@testable import GraphvizLayout

extension GraphvizSuites {
    @Suite("family plugin in process (gvLayout 'family', native-gv)")
    struct FamilyPluginInProcessTests {
        /// The largest distance between two layouts' boxes, both moved to the origin.
        static func largestDifference(_ first: FamilyLayout, _ second: FamilyLayout) -> Double {
            let a = first.translatedToOrigin().boxes
            let b = second.translatedToOrigin().boxes
            var largest = 0.0
            for (left, right) in zip(a, b) {
                largest = max(largest, abs(left.x - right.x), abs(left.y - right.y))
                largest = max(largest, abs(left.width - right.width), abs(left.height - right.height))
            }
            return a.count == b.count ? largest : .infinity
        }

        @Test("native-gv places every box where native does", arguments: [1, 2, 40, 700, 3000])
        func sameAsNative(people: Int) throws {
            var generator = SeededFamilies(seed: UInt64(people) &+ 5)
            let family = generator.family(people: people)
            let options = LayoutOptions()
            let throughGraphviz = try NativeGraphvizLayout().layout(family, options: options)
            #expect(throughGraphviz.engine == "native-gv")
            #expect(throughGraphviz.timings.layout > 0)
            let native = NativeLayout().layout(family, options: options)
            #expect(Self.largestDifference(throughGraphviz, native) < 1e-6)
        }

        @Test("box widths per person, other whole-point gaps and box sizes carry through Graphviz")
        func otherGeometry() throws {
            var generator = SeededFamilies(seed: 77)
            let family = generator.family(people: 300)
            let widths = family.people.indices.map { Double(30 + ($0 * 37) % 61) }
            for options in [
                LayoutOptions(boxWidths: .table(widths)),
                LayoutOptions(
                    geometry: LayoutGeometry(boxWidth: 80, boxHeight: 30, coupleGap: 12, siblingGap: 12, levelGap: 41)),
                LayoutOptions(
                    geometry: LayoutGeometry(boxWidth: 120, boxHeight: 60, coupleGap: 3, siblingGap: 3, levelGap: 5)),
            ] {
                let throughGraphviz = try NativeGraphvizLayout().layout(family, options: options)
                let native = NativeLayout().layout(family, options: options)
                #expect(Self.largestDifference(throughGraphviz, native) < 1e-6)
            }
        }

        @Test(
            "an exported Data/ family renders through every common format",
            arguments: ["svg", "png", "pdf", "plain", "json"])
        func rendersEveryFormat(format: String) throws {
            let family = try GraphvizData.family("xiaoming.json")
            let data = try FamilyGraphvizPlugin.render(family, format: format)
            let text = String(decoding: data.prefix(16), as: UTF8.self)
            switch format {
            case "svg": #expect(String(decoding: data, as: UTF8.self).contains("<svg"))
            case "png": #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            case "pdf": #expect(text.hasPrefix("%PDF"))
            case "plain": #expect(text.hasPrefix("graph 1 "))
            default: #expect(text.hasPrefix("{"))
            }
        }

        @Test("the SVG draws the native layout: names in the boxes, connectors as polylines")
        func svgContent() throws {
            let family = try GraphvizData.family("xiaoming.json")
            let svg = String(decoding: try FamilyGraphvizPlugin.render(family, format: "svg"), as: UTF8.self)
            let texts = GraphvizTool.nodeTexts(inSVG: svg)
            for person in family.people {
                #expect(texts[person.id] == [person.name], "label of \(person.id)")
            }
            // One drawn path per visible edge; invisible hint edges are not drawn.
            let edgeGroups = svg.components(separatedBy: "class=\"edge\"").count - 1
            let plan = DotGraphPlan(
                family: family, layoutOptions: LayoutOptions(), dotOptions: DotOptions(), purpose: .export)
            let visible = plan.edges.filter { !$0.attributes.contains { $0.name == "style" && $0.value == "invis" } }
            #expect(edgeGroups == visible.count)
        }

        @Test("a graph that is not a family is a GraphvizError with the plugin's message; the next layout works")
        func rejectsNonFamily() throws {
            let graph = try GraphvizGraph(name: "cycle")
            let a = try graph.node("a")
            let b = try graph.node("b")
            let c = try graph.node("c")
            _ = try graph.edge(from: a, to: b)
            _ = try graph.edge(from: b, to: c)
            _ = try graph.edge(from: c, to: a)
            let error = #expect(throws: GraphvizError.self) {
                try graph.layout(engine: FamilyGraphvizPlugin.engineName)
            }
            #expect(error?.message.contains("nobody can be their own ancestor") == true, "\(String(describing: error))")
            // The failed layout still leaves a graph every renderer can read.
            #expect(String(decoding: try graph.render(format: "plain"), as: UTF8.self).hasPrefix("graph 1 "))

            let threeParents = try GraphvizGraph(name: "three parents")
            try threeParents.declare(.node, "shape", default: "box")
            var nodes: [String: GraphvizNode] = [:]
            for name in ["a", "b", "c", "x"] { nodes[name] = try threeParents.node(name) }
            for tail in ["a", "b", "c"] { _ = try threeParents.edge(from: nodes[tail]!, to: nodes["x"]!) }
            let second = #expect(throws: GraphvizError.self) {
                try threeParents.layout(engine: FamilyGraphvizPlugin.engineName)
            }
            #expect(second?.message.contains("person \"x\" has the parents") == true, "\(String(describing: second))")

            var generator = SeededFamilies(seed: 2)
            let family = generator.family(people: 30)
            #expect(try NativeGraphvizLayout().layout(family, options: LayoutOptions()).boxes.count == 30)
        }

        @Test("laying out the same graph again gives the same drawing (records reused after cleanup)")
        func relayout() throws {
            let family = try GraphvizData.family("xiaoming.json")
            let plan = DotGraphPlan(
                family: family, layoutOptions: LayoutOptions(), dotOptions: DotOptions(), purpose: .export)
            let (graph, _) = try plan.makeGraph()
            try graph.layout(engine: FamilyGraphvizPlugin.engineName)
            let first = try graph.render(format: "plain")
            try graph.layout(engine: "dot")
            #expect(try graph.render(format: "plain") != first)
            try graph.layout(engine: FamilyGraphvizPlugin.engineName)
            #expect(try graph.render(format: "plain") == first)
        }

        @Test("an empty graph lays out and renders")
        func emptyGraph() throws {
            let graph = try GraphvizGraph(name: "empty")
            try graph.layout(engine: FamilyGraphvizPlugin.engineName)
            #expect(String(decoding: try graph.render(format: "svg"), as: UTF8.self).contains("<svg"))
        }

        @Test("300 consecutive layouts and renders hold no more memory at their peak than 10 do")
        func memoryStaysFlat() throws {
            var generator = SeededFamilies(seed: 12)
            let family = generator.family(people: 40)
            let engine = NativeGraphvizLayout()
            func layOutAndRender(_ times: Int) throws {
                for _ in 0..<times {
                    _ = try engine.layout(family, options: LayoutOptions())
                    _ = try FamilyGraphvizPlugin.render(family, format: "svg")
                }
            }
            // Warm up: plugin loading and attribute dictionaries settle first.
            try layOutAndRender(50)
            let few = try AllocationPeak.of { try layOutAndRender(10) }
            let many = try AllocationPeak.of { try layOutAndRender(300) }
            print(
                "native-gv memory: allocation peak \(few / 1024) KiB over 10 layouts + renders of 40 people, \(many / 1024) KiB over 300"
            )
            // A leaked layout of 40 people (labels, shapes, routes: about 10 KiB without the cleanup
            // function) would lift the peak by megabytes over 290 more layouts.
            #expect(few > 16 * 1024)
            #expect(many - few < 256 * 1024)
        }
    }
}
