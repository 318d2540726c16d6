/// The documented range of every figure of a plan: `treebench run` refuses an option outside it
/// (a usage error), and a `results.json` whose plan leaves it is refused by every reader, so a
/// count, a time or a byte size computed from a plan never overflows.
extension SweepPlan {
    /// Generations of one family.
    package static let generationRange = 1...100_000
    /// People of one family.
    package static let memberRange = 1...100_000_000
    /// Seeds per grid point (`--seeds N` runs seeds 1 to N).
    package static let seedCountRange = 1...10_000
    /// Timed runs per engine per case.
    package static let repetitionRange = 1...1_000
    /// Untimed runs per engine per case.
    package static let warmUpRange = 0...1_000
    /// The time limit of one run of an isolated engine, in seconds.
    package static let timeoutRange = 0.001...86_400.0
    /// The memory limit of an isolated engine's worker, in MiB (1 TiB at most).
    package static let memoryLimitRange = 1...1_048_576
    /// The most cases one plan may hold (grid points and given families together), and so the
    /// most shards it can be cut into: a plan beyond it would take years and its case list
    /// gigabytes.
    package static let largestCaseCount = 1_000_000

    /// The number of grid points (generations × members × seeds × shapes) plus the given
    /// families, or `nil` when it passes ``largestCaseCount``; computed without listing them.
    ///
    /// - Complexity: O(1).
    package var boundedCaseCount: Int? {
        var count = 1
        for axis in [generations.count, members.count, seeds.count, max(shapes.count, 1)] {
            let (product, overflow) = count.multipliedReportingOverflow(by: axis)
            guard !overflow, product <= Self.largestCaseCount else { return nil }
            count = product
        }
        let (total, overflow) = count.addingReportingOverflow(givenFamilies?.count ?? 0)
        return !overflow && total <= Self.largestCaseCount ? total : nil
    }
}
