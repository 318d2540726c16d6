import FamilyTree
import Foundation
import Testing
import TreeLayout

@testable import FamilyDOT
@testable import GraphvizLayout

extension GraphvizSuites {
    @Suite("DotLayout")
    struct DotLayoutTests {
        @Test("lays out generated-like families up to 2,000 people on exact rows", arguments: [1, 12, 300, 2000])
        func laysOutFamilies(people: Int) throws {
            var generator = SeededFamilies(seed: UInt64(people))
            let family = generator.family(people: people)
            let options = LayoutOptions()
            let layout = try DotLayout().layout(family, options: options)
            #expect(layout.engine == "dot")
            #expect(layout.boxes.count == family.personCount)
            let bounds = layout.bounds
            #expect(bounds.x == 0 && bounds.y == 0)
            for (generation, people) in family.generationPeople.enumerated() {
                for person in people {
                    let box = layout.boxes[person]
                    #expect(box.width == options.geometry.boxWidth && box.height == options.geometry.boxHeight)
                    #expect(abs(box.y - options.rowTop(generation)) < 1e-6, "row of \(family.people[person].id)")
                }
            }
            #expect(layout.timings.layout > 0)
            let score = IdiomScore(layout, family, options)
            #expect(score.splitCouples == 0)
            #expect(score.orderViolations == 0)
        }

        @Test("an unknown layout engine is a GraphvizError with Graphviz's message, and the next layout works")
        func unknownEngine() throws {
            var generator = SeededFamilies(seed: 3)
            let family = generator.family(people: 20)
            let broken = DotLayout(options: DotOptions(), graphvizEngine: "no-such-engine")
            let error = #expect(throws: GraphvizError.self) {
                try broken.layout(family, options: LayoutOptions())
            }
            #expect(error?.operation == "gvLayout")
            #expect(error?.message.contains("no-such-engine") == true)
            #expect(error?.message.contains("not recognized") == true)
            let layout = try DotLayout().layout(family, options: LayoutOptions())
            #expect(layout.boxes.count == family.personCount)
        }

        @Test("the knobs become graph attributes and dot accepts them")
        func knobs() throws {
            var generator = SeededFamilies(seed: 9)
            let family = generator.family(people: 60)
            let plain = try DotLayout().layout(family, options: LayoutOptions())
            let tuned = try DotLayout(options: DotOptions(nslimit: 100, mclimit: 2, searchsize: 50, splines: .unrouted))
                .layout(family, options: LayoutOptions())
            #expect(plain.boxes.count == tuned.boxes.count)
            let plan = DotGraphPlan(
                family: family, layoutOptions: LayoutOptions(),
                dotOptions: DotOptions(nslimit: 2.5, mclimit: 0.5, searchsize: 10, splines: .ortho), purpose: .layout)
            let attributes = Dictionary(plan.graphAttributes.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
            #expect(attributes["nslimit"] == "2.5")
            #expect(attributes["mclimit"] == "0.5")
            #expect(attributes["searchsize"] == "10")
            #expect(attributes["splines"] == "ortho")
        }

        @Test("1,000 consecutive layouts hold no more memory at their peak than 10 do")
        func memoryStaysFlat() throws {
            var generator = SeededFamilies(seed: 11)
            let family = generator.family(people: 40)
            let engine = DotLayout()
            // Warm up: plugin loading and attribute dictionaries settle first.
            for _ in 0..<100 { _ = try engine.layout(family, options: LayoutOptions()) }
            let few = try AllocationPeak.of {
                for _ in 0..<10 { _ = try engine.layout(family, options: LayoutOptions()) }
            }
            let many = try AllocationPeak.of {
                for _ in 0..<1000 { _ = try engine.layout(family, options: LayoutOptions()) }
            }
            print(
                "dot memory: allocation peak \(few / 1024) KiB over 10 layouts of 40 people, \(many / 1024) KiB over 1,000"
            )
            // A layout of 40 people allocates at least a graph; one leaked is tens of KiB, and 990
            // more of them would lift the peak by megabytes.
            #expect(few > 16 * 1024)
            #expect(many - few < 256 * 1024)
        }
    }
}
