public import Foundation

/// The checkout's root folder, where `Data/` and `docs/` are: found from this file's own path, so
/// tests read fixtures wherever `swift test` runs from.
public enum PackageRoot {
    /// The root folder of the package.
    public static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `relativePath` under the root, e.g. `Data/xiaoming.json`.
    public static func file(_ relativePath: String) -> URL {
        url.appendingPathComponent(relativePath)
    }
}
