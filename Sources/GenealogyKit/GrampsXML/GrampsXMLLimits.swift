/// The limits a Gramps XML file is read within, so that a small file cannot make the reader take
/// the machine's memory or minutes of work (a gzip bomb: 1.9 MB holding a 2 GB name reached
/// 3.8 GB; 4 GB of white space took 22 s). A file past one is refused with
/// ``GenealogyError/exceedsLimit(limit:line:detail:)`` naming the limit.
public struct GrampsXMLLimits: Hashable, Sendable {
    /// The most text a compressed file may inflate to per byte of it, past ``inflationFloor``.
    /// Gramps' own files inflate about 6 times (its example database 7 times); deflate's most
    /// is 1,032.
    public var inflationRatio: Int
    /// Text every compressed file may inflate to whatever its ratio, in bytes.
    public var inflationFloor: Int
    /// The most text any compressed file may inflate to, in bytes: as much as a plain file may
    /// hold (TreeBench reads inputs of up to 4 GiB).
    public var inflatedBytes: Int
    /// The longest text of one field the reader keeps (a name part, a gender, an event's type),
    /// in bytes.
    public var fieldBytes: Int

    /// The limits `treebench` reads with: 100 times the compressed size past 16 MiB of text, at
    /// most 4 GiB, and fields of up to 1 MiB.
    public init(
        inflationRatio: Int = 100, inflationFloor: Int = 16 << 20, inflatedBytes: Int = 4 << 30,
        fieldBytes: Int = 1 << 20
    ) {
        self.inflationRatio = inflationRatio
        self.inflationFloor = inflationFloor
        self.inflatedBytes = inflatedBytes
        self.fieldBytes = fieldBytes
    }

    /// The most text a compressed file of `compressedBytes` may inflate to, and the limit that
    /// sets it, for the refusal.
    func inflationAllowance(compressedBytes: Int) -> (bytes: Int, limit: String) {
        let byRatio = max(inflationFloor, compressedBytes.multipliedReportingOverflow(by: inflationRatio).partialValue)
        if byRatio < inflatedBytes {
            return (byRatio, "inflated text: \(inflationRatio) times the compressed size, or \(inflationFloor) bytes")
        }
        return (inflatedBytes, "inflated text: \(inflatedBytes) bytes")
    }
}
