import TreeLayout

extension SweepResults {
    /// The families given with `treebench run --family`, by name: one row per family and engine with
    /// the chart's boxes and repeat appearances, the engine's median time, whether every invariant
    /// held and the worst centring error. `nil` when the sweep had none.
    package func givenFamilyTable() -> (header: [String], rows: [[String]])? {
        let given = cases.filter { $0.parameters.file != nil }
        guard !given.isEmpty else { return nil }
        let header = ["family", "boxes", "repeats", "engine", "median time", "invariants", "worst centring"]
        var rows: [[String]] = []
        for result in given {
            for (index, engine) in plan.engines.enumerated() {
                let measurement = result.measurement(of: engine)
                let time =
                    measurement.map {
                        $0.status == MeasurementStatus.ok ? ReportFormat.duration($0.time?.median) : $0.status.rawValue
                    }
                    ?? "–"
                let held = measurement?.report.map { $0.holdsEveryInvariant ? "hold" : "broken" } ?? "–"
                rows.append([
                    index == 0 ? result.id : "", index == 0 ? "\(result.parameters.members)" : "",
                    index == 0 ? "\(result.parameters.repeats ?? 0)" : "", engine, time, held,
                    ReportFormat.points(measurement?.report?.metrics.worstCentringError),
                ])
            }
        }
        return (header, rows)
    }
}
