import FamilyTree
import Foundation
import Testing
import TreeLayout

@testable import FamilyDOT
@testable import GraphvizLayout

/// The measurement behind `dot:fast` in docs/DOT-IDIOM.md: Graphviz's speed knobs one after the
/// other on the sweep's families. It takes minutes, so it runs only when asked:
/// `TREEBENCH_DOT_SPEED_STUDY=1 swift test --filter DotSpeedStudy` (prints the table).
extension GraphvizSuites {
    @Suite("DotSpeedStudy", .enabled(if: ProcessInfo.processInfo.environment["TREEBENCH_DOT_SPEED_STUDY"] != nil))
    struct DotSpeedStudyTests {
        static let sizes = [2000, 5000]

        /// Each step adds one knob to the one before (the first two are the idioms alone).
        static let steps: [(String, DotOptions)] = {
            var options = DotOptions(idiom: .unionChain)
            var steps: [(String, DotOptions)] = [("orderedUnionRank (the dot engine)", DotOptions())]
            steps.append(("unionChain", options))
            options.splines = .line
            steps.append(("+ splines=false", options))
            options.remincross = false
            steps.append(("+ remincross=false", options))
            options.mclimit = 0.1
            steps.append(("+ mclimit=0.1", options))
            options.nslimit = 1
            options.nslimit1 = 1
            steps.append(("+ nslimit=nslimit1=1", options))
            options.searchsize = 10
            steps.append(("+ searchsize=10", options))
            options.splines = .unrouted
            steps.append(("splines=none instead", options))
            return steps
        }()

        @Test("prints gvLayout's time and the invariants for each knob, on the sweep's balanced families")
        func speedKnobs() throws {
            let layoutOptions = LayoutOptions()
            var lines = [
                "| knobs | "
                    + Self.sizes.map { "\($0) people: gvLayout (best of 2) | centred / couples / order / rows broken" }
                    .joined(separator: " | ") + " |"
            ]
            for (name, dotOptions) in Self.steps {
                var cells = [name]
                for size in Self.sizes {
                    let family = try Family(
                        validating: FamilyGenerator(generations: 8, members: size, seed: 1, shape: .balanced).generate()
                    )
                    var best = Double.infinity
                    var report: LayoutReport?
                    for _ in 0..<2 {
                        let layout = try DotLayout(options: dotOptions).layout(family, options: layoutOptions)
                        best = min(best, layout.timings.layout)
                        report = layout.check(family, options: layoutOptions)
                    }
                    let counts = try #require(report)
                    cells.append(String(format: "%.2f s", best))
                    cells.append(
                        [LayoutReport.Rule.centred, .couplesAdjacent, .order, .rows].map { "\(counts[$0].violations)" }
                            .joined(separator: " / "))
                }
                lines.append("| " + cells.joined(separator: " | ") + " |")
                print(lines.last!)
            }
            print(lines.joined(separator: "\n"))
            #expect(lines.count == Self.steps.count + 1)
        }
    }
}
