import FamilyTree
import Foundation
import TestSupport
import Testing
import TreeLayout

@testable import TreeRender

/// A later partner's union line leaves where the layout centred that union's children, whatever
/// couple gap the layout was made with: the pictures read the anchor from the layout, never
/// from a default gap.
@Suite("Further unions drawn with a non-default couple gap")
struct FurtherUnionAnchorTests {
    /// Henry with three wives, one child by each (Data/several-marriages.json), laid out by the
    /// native engine with a couple gap twice the default.
    static func henry() throws -> (Family, FamilyLayout) {
        let url = PackageRoot.url.appendingPathComponent("Data/several-marriages.json")
        let family = try Family(jsonData: Data(contentsOf: url))
        let layout = NativeLayout().layout(family, options: LayoutOptions(geometry: LayoutGeometry(coupleGap: 40)))
        return (family, layout)
    }

    @Test("Each union's drop to its only child starts right above the child, in the SVG's connectors")
    func connectors() throws {
        let (family, layout) = try Self.henry()
        #expect(family.furtherUnionCount == 2)
        var drops = 0
        UnitConnectors.forEach(in: family, layout: layout, router: ConnectorRouter()) { connectors in
            let unit = family.units[connectors.unit]
            guard unit.childCount == 1, let descent = connectors.descents.first else { return }
            let child = layout.boxes[Int(family.units[Int(unit.firstChild)].blood)]
            #expect(
                abs(descent.start.x - child.centerX) < 0.01,
                "unit \(connectors.unit): the line leaves at \(descent.start.x), the child stands at \(child.centerX)")
            drops += 1
        }
        #expect(drops == 3)
    }

    @Test("The chart page's anchors are the layout's: each over its union's only child")
    func chartPageAnchors() throws {
        let (family, layout) = try Self.henry()
        let page = FamilyChartPage().page(family, panels: [RenderPanel(layout: layout)])
        let data = try FamilyChartPageTests.data(of: String(decoding: page, as: UTF8.self))
        let panel = try #require((data["panels"] as? [[String: Any]])?.first)
        let anchors = try #require(panel["anchors"] as? [Double])
        // Anchors and boxes are both in the layout's points, written to 0.01.
        for (index, unit) in family.units.enumerated() where unit.childCount == 1 {
            let child = layout.boxes[Int(family.units[Int(unit.firstChild)].blood)]
            #expect(abs(anchors[index] - child.centerX) < 0.011, "unit \(index): anchor \(anchors[index])")
        }
    }
}
