/// What each byte is to ``XMLByteScanner``'s loops, as bits of one table entry, so a loop over a
/// name, an attribute value or text tests a byte with one load rather than a chain of comparisons.
enum XMLByteClass {
    /// May begin a name (§2.3, NameStartChar): a letter, `_`, `:`, or (unchecked) any byte of a
    /// non-ASCII character.
    static let nameStart: UInt8 = 1
    /// May be in a name (§2.3, NameChar): a NameStartChar, a digit, `-` or `.`.
    static let nameChar: UInt8 = 2
    /// Ends a run of character data (§2.4): `<`, `&`, `]` (which may begin `]]>`), and the line
    /// ends LF and CR (§2.11).
    static let textStop: UInt8 = 4
    /// Ends a run of an attribute value (§3.1, §3.3.3): either quote, `<`, `&`, and the tab, LF
    /// and CR that normalisation replaces.
    static let valueStop: UInt8 = 8

    /// The bits of every byte value, made once and never written after (so it is safe to share
    /// between threads, which the compiler cannot tell of a pointer).
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for byte in UInt8.min...UInt8.max {
            let letter = byte | 0x20
            let isNameStart =
                (letter >= UInt8(ascii: "a") && letter <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: ":") || byte >= 0x80
            let isNameChar =
                isNameStart || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ".")
            var bits: UInt8 = 0
            if isNameStart { bits |= nameStart }
            if isNameChar { bits |= nameChar }
            if "<&]\n\r".utf8.contains(byte) { bits |= textStop }
            if "\"'<&\t\n\r".utf8.contains(byte) { bits |= valueStop }
            table[Int(byte)] = bits
        }
        return UnsafePointer(table)
    }()
}
