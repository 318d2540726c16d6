import Foundation
import Testing
import TreeBenchHarness
import TreeBenchHarnessTestSupport
import TreeLayout

/// Reports are shown where text from a results file must not act: summary.md in a GitHub job
/// summary or pull-request comment (Markdown with raw HTML), results.csv in a spreadsheet.
@Suite("Reports are safe where they are shown")
struct ReportSafetyTests {
    static let hostileFile = "/data/<img src=x onerror=alert(1)>\n# Heading | cell.ged"
    static let hostileError = "=HYPERLINK(\"http://x\")\n## injected\r\n<script>alert(1)</script> *bold* [link](x)"

    /// A run of one given family with a hostile name, whose second engine failed with a hostile error.
    static func results() -> SweepResults {
        var plan = SweepPlan(generations: [3], members: [20], seeds: [1], engines: ["native", "dot"])
        let given = SweepCase(generations: 3, members: 20, seed: 0, file: hostileFile, repeats: 0)
        plan.givenFamilies = [given]
        let report = LayoutReport(
            engine: "native", epsilon: 0.01,
            rules: LayoutReport.Rule.allCases.map { LayoutReport.RuleResult(rule: $0) },
            metrics: LayoutReport.Metrics(width: 300, height: 190, area: 57_000, minimumRowGap: -3.5))
        let measurements = [
            EngineMeasurement(
                engine: "native", status: .ok, isolated: false, runs: 1,
                time: TimingStats(median: 0.001, min: 0.001, max: 0.001), report: report),
            EngineMeasurement(engine: "dot", status: .failed, isolated: true, error: hostileError),
        ]
        let machine = MachineInfo(
            operatingSystem: "Linux", kernel: "6", architecture: "x86_64", cpuModel: "<b>CPU</b>\n# big", cpuCount: 2,
            memoryBytes: 1 << 30, swiftVersion: "6.3", graphvizVersion: "2.43.0", gitCommit: "abc`def")
        return SweepResults(
            plan: plan, machine: machine, startedAt: Date(), durationSeconds: 1, interrupted: false,
            cases: [CaseResult(parameters: given, people: 20, measurements: measurements)])
    }

    @Test("summary.md: names and errors escaped: no HTML, no heading, no line break, no table cell split")
    func markdown() {
        let summary = Self.results().markdownSummary()
        let lines = summary.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { !MarkdownCheck.hasRawMarkup($0) }, "\(summary)")
        #expect(summary.contains(#"\<img src\=x onerror\=alert\(1\)\>"#))
        #expect(lines.filter { $0.hasPrefix("#") }.allSatisfy { $0.hasPrefix("## TreeBench") || $0.hasPrefix("### ") })
        #expect(!summary.contains("\r"))
        // The given family's row: one line, the `|` in its name escaped, so the table keeps its columns.
        let row = lines.first { $0.contains("Heading") }
        #expect(row?.contains(##"\# Heading \| cell\.ged"##) == true, "\(row ?? "")")
        let cells = row?.replacingOccurrences(of: #"\|"#, with: "").split(
            separator: "|", omittingEmptySubsequences: false)
        #expect(cells?.count == 9)
        // Each table's delimiter row is markup, not escaped text, or GitHub draws no table.
        #expect(lines.contains { $0.hasPrefix("| --- | --- |") }, "\(summary)")
        #expect(!summary.contains(#"\-\-\-"#))
        // The failed engine's error: its first line only, escaped.
        #expect(summary.contains(#"\=HYPERLINK\(\"http\:\/\/x\"\)"#))
        #expect(!summary.contains("## injected"))
    }

    @Test("a code span holds any text: a fence longer than its backtick runs, no line break")
    func codeSpans() {
        #expect(MarkdownText.code("dot") == "`dot`")
        #expect(MarkdownText.code("a`b") == "``a`b``")
        #expect(MarkdownText.code("`x") == "`` `x ``")
        #expect(MarkdownText.code("a\nb") == "`a b`")
        #expect(MarkdownText.inline("a\u{2028}b\u{1B}c") == "a b c")
    }

    @Test("results.csv: text cells that a spreadsheet would run as formulas start with ', numbers stay numbers")
    func csv() {
        let csv = Self.results().csv()
        #expect(csv.contains(#""'=HYPERLINK(""http://x"")"#))
        #expect(csv.contains(",-3.5000,"))
        for field in ["=1+2", "+1 cmd", "-cmd|x", "@SUM(A1)", "\tx", "\rx"] {
            #expect(SweepResults.csvField(field).hasPrefix("'") || SweepResults.csvField(field).hasPrefix("\"'"))
        }
        for number in ["-3.5", "+2", "-0"] { #expect(SweepResults.csvField(number) == number) }
    }

    @Test("results.csv: no cell carries a control character (C0, DEL, C1) or a line break")
    func csvControls() {
        let title = "fam\u{1B}]0;owned\u{7}ily\u{9B}31m\u{7F}\r\n\u{2028}end"
        #expect(SweepResults.csvField(title) == "fam ]0;owned ily 31m    end")
        #expect(SweepResults.csvField("\ta,b") == "\"' a,b\"")
        // The hostile file name holds a line feed, the hostile error a carriage return and one.
        let csv = Self.results().csv()
        #expect(!csv.unicodeScalars.contains { $0 != "\n" && $0.isLineBreakOrControl }, "\(csv.debugDescription)")
        #expect(csv.split(separator: "\n").count == 1 + Self.results().cases[0].measurements.count)
    }
}
