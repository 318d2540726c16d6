import Foundation
import TreeLayout

/// The worker side of isolation: what `treebench worker` runs in its own process.
package enum WorkerJob {
    /// Generates the case's family, times the engine on it and scores the last layout, sending
    /// each run and then the result as ``WorkerMessage`` JSON lines through `emit`.
    ///
    /// - Parameters:
    ///   - request: The case, engine and limits.
    ///   - extraEngines: Engines the request may name beside the catalog's (see
    ///     ``SweepEngine/named(_:among:)``); a worker run by the same sweep must be given the
    ///     sweep's ``Sweep/extraEngines``.
    ///   - emit: Sends one line (without its newline) to the harness.
    /// - Returns: The process exit status: 0 when the case went well, 1 when it failed (the
    ///   error was sent as the last line).
    package static func run(
        _ request: WorkerRequest, extraEngines: [SweepEngine] = [], emit: (String) -> Void
    ) -> Int32 {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        func send(_ message: WorkerMessage) {
            // Encoding plain value types cannot fail.
            if let data = try? encoder.encode(message) { emit(String(decoding: data, as: UTF8.self)) }
        }
        if request.watchesParent == true { ParentWatch.start() }
        if request.addressSpaceLimitMiB > 0 {
            limitAddressSpace(mebibytes: request.addressSpaceLimitMiB)
        }
        do {
            let engine = try SweepFamilies.engine(
                SweepEngine.named(request.engine, among: extraEngines), for: request.sweepCase)
            let family = try SweepFamilies.chart(for: request.sweepCase)
            let options = try SweepFamilies.options(for: request.sweepCase, geometry: request.geometry)
            let outcome = try CaseTimer.measure(
                engine.engine, family: family, options: options, warmUps: request.warmUps,
                repetitions: request.repetitions
            ) { send(WorkerMessage(sample: $0)) }
            let layout = outcome.layout
            let report = layout.check(family, options: options, epsilon: EngineMeasurement.checkerEpsilon)
            // A peer's runtime is a process of its own: its peak resident size comes on top.
            let peak = outcome.peakBytes.map {
                $0 + (EngineCatalog.peer(request.engine) != nil ? LayoutMemory.childrenPeakBytes : 0)
            }
            send(
                WorkerMessage(
                    result: WorkerResult(
                        people: family.personCount, report: report, boxes: request.returnsBoxes ? layout.boxes : nil,
                        family: request.returnsFamily ? family.document : nil, layoutPeakBytes: peak,
                        residentPeakBytes: ProcessTree.ownPeakResidentBytes())))
            return 0
        } catch let error as SweepError {
            send(WorkerMessage(error: error.description))
        } catch {
            send(WorkerMessage(error: String(describing: error)))
        }
        return 1
    }

    /// Caps the process's address space, a back-stop for the harness's resident-memory watchdog.
    private static func limitAddressSpace(mebibytes: Int) {
        let bytes = rlim_t(mebibytes) << 20
        var limit = rlimit(rlim_cur: bytes, rlim_max: bytes)
        #if os(Linux)
            _ = setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
        #else
            _ = setrlimit(RLIMIT_AS, &limit)
        #endif
    }
}
