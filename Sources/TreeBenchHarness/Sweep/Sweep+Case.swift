import FamilyTree
import TreeLayout

extension Sweep {
    /// Measures every engine on one case, the starting engine rotating with `caseIndex`.
    ///
    /// The family is made once per case, and only if the harness needs it: for an in-process
    /// engine, or for the example picture (case 0), where a worker that made it first hands it over.
    ///
    /// - Throws: ``SweepError`` when a worker cannot start or breaks the protocol.
    /// - Complexity: Each engine's layout cost, (warm-ups + repetitions) times.
    func measure(
        _ sweepCase: SweepCase, at caseIndex: Int, engines: [SweepEngine], peers: PeerCheck, state: inout SweepState,
        progress: (SweepProgress) -> Void, isInterrupted: @escaping @Sendable () -> Bool
    ) async throws(SweepError) -> CaseResult {
        var measurements: [String: EngineMeasurement] = [:]
        var people: Int?
        var family: FamilyChart?
        let order = engines.indices.map { engines[($0 + caseIndex) % engines.count] }
        // Case 0 is the example, unless it is too large for the dashboard to draw.
        let isExample = caseIndex == 0 && sweepCase.members <= ExampleLayout.largestFamily
        for engine in order {
            state.progress.currentCase = sweepCase
            state.progress.engine = engine.name
            progress(state.progress)
            if isInterrupted() { state.interrupted = true }
            let measurement: EngineMeasurement
            if let notRun = notRun(engine, on: sweepCase, peers: peers, state: state) {
                measurement = notRun
            } else if engine.isIsolated {
                let layout: FamilyLayout?
                let made: FamilyChart?
                (measurement, people, layout, made) = try await measureInWorker(
                    engine, sweepCase, isInterrupted: isInterrupted, people, returnsBoxes: isExample,
                    returnsFamily: isExample && family == nil)
                if family == nil { family = made }
                if let layout { state.exampleLayouts.append((engine.name, layout)) }
            } else {
                let generated: FamilyChart
                if let family { generated = family } else { generated = try SweepFamilies.chart(for: sweepCase) }
                family = generated
                people = generated.personCount
                let layout: FamilyLayout?
                (measurement, layout) = measureInProcess(engine, generated, sweepCase)
                if isExample, let layout { state.exampleLayouts.append((engine.name, layout)) }
            }
            record(measurement, of: sweepCase, in: &state)
            measurements[engine.name] = measurement
        }
        // Every example layout came with its family: an in-process engine's, or the first
        // worker's that finished.
        if isExample, !state.exampleLayouts.isEmpty { state.exampleFamily = family }
        return CaseResult(
            parameters: sweepCase, people: people,
            measurements: Self.withRatios(engines.compactMap { measurements[$0.name] }))
    }

    /// The measurement of an engine that does not run on `sweepCase`, and why: the sweep was
    /// interrupted, the engine is a peer not installed here, the case is above the plan's size
    /// limit for it, or it timed out or ran out of memory on a smaller case. `nil` when it runs.
    private func notRun(
        _ engine: SweepEngine, on sweepCase: SweepCase, peers: PeerCheck, state: SweepState
    ) -> EngineMeasurement? {
        let skipped = { (reason: String) in
            EngineMeasurement(engine: engine.name, status: .skipped, isolated: engine.isIsolated, error: reason)
        }
        if state.interrupted {
            return EngineMeasurement(engine: engine.name, status: .interrupted, isolated: engine.isIsolated)
        } else if let reason = peers.unavailable[engine.name] {
            return skipped(reason)
        } else if let limit = plan.sizeLimit(of: engine.name), sweepCase.members > limit {
            return skipped("skipped above \(limit) people by the plan's size limit (--every-size runs it)")
        } else if let limit = state.stoppedAt[engine.name], sweepCase.members > limit {
            return skipped("timed out or out of memory at \(limit) members")
        }
        return nil
    }

    /// Takes a measurement into the sweep's state: an interruption stops the sweep, a time-out or
    /// running out of memory stops the engine for larger cases, and the progress moves on.
    private func record(_ measurement: EngineMeasurement, of sweepCase: SweepCase, in state: inout SweepState) {
        if measurement.status == .interrupted { state.interrupted = true }
        if measurement.status == .timedOut || measurement.status == .outOfMemory {
            state.stoppedAt[measurement.engine] = min(state.stoppedAt[measurement.engine] ?? .max, sweepCase.members)
        }
        state.progress.completedWork += work(of: sweepCase)
        state.progress.completedMeasurements += 1
    }
}
