import FamilyDOT
import FamilyTree
import Foundation
import GraphvizLayout
import TestSupport
import Testing
import TreeLayout

/// What the one checker says of dot's layout of the Xiaoming family, against a golden
/// file: we do not expect dot to keep the invariants, we record how far it is from them, so a
/// change in the idiom or in Graphviz shows up. After an intended change, regenerate it with
/// `TREEBENCH_UPDATE_GOLDEN=1 swift test --filter DotGoldenReport`.
extension GraphvizSuites {
    @Suite("DotGoldenReport")
    struct DotGoldenReportTests {
        static let golden = "Data/golden/dot-xiaoming-report.json"

        @Test("dot's checker report for Data/xiaoming.json matches the golden file")
        func reportMatchesGolden() throws {
            let family = try GraphvizData.family("xiaoming.json")
            let options = LayoutOptions()
            let layout = try DotLayout().layout(family, options: options)
            let report = layout.check(family, options: options)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let json = String(decoding: try encoder.encode(report), as: UTF8.self) + "\n"
            try GoldenFile.expect(json, matches: Self.golden)
            // The reason the file exists: dot leaves parents off-centre, and the checker says so.
            #expect(report[.centred].violations > 0)
            #expect(report[.couplesAdjacent].violations == 0)
        }
    }
}
