import FamilyTree
import Foundation
import GenealogyKit
import TestSupport
import Testing
import TreeLayout

@testable import FamilyDOT
@testable import GraphvizLayout

/// The measurement behind docs/DOT-IDIOM.md's ancestor charts: every `AncestorDotIdiom` on the
/// same generated pedigrees and hourglasses, scored by the one checker, and Gramps' own hourglass
/// graphs laid out by dot as Gramps writes them. Rerun with
/// `swift test --filter AncestorDotIdiomStudy` (it prints the tables).
extension GraphvizSuites {
    @Suite("AncestorDotIdiomStudy")
    struct AncestorDotIdiomStudyTests {
        /// What the checker found over many charts, per rule, as shares of what it checked.
        struct Score: CustomStringConvertible {
            var people = 0
            var pairs = 0
            var offCentre = 0
            var pairsSplit = 0
            var orderBroken = 0
            var rowsBroken = 0
            var overlaps = 0
            var worstCentring = 0.0
            var widthRatio = 0.0
            var charts = 0

            mutating func add(_ report: LayoutReport, people: Int) {
                self.people += people
                pairs += report.metrics.parentPairs ?? 0
                offCentre += report[.centred].violations
                pairsSplit += report[.couplesAdjacent].violations
                orderBroken += report[.order].violations
                rowsBroken += report[.rows].violations
                overlaps += report[.noOverlap].violations
                worstCentring = max(worstCentring, report[.centred].worstError)
                widthRatio += report.metrics.widthAgainstPerfectPedigree ?? 0
                charts += 1
            }

            var description: String {
                func share(_ count: Int, of total: Int) -> String {
                    String(format: "%.1f%%", 100 * Double(count) / Double(max(total, 1)))
                }
                return "units off-centre \(share(offCentre, of: people)), parent pairs split "
                    + "\(share(pairsSplit, of: pairs)), order broken \(orderBroken), rows broken \(rowsBroken), "
                    + "overlaps \(overlaps), worst centring error \(String(format: "%.0f", worstCentring)) pt, "
                    + "width / perfect pedigree \(String(format: "%.2f", widthRatio / Double(max(charts, 1))))"
            }
        }

        static let sizes = [63, 255, 1000]
        static let seeds: [UInt64] = [1, 2, 3]
        static let rates = [0.0, 0.1]

        /// Pedigrees of each size, seed and collapse rate, as ancestor charts.
        static func charts() throws -> [FamilyChart] {
            var charts: [FamilyChart] = []
            for boxes in sizes {
                for seed in seeds {
                    for rate in rates {
                        let genealogy = PedigreeGenerator(boxes: boxes, collapseRate: rate, seed: seed).generate()
                        charts.append(try genealogy.ancestorChart(of: "A0").chart)
                    }
                }
            }
            return charts
        }

        static func score(_ idiom: AncestorDotIdiom, charts: [FamilyChart]) throws -> Score {
            let options = LayoutOptions()
            var score = Score()
            for chart in charts {
                let layout = try DotLayout(options: DotOptions(splines: .unrouted, ancestorIdiom: idiom))
                    .layout(chart, options: options)
                score.add(layout.check(chart, options: options), people: chart.personCount)
            }
            return score
        }

        @Test("the default idiom keeps each pair of parents side by side and in order, and every row")
        func defaultIdiomIsTheMeasuredBest() throws {
            let charts = try Self.charts()
            var scores: [AncestorDotIdiom: Score] = [:]
            for idiom in AncestorDotIdiom.allCases {
                scores[idiom] = try Self.score(idiom, charts: charts)
                print("ancestor dot idiom \(idiom.rawValue): \(scores[idiom]!)")
            }
            let native = NativeLayout()
            var nativeScore = Score()
            for chart in charts {
                nativeScore.add(native.layout(chart, options: LayoutOptions()).check(chart), people: chart.personCount)
            }
            print("native: \(nativeScore)")
            let best = try #require(scores[DotOptions().ancestorIdiom])
            let gramps = try #require(scores[.gramps])
            #expect(best.rowsBroken == 0 && best.orderBroken == 0 && best.overlaps == 0)
            #expect(best.pairsSplit == 0)
            #expect(best.pairsSplit <= gramps.pairsSplit)
            #expect(nativeScore.offCentre == 0 && nativeScore.pairsSplit == 0)
        }

