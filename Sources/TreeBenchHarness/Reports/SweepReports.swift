import Foundation

/// Writes every report of a sweep into one folder, each file atomically.
package enum SweepReports {
    /// The files written, in the order they are written.
    package static let fileNames = [
        "results.json", "results.csv", "summary.md", "index.html", "benchmark-action.json", schemaFileName,
        schemaDocumentName,
    ]

    /// The JSON schema of `results.json`, written beside it so the dashboard's link works wherever
    /// the folder goes (a CI artifact, another machine).
    package static let schemaFileName = "results.schema.json"
    /// The schema's documentation, written beside it too.
    package static let schemaDocumentName = "RESULTS-SCHEMA.md"

    /// Writes `results.json`, `results.csv`, `summary.md`, `index.html`, `benchmark-action.json`
    /// and the results schema with its documentation into `directory`, creating it when missing.
    ///
    /// - Parameters:
    ///   - results: The sweep's results.
    ///   - examples: Example pictures for the dashboard; by default the sweep's own.
    ///   - directory: The output folder.
    /// - Returns: The paths written.
    /// - Throws: ``FileAccessError`` naming the folder or file that could not be written.
    @discardableResult
    package static func write(
        _ results: SweepResults, examples: [ExampleLayout]? = nil, to directory: String
    ) throws
        -> [String]
    {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw FileAccessError(path: directory, reason: "cannot create the folder: \(error.localizedDescription)")
        }
        let folder = URL(fileURLWithPath: directory)
        let contents: [Data] = [
            try results.jsonData(),
            Data(results.csv().utf8),
            Data(results.markdownSummary().utf8),
            Data(results.htmlDashboard(examples: examples ?? results.examples).utf8),
            try results.benchmarkActionJSON(),
            Data(PackageResources.results_schema_json), Data(PackageResources.RESULTS_SCHEMA_md),
        ]
        var written: [String] = []
        for (name, data) in zip(fileNames, contents) {
            let path = folder.appendingPathComponent(name).path
            try OutputFile.write(data, to: path)
            written.append(path)
        }
        return written
    }
}
