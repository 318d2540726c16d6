import FamilyTree
import Foundation
import TestSupport

/// Files under the checkout's `Data/`, for the Graphviz tests.
enum GraphvizData {
    /// The file at `path` under `Data/`.
    static func url(_ path: String) -> URL { PackageRoot.file("Data/\(path)") }

    /// The Family JSON v1 file at `path` under `Data/`.
    static func family(_ path: String) throws -> Family { try Family(jsonData: Data(contentsOf: url(path))) }

    /// The `.gv` files of the folder `folder` under `Data/`, sorted by name.
    static func graphs(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".gv") }.sorted().map { "\(folder)/\($0)" }
    }
}
