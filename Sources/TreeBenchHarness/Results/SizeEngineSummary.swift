import Foundation
package import TreeLayout

/// One engine at one size.
package struct SizeEngineSummary: Hashable, Sendable, Codable {
    /// The engine's name.
    package var engine: String
    /// Cases that finished.
    package var finished: Int
    /// Cases measured or attempted.
    package var attempted: Int
    /// The median over cases of each case's median time, in seconds.
    package var medianTime: Double?
    /// The median over cases of each case's ratio to the reference engine.
    package var ratio: Double?
    /// The share of finished cases with no invariant violated (0…1).
    package var passRate: Double?
    /// The worst centring error over the finished cases, in points.
    package var worstCentringError: Double?
    /// The worst status among the cases that did not finish, if any (`crashed`, `timedOut`, …).
    package var problem: MeasurementStatus?
    /// The median over the finished cases of the layout's peak memory per person, in bytes
    /// (``EngineMeasurement/layoutPeakBytes``), when measured.
    package var bytesPerPerson: Double?
    /// For an engine that runs the whole path from file to file, the median over the finished
    /// cases of each step's median.
    package var path: PathTimings?

    /// Summarises one engine's measurements of cases of `people` people.
    package init(engine: String, people: Int, measurements: [EngineMeasurement]) {
        self.engine = engine
        let finishedMeasurements = measurements.filter { $0.status == .ok }
        finished = finishedMeasurements.count
        attempted = measurements.count
        medianTime = TimingStats(finishedMeasurements.compactMap { $0.time?.median })?.median
        ratio = TimingStats(finishedMeasurements.compactMap(\.ratio))?.median
        let reports = finishedMeasurements.compactMap(\.report)
        passRate = LayoutReport.passRate(of: reports)
        worstCentringError = reports.map(\.metrics.worstCentringError).max()
        problem = measurements.first { $0.status != .ok }?.status
        bytesPerPerson =
            TimingStats(
                finishedMeasurements.compactMap(\.layoutPeakBytes).map { Double($0) / Double(max(people, 1)) })?.median
        path = PathTimings(mediansOf: finishedMeasurements.compactMap { $0.path?.medians })
    }
}
