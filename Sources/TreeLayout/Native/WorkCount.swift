/// How many times the engine's inner loops ran, so tests can hold the work to O(n) with exact
/// counts instead of timings (which shared machines make noisy).
///
/// The loops counted are the ones whose total is not obviously linear: apportion's walk down
/// the contours (Buchheim et al.'s bound: O(n) over the whole walk, where Walker's original
/// could be quadratic), execute shifts, and the second walk's climbs for the left edge. Every
/// other loop visits each unit a fixed number of times. The loops call the `count…` helpers;
/// debug builds (`TREEBENCH_INTERNAL_CHECKS`) count for code run inside ``measuring(_:)``, and
/// in release builds the helpers are empty and the counters do not exist.
final class WorkCount: @unchecked Sendable {
    #if TREEBENCH_INTERNAL_CHECKS
        /// Iterations of apportion's loop: one per pair of rows compared.
        var contourSteps = 0
        /// Siblings execute shifts is responsible for: one per sibling, whether it visits them or,
        /// in a group where no subtree moved, knows there is nothing to spread.
        var shiftSteps = 0
        /// Units climbed or summed while finding the drawing's left edge.
        var edgeSteps = 0
        /// Further unions stepped over while centring a parent over its own children (a child's
        /// later partners stand in its run): at most one per further union.
        var furtherUnionSteps = 0

        /// The counter of the code running now, if it is being measured.
        @TaskLocal static var current: WorkCount?

        /// Runs `body` with a fresh counter and returns what it counted.
        static func measuring(_ body: () throws -> Void) rethrows -> WorkCount {
            let count = WorkCount()
            try $current.withValue(count) { try body() }
            return count
        }
    #endif

    /// Counts one pair of rows compared by apportion.
    @inline(__always)
    static func countContourStep() {
        #if TREEBENCH_INTERNAL_CHECKS
            current?.contourSteps += 1
        #endif
    }

    /// Counts one sibling visited by execute shifts.
    @inline(__always)
    static func countShiftStep() {
        #if TREEBENCH_INTERNAL_CHECKS
            current?.shiftSteps += 1
        #endif
    }

    /// Counts the `count` siblings of a group execute shifts had nothing to spread over.
    @inline(__always)
    static func countShiftSteps(_ count: Int) {
        #if TREEBENCH_INTERNAL_CHECKS
            current?.shiftSteps += count
        #endif
    }

    /// Counts one further union stepped over while centring a parent.
    @inline(__always)
    static func countFurtherUnionStep() {
        #if TREEBENCH_INTERNAL_CHECKS
            current?.furtherUnionSteps += 1
        #endif
    }

    /// Counts one unit climbed or summed for the drawing's left edge.
    @inline(__always)
    static func countEdgeStep() {
        #if TREEBENCH_INTERNAL_CHECKS
            current?.edgeSteps += 1
        #endif
    }
}
