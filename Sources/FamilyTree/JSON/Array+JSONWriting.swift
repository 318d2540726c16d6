/// The one JSON writer every TreeBench JSON output goes through (Family JSON, layout JSON, tree
/// layouts, genealogy JSON, the chart page's data): byte-level appends to a UTF-8 buffer, each
/// value formatted by ``JSONText`` (a large layout streams through TreeLayout's `JSONByteWriter` instead,
/// with the same formatting).
extension [UInt8] {
    /// Appends the bytes of an ASCII literal (punctuation and field names).
    ///
    /// - Parameter text: The literal.
    @inline(__always) package mutating func append(ascii text: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends `text` as a JSON string literal (RFC 8259 §7): `"` and `\` escaped, control
    /// characters as `\b \f \n \r \t` or `\u00XX`; everything else, non-ASCII text included, as
    /// its UTF-8.
    ///
    /// - Parameter text: The string.
    /// - Complexity: O(length of `text`): runs without escapes are copied whole.
    package mutating func appendJSONString(_ text: String) {
        var text = text
        text.withUTF8 { appendJSONString(utf8: $0) }
    }

    /// Appends the string whose UTF-8 is `utf8` as a JSON string literal; see ``appendJSONString(_:)``.
    ///
    /// - Parameter utf8: The string's bytes.
    package mutating func appendJSONString(utf8: UnsafeBufferPointer<UInt8>) {
        appendFormatted(capacity: JSONText.stringCapacity(utf8Count: utf8.count)) {
            JSONText.writeString(utf8: utf8, to: $0)
        }
    }

    /// Appends a number: whole numbers as integers, others shortest-exact (what Swift's
    /// `description` writes, which reads back to the same `Double`, but without making a
    /// `String`), non-finite ones as `null`.
    ///
    /// - Parameter value: The number.
    package mutating func appendJSONNumber(_ value: Double) {
        appendFormatted(capacity: JSONText.numberCapacity) { JSONText.writeNumber(value, to: $0) }
    }

    /// Appends an integer in decimal.
    ///
    /// - Parameter value: The integer.
    package mutating func appendJSONInteger(_ value: Int) {
        appendFormatted(capacity: JSONText.numberCapacity) { JSONText.writeInteger(value, to: $0) }
    }

    /// Appends what `format` writes into `capacity` bytes of scratch memory (on the stack when small).
    @inline(__always)
    private mutating func appendFormatted(capacity: Int, _ format: (UnsafeMutablePointer<UInt8>) -> Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { scratch in
            guard let start = scratch.baseAddress else { return }
            append(contentsOf: UnsafeBufferPointer(start: start, count: format(start)))
        }
    }
}
