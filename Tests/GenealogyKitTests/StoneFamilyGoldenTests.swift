import FamilyTree
import Foundation
import GenealogyKit
import TestSupport
import Testing
import TreeLayout

/// `Data/genealogy/stone-family.ged`, made by hand to hold every shape a real family has: two
/// marriages of one man (Bert) with half-siblings, first cousins who marry (Gus and Lena), an
/// uncle who marries his niece (Otto and Hana), spouses who marry in (Fay, Ida, Kim, Vic), an
/// adopted child (Rosa), a single parent (Dora) and a childless union (Mia and Vic).
@Suite("The Stone family: a golden chart")
struct StoneFamilyGoldenTests {
    static func chart() throws -> GenealogyChart {
        try GEDCOMFile(bytes: Fixtures.data("genealogy/stone-family.ged")).genealogy.descendantChart()
    }

    @Test("the chart matches Data/genealogy/stone-family.chart.json")
    func golden() throws {
        let json = String(decoding: try Self.chart().document.jsonData(), as: UTF8.self)
        try GoldenFile.expect(json, matches: "Data/genealogy/stone-family.chart.json")
    }

    @Test(
        "three repeats: Hana beside her uncle, Lena beside her cousin, Rosa adopted; Bert once, with both wives")
    func repeats() throws {
        let chart = try Self.chart()
        let genealogyIDs = try GEDCOMFile(bytes: Fixtures.data("genealogy/stone-family.ged")).genealogy.people.map(\.id)
        let repeats = chart.document.generations.flatMap { $0 }.filter { $0.sameAs != nil }
        #expect(repeats.map(\.id) == ["I8~2", "I12~2", "I18~2"])
        #expect(repeats.map(\.sameAs) == ["I8", "I12", "I18"])
        #expect(chart.repeatCount == 3)
        // Bert (I3) with Fay (I6), then Ida (I9), his later partner, beside them.
        #expect(chart.document.generations[1].prefix(3).map(\.id) == ["I3", "I6", "I9"])
        let ida = try #require(chart.family.personIndex(of: "I9"))
        #expect(chart.family.units[Int(chart.family.unitOfPerson[ida])].isFurtherUnion)
        #expect(chart.drawnUnionCount == 9)
        #expect(chart.roots.map { genealogyIDs[$0] } == ["I1", "I2", "I19", "I20"])
    }

    @Test("the chart is valid Family JSON v1 and the native layout keeps every invariant")
    func validAndLaidOut() throws {
        let family = try Family(validating: Self.chart().document)
        let layout = NativeLayout().layout(family, options: LayoutOptions())
        let report = layout.check(family, options: LayoutOptions())
        #expect(report.holdsEveryInvariant, "\(report)")
    }
}
