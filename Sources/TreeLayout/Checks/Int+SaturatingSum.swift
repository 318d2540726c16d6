extension Sequence<Int> {
    /// The sum of the counts, held at `Int.max` (or `Int.min`) instead of overflowing: totals of
    /// counts read from files (a results file's violations) never trap, and a total at `Int.max`
    /// reads as "at least this many".
    ///
    /// - Complexity: O(n).
    package func saturatingSum() -> Int {
        var total = 0
        for count in self { total = total.saturatingAdding(count) }
        return total
    }
}

extension Int {
    /// `self + other`, held at `Int.max` or `Int.min` where the exact sum would overflow.
    package func saturatingAdding(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? .max : .min
    }
}
