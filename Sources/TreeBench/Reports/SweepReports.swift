import Foundation

/// Writes every report of a sweep into one folder, each file atomically.
package enum SweepReports {
    /// The files written, in the order they are written.
    package static let fileNames = ["results.json", "results.csv", "summary.md", "index.html", "benchmark-action.json"]

    /// Writes `results.json`, `results.csv`, `summary.md`, `index.html` and `benchmark-action.json`
    /// into `directory`, creating it when missing.
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
            Data(
                results.htmlDashboard(
                    examples: examples ?? results.examples, schemaLink: schemaDocumentLink(from: folder)
                ).utf8),
            try results.benchmarkActionJSON(),
        ]
        var written: [String] = []
        for (name, data) in zip(fileNames, contents) {
            let path = folder.appendingPathComponent(name).path
            try OutputFile.write(data, to: path)
            written.append(path)
        }
        return written
    }

    /// The repository's `docs/RESULTS-SCHEMA.md` relative to the report folder, found by
    /// walking up from the current directory (where `make run` and CI run); the path it has
    /// from a `treebench-results/` folder at the repository's top when it is not found.
    static func schemaDocumentLink(from folder: URL) -> String {
        let fallback = "../docs/RESULTS-SCHEMA.md"
        var directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
        while true {
            let document = directory.appendingPathComponent("docs/RESULTS-SCHEMA.md")
            if FileManager.default.fileExists(atPath: document.path) {
                let from = folder.standardizedFileURL.resolvingSymlinksInPath().pathComponents
                let to = document.resolvingSymlinksInPath().pathComponents
                let shared = zip(from, to).prefix { $0 == $1 }.count
                return (Array(repeating: "..", count: from.count - shared) + to[shared...]).joined(separator: "/")
            }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return fallback }
            directory = parent
        }
    }
}
