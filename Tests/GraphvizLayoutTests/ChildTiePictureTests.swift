import FamilyTree
import Foundation
import GenealogyKit
import Testing
import TreeLayout
import TreeRender

@testable import FamilyDOT

/// Adopted, foster and step children drawn as what they are, in every picture format: the SVG,
/// the chart page, and the pinned DOT picture Graphviz renders as PNG and PDF.
@Suite("Adoption, foster and step lines")
struct ChildTiePictureTests {
    /// Kai, born to Hans and Greta, adopted by Ada and Eva; Finn their foster child.
    static let gedcom = """
        0 HEAD
        1 CHAR UTF-8
        0 @I1@ INDI
        1 NAME Hans //
        1 SEX M
        1 FAMS @F1@
        0 @I2@ INDI
        1 NAME Greta //
        1 SEX F
        1 FAMS @F1@
        0 @I3@ INDI
        1 NAME Kai //
        1 SEX M
        1 FAMC @F1@
        1 FAMC @F2@
        2 PEDI adopted
        0 @I4@ INDI
        1 NAME Ada //
        1 SEX F
        1 FAMS @F2@
        0 @I5@ INDI
        1 NAME Eva //
        1 SEX F
        1 FAMS @F2@
        0 @I6@ INDI
        1 NAME Finn //
        1 SEX M
        1 FAMC @F2@
        2 PEDI foster
        0 @F1@ FAM
        1 HUSB @I1@
        1 WIFE @I2@
        1 CHIL @I3@
        0 @F2@ FAM
        1 WIFE @I4@
        1 WIFE @I5@
        1 CHIL @I3@
        1 CHIL @I6@
        0 TRLR

        """

    static func chart() throws -> FamilyChart {
        try GEDCOMFile(bytes: Array(gedcom.utf8)).genealogy.descendantChart().chart
    }

    @Test("an hourglass carries its descendant half's ties, as the descendant chart does")
    func hourglassTies() throws {
        let genealogy = try GEDCOMFile(bytes: Array(Self.gedcom.utf8)).genealogy
        let descendants = try genealogy.descendantChart(roots: ["I4"]).chart.childTies
        #expect(!descendants.isEmpty)
        #expect(try genealogy.hourglassChart(of: "I4").chart.childTies == descendants)
    }

    @Test("the derivation records the tie of each box drawn under parents it was not born to")
    func derivation() throws {
        let chart = try Self.chart()
        #expect(chart.childTies == ["I3~2": .adopted, "I6": .foster])
    }

    @Test("the legend says adopted by and foster, not a further marriage's reference line")
    func legend() throws {
        let chart = try Self.chart()
        let entries = PictureHeading.legend(for: chart, panels: [])
        #expect(entries.contains(.adoptedLine) && entries.contains(.fosterLine))
        #expect(!entries.contains(.referenceLine) && !entries.contains(.stepLine))
        #expect(LegendEntry.adoptedLine.text == "adopted by")
    }

    @Test("SVG, chart page and DOT picture draw each tie in its own colour and dash")
    func everyFormat() throws {
        let chart = try Self.chart()
        let layout = NativeLayout().layout(chart, options: LayoutOptions())
        let panels = [RenderPanel(layout: layout)]
        let heading = PictureHeading(chartOf: chart, panels: panels)
        let adopted = try #require(ChildTieStroke.forTie(.adopted))
        let foster = try #require(ChildTieStroke.forTie(.foster))

        var output = SVGOutput()
        try FamilySVGWriter().write(chart, panels: panels, heading: heading, to: &output)
        let svg = output.string
        #expect(svg.contains("<path class=\"descent tie adopted\" stroke=\"\(adopted.color)\""))
        #expect(svg.contains("<path class=\"descent tie foster\" stroke=\"\(foster.color)\""))
        #expect(!svg.contains("descent reference") && !svg.contains("further marriage"))
        #expect(svg.contains(">adopted by</text>") && svg.contains(">foster</text>"))

        let page = String(decoding: FamilyChartPage().page(chart, panels: panels, heading: heading), as: UTF8.self)
        #expect(page.contains("sample tie adopted\" style=\"border-top-color: \(adopted.color)"))
        #expect(page.contains("</span>adopted by</span>") && !page.contains("further marriage"))
        #expect(page.contains("\"ties\":{\"color\":[\"\(adopted.color)\",\"\(foster.color)\""))

        let renderPage = RenderPage(chart: chart, panels: panels, style: PictureStyle(), heading: heading)
        let plan = DotGraphPlan(
            picture: chart, panels: panels, page: renderPage, style: PictureStyle(), namesByID: false)
        let colours = plan.edges.compactMap { edge in edge.attributes.first { $0.name == "color" }?.value }
        // One line to each tied child, one legend sample each.
        #expect(colours.filter { $0 == adopted.color }.count == 2)
        #expect(colours.filter { $0 == foster.color }.count == 2)
    }
}