        /// Gramps' hourglass graph as Gramps wrote it, laid out by `dot`: for each family of the
        /// ancestors (two parents, one child), whether the child stands under the parents' midpoint
        /// and whether the parents stand side by side.
        @Test(
            "Gramps' own hourglass graphs: dot leaves people off their parents' midpoint and parents off their children's",
            arguments: ["English_Tudor_Royal_Family_hourglass.gv", "Tolkien_Family_hourglass.gv"])
        func grampsHourglass(file: String) throws {
            let text = try String(
                contentsOf: PackageRoot.file("Data/corpus/graphviz/\(file)"), encoding: .utf8)
            let plain = try GraphvizTool.run("dot", ["-Tplain"], input: text)
            var centre: [String: (x: Double, y: Double)] = [:]
            var isFamily: Set<String> = []
            var into: [String: [String]] = [:]
            var out: [String: [String]] = [:]
            for line in plain.split(separator: "\n") {
                let fields = line.split(separator: " ").map(String.init)
                if fields.first == "node", fields.count > 4 {
                    let name = fields[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                    centre[name] = (Double(fields[2])! * 72, Double(fields[3])! * 72)
                    if line.contains("ellipse") { isFamily.insert(name) }
                } else if fields.first == "edge", fields.count > 3 {
                    let tail = fields[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                    let head = fields[2].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                    into[head, default: []].append(tail)
                    out[tail, default: []].append(head)
                }
            }
            // Families of the ancestors have two parents and the one child on the line; those of the
            // descendants one parent (Gramps draws no spouse) and their children.
            var ancestorFamilies = 0
            var ancestorsOffCentre = 0
            var apart = 0
            var descendantFamilies = 0
            var descendantsOffCentre = 0
            var worst = 0.0
            let people = centre.keys.filter { !isFamily.contains($0) }
            for family in isFamily {
                let parents = into[family] ?? []
                let children = (out[family] ?? []).compactMap { centre[$0] }
                guard !parents.isEmpty, !children.isEmpty else { continue }
                let spots = parents.map { centre[$0]! }
                let parentsMid = (spots.map(\.x).min()! + spots.map(\.x).max()!) / 2
                let childrenMid = (children.map(\.x).min()! + children.map(\.x).max()!) / 2
                let error = abs(parentsMid - childrenMid)
                worst = max(worst, error)
                if parents.count == 2 {
                    ancestorFamilies += 1
                    if error > 0.01 { ancestorsOffCentre += 1 }
                    let (a, b) = (spots[0], spots[1])
                    let between = people.contains { person in
                        guard let spot = centre[person], !parents.contains(person) else { return false }
                        return abs(spot.y - a.y) < 1 && min(a.x, b.x) < spot.x && spot.x < max(a.x, b.x)
                    }
                    if between || abs(a.y - b.y) > 0.01 { apart += 1 }
                } else {
                    descendantFamilies += 1
                    if error > 0.01 { descendantsOffCentre += 1 }
                }
            }
            print(
                "Gramps \(file): \(ancestorFamilies) families of ancestors, the child off the parents' midpoint in "
                    + "\(ancestorsOffCentre), the parents not side by side in \(apart); \(descendantFamilies) families "
                    + "of descendants, the parent off the children's midpoint in \(descendantsOffCentre); worst "
                    + "\(String(format: "%.0f", worst)) pt")
            #expect(ancestorFamilies + descendantFamilies > 0)
            #expect(ancestorsOffCentre + descendantsOffCentre > 0, "dot centres nobody exactly through a family node")
        }
    }
}
