import Foundation
import Testing

@testable import treebench

@Suite("treebench render")
struct RenderCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("--engine both writes two captioned panels of Data/xiaoming.json", arguments: ["native", "both"])
    func renders(_ engine: String) throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(engine)-\(getpid()).svg")
        defer { try? FileManager.default.removeItem(at: output) }
        let command = try RenderCommand.parse([
            Self.root.appendingPathComponent("Data/xiaoming.json").path, "--engine", engine, "-o", output.path,
        ])
        try command.run()
        let svg = try String(contentsOf: output, encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.components(separatedBy: "<g class=\"panel\"").count - 1 == (engine == "both" ? 2 : 1))
        #expect(svg.contains(">native</text>"))
        #expect(svg.contains(">dot</text>") == (engine == "both"))
    }
}
