import FamilyTree
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
