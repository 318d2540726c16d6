import FamilyTree
import Foundation
import Testing
import TreeLayout

@testable import FamilyDOT
@testable import GraphvizLayout

extension DotProgramSuites {
    @Suite("family plugin in the dot program (dot -Kfamily)")
    struct FamilyPluginDotTests {
        /// Lays out the exported family with `dot -Kfamily -Tjson` and checks every person's
        /// centre against the native layout's, both moved so the first person is at 0,0.
        static func expectNativePositions(_ family: Family, options: LayoutOptions = LayoutOptions()) throws {
            let dot = try FamilyDOTExport.layoutForm(family, layoutOptions: options)
            let run = try PluginDot.run(["-Kfamily", "-Tjson"], input: dot)
            try #require(run.status == 0, "dot -Kfamily failed: \(run.errors)")
            let centers = try PluginDot.centers(inJSON: run.output)
            let native = NativeLayout().layout(family, options: options)
            let first = try #require(centers[family.people[0].id])
            let nativeFirst = native.boxes[0]
            for (index, person) in family.people.enumerated() {
                let center = try #require(centers[person.id], "no position for \(person.id)")
                let box = native.boxes[index]
                let expectedX = box.centerX - nativeFirst.centerX
                let expectedY = nativeFirst.centerY - box.centerY  // native is y down, Graphviz y up
                // -Tjson prints positions with 5 significant digits (%.5g), plus rounding of both ends.
                let tolerance = 0.01 + 1e-4 * (abs(center.x) + abs(first.x) + abs(center.y) + abs(first.y))
                #expect(abs((center.x - first.x) - expectedX) <= tolerance, "x of \(person.id)")
                #expect(abs((center.y - first.y) - expectedY) <= tolerance, "y of \(person.id)")
            }
        }

        @Test(
            "Data/ families laid out by dot -Kfamily sit where the native engine puts them",
            arguments: [
                "xiaoming.json", "generated/balanced-5x60-seed7.json", "generated/chain-30x30-seed1.json",
                "generated/childless-couples-5x60-seed7.json", "generated/lopsided-5x60-seed7.json",
                "generated/many-roots-5x60-seed7.json", "generated/mixed-5x60-seed7.json",
                "generated/wide-5x60-seed7.json",
            ])
        func dataFamilies(path: String) throws {
            try Self.expectNativePositions(try GraphvizData.family(path))
        }

        @Test("generated families, and other box sizes and gaps, too", arguments: [3, 250, 1500])
        func generatedFamilies(people: Int) throws {
            var generator = SeededFamilies(seed: UInt64(people) &* 7)
            let family = generator.family(people: people)
            try Self.expectNativePositions(family)
            try Self.expectNativePositions(
                family,
                options: LayoutOptions(
                    geometry: LayoutGeometry(boxWidth: 90, boxHeight: 36, coupleGap: 10, siblingGap: 10, levelGap: 44))
            )
        }

        @Test("every common output format renders", arguments: ["svg", "png", "pdf", "plain", "json"])
        func everyFormat(format: String) throws {
            let family = try GraphvizData.family("xiaoming.json")
            let run = try PluginDot.run(["-Kfamily", "-T\(format)"], input: try FamilyDOTExport.layoutForm(family))
            #expect(run.status == 0 && run.exited, "\(run.errors)")
            #expect(run.errors.isEmpty, "\(run.errors)")
            let head = run.output.prefix(8)
            switch format {
            case "svg": #expect(run.text.contains("<svg") && run.text.contains("小明"))
            case "png": #expect(head.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            case "pdf": #expect(head.starts(with: Array("%PDF".utf8)))
            case "plain": #expect(run.text.hasPrefix("graph 1 ") && run.text.hasSuffix("stop\n"))
            default: #expect(try PluginDot.centers(inJSON: run.output).count > family.personCount)
            }
        }

        @Test(
            "a graph that is not a family gets the plugin's error, a non-zero exit and no crash",
            arguments: [
                ("digraph { a -> b -> c -> a }", "nobody can be their own ancestor"),
                ("digraph { a -> x; b -> x; c -> x }", "person \"x\" has the parents \"a\", \"b\", \"c\""),
                ("digraph { node [shape=box]; u [shape=point]; a -> u; b -> u; c -> u }", "a union joins at most two"),
                ("digraph { a; u [shape=point] }", "connector node \"u\" links no partner"),
                ("digraph { a -> a }", "nobody is their own parent"),
                ("digraph { nodesep=nan; a }", "nodesep=\"nan\""),
                ("digraph { ranksep=\"1e30\"; a }", "ranksep=\"1e30\""),
                ("digraph { nodesep=\"inf\"; a -> b }", "a separation is a finite number of inches"),
            ])
        func rejectsNonFamily(graph: String, message: String) throws {
            for format in ["svg", "plain"] {
                let run = try PluginDot.run(["-Kfamily", "-T\(format)"], input: graph)
                #expect(run.exited, "dot died from a signal")
                #expect(run.status != 0)
                #expect(run.errors.contains("family layout: "), "\(run.errors)")
                #expect(run.errors.contains(message), "\(run.errors)")
            }
        }
    }
}
