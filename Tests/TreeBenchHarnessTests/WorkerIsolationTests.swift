import FamilyTree
import Foundation
import Testing
import TreeBenchHarnessTestSupport
import TreeLayout

@testable import TreeBenchHarness

@Suite("Isolated engines: crashes, hangs and memory blow-ups are recorded")
struct WorkerIsolationTests {
    @Test("a crashing, a hanging and a memory-hungry engine are recorded, and the sweep completes")
    func misbehavingEngines() async throws {
        let executable = try #require(TestPaths.testWorker, "build the tests first (swift build --build-tests)")
        let plan = SweepPlan(
            generations: [2], members: [6, 12], seeds: [1],
            engines: ["test:rows", "test:crash", "test:hang", "test:oom"], repetitions: 1, warmUps: 0,
            timeoutSeconds: 1, memoryLimitMiB: 150)
        let results = try await Sweep(
            plan: plan, workerExecutable: executable, workerArguments: [], extraEngines: TestEngine.sweepEngines
        ).run()
        // The memory hog alone, under a time limit no loaded machine reaches before the hog
        // passes 150 MiB: with 1 s, a worker slow to start is (rightly) recorded as timed out.
        let hogPlan = SweepPlan(
            generations: [2], members: [6, 12], seeds: [1], engines: ["test:oom"], repetitions: 1, warmUps: 0,
            timeoutSeconds: 60, memoryLimitMiB: 150)
        let hog = try await Sweep(
            plan: hogPlan, workerExecutable: executable, workerArguments: [], extraEngines: TestEngine.sweepEngines
        ).run()
        #expect(results.cases.count == 2)
        #expect(!results.interrupted)
        let first = results.cases[0]
        #expect(first.measurement(of: "test:rows")?.status == .ok)
        #expect(first.measurement(of: "test:crash")?.status == .crashed)
        #expect(first.measurement(of: "test:crash")?.signal == SIGSEGV)
        #expect(first.measurement(of: "test:hang")?.status == .timedOut)
        #expect(first.measurement(of: "test:oom")?.status != .ok)
        #expect(hog.cases[0].measurement(of: "test:oom")?.status == .outOfMemory)
        #expect(hog.cases[1].measurement(of: "test:oom")?.status == .skipped)
        let second = results.cases[1]
        #expect(second.measurement(of: "test:rows")?.status == .ok)
        #expect(second.measurement(of: "test:crash")?.status == .crashed)
        #expect(second.measurement(of: "test:hang")?.status == .skipped)
        #expect(second.measurement(of: "test:oom")?.status == .skipped)
    }

    @Test("an isolated engine that works is timed and scored in the worker")
    func workerMeasures() async throws {
        let executable = try #require(TestPaths.testWorker, "build the tests first (swift build --build-tests)")
        let request = WorkerRequest(
            sweepCase: SweepCase(generations: 3, members: 20, seed: 4), engine: "test:rows",
            geometry: LayoutGeometry(), warmUps: 1, repetitions: 3, addressSpaceLimitMiB: 0, returnsBoxes: true)
        let worker = WorkerProcess(
            executable: executable, arguments: [], extraEnvironment: [:],
            timeoutSeconds: 30, memoryLimitBytes: 1 << 30)
        let (outcome, _) = try await worker.run(request, isInterrupted: { false })
        guard case .finished(let samples, let result) = outcome else {
            Issue.record("expected a finished case, got \(outcome)")
            return
        }
        #expect(samples.count == 3)
        #expect(result.people == 20)
        #expect(result.boxes?.count == 20)
        #expect(result.boxes?.allSatisfy { $0.width == 50 && $0.height == 50 } == true)
        #expect(result.family == nil, "the family only when asked for")
    }

    @Test("with only isolated engines, the example's family is the one the worker made, handed over")
    func exampleFamilyFromWorker() async throws {
        let executable = try #require(TestPaths.testWorker, "build the tests first (swift build --build-tests)")
        let sweepCase = SweepCase(generations: 3, members: 20, seed: 4)
        let request = WorkerRequest(
            sweepCase: sweepCase, engine: "test:rows-isolated", geometry: LayoutGeometry(), warmUps: 0,
            repetitions: 1, addressSpaceLimitMiB: 0, returnsBoxes: true, returnsFamily: true)
        let worker = WorkerProcess(
            executable: executable, arguments: [], extraEnvironment: [:], timeoutSeconds: 30,
            memoryLimitBytes: 1 << 30)
        let (outcome, _) = try await worker.run(request, isInterrupted: { false })
        guard case .finished(_, let result) = outcome else {
            Issue.record("expected a finished case, got \(outcome)")
            return
        }
        let expected = try SweepFamilies.family(for: sweepCase)
        #expect(result.family == FamilyChart(descendants: expected).document)

        let plan = SweepPlan(
            generations: [3], members: [20, 40], seeds: [4], engines: ["test:rows-isolated"], repetitions: 1,
            warmUps: 0)
        let results = try await Sweep(
            plan: plan, workerExecutable: executable, workerArguments: [], extraEngines: TestEngine.sweepEngines
        ).run()
        let example = try #require(results.examples.first)
        #expect(results.examples.count == 1)
        #expect(example.caseID == sweepCase.id)
        for person in expected.people { #expect(example.svg.contains(person.name)) }
    }

    @Test("an interrupted sweep stops, kills its worker and keeps what it measured")
    func interruption() async throws {
        let executable = try #require(TestPaths.testWorker, "build the tests first (swift build --build-tests)")
        let plan = SweepPlan(
            generations: [2], members: [6, 12], seeds: [1], engines: ["test:rows", "test:hang"], repetitions: 1,
            warmUps: 0, timeoutSeconds: 60)
        let start = ContinuousClock.now
        let results = try await Sweep(
            plan: plan, workerExecutable: executable, workerArguments: [], extraEngines: TestEngine.sweepEngines
        ).run(
            isInterrupted: { ContinuousClock.now - start > .milliseconds(500) })
        #expect(results.interrupted)
        #expect(results.cases.count == 2)
        #expect(results.cases[0].measurement(of: "test:rows")?.status == .ok)
        #expect(results.cases[0].measurement(of: "test:hang")?.status == .interrupted)
        #expect(results.cases[1].measurements.allSatisfy { $0.status == .interrupted })
    }

    @Test("test engines are unknown unless given, to the sweep and to treebench's own worker")
    func testEnginesHidden() async throws {
        #expect(throws: SweepError.self) { try SweepEngine.named("test:crash") }
        #expect((try? SweepEngine.named("test:crash", among: TestEngine.sweepEngines))?.isIsolated == true)
        let treebench = try #require(TestPaths.treebench, "build treebench first (swift build --build-tests)")
        let request = WorkerRequest(
            sweepCase: SweepCase(generations: 2, members: 6, seed: 1), engine: "test:crash",
            geometry: LayoutGeometry(), warmUps: 0, repetitions: 1, addressSpaceLimitMiB: 0)
        // The environment switch that once enabled them in treebench does nothing now.
        let worker = WorkerProcess(
            executable: treebench, arguments: ["worker"], extraEnvironment: ["TREEBENCH_TEST_ENGINES": "1"],
            timeoutSeconds: 30, memoryLimitBytes: 1 << 30)
        let (outcome, _) = try await worker.run(request, isInterrupted: { false })
        guard case .failed(let reason) = outcome else {
            Issue.record("expected an unknown engine, got \(outcome)")
            return
        }
        #expect(reason.contains("test:crash"))
    }
}
