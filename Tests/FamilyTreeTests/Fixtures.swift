import FamilyTree
import Foundation
import TestSupport

/// Files under the package's `Data/` folder, found from this source file's path.
enum Fixtures {
    static func url(_ path: String) -> URL {
        PackageRoot.url.appendingPathComponent("Data").appendingPathComponent(path)
    }

    static func data(_ path: String) throws -> Data {
        try Data(contentsOf: url(path))
    }

    /// The JSON files in a folder under `Data/`, sorted by name.
    static func jsonFiles(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url(folder).path)
            .filter { $0.hasSuffix(".json") }.sorted().map { "\(folder)/\($0)" }
    }

    /// The problems of a document that should fail to decode or validate; empty when it passes.
    static func problems(_ data: Data) -> FamilyValidationFailure? {
        do {
            _ = try Family(jsonData: data)
            return nil
        } catch {
            return error
        }
    }
}

/// FNV-1a, 64 bits: a golden hash that needs no crypto library.
func fnv1a(_ data: Data) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in data { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    return hash
}

extension Data {
    init(_ text: String) { self = Data(text.utf8) }
}
