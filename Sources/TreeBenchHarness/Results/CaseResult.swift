/// One family of a sweep and every engine's measurement of it.
package struct CaseResult: Hashable, Sendable, Codable {
    /// The case's stable name (``SweepCase/id``).
    package var id: String
    /// The generator's parameters.
    package var parameters: SweepCase
    /// The number of people laid out (the generator makes exactly ``SweepCase/members``), or `nil`
    /// when no engine ran.
    package var people: Int?
    /// One measurement per engine, in the plan's engine order.
    package var measurements: [EngineMeasurement]

    /// Creates a case result.
    package init(parameters: SweepCase, people: Int?, measurements: [EngineMeasurement]) {
        self.id = parameters.id
        self.parameters = parameters
        self.people = people
        self.measurements = measurements
    }

    /// The size used for charts and fits: the people laid out, else the planned members.
    package var size: Int { people ?? parameters.members }

    /// The measurement of `engine`, if the case has one.
    package func measurement(of engine: String) -> EngineMeasurement? {
        measurements.first { $0.engine == engine }
    }
}
