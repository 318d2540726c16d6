import FamilyTree
import Foundation
import GenealogyKit
import TestSupport
import Testing
import TreeLayout

/// A remarriage is no longer a repeat: a person's later partners who married in stand beside
/// them as further unions of one partner group.
@Suite("Several marriages in charts from genealogies")
struct SeveralMarriagesChartTests {
    private static func genealogy(_ file: String) throws -> Genealogy {
        let data = try Data(contentsOf: PackageRoot.url.appendingPathComponent("Data/corpus/gedcom/\(file)"))
        return try GenealogySource(data: data, path: file).genealogy
    }

    @Test("Henry VIII once, with his eight partners, each union's children under it, one founder")
    func henry() throws {
        let genealogy = try Self.genealogy("royalty--English_Tudor_Royal_Family.ged")
        let chart = try genealogy.descendantChart(roots: ["I14"])
        #expect(chart.repeatCount == 0)
        let family = chart.family
        let roots = family.roots.map { family.units[$0] }
        #expect(roots.count == 8 && roots.dropFirst().allSatisfy(\.isFurtherUnion))
        #expect(roots.dropFirst().allSatisfy { family.people.id(at: Int($0.furtherUnionOf)) == "I14" })
        #expect(family.people.filter { $0.id.hasPrefix("I14") }.count == 1)
        let layout = NativeLayout().layout(family, options: LayoutOptions())
        #expect(layout.check(family).holdsEveryInvariant)
        #expect(try genealogy.chartProblems(family, roots: ["I14"]).isEmpty)
    }

    @Test("every corpus file's whole chart: every rule kept, faithful to the file, fewer repeats than unions")
    func corpus() throws {
        let folder = PackageRoot.url.appendingPathComponent("Data/corpus/gedcom")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".ged") }
        var groups = 0
        for file in files.sorted() {
            let genealogy = try Self.genealogy(file)
            let chart = try genealogy.descendantChart()
            let family = chart.family
            groups += family.units.lazy.filter(\.isFurtherUnion).count
            let report = NativeLayout().layout(family, options: LayoutOptions()).check(family)
            #expect(report.holdsEveryInvariant, "\(file): \(report.rules)")
            let problems = try genealogy.chartProblems(family)
            #expect(problems.isEmpty, "\(file): \(problems.prefix(3))")
        }
        #expect(files.count == 44 && groups > 100)
    }
}
