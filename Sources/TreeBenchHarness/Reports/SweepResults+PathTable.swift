extension SweepResults {
    /// What the table of ``pathTable()`` shows, in a sentence for the reports.
    static let pathTableNote =
        "The native engine from file to file, as `treebench layout FAMILY -o LAYOUT.json` runs it, for each format "
        + "of the family's file: `native:file` reads Family JSON (streamed) and validates it; `native:gedcom` and "
        + "`native:gramps` read GEDCOM or Gramps XML into a genealogy, derive its descendant chart and validate "
        + "that. Each then lays the family out and writes the layout JSON to a file. Each step is the median over "
        + "cases of its median run, with its share of the path; end to end is the whole path, its ratio is against "
        + "the reference engine's layout call in the same run, and bytes a person is the whole path's allocation "
        + "high-water mark over the people."

    /// Per size, the steps of each engine that runs the whole path from file to file: each
    /// step's median time and share, the path end to end, its ratio to the reference engine and
    /// its peak memory per person.
    ///
    /// - Returns: The table, or `nil` when no engine of the plan reported steps.
    /// - Complexity: O(sizes × engines).
    package func pathTable() -> (header: [String], rows: [[String]])? {
        let reference = referenceEngine ?? ""
        var rows: [[String]] = []
        for size in sizes {
            for summary in size.engines {
                guard let path = summary.path else { continue }
                let total = path.total
                func step(_ seconds: Double?) -> String {
                    guard let seconds else { return "–" }
                    return
                        "\(ReportFormat.duration(seconds)) (\(ReportFormat.percent((seconds / max(total, 1e-12) * 1000).rounded() / 1000)))"
                }
                rows.append([
                    "\(size.people)", summary.engine, step(path.read), step(path.derive), step(path.validate),
                    step(path.layout), step(path.write), ReportFormat.duration(summary.medianTime),
                    ReportFormat.ratio(summary.ratio), ReportFormat.bytes(summary.bytesPerPerson),
                ])
            }
        }
        guard !rows.isEmpty else { return nil }
        return (
            [
                "people", "engine", "read", "derive", "validate", "lay out", "write", "end to end", "vs \(reference)",
                "bytes a person",
            ], rows
        )
    }
}
