import Foundation
import GraphvizLayout
import Testing

/// `layout` and `render` with `--engine dot` refuse a chart deeper than dot can take (65, the
/// depth and the limit named) before Graphviz runs: a chain of 100,000 generations ended
/// treebench with SIGSEGV, and 30,000 ran without end.
@Suite("dot on a chart too deep for it")
struct DotDepthCommandTests {
    @Test("a chain of 100,000 generations is refused with 65 by layout and render", arguments: ["layout", "render"])
    func refused(command: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("treebench-deep-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let chain = folder.appendingPathComponent("chain.json").path
        let generated = try CommandLineRunner.run([
            "generate", "-n", "100000", "-m", "100000", "--couple-rate", "0", "-o", chain,
        ])
        try #require(generated.status == 0, "\(generated.standardError)")
        let output = folder.appendingPathComponent(command == "layout" ? "layout.json" : "chart.svg").path
        let result = try CommandLineRunner.run([command, chain, "--engine", "dot", "-o", output])
        #expect(result.status == 65, "\(result.standardError)")
        #expect(result.standardError.contains("100000 generations deep"), "\(result.standardError)")
        #expect(result.standardError.contains("\(DotLayout.deepestChart)"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
