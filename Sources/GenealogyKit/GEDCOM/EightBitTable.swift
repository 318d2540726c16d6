/// The upper half (bytes 0x80–0xFF) of an 8-bit character set whose lower half is ASCII: what
/// Windows-1252, IBM code page 437 and Mac OS Roman each are.
struct EightBitTable: Sendable {
    /// The scalar of each byte 0x80–0xFF, 0 where the set assigns none.
    private let high: [UInt16]

    /// A table from the scalars of bytes 0x80–0xFF in order, 0 for a byte the set leaves unassigned.
    init(high: [UInt16]) {
        precondition(high.count == 128, "an 8-bit table maps the 128 bytes 0x80–0xFF")
        self.high = high
    }

    /// The Unicode scalar of a byte 0x80 or up, or nil when the set assigns it none.
    @inline(__always) func scalar(_ byte: UInt8) -> Unicode.Scalar? {
        let value = high[Int(byte & 0x7F)]
        return value == 0 ? nil : Unicode.Scalar(value)
    }
}
