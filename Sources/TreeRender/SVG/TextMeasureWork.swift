/// Debug builds only: how many bytes and measured clusters the text measures of
/// ``NameFitting`` visited, so tests hold them to linear work on names of any number of words
/// and on long grapheme clusters with counts instead of timings. Counting is on for code run
/// inside ``measuring(_:)``; in release builds ``count(_:)`` does nothing and nothing is counted.
package final class TextMeasureWork: @unchecked Sendable {
    /// Steps counted so far.
    package private(set) var steps = 0

    #if TREEBENCH_INTERNAL_CHECKS
        /// The counter of the code running now, if it is being measured.
        @TaskLocal private static var current: TextMeasureWork?
    #endif

    /// Runs `body` with a fresh counter and returns the steps it counted (0 in release builds).
    package static func measuring(_ body: () throws -> Void) rethrows -> Int {
        let work = TextMeasureWork()
        #if TREEBENCH_INTERNAL_CHECKS
            try $current.withValue(work) { try body() }
        #else
            try body()
        #endif
        return work.steps
    }

    /// Adds `steps` to the running count, in debug builds; nothing in release.
    @inline(__always)
    static func count(_ steps: Int) {
        #if TREEBENCH_INTERNAL_CHECKS
            current?.steps += steps
        #endif
    }
}
