/// The warnings of one reading: the first ``keptLimit`` kept whole, every one counted by kind.
///
/// A file can hold a fault on every line, and a warning held for each made memory grow with the
/// faults (a 19 MB GEDCOM file of 1.5 million faults peaked at 916 MB; kept so, 121 MB). Past
/// ``keptLimit`` a warning is counted, not kept: memory stays bounded and a summary still says how
/// many there were of each kind. `treebench import --report` keeps them all (``unlimited``), since
/// it writes every one.
public struct GenealogyWarningLog: Hashable, Sendable {
    /// How many warnings a reading keeps unless asked for all: 10,000, more than anyone reads
    /// (`--warnings all` prints them) and far more than any real file of the test corpus holds
    /// (its most is 70), in about 2 MB (a kept warning holds about 220 bytes through a reading).
    public static let defaultKeptLimit = 10_000
    /// A limit that keeps every warning.
    public static let unlimited = Int.max

    /// The most warnings kept.
    public let keptLimit: Int
    /// The warnings kept, the first ``keptLimit`` met (in line order once the reading is done).
    public private(set) var kept: [GenealogyWarning] = []
    /// How many warnings there were, kept or not.
    public private(set) var count = 0
    /// How many warnings of each kind there were, kept or not.
    private var counts: [GenealogyWarning.Kind: Int] = [:]

    /// An empty log that keeps up to `keptLimit` warnings.
    public init(keptLimit: Int = defaultKeptLimit) {
        self.keptLimit = max(0, keptLimit)
    }

    /// Whether there were no warnings at all.
    public var isEmpty: Bool { count == 0 }

    /// How many warnings were counted but not kept.
    public var leftOutCount: Int { count - kept.count }

    /// How many warnings there were of each kind, kept or not, in the kinds' order.
    public var countsByKind: [(kind: GenealogyWarning.Kind, count: Int)] {
        counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Counts `warning`, and keeps it while fewer than ``keptLimit`` are kept.
    public mutating func append(_ warning: GenealogyWarning) {
        count += 1
        counts[warning.kind, default: 0] += 1
        if kept.count < keptLimit { kept.append(warning) }
    }

    /// Counts and keeps each of `warnings` as ``append(_:)`` does.
    public mutating func append(contentsOf warnings: some Sequence<GenealogyWarning>) {
        for warning in warnings { append(warning) }
    }

    /// The logs of a reading's steps as one: every warning counted, and of those the steps kept,
    /// the first ``keptLimit`` by line (those without a line last; equal lines in the steps' order).
    init(merging logs: [GenealogyWarningLog], keptLimit: Int) {
        self.init(keptLimit: keptLimit)
        kept.reserveCapacity(logs.reduce(0) { $0 + $1.kept.count })
        for log in logs {
            kept += log.kept
            count += log.count
            counts.merge(log.counts, uniquingKeysWith: +)
        }
        sortByLine()
        if kept.count > self.keptLimit { kept.removeSubrange(self.keptLimit...) }
    }

    /// Orders the kept warnings by line (those without one last), keeping the order of equal lines.
    mutating func sortByLine() {
        // The standard library's sort is stable.
        kept.sort { ($0.line ?? Int.max) < ($1.line ?? Int.max) }
    }
}
