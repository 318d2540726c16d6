import FamilyTree
import Foundation
import TestSupport
import Testing
import TreeLayout

@testable import TreeRender

@Suite("The interactive chart page")
struct FamilyChartPageTests {
    /// The page for the sample family, with a mark and a caption.
    static func page(names: [String]? = nil, mark: String = "look here") throws -> (Family, String) {
        let family = try SampleFamilies.threeGenerations(names: names)
        let panel = RenderPanel(
            layout: SampleFamilies.handLayout(), marks: [LayoutMark(people: [0], label: mark)], caption: [mark])
        return (family, String(decoding: FamilyChartPage().page(family, panels: [panel, panel]), as: UTF8.self))
    }

    /// The JSON the page embeds for its script.
    static func data(of page: String) throws -> [String: Any] {
        let start = try #require(page.range(of: "<script type=\"application/json\" id=\"chart-data\">"))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let object = try JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8))
        return try #require(object as? [String: Any])
    }

    @Test("one file: the script and style inside, nothing loaded from elsewhere")
    func selfContained() throws {
        let (_, page) = try Self.page()
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        for outside in ["http://", "https://", " src=", "<link", "@import", "url("] {
            #expect(!page.contains(outside), "the page refers to something outside: \(outside)")
        }
        #expect(page.contains("getContext(\"2d\")"), "the chart script is embedded")
        #expect(page.contains("#chart {"), "the style sheet is embedded")
        for control in ["id=\"search\"", "id=\"zoom-in\"", "id=\"zoom-out\"", "id=\"fit\"", "id=\"chart\""] {
            #expect(page.contains(control))
        }
    }

    @Test("the embedded data: every person, unit, box, anchor and mark of every panel")
    func data() throws {
        let (family, page) = try Self.page()
        let data = try Self.data(of: page)
        let people = try #require(data["people"] as? [String: [Any]])
        #expect(people["id"] as? [String] == family.people.map(\.id))
        #expect(people["name"] as? [String] == family.people.map(\.name))
        #expect(people["generation"]?.count == family.personCount)
        let units = try #require(data["units"] as? [String: [Int]])
        #expect(units["blood"] == family.units.map { Int($0.blood) })
        #expect(units["children"]?.count == family.units.map(\.childCount).reduce(0) { $0 + Int($1) })
        let panels = try #require(data["panels"] as? [[String: Any]])
        #expect(panels.count == 2)
        let layout = SampleFamilies.handLayout()
        for panel in panels {
            let boxes = try #require(panel["boxes"] as? [Double])
            #expect(boxes.count == 4 * family.personCount)
            #expect(boxes[0] == layout.boxes[0].x && boxes[3] == layout.boxes[0].height)
            #expect((panel["anchors"] as? [Double])?.count == family.units.count)
            #expect((panel["marks"] as? [[String: Any]])?.first?["label"] as? String == "look here")
        }
        let geometry = RenderPage(
            family: family, panels: [RenderPanel(layout: layout), RenderPanel(layout: layout)], style: PictureStyle())
        #expect(data["width"] as? Double == geometry.width)
    }

    @Test(
        "a name cannot close the script element or inject markup",
        arguments: ["</script><script>alert(1)</script>", "<!--", "</SCRIPT >", "\u{2028}\u{0}\"\\"])
    func hostileName(_ hostile: String) throws {
        // A family cannot hold NUL (validation's rule nul-character); a mark's label still can.
        let name = hostile.replacingOccurrences(of: "\u{0}", with: "")
        let (_, page) = try Self.page(names: [name, "Grandma", "Dad", "Mum", "Aunt", "Kid", "Other"], mark: hostile)
        #expect(page.components(separatedBy: "</script>").count == 3, "only the two script elements end")
        #expect(!page.lowercased().contains("<script>alert"))
        let data = try Self.data(of: page)
        let names = (data["people"] as? [String: [Any]])?["name"] as? [String]
        #expect(names?.first == String(NameFitting.drawnText(of: name)))
    }

    @Test("repeat appearances point at their home, dates come along when the chart has them")
    func repeatsAndDates() throws {
        var document = try SampleFamilies.threeGenerations().document
        document.generations[0][0].born = "1901"
        document.generations[0][0].died = "1980"
        let family = try Family(validating: document)
        let plain = FamilyChartPage().page(family, panels: [RenderPanel(layout: SampleFamilies.handLayout())])
        let data = try Self.data(of: String(decoding: plain, as: UTF8.self))
        let people = try #require(data["people"] as? [String: Any])
        #expect((people["born"] as? [Any])?.first as? String == "1901")
        #expect((people["died"] as? [Any])?.first as? String == "1980")
        #expect((people["born"] as? [Any])?.last is NSNull)
        #expect(people["sameAs"] == nil, "no repeats, no sameAs list")

        let chart = try Family(
            jsonData: Data(
                contentsOf: PackageRoot.url.appendingPathComponent("Data/genealogy/stone-family.chart.json"))
        )
        let layout = NativeLayout().layout(chart, options: LayoutOptions())
        let page = String(decoding: FamilyChartPage().page(chart, panels: [RenderPanel(layout: layout)]), as: UTF8.self)
        let sameAs = try #require((try Self.data(of: page)["people"] as? [String: Any])?["sameAs"] as? [Int])
        for (index, person) in chart.people.enumerated() {
            if let home = person.sameAs {
                #expect(sameAs[index] >= 0 && chart.people[sameAs[index]].id == home)
            } else {
                #expect(sameAs[index] == -1)
            }
        }
        #expect(sameAs.contains { $0 >= 0 })
    }
}
