import FamilyTree
import TreeLayout

/// What a sweep carries from one measurement to the next.
struct SweepState {
    /// Where the sweep is, for the progress callback.
    var progress: SweepProgress
    /// Whether the sweep was interrupted: every measurement from then on is `interrupted`.
    var interrupted = false
    /// The smallest size at which each engine timed out or ran out of memory: larger cases skip it.
    var stoppedAt: [String: Int] = [:]
    /// Case 0's layouts, one per engine that laid it out, for the example picture.
    var exampleLayouts: [(engine: String, layout: FamilyLayout)] = []
    /// The family of case 0 that the example layouts are of.
    var exampleFamily: FamilyChart?
}
