#if TREEBENCH_INTERNAL_CHECKS
    /// Debug builds only: how many bytes, scalars and cut attempts ``DOTText``'s loops visited,
    /// so tests hold DOT quoting to linear work on adversarial text (runs of combining marks,
    /// backslashes, quotes and line feeds across the lexer's piece boundaries) with counts
    /// instead of timings. Counting is on for code run inside ``measuring(_:)``; release builds
    /// have no such type.
    package final class DOTTextWork: @unchecked Sendable {
        /// Steps counted so far.
        package private(set) var steps = 0

        /// The counter of the code running now, if it is being measured.
        @TaskLocal static var current: DOTTextWork?

        /// Runs `body` with a fresh counter and returns the steps it counted.
        package static func measuring(_ body: () throws -> Void) rethrows -> Int {
            let work = DOTTextWork()
            try $current.withValue(work) { try body() }
            return work.steps
        }

        fileprivate func add(_ count: Int) { steps += count }
    }
#endif

extension DOTText {
    /// Adds `steps` to the running ``DOTTextWork`` count, in debug builds; nothing in release.
    @inline(__always)
    static func countWork(_ steps: Int) {
        #if TREEBENCH_INTERNAL_CHECKS
            DOTTextWork.current?.add(steps)
        #endif
    }
}
