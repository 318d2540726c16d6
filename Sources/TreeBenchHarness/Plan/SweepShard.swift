/// One of N parts of a sweep (`treebench run --shard I/N`), so a sweep too long for one machine
/// runs as N jobs (a CI matrix) whose results `treebench merge` joins.
///
/// The parts are deterministic and balanced by expected cost: the cases, smallest first, are
/// dealt out in rounds of N, alternately forwards and backwards (shard 1 gets the first case of
/// the first round and the last of the second, …), so every shard gets one case of every round
/// and no shard always gets the larger of two neighbours.
package struct SweepShard: Hashable, Sendable, Codable, CustomStringConvertible {
    /// This part's number, 1 … ``count``.
    package var index: Int
    /// How many parts the sweep is cut into.
    package var count: Int

    /// Creates a part.
    ///
    /// - Precondition: 1 ≤ `index` ≤ `count`.
    package init(index: Int, count: Int) {
        precondition(count >= 1 && (1...count).contains(index), "shard index must be in 1…count")
        self.index = index
        self.count = count
    }

    /// Reads `I/N`, e.g. `2/3`.
    ///
    /// - Returns: `nil` unless it is two whole numbers with 1 ≤ I ≤ N.
    package init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
            (1...count).contains(index)
        else { return nil }
        self.init(index: index, count: count)
    }

    /// `I/N`.
    package var description: String { "\(index)/\(count)" }

    /// Whether the case at `position` of the whole sweep's case list (smallest first) is this part's.
    ///
    /// - Complexity: O(1).
    package func contains(position: Int) -> Bool {
        let round = position / count
        let seat = position % count
        return (round.isMultiple(of: 2) ? seat : count - 1 - seat) == index - 1
    }
}
