import FamilyTree
import Foundation
import TreeLayout

/// Runs a ``SweepPlan``: every case with every engine, timed, isolated where needed, and scored.
///
/// For each case (smallest first) the engines run one after the other, the starting engine
/// rotating from case to case, so slow drift of the machine hits every engine alike. Each
/// engine's case is warm-up runs, then the timed runs; isolated engines run in a worker process
/// (see ``WorkerProcess``). Once an engine times out or runs out of memory at a size, it is
/// `skipped` for larger sizes.
package struct Sweep: Sendable {
    /// The plan.
    package var plan: SweepPlan
    /// The executable that runs a worker (normally `treebench` itself, `/proc/self/exe`).
    package var workerExecutable: String
    /// Arguments that select the worker subcommand (normally `["worker"]`).
    package var workerArguments: [String]
    /// Engines the plan may name beside the catalog's (see ``SweepEngine/named(_:among:)``). The
    /// worker executable must know the isolated ones by the same names: the harness's tests add
    /// engines that misbehave on purpose and run them in a test-only worker executable.
    package var extraEngines: [SweepEngine]

    /// Creates a sweep.
    package init(
        plan: SweepPlan, workerExecutable: String, workerArguments: [String] = ["worker"],
        extraEngines: [SweepEngine] = []
    ) {
        self.plan = plan
        self.workerExecutable = workerExecutable
        self.workerArguments = workerArguments
        self.extraEngines = extraEngines
    }

    /// Runs the sweep. Async because worker processes are run with swift-subprocess; the
    /// in-process engines are timed on the sweep's own thread.
    ///
    /// - Parameters:
    ///   - progress: Called before each engine's case and once at the end.
    ///   - isInterrupted: Polled between runs (and every 50 ms while a worker runs); when it returns
    ///     true the sweep stops, marks what is left `interrupted`, and returns what it measured.
    /// - Returns: The results, with the machine's description, fits and summaries.
    /// - Throws: ``SweepError`` when the plan names an unknown engine or is empty, or a worker cannot start.
    /// - Complexity: Each engine's layout cost, (warm-ups + repetitions) times per case.
    package func run(
        progress: (SweepProgress) -> Void = { _ in },
        isInterrupted: @escaping @Sendable () -> Bool = { false }
    ) async throws(SweepError) -> SweepResults {
        // A thread of its own, so a busy cooperative pool cannot stall the sweep between cases.
        try await withTaskExecutorPreference(SerialQueueExecutor(label: "treebench.sweep")) {
            () async throws(SweepError) -> SweepResults in
            try await sweep(progress: progress, isInterrupted: isInterrupted)
        }
    }

    private func sweep(
        progress: (SweepProgress) -> Void, isInterrupted: @escaping @Sendable () -> Bool
    ) async throws(SweepError) -> SweepResults {
        let engines = try checkedEngines()
        let selected = plan.shardCases
        let cases = selected.map(\.sweepCase)
        let peers = PeerCheck(engines: engines.map(\.name))
        let started = Date()
        var state = SweepState(
            progress: SweepProgress(
                completedWork: 0, totalWork: cases.reduce(0.0) { $0 + work(of: $1) * Double(engines.count) },
                completedMeasurements: 0, totalMeasurements: cases.count * engines.count, currentCase: cases[0],
                engine: engines[0].name, engineCount: engines.count))
        // A case's position in the whole sweep decides the engines' turn and the example, so a
        // shard measures its cases exactly as the unsharded sweep would.
        var results: [CaseResult] = []
        for (caseIndex, sweepCase) in selected {
            results.append(
                try await measure(
                    sweepCase, at: caseIndex, engines: engines, peers: peers, state: &state, progress: progress,
                    isInterrupted: isInterrupted))
        }
        progress(state.progress)
        var sweepResults = SweepResults(
            plan: plan, machine: await MachineInfo.current(engineVersions: peers.versions), startedAt: started,
            durationSeconds: Date().timeIntervalSince(started), interrupted: state.interrupted, cases: results)
        if let exampleFamily = state.exampleFamily, exampleFamily.personCount <= ExampleLayout.largestFamily {
            // Case 0 runs the engines in plan order, so the pictures are in plan order too.
            sweepResults.examples = [
                ExampleLayout(sideBySide: state.exampleLayouts, of: exampleFamily, caseID: cases[0].id)
            ]
        }
        return sweepResults
    }

    /// The plan's engines, once the plan is known to have engines, shapes and cases to run.
    ///
    /// - Throws: ``SweepError`` for an unknown engine or shape, or nothing to run.
    private func checkedEngines() throws(SweepError) -> [SweepEngine] {
        let engines = try plan.engines.map { (name) throws(SweepError) in
            try SweepEngine.named(name, among: extraEngines)
        }
        guard !engines.isEmpty else { throw .emptyPlan("no engines") }
        for shape in plan.shapes { _ = try SweepFamilies.shape(named: shape) }
        guard !plan.cases.isEmpty else { throw .emptyPlan("no case has at least as many members as generations") }
        guard !plan.shardCases.isEmpty else {
            throw .emptyPlan("shard \(plan.shard?.description ?? "") holds no case")
        }
        return engines
    }

    /// The work one engine does on `sweepCase`, for the progress bar: people times runs.
    func work(of sweepCase: SweepCase) -> Double {
        Double(sweepCase.members) * Double(plan.warmUps + max(plan.repetitions, 1))
    }

    func measureInProcess(
        _ engine: SweepEngine, _ family: FamilyChart, _ sweepCase: SweepCase
    ) -> (EngineMeasurement, FamilyLayout?) {
        do {
            let options = try SweepFamilies.options(for: sweepCase, geometry: plan.geometry)
            let engine = try SweepFamilies.engine(engine, for: sweepCase)
            let outcome = try CaseTimer.measure(
                engine.engine, family: family, options: options, warmUps: plan.warmUps,
                repetitions: plan.repetitions)
            let report = outcome.layout.check(family, options: options, epsilon: EngineMeasurement.checkerEpsilon)
            var measurement = EngineMeasurement(
                engine: engine.name, isolated: false, samples: outcome.samples, report: report)
            measurement.layoutPeakBytes = outcome.peakBytes
            return (measurement, outcome.layout)
        } catch {
            return (EngineMeasurement(engine: engine.name, status: .failed, isolated: false, error: "\(error)"), nil)
        }
    }

    /// Runs one engine's case in a worker.
    ///
    /// - Returns: The measurement, the number of people, and when asked for, the last layout and
    ///   the family the worker laid out (validated again here, as everything read from outside is).
    func measureInWorker(
        _ engine: SweepEngine, _ sweepCase: SweepCase, isInterrupted: @escaping @Sendable () -> Bool, _ people: Int?,
        returnsBoxes: Bool, returnsFamily: Bool
    ) async throws(SweepError) -> (EngineMeasurement, Int?, FamilyLayout?, FamilyChart?) {
        let limitBytes = plan.memoryLimitMiB << 20
        let worker = WorkerProcess(
            executable: workerExecutable, arguments: workerArguments,
            extraEnvironment: workerEnvironment,
            timeoutSeconds: plan.timeoutSeconds, memoryLimitBytes: limitBytes)
        let request = WorkerRequest(
            sweepCase: sweepCase, engine: engine.name, geometry: plan.geometry, warmUps: plan.warmUps,
            repetitions: plan.repetitions, addressSpaceLimitMiB: addressSpaceLimitMiB(engine.name),
            returnsBoxes: returnsBoxes, returnsFamily: returnsFamily)
        let (outcome, peak) = try await worker.run(request, isInterrupted: isInterrupted)
        var measurement: EngineMeasurement
        var people = people
        var layout: FamilyLayout?
        var family: FamilyChart?
        switch outcome {
        case .finished(let samples, let result):
            measurement = EngineMeasurement(
                engine: engine.name, isolated: true, samples: samples, report: result.report)
            measurement.layoutPeakBytes = result.layoutPeakBytes
            people = result.people
            // The worker laid out with the plan's geometry, which defines the anchors.
            layout = result.boxes.map { FamilyLayout(engine: engine.name, boxes: $0, geometry: plan.geometry) }
            if let document = result.family {
                do {
                    family = try FamilyChart(validating: document)
                } catch {
                    throw .workerProtocol("the family of case \(sweepCase.id) is not valid: \(error)")
                }
            }
        case .failed(let reason):
            measurement = EngineMeasurement(engine: engine.name, status: .failed, isolated: true, error: reason)
        case .crashed(let signal, let detail):
            measurement = EngineMeasurement(
                engine: engine.name, status: .crashed, isolated: true,
                error: detail.isEmpty ? nil : String(detail.suffix(500)), signal: signal)
        case .timedOut:
            measurement = EngineMeasurement(
                engine: engine.name, status: .timedOut, isolated: true,
                error: "a run took longer than \(plan.timeoutSeconds) s")
        case .outOfMemory:
            measurement = EngineMeasurement(
                engine: engine.name, status: .outOfMemory, isolated: true,
                error: "went over \(plan.memoryLimitMiB) MiB")
        case .interrupted:
            measurement = EngineMeasurement(engine: engine.name, status: .interrupted, isolated: true)
        }
        measurement.peakMemoryBytes = peak > 0 ? peak : nil
        return (measurement, people, layout, family)
    }

    /// The address space a worker may reserve, in MiB: a back-stop above the memory limit for
    /// Swift and Graphviz, none (0) for peers, whose runtimes reserve far more address space than
    /// they use (V8's heap, wasmtime's guard regions); the resident-memory watchdog covers them.
    private func addressSpaceLimitMiB(_ engine: String) -> Int {
        EngineCatalog.peer(engine) == nil ? plan.memoryLimitMiB + 1024 : 0
    }

    /// The worker's additions to the environment: Swift's crash backtracer off (a crash is data
    /// here, and symbolicating it takes seconds).
    private var workerEnvironment: [String: String] { ["SWIFT_BACKTRACE": "enable=no"] }

    /// Sets each measurement's ratio to the first (reference) engine's median time on the same case.
    static func withRatios(_ measurements: [EngineMeasurement]) -> [EngineMeasurement] {
        guard let reference = measurements.first?.time?.median, reference > 0 else { return measurements }
        return measurements.map { measurement in
            var measurement = measurement
            measurement.ratio = measurement.time.map { $0.median / reference }
            return measurement
        }
    }
}
