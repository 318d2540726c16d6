import FamilyTree
import Foundation
import GenealogyKit
import Testing
import TreeLayout
import TreeRender

/// The code of the documentation's articles, compiled and run: the getting-started article of
/// TreeLayout (`Sources/TreeLayout/TreeLayout.docc/GettingStarted.md`) and the GenealogyKit
/// overview (`Sources/GenealogyKit/GenealogyKit.docc/GenealogyKit.md`). The body of each test between its
/// markers is its article's first code block, word for word (a test below compares them), so
/// the articles cannot drift from the API.
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
        let options = LayoutOptions(geometry: LayoutGeometry(boxWidth: 60, boxHeight: 40))
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

    @Test("read a GEDCOM file, derive its chart, lay it out with every invariant kept")
    func genealogyOverview() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Data/genealogy/cousin-marriage.ged")
        // BEGIN GenealogyOverview
        let source = try GenealogySource(data: try Data(contentsOf: url), path: url.path)
        let derived = try source.genealogy.descendantChart()
        let layout = NativeLayout().layout(derived.chart, options: LayoutOptions())
        print(derived.boxCount, "boxes,", derived.repeatCount, "repeat appearances")
        print(layout.check(derived.chart).holdsEveryInvariant)  // true
        // END GenealogyOverview

        #expect(derived.repeatCount > 0)
        #expect(layout.boxes.count == derived.boxCount)
        #expect(layout.check(derived.chart).holdsEveryInvariant)
    }

    @Test("draw one person's ancestors and hourglass from a GEDCOM file, every invariant kept")
    func ancestorsAndHourglass() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Data/genealogy/cousin-marriage.ged")
        // BEGIN AncestorsAndHourglass
        let genealogy = try GenealogySource(data: try Data(contentsOf: url), path: url.path).genealogy
        let pedigree = try genealogy.ancestorChart(of: "Greta Berg", generations: 4)
        let hourglass = try genealogy.hourglassChart(of: "I10", ancestorGenerations: 3, descendantGenerations: 2)
        for derived in [pedigree, hourglass] {
            let layout = NativeLayout().layout(derived.chart, options: LayoutOptions())
            print(derived.kind, derived.boxCount, "boxes,", derived.repeatCount, "repeat appearances")
            print(layout.check(derived.chart).holdsEveryInvariant)  // true
        }
        // END AncestorsAndHourglass

        #expect(pedigree.kind == .ancestors && pedigree.repeatCount > 0)
        #expect(hourglass.kind == .hourglass)
        for derived in [pedigree, hourglass] {
            #expect(
                NativeLayout().layout(derived.chart, options: LayoutOptions()).check(derived.chart)
                    .holdsEveryInvariant)
        }
    }

    @Test(
        "each article's code is the code above",
        arguments: [
            (
                "Sources/TreeLayout/TreeLayout.docc/GettingStarted.md", "GettingStarted",
                ["FamilyTree", "Foundation", "TreeLayout", "TreeRender"]
            ),
            (
                "Sources/GenealogyKit/GenealogyKit.docc/GenealogyKit.md", "GenealogyOverview",
                ["Foundation", "GenealogyKit", "TreeLayout"]
            ),
            (
                "Sources/GenealogyKit/GenealogyKit.docc/GenealogyKit.md#2", "AncestorsAndHourglass",
                ["Foundation", "GenealogyKit", "TreeLayout"]
            ),
        ])
    func articleMatches(article reference: String, marker: String, modules: [String]) throws {
        // `ARTICLE#N`: the article's N-th code block; the first without a number.
        let parts = reference.split(separator: "#")
        let path = String(parts[0])
        let index = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let article = try String(
            contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        let test = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let block = try #require(
            article.components(separatedBy: "```swift\n").dropFirst(index).first?
                .components(separatedBy: "```").first)
        // The article adds the imports a reader needs; the rest is the test's body, unindented.
        let code = block.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { $0.hasPrefix("import ") || $0.isEmpty }.joined(separator: "\n")
        let body = try #require(
            test.components(separatedBy: "// BEGIN \(marker)\n").dropFirst().first?
                .components(separatedBy: "        // END \(marker)").first)
        let unindented = body.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : String($0) }.joined(separator: "\n")
        #expect(code == unindented)
        for module in modules {
            #expect(block.contains("import \(module)\n"))
        }
    }
}
