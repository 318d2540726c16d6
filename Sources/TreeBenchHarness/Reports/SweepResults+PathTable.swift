extension SweepResults {
    /// What the table of ``pathTable()`` shows, in a sentence for the reports.
    static let pathTableNote =
        "`native:file` lays a family out as `treebench layout FAMILY.json -o LAYOUT.json` does: it reads the "
        + "family's Family JSON from a file (streamed), validates it, lays it out and writes the layout JSON to a "
        + "file. Each step is the median over cases of its median run, with its share of the path; end to end is "
        + "the whole path, and its ratio is against the reference engine's layout call in the same run."

    /// Per size, the steps of each engine that runs the whole path from file to file: each
    /// step's median time and share, the path end to end, and its ratio to the reference engine.
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
                func step(_ seconds: Double) -> String {
                    "\(ReportFormat.duration(seconds)) (\(ReportFormat.percent((seconds / max(total, 1e-12) * 1000).rounded() / 1000)))"
                }
                rows.append([
                    "\(size.people)", summary.engine, step(path.read), step(path.validate), step(path.layout),
                    step(path.write), ReportFormat.duration(summary.medianTime), ReportFormat.ratio(summary.ratio),
                ])
            }
        }
        guard !rows.isEmpty else { return nil }
        return (["people", "engine", "read", "validate", "lay out", "write", "end to end", "vs \(reference)"], rows)
    }
}
