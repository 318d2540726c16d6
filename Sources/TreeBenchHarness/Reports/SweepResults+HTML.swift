import Foundation

extension SweepResults {
    /// `index.html`: a self-contained dashboard — inline CSS and SVG, no script, nothing loaded
    /// from the network — with time against people on log–log axes and each engine's fitted
    /// slope, the speed ratio per size, invariant violations per engine, the per-size table, the
    /// families given by name (`--family`) when there are any, and example layouts side by side
    /// when given.
    ///
    /// The page is well-formed XML as well as HTML, so any XML parser can check it.
    ///
    /// - Parameters:
    ///   - examples: Pictures of layouts, each opened in the interactive chart viewer.
    ///   - schemaLink: Where the results' JSON schema is, relative to the dashboard: the copy
    ///     written beside it (``SweepReports``).
    package func htmlDashboard(
        examples: [ExampleLayout] = [], schemaLink: String = SweepReports.schemaFileName
    ) -> String {
        let escape = SVGChart.escape
        let color = Dictionary(
            uniqueKeysWithValues: plan.engines.enumerated().map { ($1, SVGChart.palette[$0 % SVGChart.palette.count]) })
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <title>TreeBench results</title>
            <style>
            body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 1100px; color: #222; padding: 0 1em; }
            h1 { font-size: 1.6em; } h2 { font-size: 1.25em; margin-top: 1.6em; }
            table { border-collapse: collapse; margin: 0.5em 0; font-size: 0.9em; }
            th, td { border: 1px solid #ccc; padding: 0.25em 0.6em; text-align: right; }
            th { background: #f4f4f4; } td:first-child, th:first-child { text-align: left; }
            .charts { display: flex; flex-wrap: wrap; gap: 1em; }
            .chart { max-width: 100%; height: auto; border: 1px solid #eee; }
            .examples { display: flex; flex-wrap: wrap; gap: 1em; align-items: flex-start; }
            .example { border: 1px solid #ddd; padding: 0.5em; overflow: auto; width: 100%; margin: 0; }
            .example svg { width: 100%; height: auto; }
            .viewer { width: 100%; height: 480px; border: 1px solid #ddd; }
            .note { color: #666; font-size: 0.9em; }
            </style>
            </head>
            <body>

            """
        html +=
            "<h1>TreeBench: \(escape(plan.engines.joined(separator: " vs ")))\(interrupted ? " (interrupted)" : "")</h1>\n"
        html +=
            "<p>\(escape((machineParts() + (machine.gitCommit.map { ["commit \($0.prefix(12))"] } ?? [])).joined(separator: " · ")))</p>\n"
        html +=
            "<p class=\"note\">\(cases.count) families"
            + (plan.remarriageRate.map { " (remarriage rate \($0))" } ?? "")
            + ", \(plan.repetitions) timed runs after \(plan.warmUps) warm-up, "
        html += "started \(escape(ISO8601DateFormatter().string(from: startedAt))), took "
        html += String(format: "%.1f s", durationSeconds) + ".</p>\n"

        html += "<h2>Speed</h2>\n<div class=\"charts\">\n"
        let series = plan.engines.map { engine in
            SVGChart.Series(
                name: engine, color: color[engine] ?? "#000",
                points: sizes.compactMap { size in
                    size.engines.first { $0.engine == engine }?.medianTime.map { (Double(size.people), $0) }
                },
                fit: engines.first { $0.engine == engine }?.fit)
        }
        html += SVGChart.logLog(
            title: "Layout time against people (log–log)", series: series, xLabel: "people",
            yLabel: "median layout time")
        html += "\n"
        if let reference = referenceEngine, plan.engines.count > 1 {
            let groups = sizes.map { size in
                SVGChart.BarGroup(
                    label: SVGChart.groupedInteger(size.people),
                    bars: size.engines.dropFirst().compactMap { summary in
                        summary.ratio.map { (summary.engine, color[summary.engine] ?? "#000", $0) }
                    })
            }
            html += SVGChart.bars(
                title: "How many times slower than \(reference) (log scale)", groups: groups, xLabel: "people",
                yLabel: "time ÷ \(reference) time, same family",
                scale: .logarithmic(reference: 1, referenceName: "dashed: as fast as \(reference)"),
                valueFormat: SVGChart.ratioLabel)
            html += "\n"
        }
        html += "</div>\n"

        html += "<h2>Invariants</h2>\n<div class=\"charts\">\n"
        let rules = Set(engines.flatMap(\.violationsByRule.keys)).sorted()
        if rules.isEmpty {
            html += "<p class=\"note\">The checker reported no invariant rules for these layouts.</p>\n"
        } else {
            let groups = rules.map { rule in
                SVGChart.BarGroup(
                    label: rule,
                    bars: engines.map {
                        ($0.engine, color[$0.engine] ?? "#000", Double($0.violationsByRule[rule] ?? 0))
                    })
            }
            html += SVGChart.bars(
                title: "Invariant violations per engine, all cases", groups: groups, xLabel: "invariant",
                yLabel: "violations", valueFormat: SVGChart.roundLabel)
            html += "\n"
        }
        html += "</div>\n"

        html += "<h2>Per size</h2>\n" + Self.htmlTable(sizeTable())
        html += "<p class=\"note\">Times are warm, after the warm-ups (d3, igraph and dot16: their second call in "
        html += "their runtime; results.csv has the cold first call beside); ratios are warm to warm.</p>\n"
        if let path = pathTable() {
            html += "<h2 id=\"file-to-file\">From file to file</h2>\n"
            // The note's `code` spans, as HTML.
            let note = SVGChart.escape(Self.pathTableNote).split(separator: "`", omittingEmptySubsequences: false)
                .enumerated().map { $0.offset % 2 == 1 ? "<code>\($0.element)</code>" : String($0.element) }.joined()
            html += "<p class=\"note\">\(note)</p>\n" + Self.htmlTable(path)
        }
        if let given = givenFamilyTable() {
            html += "<h2 id=\"given-families\">Given families</h2>\n"
            html += "<p class=\"note\">Families given with <code>--family</code>, by name: the chart's boxes, "
            html += "the repeat appearances of people drawn more than once, and each engine's result.</p>\n"
            html += Self.htmlTable(given)
        }
        // A slope per generator shape beside the slope over all generated cases, when there are several.
        let perShape = generatedShapes.count > 1
        let engineRows = engines.map { summary in
            [summary.engine, ReportFormat.slope(summary.fit)] + (perShape ? [shapeSlopes(of: summary.engine)] : [])
                + [
                    ReportFormat.percent(summary.passRate), "\(summary.totalViolations)",
                    ReportFormat.points(summary.worstCentringError),
                    summary.statusCounts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
                        .joined(separator: ", "),
                ]
        }
        html += "<h2>Per engine</h2>\n"
        html += "<p class=\"note\">Slopes are fitted over the generated families only (given families are "
        html += "reported by name above)\(perShape ? ", and over each generator shape on its own" : "").</p>\n"
        let header =
            ["engine", "slope"] + (perShape ? ["slope by shape"] : [])
            + ["pass", "violations", "worst centring", "cases"]
        html += Self.htmlTable((header, engineRows))
        let problemList = problems
        if !problemList.isEmpty {
            html += "<h2>Not finished</h2>\n<ul>\n"
            for (caseID, measurement) in problemList.prefix(50) {
                var item = "\(caseID) \(measurement.engine): \(measurement.status.rawValue)"
                if let signal = measurement.signal { item += " (signal \(signal))" }
                if let error = measurement.error { item += " — " + String(error.prefix(200)) }
                html += "<li>\(escape(item))</li>\n"
            }
            html += "</ul>\n"
        }

        html += "<h2 id=\"examples\">Example layouts</h2>\n"
        if examples.isEmpty {
            html += "<p class=\"note\">\(escape(noExampleReason))</p>\n"
        } else {
            html += "<div class=\"examples\">\n"
            for example in examples {
                html += "<figure class=\"example\"><figcaption>\(escape(example.engine)) — \(escape(example.caseID))"
                if let people = cases.first(where: { $0.id == example.caseID })?.people {
                    html += " (\(people) people)"
                }
                if example.chartPage.isEmpty {
                    html += "</figcaption>\n\(Self.inlineSVG(example.svg))\n</figure>\n"
                } else {
                    // The chart viewer, embedded whole (srcdoc): drag, wheel, search, hover.
                    html += " (drag to pan, wheel or buttons to zoom, search a name)</figcaption>\n"
                    html += "<iframe class=\"viewer\" title=\"\(escape(example.engine)) — \(escape(example.caseID))\" "
                    html += "srcdoc=\"\(escape(example.chartPage))\"></iframe>\n</figure>\n"
                }
            }
            html += "</div>\n"
        }
        html += "<p class=\"note\">Data: <a href=\"results.json\">results.json</a> (its schema, beside it: "
        html += "<a href=\"\(escape(schemaLink))\">\(escape(schemaLink))</a>, explained in "
        html += "<a href=\"\(SweepReports.schemaDocumentName)\">\(SweepReports.schemaDocumentName)</a>), "
        html += "<a href=\"results.csv\">results.csv</a>.</p>\n"
        html += "</body>\n</html>\n"
        return html
    }

    /// Why the dashboard shows no example: the sweep's first family too large to draw
    /// (``ExampleLayout/largestFamily``), or none made in this run (merged shards, an interrupted
    /// or failed first case).
    var noExampleReason: String {
        if let first = cases.first, first.size > ExampleLayout.largestFamily {
            return
                "No example pictures: the first family of the sweep, \(first.id), has \(first.size) people, more than "
                + "the \(ExampleLayout.largestFamily) a dashboard draws (treebench render draws any size)."
        }
        return "No example pictures in this run."
    }

    static func htmlTable(_ table: (header: [String], rows: [[String]])) -> String {
        let escape = SVGChart.escape
        var html = "<table>\n<tr>" + table.header.map { "<th>\(escape($0))</th>" }.joined() + "</tr>\n"
        for row in table.rows {
            html += "<tr>" + row.map { "<td>\(escape($0))</td>" }.joined() + "</tr>\n"
        }
        return html + "</table>\n"
    }

    /// An SVG document made fit to sit inside HTML: without its XML declaration and doctype.
    static func inlineSVG(_ svg: String) -> String {
        var text = Substring(svg)
        while let start = text.range(of: "<?") ?? text.range(of: "<!DOCTYPE"),
            start.lowerBound == text.startIndex
                || text[text.startIndex..<start.lowerBound].allSatisfy(\.isWhitespace)
        {
            guard let end = text.range(of: ">", range: start.upperBound..<text.endIndex) else { break }
            text = text[end.upperBound...]
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
