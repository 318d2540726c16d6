import Foundation
public import Testing

/// Golden files: outputs people read (SVG, help text, charts) compared byte for byte with a file
/// under `Data/`. After a deliberate change, `TREEBENCH_UPDATE_GOLDEN=1 swift test --filter …`
/// rewrites the files instead, and `git diff` shows what changed.
public enum GoldenFile {
    /// Whether this run rewrites golden files (`TREEBENCH_UPDATE_GOLDEN=1`).
    public static var isUpdating: Bool {
        ProcessInfo.processInfo.environment["TREEBENCH_UPDATE_GOLDEN"] == "1"
    }

    /// Expects `actual` to equal the golden file `relativePath` (under the package root), or
    /// writes `actual` there when ``isUpdating``.
    ///
    /// - Throws: When the golden file cannot be read or written.
    public static func expect(
        _ actual: String, matches relativePath: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let url = PackageRoot.file(relativePath)
        if isUpdating {
            try actual.write(to: url, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        #expect(
            actual == golden,
            "\(relativePath) differs; rerun with TREEBENCH_UPDATE_GOLDEN=1 to accept a deliberate change",
            sourceLocation: sourceLocation)
    }
}
