import FamilyTree
import Foundation
import TestSupport
import Testing
import TreeLayout

@testable import TreeBenchHarness

/// `native:file`: the native engine from file to file, as `treebench layout` runs it, with each
/// step timed and reported beside the layout call.
@Suite("The whole path from file to file")
struct FileToFileLayoutTests {
    static func family(_ members: Int, seed: UInt64 = 3) throws -> Family {
        try Family(validating: FamilyGenerator(generations: 5, members: members, seed: seed).generate())
    }

    @Test("it lays out exactly what the native engine does, and times every step")
    func sameLayoutAndSteps() throws {
        let family = try Self.family(300)
        let engine = FileToFileLayout()
        let layout = try engine.layout(family, options: LayoutOptions())
        let native = NativeLayout().layout(family, options: LayoutOptions())
        #expect(layout.engine == "native:file")
        #expect(layout.boxes == native.boxes)
        let path = try #require(layout.timings.path)
        #expect(path.read > 0 && path.validate > 0 && path.layout > 0 && path.write > 0)
        #expect(abs(layout.timings.layout - path.total) < 1e-12)
        // A second family is written to a file of its own, and read as it is.
        let other = try Self.family(120, seed: 9)
        #expect(
            try engine.layout(other, options: LayoutOptions()).boxes
                == NativeLayout().layout(other, options: LayoutOptions()).boxes)
    }

    @Test("a sweep reports the steps: results.json, the CSV, summary.md and the dashboard")
    func sweepReportsSteps() async throws {
        let plan = SweepPlan(
            generations: [3], members: [40, 90], seeds: [1], engines: ["native", "native:file"], repetitions: 2,
            warmUps: 1)
        let results = try await Sweep(plan: plan, workerExecutable: "/nonexistent").run()
        for result in results.cases {
            let measurement = try #require(result.measurement(of: "native:file"))
            let path = try #require(measurement.path)
            #expect(measurement.status == .ok && measurement.report?.holdsEveryInvariant == true)
            #expect(path.read.median > 0 && path.write.median > 0)
            #expect(result.measurement(of: "native")?.path == nil)
        }
        let table = try #require(results.pathTable())
        #expect(table.rows.count == 2)
        #expect(
            table.header == ["people", "engine", "read", "validate", "lay out", "write", "end to end", "vs native"])
        #expect(results.markdownSummary().contains("### From file to file"))
        let html = results.htmlDashboard()
        #expect(html.contains("From file to file"))
        #expect(results.csv().split(separator: "\n")[0].contains("path_read_ms_median"))
        let json = try String(decoding: results.jsonData(), as: UTF8.self)
        #expect(json.contains("\"validate\""))
    }

    @Test("commands lay out with the engines that draw; native:file is for sweeps")
    func sweepOnly() {
        #expect(!EngineCatalog.names.contains("native:file"))
        #expect(EngineCatalog.sweepNames.contains("native:file"))
        #expect(throws: UnknownEngineError.self) { try EngineCatalog.check("native:file") }
        #expect((try? SweepEngine.named("native:file"))?.isIsolated == false)
    }
}
