import FamilyTree
import Foundation
import Testing
import TreeLayout

@testable import FamilyDOT
@testable import GraphvizLayout

/// The measurement behind `dot:fast` in docs/DOT-IDIOM.md: Graphviz's speed knobs on the sweep's
/// families, timed in CPU seconds of the layout call (graph building and read-back included). It takes minutes, so it runs only when asked:
/// `TREEBENCH_DOT_SPEED_STUDY=1 swift test --filter DotSpeedStudy` (prints the table).
extension GraphvizSuites {
    @Suite("DotSpeedStudy", .enabled(if: ProcessInfo.processInfo.environment["TREEBENCH_DOT_SPEED_STUDY"] != nil))
    struct DotSpeedStudyTests {
        static let sizes = [2000, 5000]

        /// The idioms alone, then each of Graphviz's speed knobs alone on top of the fastest idiom
        /// with straight edges, then the knobs that paid, together (`dot:fast`).
        static let steps: [(String, DotOptions)] = {
            let chain = DotOptions(idiom: .unionChain)
            var base = chain
            base.splines = .line
            func with(_ change: (inout DotOptions) -> Void) -> DotOptions {
                var options = base
                change(&options)
                return options
            }
            return [
                ("orderedUnionRank (the dot engine)", DotOptions()),
                ("unionChain", chain),
                ("unionChain, splines=false (base)", base),
                ("base + remincross=false", with { $0.remincross = false }),
                ("base + mclimit=0.1", with { $0.mclimit = 0.1 }),
                (
                    "base + nslimit=nslimit1=1",
                    with {
                        $0.nslimit = 1; $0.nslimit1 = 1
                    }
                ),
                ("base + searchsize=10", with { $0.searchsize = 10 }),
                ("base, splines=none", with { $0.splines = .unrouted }),
                ("dot:fast", DotOptions.fast),
            ]
        }()

        static func threadCPUSeconds() -> Double {
            var now = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
            return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
        }

        @Test("prints the layout's CPU time and the invariants for each knob, on the sweep's balanced families")
        func speedKnobs() throws {
            let layoutOptions = LayoutOptions()
            var lines = [
                "| knobs | "
                    + Self.sizes.map { "\($0) people: CPU time (best of 3) | centred / couples / order / rows broken" }
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
                    for _ in 0..<3 {
                        // The thread's CPU time, not the wall clock: the machines these run on are shared.
                        let start = Self.threadCPUSeconds()
                        let layout = try DotLayout(options: dotOptions).layout(family, options: layoutOptions)
                        best = min(best, Self.threadCPUSeconds() - start)
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
