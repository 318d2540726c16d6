import FamilyTree
import Foundation
import GraphvizLayout
import TestSupport
import Testing
import TreeBenchHarness
import TreeLayout

/// `layout` and `render` run dot in a worker process with a time limit (`--dot-time-limit`),
/// since Graphviz cannot be interrupted in process: past the limit the worker is killed and the
/// command exits 65 naming the limit, writing nothing; within it the layout is the one dot makes
/// in process.
@Suite("dot's time limit in layout and render")
struct DotTimeLimitCommandTests {
    /// A chain of 3,000 generations, which keeps dot busy for seconds.
    static func chain(in folder: URL) throws -> String {
        let chain = folder.appendingPathComponent("chain.json").path
        let generated = try CommandLineRunner.run([
            "generate", "-n", "3000", "-m", "3000", "--couple-rate", "0", "-o", chain,
        ])
        try #require(generated.status == 0, "\(generated.standardError)")
        return chain
    }

    @Test("past the limit, layout and render exit 65 naming it and write nothing", arguments: ["layout", "render"])
    func stopped(command: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("treebench-dot-limit-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let chain = try Self.chain(in: folder)
        let output = folder.appendingPathComponent(command == "layout" ? "layout.json" : "chart.svg").path
        let clock = ContinuousClock()
        let started = clock.now
        let result = try CommandLineRunner.run([
            command, chain, "--engine", command == "layout" ? "dot" : "native,dot", "--dot-time-limit", "0.01",
            "-o", output,
        ])
        #expect(result.status == 65, "\(result.standardError)")
        #expect(
            result.standardError.contains("dot did not finish the layout within its time limit of 0.01 s"),
            "\(result.standardError)")
        #expect(result.standardError.contains("--dot-time-limit"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["chain.json"])
        // Not a timing assertion: a generous bound that only a limit not kept could pass.
        #expect(clock.now - started < .seconds(60))
    }

    @Test("a time limit outside its range is a usage error", arguments: ["0", "-1", "nan", "100000"])
    func outOfRange(value: String) throws {
        let result = try CommandLineRunner.run([
            "layout", "Data/xiaoming.json", "--engine", "dot", "--dot-time-limit", value,
        ])
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.contains("--dot-time-limit"), "\(result.standardError)")
    }

    @Test("within the limit, the worker's layout is dot's in process, for a family and an hourglass")
    func sameLayout() throws {
        let family = try Family(
            validating: FamilyDocument(jsonData: Data(contentsOf: PackageRoot.file("Data/xiaoming.json"))))
        let options = LayoutOptions()
        let limited = TimeLimitedDotLayout(DotLayout(), timeLimitSeconds: 60, executable: CommandLineRunner.executable)
        let inProcess = try DotLayout().layout(family, options: options)
        let isolated = try limited.layout(family, options: options)
        #expect(isolated.boxes == inProcess.boxes)
        #expect(isolated.direction == inProcess.direction)
        #expect(isolated.engine == "dot")
        var leftToRight = options
        leftToRight.direction = .leftRight
        let chart = FamilyChart(descendants: family)
        let turned = try limited.layout(chart, options: leftToRight)
        let turnedInProcess = try DotLayout().layout(chart, options: leftToRight)
        #expect(turned.boxes == turnedInProcess.boxes)
        #expect(turned.direction == .leftRight)
    }
}
