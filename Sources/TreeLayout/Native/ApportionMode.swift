/// What apportion (`ContourPacking`) does beyond Buchheim et al.'s packing, chosen by type: the
/// plain engine's mode, ``CompactApportion``, is the paper's steps and nothing else once the
/// compiler has specialised the walk, and `EvenPacking`'s two passes add what they need.
protocol ApportionMode {
    /// Whether apportion moves subtrees apart (MOVESUBTREE); `false` to only thread the contours
    /// of siblings whose positions are already final.
    static var movesSubtrees: Bool { get }

    /// Whether ``recordSeparation(owner:sibling:distance:)`` wants every row apportion compares.
    static var recordsSeparations: Bool { get }

    /// Records a row on which `sibling`'s subtree meets the subtrees on its left: the left sibling
    /// whose subtree holds the closest box on that row (the *owner*), and the least distance
    /// between the two siblings' attach points that row allows.
    ///
    /// Those rows are exactly the pairs of siblings that are consecutive on some row, so any
    /// positions meeting every recorded distance are overlap-free; there are at most as many as
    /// the rows apportion walks, which is linear in total (Buchheim et al., Theorem 1).
    func recordSeparation(owner: Int, sibling: Int, distance: Double)
}

/// The plain engine's apportion: Buchheim et al.'s, recording nothing.
struct CompactApportion: ApportionMode {
    static var movesSubtrees: Bool { true }
    static var recordsSeparations: Bool { false }
    @inline(__always) func recordSeparation(owner: Int, sibling: Int, distance: Double) {}
}

/// Apportion over siblings already at their final positions: it threads the contours as the
/// packing would, and moves nothing (`EvenPacking`'s second pass).
struct ThreadingApportion: ApportionMode {
    static var movesSubtrees: Bool { false }
    static var recordsSeparations: Bool { false }
    @inline(__always) func recordSeparation(owner: Int, sibling: Int, distance: Double) {}
}

/// The compact packing that also records every row's separation, for `EvenPacking` to space the
/// siblings from; reused from group to group.
final class SeparationRecords: ApportionMode {
    /// One recorded row: `sibling` at least `distance` right of `owner`, in apportion order.
    struct Separation {
        var owner: Int32
        var sibling: Int32
        var distance: Double
    }

    static var movesSubtrees: Bool { true }
    static var recordsSeparations: Bool { true }

    private(set) var rows: [Separation] = []

    func recordSeparation(owner: Int, sibling: Int, distance: Double) {
        rows.append(Separation(owner: Int32(owner), sibling: Int32(sibling), distance: distance))
    }

    /// Forgets the previous group's rows, keeping the storage.
    func removeAll() { rows.removeAll(keepingCapacity: true) }
}
