import FamilyTree
import Foundation
import TreeLayout

extension SweepResults {
    /// The largest count a results file may hold (violations, runs, people, bytes):
    /// 2^53 − 1, the largest integer every JSON reader keeps exactly. Sums of such counts
    /// saturate (``TreeLayout/LayoutReport/violationCount``), so none overflows.
    package static let largestCount = 9_007_199_254_740_991
    /// The longest time a results file may hold, in seconds (about 31 years): a sum of two
    /// stays finite, so no duration overflows to infinity.
    package static let longestSeconds = 1e9

    /// Checks what JSON's types cannot: every figure in its documented range (docs/RESULTS-SCHEMA.md),
    /// finite, counts at most ``largestCount``, times at most ``longestSeconds`` with
    /// min ≤ median ≤ max, case ids unique and each the id of its parameters, each case's
    /// engines unique and in the plan, the plan's engines unique and its grid at most
    /// ``SweepPlan/largestCaseCount`` cases.
    ///
    /// The per-engine and per-size summaries are not checked: a reader computes them again from
    /// the cases.
    ///
    /// - Throws: ``ResultsFieldError`` naming the case, the engine and the field.
    /// - Complexity: O(c · e) for c cases and e engines.
    func validate() throws(ResultsFieldError) {
        let top = ResultsFieldCheck(place: nil)
        try top.seconds(durationSeconds, "durationSeconds")
        try validatePlan()
        try top.require(machine.cpuCount >= 1, "machine.cpuCount", "\(machine.cpuCount)", "1 or more")
        var seen = Set<String>()
        for result in cases {
            let place = ResultsFieldCheck(place: "case \(named(result.id))")
            try place.require(!result.id.isEmpty, "id", "\"\"", "a case's name, not empty")
            try place.require(seen.insert(result.id).inserted, "id", named(result.id), "unique in the file")
            try place.require(
                result.id == result.parameters.id, "id", named(result.id),
                "the id of its parameters, \(named(result.parameters.id))")
            try place.sweepCase(result.parameters, "parameters")
            if let people = result.people { try place.count(people, "people") }
            var engines = Set<String>()
            for measurement in result.measurements {
                try place.require(
                    plan.engines.contains(measurement.engine), "measurements.engine", named(measurement.engine),
                    "one of the plan's engines")
                try place.require(
                    engines.insert(measurement.engine).inserted, "measurements.engine",
                    named(measurement.engine), "unique in its case")
                try ResultsFieldCheck(place: place.place! + ", engine \(named(measurement.engine))")
                    .measurement(measurement)
            }
        }
    }

    /// The plan's ranges: those `treebench run` holds its options to.
    private func validatePlan() throws(ResultsFieldError) {
        let check = ResultsFieldCheck(place: nil)
        try check.require(!plan.engines.isEmpty, "plan.engines", "[]", "at least one engine")
        var engines = Set<String>()
        for engine in plan.engines {
            try check.require(engines.insert(engine).inserted, "plan.engines", named(engine), "unique in the plan")
        }
        for value in plan.generations { try check.within(value, SweepPlan.generationRange, "plan.generations") }
        for value in plan.members { try check.within(value, SweepPlan.memberRange, "plan.members") }
        try check.within(plan.repetitions, SweepPlan.repetitionRange, "plan.repetitions")
        try check.within(plan.warmUps, SweepPlan.warmUpRange, "plan.warmUps")
        try check.within(plan.timeoutSeconds, SweepPlan.timeoutRange, "plan.timeoutSeconds")
        try check.within(plan.memoryLimitMiB, SweepPlan.memoryLimitRange, "plan.memoryLimitMiB")
        if let rate = plan.collapseRate { try check.within(rate, 0...1, "plan.collapseRate") }
        if let rate = plan.remarriageRate { try check.within(rate, 0...1, "plan.remarriageRate") }
        if let (name, value) = plan.geometry.fieldOutOfRange {
            try check.require(
                false, "plan.geometry.\(name)", "\(value)",
                name.hasPrefix("box")
                    ? "more than 0 and at most \(LayoutGeometry.largestDimension) points"
                    : "0 to \(LayoutGeometry.largestDimension) points")
        }
        for (engine, limit) in plan.sizeLimits ?? [:] {
            try check.within(limit, 0...Self.largestCount, "plan.sizeLimits.\(engine)")
        }
        let caseCount = plan.boundedCaseCount
        try check.require(
            caseCount != nil, "plan", "a grid of more cases", "at most \(SweepPlan.largestCaseCount) cases")
        if let shard = plan.shard {
            try check.within(shard.count, 1...max(caseCount ?? 1, 1), "plan.shard.count")
            try check.within(shard.index, 1...shard.count, "plan.shard.index")
        }
        for given in plan.givenFamilies ?? [] { try check.sweepCase(given, "plan.givenFamilies") }
    }
}

/// The range checks of one place in a results file (a case, a measurement), each naming the field.
private struct ResultsFieldCheck {
    /// The place the fields belong to.
    var place: String?

    func require(
        _ condition: Bool, _ field: String, _ value: @autoclosure () -> String, _ rule: String
    )
        throws(ResultsFieldError)
    {
        guard condition else { throw ResultsFieldError(place: place, field: field, value: value(), rule: rule) }
    }

