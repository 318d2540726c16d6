import Foundation
import TestSupport
import Testing
import TreeLayout

@testable import TreeRender

/// The chart page's copy of the native engine (ChartEngine/): built from the files it lists.
@Suite("The chart page's layout engine")
struct ChartEngineTests {
    @Test(
        "chart-engine.wasm was built from the engine's files as they are (else: make chart-engine)",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sha256sum")))
    func upToDate() throws {
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        check.arguments = ["--check", "--quiet", "ChartEngine/sources.sha256"]
        check.currentDirectoryURL = PackageRoot.url
        let output = Pipe()
        check.standardOutput = output
        check.standardError = output
        try check.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        check.waitUntilExit()
        #expect(
            check.terminationStatus == 0,
            "the chart page's engine is older than the files it is built from: run `make chart-engine`\n\(text)")
    }

    @Test("the engine is WebAssembly, and a native single panel's page carries it with its geometry")
    func embedded() throws {
        let wasm = PackageResources.chart_engine_wasm
        #expect(wasm.starts(with: [0x00, 0x61, 0x73, 0x6D]), "the \\0asm magic")
        let family = try SampleFamilies.threeGenerations()
        var layout = SampleFamilies.handLayout(engine: "native")
        layout.engine = "native"
        let page = String(
            decoding: FamilyChartPage(session: LayoutOptions()).page(family, panels: [RenderPanel(layout: layout)]),
            as: UTF8.self)
        #expect(page.contains("<script type=\"application/wasm\" id=\"chart-engine\">AGFzbQ"))
        #expect(page.contains("\"session\":{\"boxHeight\":50,\"coupleGap\":20"))
        let dot = SampleFamilies.handLayout(engine: "dot")
        let twoPanels = String(
            decoding: FamilyChartPage(session: LayoutOptions()).page(
                family, panels: [RenderPanel(layout: layout), RenderPanel(layout: dot)]), as: UTF8.self)
        #expect(!twoPanels.contains("id=\"chart-engine\""), "side-by-side panels do not collapse")
    }
}
