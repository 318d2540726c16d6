import TreeLayout

/// All cases of one size (number of people), per engine.
package struct SizeSummary: Hashable, Sendable, Codable {
    /// The number of people.
    package var people: Int
    /// The number of cases of this size.
    package var caseCount: Int
    /// Each engine, in the plan's order.
    package var engines: [SizeEngineSummary]

    /// One summary per distinct size, smallest first.
    ///
    /// - Complexity: O(c · e) for c cases and e engines.
    package static func summaries(of cases: [CaseResult], engines: [String]) -> [SizeSummary] {
        Dictionary(grouping: cases, by: \.size).sorted { $0.key < $1.key }.map { people, group in
            SizeSummary(
                people: people, caseCount: group.count,
                engines: engines.map { engine in
                    SizeEngineSummary(
                        engine: engine, people: people, measurements: group.compactMap { $0.measurement(of: engine) })
                })
        }
    }
}
