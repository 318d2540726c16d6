import Foundation
import Testing

@testable import treebench

@Suite("treebench render")
struct RenderCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("the help text")
    func help() {
        #expect(
            TreeBenchCommand.helpMessage(for: RenderCommand.self, columns: 100) == """
                OVERVIEW: Draw a family's layout as SVG, with one engine or two side by side.

                `both` draws the native and dot layouts side by side at one scale, each captioned with its metrics.
                Coordinates are points; open the SVG in any browser.

                USAGE: treebench render <file> [--engine <engine>] [--output <output>]

                ARGUMENTS:
                  <file>                  The Family JSON v1 file, or - for standard input.

                OPTIONS:
                  --engine <engine>       The layout engine: native, dot, or both side by side. (values: native,
                                          dot, both; default: native)
                  -o, --output <output>   The SVG file to write, or - for standard output. (default: -)
                  -h, --help              Show help information.

                """)
    }

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
