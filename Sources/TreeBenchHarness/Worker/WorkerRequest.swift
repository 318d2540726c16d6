package import FamilyTree
package import TreeLayout

/// What a worker process is asked to do: lay out one case with one engine, time it and score it.
///
/// The harness passes it to `treebench worker --request JSON`; the worker answers with
/// ``WorkerMessage`` lines on standard output.
package struct WorkerRequest: Hashable, Sendable, Codable {
    /// The family to generate.
    package var sweepCase: SweepCase
    /// The engine's name.
    package var engine: String
    /// Box size and gaps.
    package var geometry: LayoutGeometry
    /// Untimed runs first.
    package var warmUps: Int
    /// Timed runs.
    package var repetitions: Int
    /// The address-space limit the worker sets on itself, in mebibytes (0 for none).
    package var addressSpaceLimitMiB: Int
    /// Whether the result carries the boxes of the last layout (for the dashboard's example).
    package var returnsBoxes: Bool
    /// Whether the result carries the family the worker made (for the example, when the harness
    /// has not made the case's family itself: it then takes the worker's instead of generating
    /// it again).
    package var returnsFamily: Bool
    /// Whether standard input is the harness's end of a pipe that closes when the harness ends
    /// (set by ``WorkerProcess``): the worker then ends itself and everything it started
    /// (``ParentWatch``), so no worker outlives a killed sweep. `nil` (absent) is `false`, for a
    /// worker run by hand.
    package var watchesParent: Bool?

    /// Creates a request.
    package init(
        sweepCase: SweepCase, engine: String, geometry: LayoutGeometry, warmUps: Int, repetitions: Int,
        addressSpaceLimitMiB: Int, returnsBoxes: Bool = false, returnsFamily: Bool = false
    ) {
        self.sweepCase = sweepCase
        self.engine = engine
        self.geometry = geometry
        self.warmUps = warmUps
        self.repetitions = repetitions
        self.addressSpaceLimitMiB = addressSpaceLimitMiB
        self.returnsBoxes = returnsBoxes
        self.returnsFamily = returnsFamily
    }
}

/// One line of a worker's answer: a timed run as soon as it ends, then the result or the error.
///
/// Streaming each run lets the harness apply its time limit to each run, not to the whole case.
package struct WorkerMessage: Hashable, Sendable, Codable {
    /// A timed run.
    package var sample: LayoutTimings?
    /// The last line of a case that went well.
    package var result: WorkerResult?
    /// The last line of a case whose engine threw (or whose request was wrong).
    package var error: String?

    /// Creates a message; set exactly one field.
    package init(sample: LayoutTimings? = nil, result: WorkerResult? = nil, error: String? = nil) {
        self.sample = sample
        self.result = result
        self.error = error
    }
}

/// The end of a worker's case: the family's size and the checker's report on its layout.
package struct WorkerResult: Hashable, Sendable, Codable {
    /// The number of people laid out.
    package var people: Int
    /// The checker's verdict on the last layout.
    package var report: LayoutReport
    /// The last layout's boxes, when the request asked for them.
    package var boxes: [PersonBox]?
    /// The family laid out, as a document, when the request asked for it.
    package var family: ChartDocument?
    /// The allocation high-water mark of the first layout call in bytes (``LayoutMemory``), plus a
    /// peer runtime's peak resident size.
    package var layoutPeakBytes: Int?
    /// The most resident memory the worker and the processes it waited for held, in bytes: what
    /// the harness holds to the memory limit when the case ended before its watchdog looked.
    package var residentPeakBytes: Int?

    /// Creates a result.
    package init(
        people: Int, report: LayoutReport, boxes: [PersonBox]? = nil, family: ChartDocument? = nil,
        layoutPeakBytes: Int? = nil, residentPeakBytes: Int? = nil
    ) {
        self.people = people
        self.report = report
        self.boxes = boxes
        self.family = family
        self.layoutPeakBytes = layoutPeakBytes
        self.residentPeakBytes = residentPeakBytes
    }
}
