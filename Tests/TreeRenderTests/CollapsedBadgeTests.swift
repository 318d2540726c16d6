import FamilyTree
import Foundation
import Testing
import TreeLayout
import TreeRender

@Suite("Badges for hidden people")
struct CollapsedBadgeTests {
    @Test("A collapsed unit gets one +N badge under its anchor, with the count in its title")
    func badgeForCollapsedUnit() throws {
        let full = try SampleFamilies.threeGenerations()
        let visible = try VisibleFamily(full, visibility: Visibility(collapsed: ["dad"]))
        let layout = NativeLayout().layout(visible.family, options: LayoutOptions())
        var output = SVGOutput(reservingCapacity: 4096)
        try FamilySVGWriter().write(
            visible.family, panels: [RenderPanel(layout: layout, hiddenCounts: visible.hiddenCount)], to: &output)
        let svg = String(decoding: output.bytes, as: UTF8.self)
        #expect(svg.components(separatedBy: "class=\"collapsed\"").count == 2)
        #expect(svg.contains("<title>2 people hidden</title>"))
        #expect(svg.contains(">+2</text>"))
        // The badge is centred on the couple's anchor.
        let dadUnit = visible.family.units[Int(visible.family.unitOfPerson[2])]
        let anchor = layout.anchor(of: dadUnit)
        #expect(svg.contains("<text x=\"\(Int(anchor))\""))
    }

    @Test("Nothing hidden, no badge")
    func noBadgeWhenNothingHidden() throws {
        let family = try SampleFamilies.threeGenerations()
        let svg = FamilySVGWriter().document(family, layout: SampleFamilies.handLayout(), caption: [])
        #expect(!svg.contains("class=\"collapsed\""))
    }
}
