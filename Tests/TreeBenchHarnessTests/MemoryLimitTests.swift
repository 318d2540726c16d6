import Foundation
import Subprocess
import Testing
import TreeLayout

@testable import TreeBenchHarness

/// `--memory-limit` for cases that end before the watchdog's first look (it looks every 50 ms):
/// the worker reports its resident high-water mark with its result, and the harness holds it to
/// the limit.
@Suite("Memory limit for short cases")
struct MemoryLimitTests {
    /// A watch that has received a result reporting `peak` resident bytes.
    static func watch(limit: Int, reportedPeak: Int?) throws -> WorkerWatch {
        let watch = WorkerWatch(timeout: .seconds(60), memoryLimitBytes: limit)
        let report = LayoutReport(engine: "test:rows", epsilon: 0.01, rules: [], metrics: LayoutReport.Metrics())
        let message = WorkerMessage(result: WorkerResult(people: 1, report: report, residentPeakBytes: reportedPeak))
        let line = String(decoding: try JSONEncoder().encode(message), as: UTF8.self)
        #expect(watch.receive(line))
        return watch
    }

    @Test("a finished case whose reported peak passed the limit is out of memory, with that peak")
    func reportedPeakOverLimit() throws {
        let watch = try Self.watch(limit: 100 << 20, reportedPeak: 300 << 20)
        guard case .outOfMemory(let peak) = watch.outcome(of: .exited(0)) else {
            Issue.record("expected outOfMemory, got \(watch.outcome(of: .exited(0)))")
            return
        }
        #expect(peak == 300 << 20)
        #expect(watch.peak == 300 << 20)
    }

    @Test("a reported peak under the limit, or none, finishes the case", arguments: [50 << 20, nil] as [Int?])
    func reportedPeakUnderLimit(peak: Int?) throws {
        let watch = try Self.watch(limit: 100 << 20, reportedPeak: peak)
        guard case .finished = watch.outcome(of: .exited(0)) else {
            Issue.record("expected a finished case, got \(watch.outcome(of: .exited(0)))")
            return
        }
    }

    @Test("a real worker reports its peak, and a limit below it stops the case however short")
    func realWorker() async throws {
        let executable = try #require(TestPaths.testWorker, "build the tests first (swift build --build-tests)")
        let request = WorkerRequest(
            sweepCase: SweepCase(generations: 2, members: 6, seed: 1), engine: "test:rows",
            geometry: LayoutGeometry(), warmUps: 0, repetitions: 1, addressSpaceLimitMiB: 0)
        func run(limit: Int) async throws -> WorkerProcess.Outcome {
            let worker = WorkerProcess(
                executable: executable, arguments: [], extraEnvironment: [:],
                timeoutSeconds: 30, memoryLimitBytes: limit)
            return try await worker.run(request, isInterrupted: { false }).0
        }
        // Any process holds more than 1 MiB resident; the case itself takes microseconds.
        guard case .outOfMemory(let peak) = try await run(limit: 1 << 20) else {
            Issue.record("a 1 MiB limit did not stop the case")
            return
        }
        #expect(peak > 1 << 20)
        guard case .finished(_, let result) = try await run(limit: 1 << 30) else {
            Issue.record("a 1 GiB limit stopped the case")
            return
        }
        let reported = try #require(result.residentPeakBytes)
        #expect(reported > 1 << 20 && reported < 1 << 30)
    }
}
