import Foundation
import TestSupport
import Testing

@testable import TreeBenchHarness

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

    static func dashboard() async throws -> String {
        let results = try await SweepEndToEndTests.tinyResults()
        let example = ExampleLayout(
            engine: "native", caseID: "g2-m12-s1",
            svg:
                "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"5\" height=\"5\"/></svg>"
        )
        return results.htmlDashboard(examples: [example])
    }

    @Test("is well-formed, has its charts, and loads nothing from the network")
    func wellFormedAndOffline() async throws {
        let html = try await Self.dashboard()
        let parser = XMLParser(data: Data(html.utf8))
        let collector = ReferenceCollector()
        parser.delegate = collector
        #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
        // Only links to the files beside it, the schema and its documentation among them; nothing to load.
        #expect(
            collector.references == ["results.json", "results.schema.json", "RESULTS-SCHEMA.md", "results.csv"],
            "references: \(collector.references)")
        for reference in collector.references where reference != "results.json" && reference != "results.csv" {
            #expect(SweepReports.fileNames.contains(reference), "\(reference) is written beside the dashboard")
        }
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
    func exampleInViewer() async throws {
        let results = try await SweepEndToEndTests.tinyResults()
        let page =
            "<!DOCTYPE html>\n<html><body><canvas id=\"chart\"></canvas><script>if (1 < 2 && true) {}</script></body></html>"
        let example = ExampleLayout(engine: "native", caseID: "g2-m12-s1", svg: "<svg/>", chartPage: page)
        let html = results.htmlDashboard(examples: [example])
        let parser = XMLParser(data: Data(html.utf8))
        let collector = ReferenceCollector()
        parser.delegate = collector
        #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
        #expect(collector.frames == [page])
        #expect(collector.references.allSatisfy { !$0.contains(":") }, "references: \(collector.references)")
    }

    @Test("round ticks: 1, 2 or 5 × 10^k on linear axes, decades (and 2, 5 on short ones) on log axes")
    func roundTicks() {
        #expect(SVGChart.linearTicks(upTo: 14) == [0, 5, 10, 15])
        #expect(SVGChart.linearTicks(upTo: 20_814) == [0, 5000, 10000, 15000, 20000, 25000])
        #expect(SVGChart.linearTicks(upTo: 0.7) == [0, 0.2, 0.4, 0.6000000000000001, 0.8])
        #expect(SVGChart.logTicks(decades: 0...4) == [1, 10, 100, 1000, 10000])
        #expect(SVGChart.logTicks(decades: -1...1) == [0.1, 0.2, 0.5, 1, 2, 5, 10])
        for maximum in [3.0, 7, 14, 99, 493, 20_814, 1e6] {
            let ticks = SVGChart.linearTicks(upTo: maximum)
            #expect(ticks.last! >= maximum && ticks.count <= 7)
            let step = ticks[1] / pow(10, floor(log10(ticks[1])))
            #expect([1.0, 2, 5].contains { abs($0 - step) < 1e-9 }, "step \(ticks[1])")
        }
        #expect(SVGChart.ratioLabel(20) == "20×" && SVGChart.ratioLabel(0.5) == "0.5×")
        #expect(SVGChart.roundLabel(25_000) == "25k" && SVGChart.roundLabel(0.2) == "0.2")
        #expect(SVGChart.roundLabel(1e6) == "1M" && SVGChart.roundLabel(1e7) == "10M")
        #expect(SVGChart.ratioLabel(1e6) == "1,000,000×" && SVGChart.ratioLabel(1000) == "1,000×")
        #expect(
            [100, 1, 0.1, 0.01, 0.002, 1e-4].map(SVGChart.durationLabel)
                == ["100 s", "1 s", "100 ms", "10 ms", "2 ms", "100 µs"])
        #expect(SVGChart.groupedInteger(10_000_000) == "10,000,000" && SVGChart.groupedInteger(300) == "300")
    }

    @Test("the speed-up is on a log axis from 1, every axis is labelled and the dashed lines are named")
    func chartsReadAtAGlance() async throws {
        let groups = [
            SVGChart.BarGroup(label: "100", bars: [("fast", "#111", 0.16), ("dot", "#222", 18_000)])
        ]
        let chart = SVGChart.bars(
            title: "t", groups: groups, xLabel: "people", yLabel: "ratio",
            scale: .logarithmic(reference: 1, referenceName: "dashed: as fast as native"),
            valueFormat: SVGChart.ratioLabel)
        #expect(chart.contains(">1×<") && chart.contains(">10,000×<") && chart.contains(">0.1×<"))
        #expect(chart.contains(">dashed: as fast as native<"))
        #expect(chart.components(separatedBy: "class=\"axis-label\"").count - 1 == 2)
        #expect(chart.contains(">people<"))
        let html = try await Self.dashboard()
        #expect(html.contains("dashed: fitted"))
        #expect(html.contains(">invariant<"))
    }

    @Test("the left margin fits the widest tick label beside the turned axis label (a 100,000× speed-up)")
    func tickLabelsClearTheAxisLabel() {
        let groups = [10_000, 30_000, 100_000, 300_000, 1_000_000, 3_000_000, 10_000_000].map { people in
            SVGChart.BarGroup(
                label: SVGChart.groupedInteger(people), bars: [("d3", "#111", 0.9), ("dot", "#222", 109_079)])
        }
        let chart = SVGChart.bars(
            title: "t", groups: groups, xLabel: "people", yLabel: "time ÷ native time, same family",
            scale: .logarithmic(reference: 1, referenceName: "dashed: as fast as native"),
            valueFormat: SVGChart.ratioLabel)
        // Tick labels are right-aligned ("end") texts; the axis label is turned at x = 14, 12 pt tall.
        let tickTexts = chart.components(separatedBy: "<text ").dropFirst().filter {
            $0.contains("text-anchor=\"end\"") && !$0.contains("rotate(")
        }
        #expect(tickTexts.contains { $0.contains(">1,000,000×<") })
        for tick in tickTexts {
            let x = Double(tick.components(separatedBy: "x=\"")[1].prefix { $0 != "\"" }) ?? 0
            let label = String(tick.components(separatedBy: ">")[1].prefix { $0 != "<" })
            #expect(x - SVGChart.textWidth(label, size: 12) >= 14 + 6 + 2, "tick \(label) at x \(x)")
        }
    }

    @Test("the schema written beside every dashboard is docs/'s, byte for byte")
    func schemaCopies() throws {
        for name in [SweepReports.schemaFileName, SweepReports.schemaDocumentName] {
            let docs = try Data(contentsOf: PackageRoot.url.appendingPathComponent("docs/\(name)"))
            let shipped = try Data(
                contentsOf: PackageRoot.url.appendingPathComponent("Sources/TreeBenchHarness/Reports/Schema/\(name)"))
            #expect(
                docs == shipped,
                "copy docs/\(name) to Sources/TreeBenchHarness/Reports/Schema/ (the dashboard ships it)")
        }
    }

    @Test("engines drawn over each other stay visible: each its own marker, later lines thinner")
    func distinctSeries() {
        let series = ["native", "native:boundingBox", "d3"].enumerated().map { index, name in
            SVGChart.Series(
                name: name, color: SVGChart.palette[index], points: [(100, 0.001), (1000, 0.01)], fit: nil)
        }
        let svg = SVGChart.logLog(title: "t", series: series, xLabel: "people", yLabel: "time")
        #expect(svg.contains("<circle class=\"marker\"") && svg.contains("<rect class=\"marker\""))
        #expect(svg.contains("<polygon class=\"marker\""))
        let widths = svg.components(separatedBy: "stroke-width=\"").dropFirst().compactMap {
            Double($0.prefix { $0 != "\"" })
        }
        #expect(widths.prefix(3).elementsEqual([5.5, 3.5, 1.5]), "\(widths)")
    }
}

@Suite("Versions printed cleanly")
struct VersionTextTests {
    @Test(
        "dot -V's line gives the version, without Debian's empty build date",
        arguments: [
            ("dot - graphviz version 2.43.0 (0)", "2.43.0"),
            ("dot - graphviz version 2.50.0 (20211204.2007)", "2.50.0 (built 2021-12-04)"),
            ("dot - graphviz version 12.2.1", "12.2.1"),
        ])
    func graphviz(line: String, version: String) {
        #expect(MachineInfo.cleanGraphvizVersion(line) == version)
    }
}
