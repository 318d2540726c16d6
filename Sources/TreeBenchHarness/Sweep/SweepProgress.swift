/// Where a running sweep is, for a progress bar.
package struct SweepProgress: Sendable {
    /// Work done so far, in people laid out (each engine's runs of a case count its people once per run).
    package var completedWork: Double
    /// All the work of the plan, in the same unit.
    package var totalWork: Double
    /// Engine measurements finished so far.
    package var completedMeasurements: Int
    /// All engine measurements of the plan.
    package var totalMeasurements: Int
    /// The case being measured, or the last one when finished.
    package var currentCase: SweepCase
    /// The engine about to run, or the last one.
    package var engine: String
    /// How many engines measure each case.
    package var engineCount: Int

    /// Cases whose every engine has finished.
    package var completedCases: Int { completedMeasurements / max(engineCount, 1) }
    /// All cases of the plan.
    package var totalCases: Int { totalMeasurements / max(engineCount, 1) }

    /// Creates a report.
    package init(
        completedWork: Double, totalWork: Double, completedMeasurements: Int, totalMeasurements: Int,
        currentCase: SweepCase, engine: String, engineCount: Int
    ) {
        self.completedWork = completedWork
        self.totalWork = totalWork
        self.completedMeasurements = completedMeasurements
        self.totalMeasurements = totalMeasurements
        self.currentCase = currentCase
        self.engine = engine
        self.engineCount = engineCount
    }
}
