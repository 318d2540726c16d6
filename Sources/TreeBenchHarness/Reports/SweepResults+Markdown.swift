import Foundation

extension SweepResults {
    /// `summary.md`: the run in a few tables, ready for a CI step summary or a pull-request comment.
    ///
    /// Everything that comes from the results (engine names, case ids and file names, errors,
    /// the machine's description) goes through ``MarkdownText``, so a hostile `results.json`
    /// given to `treebench merge` cannot put HTML, a heading or a line break into it.
    package func markdownSummary() -> String {
        var lines: [String] = []
        let engineList = plan.engines.map(MarkdownText.code).joined(separator: ", ")
        let peopleSizes = sizes.map(\.people)
        lines.append("## TreeBench: \(engineList)\(interrupted ? " (interrupted)" : "")")
        lines.append("")
        lines.append(
            "\(cases.count) families of \(peopleSizes.first ?? 0)–\(peopleSizes.last ?? 0) people "
                + "(generations \(plan.generations.map(String.init).joined(separator: ", ")), "
                + "\(plan.seeds.count) seed\(plan.seeds.count == 1 ? "" : "s")"
                + (plan.remarriageRate.map { ", remarriage rate \($0)" } ?? "") + "), "
                + "\(plan.repetitions) timed runs after \(plan.warmUps) warm-up; took "
                + String(format: "%.1f s.", durationSeconds))
        lines.append("")
        lines.append(machineLine())
        lines.append("")
        lines.append("### Per size")
        lines.append("")
        lines.append(
            "Time is the median over cases of each case's median layout call (dot: `gvLayout` alone), timed warm "
                + "(after the warm-ups; d3, igraph and dot16 on their second call in their runtime); the ratio is "
                + "taken case by case against \(MarkdownText.code(referenceEngine ?? "")), warm to warm; pass is the share of layouts "
                + "with no invariant violated.")
        lines.append("")
        let table = sizeTable()
        lines.append(contentsOf: Self.markdownTable(header: table.header, rows: table.rows))
        lines.append("")
        if let path = pathTable() {
            lines.append("### From file to file")
            lines.append("")
            lines.append(Self.pathTableNote)
            lines.append("")
            lines.append(contentsOf: Self.markdownTable(header: path.header, rows: path.rows))
            lines.append("")
        }
        if let given = givenFamilyTable() {
            lines.append("### Given families")
            lines.append("")
            lines.append(contentsOf: Self.markdownTable(header: given.header, rows: given.rows))
            lines.append("")
        }
        lines.append("### Per engine")
        lines.append("")
        lines.append(
            "Slope: least-squares fit of log(time) against log(people); 1 is linear time, 2 quadratic.")
        lines.append("")
        let engineRows = engines.map { summary in
            [
                summary.engine, ReportFormat.slope(summary.fit), ReportFormat.percent(summary.passRate),
                "\(summary.totalViolations)", ReportFormat.points(summary.worstCentringError),
                summary.statusCounts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "),
            ]
        }
        lines.append(
            contentsOf: Self.markdownTable(
                header: ["engine", "slope", "pass", "violations", "worst centring", "cases"], rows: engineRows))
        let problemList = problems
        if !problemList.isEmpty {
            lines.append("")
            lines.append("### Not finished")
            lines.append("")
            for (caseID, measurement) in problemList.prefix(20) {
                var line = "- \(MarkdownText.code(caseID)) \(MarkdownText.code(measurement.engine)): "
                line += measurement.status.rawValue
                if let signal = measurement.signal { line += " (signal \(signal))" }
                if let error = measurement.error, let first = error.split(whereSeparator: \.isNewline).first {
                    line += " — " + MarkdownText.inline(String(first.prefix(160)))
                }
                lines.append(line)
            }
            if problemList.count > 20 { lines.append("- … and \(problemList.count - 20) more (see results.csv)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One Markdown line naming the machine and versions, each part escaped.
    func machineLine() -> String {
        var parts = machineParts().map(MarkdownText.inline)
        if let commit = machine.gitCommit { parts.append("commit \(MarkdownText.code(String(commit.prefix(12))))") }
        return "Machine: " + parts.joined(separator: " · ")
    }

    /// The machine and versions as plain text, one part each (the commit apart).
    func machineParts() -> [String] {
        var parts = [
            "\(machine.operatingSystem) \(machine.architecture)",
            "\(machine.cpuCount) CPU\(machine.cpuCount == 1 ? "" : "s")\(machine.cpuModel.map { " (\($0))" } ?? "")",
            "Swift \(machine.swiftVersion)",
            "Graphviz \(machine.graphvizVersion ?? "not found")",
        ]
        for (engine, version) in (machine.engineVersions ?? [:]).sorted(by: { $0.key < $1.key }) {
            parts.append("\(engine): \(version)")
        }
        return parts
    }

    /// A GitHub-flavoured Markdown table of plain-text cells, each escaped (``MarkdownText/inline(_:)``).
    static func markdownTable(header: [String], rows: [[String]]) -> [String] {
        func line(_ cells: [String]) -> String {
            "| " + cells.map(MarkdownText.inline).joined(separator: " | ") + " |"
        }
        // The delimiter row is markup, not text: escaped (`\-\-\-`) it is no delimiter and the
        // table is not a table.
        let delimiter = "|" + String(repeating: " --- |", count: header.count)
        return [line(header), delimiter] + rows.map(line)
    }
}
