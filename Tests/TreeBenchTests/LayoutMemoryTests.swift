import Foundation
import Testing

@testable import TreeBench

@Suite("Memory per engine per case")
struct LayoutMemoryTests {
    /// Run as `treebench run` in its own process: the measurement reads and resets the whole
    /// process's resident high-water mark, which tests running beside it in one process would move.
    @Test("the native engine's peak holds at least its boxes; a peer's holds its runtime")
    func peaks() throws {
        let executable = try #require(TestPaths.treebench, "build treebench first (swift build --build-tests)")
        let out = try TestPaths.temporaryFolder("memory")
        defer { try? FileManager.default.removeItem(at: out) }
        let outcome = try ProgramRunner.runBlocking(
            URL(fileURLWithPath: executable),
            [
                "run", "--engines", "native,d3", "--generations", "8", "--members", "100000", "--repeat", "1",
                "--warmup", "0", "--no-progress", "--out", out.path,
            ])
        #expect(outcome.succeeded, "\(outcome.errorText)")
        let results = try SweepResults(
            jsonData: Data(contentsOf: out.appendingPathComponent("results.json")), path: "results.json")
        let native = try #require(results.cases.first?.measurement(of: "native")?.layoutPeakBytes)
        // 100,000 boxes of four Doubles are 3.2 MB; the engine's working memory comes on top.
        #expect(native >= 3_200_000)
        #expect(native < 100 * 100_000)
        let d3 = try #require(results.cases.first?.measurement(of: "d3")?.layoutPeakBytes)
        #expect(d3 > 20 << 20, "Node.js alone is tens of megabytes")
        let size = try #require(results.sizes.first?.engines.first { $0.engine == "native" })
        #expect(size.bytesPerPerson == Double(native) / 100_000)
        #expect(results.sizeTable().header.last == "memory/person")
    }

    @Test("byte counts read with a binary unit")
    func bytesFormat() {
        #expect(ReportFormat.bytes(52) == "52 B")
        #expect(ReportFormat.bytes(4200) == "4.10 KiB")
        #expect(ReportFormat.bytes(3 * 1_048_576) == "3.00 MiB")
        #expect(ReportFormat.bytes(nil) == "–")
    }
}

@Suite("The large preset")
struct LargePresetTests {
    @Test("10,000 to 10,000,000 people, four shapes, three seeds; dot and igraph stop at 30,000")
    func largePlan() {
        let plan = SweepPlan.large()
        #expect(plan.cases.count == 7 * 4 * 3)
        #expect(plan.cases.first?.members == 10_000)
        #expect(plan.cases.last?.members == 10_000_000)
        #expect(plan.engines == ["native", "native:boundingBox", "d3", "igraph", "dot:fast", "dot"])
        #expect(plan.sizeLimit(of: "dot") == 30_000)
        #expect(plan.sizeLimit(of: "igraph") == 30_000)
        #expect(plan.sizeLimit(of: "d3") == nil)
        var everySize = plan
        everySize.everySize = true
        #expect(everySize.sizeLimit(of: "dot") == nil)
    }
}
