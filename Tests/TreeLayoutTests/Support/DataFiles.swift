import FamilyTree
import Foundation

/// Families from the package's `Data/` folder, found from this source file's path.
enum DataFiles {
    static let dataFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Data")

    /// The family in `Data/<name>`.
    static func family(_ name: String) throws -> Family {
        try Family(jsonData: Data(contentsOf: dataFolder.appendingPathComponent(name)))
    }
}
