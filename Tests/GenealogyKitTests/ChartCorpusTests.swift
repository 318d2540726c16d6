import FamilyTree
import Foundation
import GenealogyKit
import TestSupport
import Testing
import TreeLayout

/// Every person of every GEDCOM file of `Data/corpus/gedcom/` (44 files, 6,115 people): their
/// ancestor chart and their hourglass, laid out by the native engine in each of the four
/// directions in turn, keep every rule of their kind, and are faithful to the file
/// (`Genealogy.chartProblems(_:)`). About a minute and a quarter in a debug build, so it runs with
/// `make corpus-charts` (`TREEBENCH_CORPUS_CHARTS=1 swift test --filter ChartCorpus`); `make
/// test-scale` runs the same on three of the files (`AncestorChartTests.AtScale`).
@Suite("ChartCorpus", .enabled(if: ProcessInfo.processInfo.environment["TREEBENCH_CORPUS_CHARTS"] != nil))
struct ChartCorpusTests {
    @Test("every person of every corpus file: ancestor chart and hourglass keep every rule and the file")
    func everyPersonOfEveryFile() throws {
        let folder = PackageRoot.url.appendingPathComponent("Data/corpus/gedcom")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".ged") }
        var charts = 0
        var collapsed = 0
        for file in files.sorted() {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            let genealogy = try GenealogySource(data: data, path: file).genealogy
            for (index, person) in genealogy.people.enumerated() {
                let options = LayoutOptions(direction: LayoutDirection.allCases[index % 4])
                for derived in [
                    try genealogy.ancestorChart(of: PersonReference(person.id)),
                    try genealogy.hourglassChart(of: PersonReference(person.id)),
                ] {
                    charts += 1
                    if derived.kind == .ancestors && derived.repeatCount > 0 { collapsed += 1 }
                    let layout = NativeLayout().layout(derived.chart, options: options)
                    let report = layout.check(derived.chart, options: options)
                    #expect(report.holdsEveryInvariant, "\(file) \(person.id) \(derived.kind): \(report.rules)")
                    let problems = try genealogy.chartProblems(derived.chart)
                    #expect(problems.isEmpty, "\(file) \(person.id) \(derived.kind): \(problems.prefix(3))")
                }
            }
        }
        print(
            "chart corpus: \(files.count) files, \(charts) charts, \(collapsed) ancestor charts with pedigree collapse")
        #expect(files.count == 44 && collapsed > 0)
    }
}
