import ArgumentParser
import Foundation
import Testing

@testable import treebench

@Suite("treebench layout and check")
struct LayoutCheckCommandTests {
    let folder: URL
    let familyPath: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("treebench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        familyPath = folder.appendingPathComponent("family.json").path
        let family = """
            {"generations": [
             [{"id": "A", "coupleID": "B", "childrenIDs": ["C", "D", "E"]}, {"id": "B", "coupleID": "A"}],
             [{"id": "C"}, {"id": "D", "coupleID": "S", "childrenIDs": ["G", "H"]}, {"id": "S", "coupleID": "D"},
              {"id": "E"}],
             [{"id": "G"}, {"id": "H"}]]}
            """
        try Data(family.utf8).write(to: URL(fileURLWithPath: familyPath))
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    @Test("layout writes JSON that check accepts, for both packings", arguments: ["contour", "boundingBox"])
    func layoutThenCheck(packing: String) throws {
        let output = path("layout-\(packing).json")
        let layout = try LayoutCommand.parse([familyPath, "--packing", packing, "-o", output])
        try layout.run()
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text.hasPrefix(#"{"engine": "native"#))
        #expect(text.contains(#"{"id": "G", "x": "#))
        let check = try CheckCommand.parse([familyPath, output])
        try check.run()
    }

    @Test("--fit-names sizes every box to keep its name whole, for families and for --tree files")
    func fitNames() throws {
        let named = path("named.json")
        let family = """
            {"generations": [
             [{"id": "a", "name": "Prince Albert of Saxe-Coburg and Gotha", "coupleID": "b", "childrenIDs": ["c"]},
              {"id": "b", "name": "Victoria", "coupleID": "a"}],
             [{"id": "c", "name": "Vicky"}]]}
            """
        try Data(family.utf8).write(to: URL(fileURLWithPath: named))
        let output = path("named-layout.json")
        try LayoutCommand.parse([named, "--fit-names", "-o", output]).run()
        let widths = try Self.boxWidths(in: output)
        #expect(widths["a", default: 0] > 60 && widths["b"] == 50 && widths["c"] == 50, "short names keep --box-width")
        try CheckCommand.parse([named, output]).run()

        let tree = path("tree.json")
        try Data(#"{"name": "Chief Executive Officer", "children": [{"name": "Ops", "width": 90}]}"#.utf8)
            .write(to: URL(fileURLWithPath: tree))
        let treeOutput = path("tree-layout.json")
        try LayoutCommand.parse([tree, "--tree", "--fit-names", "-o", treeOutput]).run()
        let treeWidths = try Self.boxWidths(in: treeOutput)
        #expect(treeWidths["0", default: 0] > 50 && treeWidths["1"] == 90)
    }

    /// The width of every box in a layout JSON file, by id.
    static func boxWidths(in path: String) throws -> [String: Double] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        let boxes = (json as? [String: Any])?["boxes"] as? [[String: Any]] ?? []
        return Dictionary(
            uniqueKeysWithValues: boxes.compactMap { box in
                (box["id"] as? String).flatMap { id in (box["width"] as? Double).map { (id, $0) } }
            })
    }

    @Test("check exits 1 when an invariant fails and 65 when the layout names a stranger")
    func checkExitCodes() throws {
        let output = path("layout.json")
        let layout = try LayoutCommand.parse([familyPath, "-o", output])
        try layout.run()
        let good = try String(contentsOfFile: output, encoding: .utf8)

        let shifted = path("shifted.json")
        try good.replacingOccurrences(of: #""id": "E", "x": "#, with: #""id": "E", "x": 1"#)
            .write(toFile: shifted, atomically: true, encoding: .utf8)
        #expect {
            try CheckCommand.parse([familyPath, shifted, "--json"]).run()
        } throws: {
            ($0 as? CommandFailure)?.status == .failure
        }

        let stranger = path("stranger.json")
        try good.replacingOccurrences(of: #""id": "E""#, with: #""id": "Zed""#)
            .write(toFile: stranger, atomically: true, encoding: .utf8)
        #expect {
            try CheckCommand.parse([familyPath, stranger]).run()
        } throws: {
            ($0 as? CommandFailure)?.status == .invalidData
        }
    }

    @Test("Bad options are usage errors that say what to do")
    func usageErrors() {
        #expect(throws: (any Error).self) { try LayoutCommand.parse([familyPath, "--engine", "nonesuch"]) }
        #expect(throws: (any Error).self) {
            try LayoutCommand.parse([familyPath, "--engine", "native:boundingBox", "--packing", "contour"])
        }
        #expect(throws: (any Error).self) { try LayoutCommand.parse([familyPath, "--box-width", "0"]) }
        #expect(throws: (any Error).self) { try CheckCommand.parse([familyPath, "x.json", "--epsilon", "-1"]) }
        #expect(LayoutCommand.message(for: ValidationError("x")).contains("x"))
    }

    @Test("Distances for people: whole numbers plain, fractions short, tiny ones not shown as 0")
    func distances() {
        #expect(points(2.5) == "2.5")
        #expect(points(70) == "70")
        #expect(points(0.000012345) == "1.23e-05")
        #expect(points(1.0 / 3) == "0.3333")
        #expect(points(.infinity) == "inf")
    }
}
