import FamilyTree
import Testing
import TreeLayout

@testable import FamilyDOT
@testable import GraphvizLayout

/// The measurement behind docs/DOT-IDIOM.md: every idiom on the same seeded families.
/// Rerun with `swift test --filter DotIdiomStudy` (it prints the table).
extension GraphvizSuites {
    @Suite("DotIdiomStudy")
    struct DotIdiomStudyTests {
        static let sizes = [100, 300, 1000]
        static let seeds: [UInt64] = Array(1...5)

        static func score(_ idiom: DotIdiom) throws -> IdiomScore {
            let options = LayoutOptions()
            var total = IdiomScore()
            for size in sizes {
                for seed in seeds {
                    var generator = SeededFamilies(seed: seed)
                    let family = generator.family(people: size)
                    let layout = try DotLayout(options: DotOptions(idiom: idiom, splines: .unrouted))
                        .layout(family, options: options)
                    total = total + IdiomScore(layout, family, options)
                }
            }
            return total
        }

        @Test("the default idiom keeps rows and order and splits (almost) no couple, unlike the union chain")
        func defaultIdiomIsTheMeasuredBest() throws {
            var scores: [DotIdiom: IdiomScore] = [:]
            for idiom in DotIdiom.allCases {
                scores[idiom] = try Self.score(idiom)
                print("dot idiom \(idiom.rawValue): \(scores[idiom]!)")
            }
            let best = try #require(scores[DotOptions().idiom])
            let chain = try #require(scores[.unionChain])
            #expect(best.rowViolations == 0)
            #expect(best.orderPercent < 1)
            #expect(best.splitCouples < chain.splitCouples)
            #expect(best.splitPercent < 1)
        }
    }
}
