import Foundation
import Testing

@testable import TreeBench

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("The HTML dashboard")
struct HTMLDashboardTests {
    final class ReferenceCollector: NSObject, XMLParserDelegate {
        var references: [String] = []
        var elements: [String: Int] = [:]
        var frames: [String] = []
        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements[elementName, default: 0] += 1
            if elementName == "iframe", let page = attributes["srcdoc"] { frames.append(page) }
            for key in ["src", "href", "xlink:href", "action", "data"] {
                if let value = attributes[key] { references.append(value) }
            }
        }
    }

    static func dashboard() throws -> String {
        let results = try SweepEndToEndTests.tinyResults()
        let example = ExampleLayout(
            engine: "native", caseID: "g2-m12-s1",
            svg:
                "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"5\" height=\"5\"/></svg>"
        )
        return results.htmlDashboard(examples: [example])
    }

    @Test("is well-formed, has its charts, and loads nothing from the network")
    func wellFormedAndOffline() throws {
        let html = try Self.dashboard()
        let parser = XMLParser(data: Data(html.utf8))
        let collector = ReferenceCollector()
        parser.delegate = collector
        #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
        #expect(collector.references.isEmpty, "references: \(collector.references)")
        #expect((collector.elements["svg"] ?? 0) >= 3)  // time, ratio, example
        #expect((collector.elements["table"] ?? 0) == 2)
        #expect(!html.contains("<script"))
        #expect(!html.contains("url("))
        #expect(!html.contains("@import"))
        #expect(!html.contains("<?xml"))
    }

    @Test("escapes names it shows")
    func escapesText() {
        #expect(SVGChart.escape("<a & \"b\">") == "&lt;a &amp; &quot;b&quot;&gt;")
    }

    @Test("an example with a chart page opens in the embedded chart viewer, the page whole")
    func exampleInViewer() throws {
        let results = try SweepEndToEndTests.tinyResults()
        let page =
            "<!DOCTYPE html>\n<html><body><canvas id=\"chart\"></canvas><script>if (1 < 2 && true) {}</script></body></html>"
        let example = ExampleLayout(engine: "native", caseID: "g2-m12-s1", svg: "<svg/>", chartPage: page)
        let html = results.htmlDashboard(examples: [example])
        let parser = XMLParser(data: Data(html.utf8))
        let collector = ReferenceCollector()
        parser.delegate = collector
        #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
        #expect(collector.frames == [page])
        #expect(collector.references.isEmpty, "references: \(collector.references)")
    }
}
