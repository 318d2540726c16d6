package import TreeLayout

/// The steps of an engine that runs the whole path from file to file (`native:file`) over its
/// timed runs: each step's median, minimum and maximum (``TreeLayout/PathTimings``).
package struct PathStats: Hashable, Sendable, Codable {
    /// Reading the family's file.
    package var read: TimingStats
    /// Deriving a genealogy's chart (`native:gedcom`, `native:gramps`); `nil` for Family JSON.
    package var derive: TimingStats?
    /// The rules that need the whole family, and linking it.
    package var validate: TimingStats
    /// The layout call.
    package var layout: TimingStats
    /// Writing the layout's file.
    package var write: TimingStats

    /// The statistics of the runs' steps, or `nil` when no run reported them.
    ///
    /// - Complexity: O(n log n) for n runs.
    package init?(_ samples: [PathTimings]) {
        guard let read = TimingStats(samples.map(\.read)), let validate = TimingStats(samples.map(\.validate)),
            let layout = TimingStats(samples.map(\.layout)), let write = TimingStats(samples.map(\.write))
        else { return nil }
        self.read = read
        derive = TimingStats(samples.compactMap(\.derive))
        self.validate = validate
        self.layout = layout
        self.write = write
    }

    /// Each step's median, in the order the path runs them.
    package var medians: PathTimings {
        PathTimings(
            read: read.median, derive: derive?.median, validate: validate.median, layout: layout.median,
            write: write.median)
    }
}

extension PathTimings {
    /// The median of each step over `samples` (one per case), or `nil` when there are none.
    package init?(mediansOf samples: [PathTimings]) {
        guard let read = TimingStats(samples.map(\.read)), let validate = TimingStats(samples.map(\.validate)),
            let layout = TimingStats(samples.map(\.layout)), let write = TimingStats(samples.map(\.write))
        else { return nil }
        self.init(
            read: read.median, derive: TimingStats(samples.compactMap(\.derive))?.median, validate: validate.median,
            layout: layout.median, write: write.median)
    }
}
