package import TreeLayout

/// One engine on one case: its timings, its invariant score, or why there are none.
package struct EngineMeasurement: Hashable, Sendable, Codable {
    /// The engine's name.
    package var engine: String
    /// How the case ended.
    package var status: MeasurementStatus
    /// Whether it ran in a worker process.
    package var isolated: Bool
    /// The number of timed runs.
    package var runs: Int
    /// The headline time: the layout call alone (dot: `gvLayout`), or the whole call when the
    /// engine does not report phases, warm (after the warm-ups; a peer's second call in its runtime).
    package var time: TimingStats?
    /// The same call cold: the harness's first run of the engine on the case, or a peer's first
    /// call in its runtime (one per timed run).
    package var cold: TimingStats?
    /// For an engine that runs the whole path from file to file (`native:file`), each step; its
    /// ``time`` is then the path end to end.
    package var path: PathStats?
    /// Wall clock around the whole engine call, set-up and read-back included.
    package var total: TimingStats?
    /// Building the engine's input, when reported.
    package var setup: TimingStats?
    /// Reading the result back, when reported.
    package var readBack: TimingStats?
    /// This engine's median ``time`` over the reference engine's on the same case (the first
    /// engine of the plan), or `nil` when either has no time.
    package var ratio: Double?
    /// The invariant checker's verdict on the last layout (``TreeLayout/LayoutReport``, made with
    /// ``checkerEpsilon``).
    package var report: LayoutReport?
    /// The engine's error, or the reason the worker stopped.
    package var error: String?
    /// The signal that killed the worker, for ``MeasurementStatus/crashed``.
    package var signal: Int32?
    /// The worker's peak resident memory in bytes, when it was watched.
    package var peakMemoryBytes: Int?
    /// The allocation high-water mark of the case's first layout call, in bytes (``LayoutMemory``),
    /// plus a peer runtime's own peak resident size; `nil` when not measured.
    package var layoutPeakBytes: Int?

    /// Creates a measurement.
    package init(
        engine: String, status: MeasurementStatus, isolated: Bool, runs: Int = 0, time: TimingStats? = nil,
        total: TimingStats? = nil, setup: TimingStats? = nil, readBack: TimingStats? = nil, ratio: Double? = nil,
        report: LayoutReport? = nil, error: String? = nil, signal: Int32? = nil, peakMemoryBytes: Int? = nil
    ) {
        self.engine = engine
        self.status = status
        self.isolated = isolated
        self.runs = runs
        self.time = time
        self.total = total
        self.setup = setup
        self.readBack = readBack
        self.ratio = ratio
        self.report = report
        self.error = error
        self.signal = signal
        self.peakMemoryBytes = peakMemoryBytes
    }

    /// The checker's tolerance in points, the same for every engine.
    package static let checkerEpsilon = 0.01

    /// A measurement from timed runs and the checker's report.
    init(engine: String, isolated: Bool, samples: [LayoutTimings], report: LayoutReport?) {
        self.init(
            engine: engine, status: .ok, isolated: isolated, runs: samples.count,
            time: TimingStats(samples.map(\.layout)), total: TimingStats(samples.map(\.total)),
            setup: TimingStats(samples.map(\.setup)), readBack: TimingStats(samples.map(\.readBack)), report: report)
        cold = TimingStats(samples.map(\.cold).filter { $0 > 0 })
        path = PathStats(samples.compactMap(\.path))
    }
}
