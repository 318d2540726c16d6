import FamilyTree
import Foundation
import Testing
import TreeLayout
import TreeRender

/// The getting-started article of the TreeLayout documentation
/// (`Sources/TreeLayout/TreeLayout.docc/GettingStarted.md`), compiled and run: the body of
/// `gettingStarted()` between the markers is the article's code, word for word (a test below
/// compares them), so the article cannot drift from the API.
@Suite("Getting started, as the documentation shows it")
struct GettingStartedTests {
    @Test("decode, lay out, check and draw a family")
    func gettingStarted() throws {
        // BEGIN GettingStarted
        let json = Data(
            """
            {"generations": [
              [{"id": "ann", "name": "Ann", "gender": "female", "coupleID": "bo", "childrenIDs": ["cy", "di"]},
               {"id": "bo", "name": "Bo", "gender": "male", "coupleID": "ann", "childrenIDs": ["cy", "di"]}],
              [{"id": "cy", "name": "Cy"}, {"id": "di", "name": "Di"}]
            ]}
            """.utf8)

        // 1. Decode: every rule of Family JSON v1 is checked here.
        let family = try Family(jsonData: json)

        // 2. Lay out with the native engine: one box per person, in points, y down.
        let options = LayoutOptions(boxWidth: 60, boxHeight: 40)
        let layout = NativeLayout().layout(family, options: options)

        // 3. Check: the same checker scores every engine.
        let report = layout.check(family, options: options)
        print(report.holdsEveryInvariant)  // true

        // 4. Draw: an SVG document with boxes, names and rounded connectors.
        let svg = FamilySVGWriter().document(family, layout: layout)
        // END GettingStarted

        #expect(report.holdsEveryInvariant)
        #expect(report[.centred].violations == 0)
        #expect(layout.boxes.count == 4 && layout.boxes[0].width == 60)
        #expect(svg.contains(">Ann</text>") && svg.contains(">Di</text>"))
    }

    @Test("the article's code is the code above")
    func articleMatches() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let article = try String(
            contentsOf: root.appendingPathComponent("Sources/TreeLayout/TreeLayout.docc/GettingStarted.md"),
            encoding: .utf8)
        let test = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let block = try #require(
            article.components(separatedBy: "```swift\n").dropFirst().first?
                .components(separatedBy: "```").first)
        // The article adds the imports a reader needs; the rest is the test's body, unindented.
        let code = block.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { $0.hasPrefix("import ") || $0.isEmpty }.joined(separator: "\n")
        let body = try #require(
            test.components(separatedBy: "// BEGIN GettingStarted\n").dropFirst().first?
                .components(separatedBy: "        // END GettingStarted").first)
        let unindented = body.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : String($0) }.joined(separator: "\n")
        #expect(code == unindented)
        for module in ["FamilyTree", "Foundation", "TreeLayout", "TreeRender"] {
            #expect(block.contains("import \(module)\n"))
        }
    }
}
