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

    @Test(
        "native:gedcom and native:gramps read the family written as a genealogy, derive its chart and lay out what native does",
        arguments: [FileToFileLayout.Format.gedcom, .grampsXML])
    func genealogyFormats(format: FileToFileLayout.Format) throws {
        let family = try Self.family(300)
        let engine = FileToFileLayout(format: format)
        let layout = try engine.layout(family, options: LayoutOptions())
        #expect(layout.engine == (format == .gedcom ? "native:gedcom" : "native:gramps"))
        #expect(layout.boxes == NativeLayout().layout(family, options: LayoutOptions()).boxes)
        let path = try #require(layout.timings.path)
        let derive = try #require(path.derive)
        #expect(path.read > 0 && derive > 0 && path.validate > 0 && path.layout > 0 && path.write > 0)
        #expect(abs(layout.timings.layout - path.total) < 1e-12)
    }

    @Test(
        "a sweep reports the steps of every format: results.json (to its schema), the CSV, summary.md and the dashboard"
    )
    func sweepReportsSteps() async throws {
        let plan = SweepPlan(
            generations: [3], members: [40, 90], seeds: [1], engines: ["native", "native:file", "native:gedcom"],
            repetitions: 2, warmUps: 1)
        let results = try await Sweep(plan: plan, workerExecutable: "/nonexistent").run()
        for result in results.cases {
            let measurement = try #require(result.measurement(of: "native:file"))
            let path = try #require(measurement.path)
            #expect(measurement.status == .ok && measurement.report?.holdsEveryInvariant == true)
            #expect(path.read.median > 0 && path.write.median > 0)
            #expect(result.measurement(of: "native")?.path == nil)
            let gedcom = try #require(result.measurement(of: "native:gedcom"))
            #expect(gedcom.status == .ok && gedcom.report?.holdsEveryInvariant == true)
            #expect(path.derive == nil && (gedcom.path?.derive?.median ?? 0) > 0)
        }
        let table = try #require(results.pathTable())
        #expect(table.rows.map { $0[1] } == ["native:file", "native:gedcom", "native:file", "native:gedcom"])
        #expect(
            table.header == [
                "people", "engine", "read", "derive", "validate", "lay out", "write", "end to end", "vs native",
                "bytes a person",
            ])
        // Family JSON is a chart already: no derive step.
        #expect(table.rows.map { $0[3] == "–" } == [true, false, true, false])
        #expect(results.markdownSummary().contains("### From file to file"))
        let html = results.htmlDashboard()
        #expect(html.contains("From file to file"))
        #expect(results.csv().split(separator: "\n")[0].contains("path_derive_ms_median"))
        let data = try results.jsonData()
        #expect(String(decoding: data, as: UTF8.self).contains("\"derive\""))
        #expect(try JSONSchemaCheck.resultsSchemaProblems(of: JSONSerialization.jsonObject(with: data)) == [])
    }

    @Test(
        "commands lay out with the engines that draw; the engines from file to file are for sweeps",
        arguments: ["native:file", "native:gedcom", "native:gramps"])
    func sweepOnly(engine: String) {
        #expect(!EngineCatalog.names.contains(engine))
        #expect(EngineCatalog.sweepNames.contains(engine))
        #expect(throws: UnknownEngineError.self) { try EngineCatalog.check(engine) }
        #expect((try? SweepEngine.named(engine))?.isIsolated == false)
    }
}