    func within<Value: Comparable>(
        _ value: Value, _ range: ClosedRange<Value>, _ field: String
    )
        throws(ResultsFieldError)
    {
        try require(range.contains(value), field, "\(value)", "\(range.lowerBound) to \(range.upperBound)")
    }

    func count(_ value: Int, _ field: String) throws(ResultsFieldError) {
        try within(value, 0...SweepResults.largestCount, field)
    }

    func seconds(_ value: Double, _ field: String) throws(ResultsFieldError) {
        try require(
            value >= 0 && value <= SweepResults.longestSeconds, field, "\(value)",
            "0 to 1e9 seconds")
    }

    func finite(_ value: Double, _ field: String, atLeastZero: Bool = false) throws(ResultsFieldError) {
        try require(
            value.isFinite && (!atLeastZero || value >= 0), field, "\(value)",
            atLeastZero ? "a finite number of 0 or more" : "a finite number")
    }

    func timing(_ stats: TimingStats?, _ field: String) throws(ResultsFieldError) {
        guard let stats else { return }
        try seconds(stats.min, field + ".min")
        try seconds(stats.median, field + ".median")
        try seconds(stats.max, field + ".max")
        try require(
            stats.min <= stats.median && stats.median <= stats.max, field,
            "min \(stats.min), median \(stats.median), max \(stats.max)", "in order min ≤ median ≤ max")
    }

    func sweepCase(_ parameters: SweepCase, _ field: String) throws(ResultsFieldError) {
        try within(parameters.generations, 1...SweepResults.largestCount, field + ".generations")
        try within(parameters.members, 1...SweepResults.largestCount, field + ".members")
        if let repeats = parameters.repeats { try count(repeats, field + ".repeats") }
        if let rate = parameters.collapseRate { try within(rate, 0...1, field + ".collapseRate") }
        if let rate = parameters.remarriageRate { try within(rate, 0...1, field + ".remarriageRate") }
    }

    func measurement(_ measurement: EngineMeasurement) throws(ResultsFieldError) {
        try count(measurement.runs, "runs")
        try timing(measurement.time, "time")
        try timing(measurement.total, "total")
        try timing(measurement.setup, "setup")
        try timing(measurement.readBack, "readBack")
        if let ratio = measurement.ratio { try finite(ratio, "ratio", atLeastZero: true) }
        if let signal = measurement.signal { try within(signal, 1...127, "signal") }
        if let bytes = measurement.peakMemoryBytes { try count(bytes, "peakMemoryBytes") }
        if let bytes = measurement.layoutPeakBytes { try count(bytes, "layoutPeakBytes") }
        guard let report = measurement.report else { return }
        try require(
            report.epsilon.isFinite && report.epsilon > 0, "report.epsilon", "\(report.epsilon)",
            "a finite number more than 0")
        var rules = Set<LayoutReport.Rule>()
        for result in report.rules {
            let field = "report.rules.\(result.rule.rawValue)"
            try require(rules.insert(result.rule).inserted, field, "given twice", "given once per report")
            try count(result.violations, field + ".violations")
            try finite(result.worstError, field + ".worstError", atLeastZero: true)
            try require(
                result.firstOffenders.count <= LayoutReport.offenderLimit, field + ".firstOffenders",
                "\(result.firstOffenders.count) ids", "at most \(LayoutReport.offenderLimit) ids")
        }
        let metrics = report.metrics
        try finite(metrics.width, "report.metrics.width", atLeastZero: true)
        try finite(metrics.height, "report.metrics.height", atLeastZero: true)
        try finite(metrics.area, "report.metrics.area", atLeastZero: true)
        try finite(metrics.worstCentringError, "report.metrics.worstCentringError", atLeastZero: true)
        if let gap = metrics.minimumRowGap { try finite(gap, "report.metrics.minimumRowGap") }
        try finite(metrics.connectorLength, "report.metrics.connectorLength", atLeastZero: true)
        try count(metrics.closeNeighbourCount, "report.metrics.closeNeighbourCount")
        try count(metrics.connectorCrossings, "report.metrics.connectorCrossings")
        try count(metrics.busOverlaps, "report.metrics.busOverlaps")
        if let pairs = metrics.parentPairs { try count(pairs, "report.metrics.parentPairs") }
        if let pairs = metrics.parentPairsAtCoupleGap { try count(pairs, "report.metrics.parentPairsAtCoupleGap") }
        if let gap = metrics.meanParentGap { try finite(gap, "report.metrics.meanParentGap") }
        if let gap = metrics.largestParentGap { try finite(gap, "report.metrics.largestParentGap") }
        if let further = metrics.furtherUnions { try count(further, "report.metrics.furtherUnions") }
        if let gaps = metrics.stretchedPartnerGaps { try count(gaps, "report.metrics.stretchedPartnerGaps") }
        if let gap = metrics.largestPartnerGap { try finite(gap, "report.metrics.largestPartnerGap") }
        if let lines = metrics.unionLinesOverPartners { try count(lines, "report.metrics.unionLinesOverPartners") }
        if let width = metrics.widthAgainstPerfectPedigree {
            try finite(width, "report.metrics.widthAgainstPerfectPedigree", atLeastZero: true)
        }
    }
}

/// A name from the file quoted for a message (``FamilyTree/messageQuoted(_:)``), its first 120
/// characters only, so a megabyte-long id cannot make a megabyte-long message.
private func named(_ text: String) -> String {
    text.count <= 120 ? messageQuoted(text) : messageQuoted(String(text.prefix(120))) + "…"
}
