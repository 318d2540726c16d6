/// The one forward reader over the bytes of a JSON document (RFC 8259) that every TreeBench
/// JSON reader stands on: Family JSON, layout JSON, tree files and genealogy JSON.
///
/// It reads what the caller expects where the caller expects it — a key, a string, a number, a
/// literal, the `,` or closer after a member — and skips any value the caller does not ask
/// about, iteratively, so nesting of any depth cannot overflow the stack. It is strict where
/// JSON is: no trailing commas, no raw control characters in strings, no leading zeros, no lone
/// surrogates, and valid UTF-8 everywhere, in keys as in values. Every failure is a
/// ``JSONSyntaxError`` at the byte where it happened, which ``describe(_:context:)`` turns into
/// "line L, column C: expected …, found …".
///
/// Strings without escapes are made straight from the input bytes and keys are matched as bytes,
/// so reading costs little more than one pass over the input.
package struct JSONByteScanner {
    /// The input bytes, which must stay valid while the scanner is used.
    package let bytes: UnsafeBufferPointer<UInt8>
    /// The number of input bytes.
    package let end: Int
    /// The next byte to read.
    package var offset = 0

    /// Reads `bytes`, which must stay valid while the scanner is used.
    ///
    /// - Parameter bytes: The document.
    package init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes.assumingMemoryBound(to: UInt8.self)
        end = bytes.count
    }

    // MARK: Bytes

    /// The byte at the read position, or 0 at the end (0 is never valid JSON there either).
    @inline(__always) package func peek() -> UInt8 {
        offset < end ? bytes[offset] : 0
    }

    /// Whether only white space is left.
    package mutating func isAtEnd() -> Bool {
        skipWhitespace()
        return offset == end
    }

    /// Skips a UTF-8 byte-order mark at the start of the document, which RFC 8259 §8.1 lets a
    /// reader ignore.
    package mutating func skipByteOrderMark() {
        if offset == 0, end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
    }

    /// Skips spaces, tabs, line feeds and carriage returns.
    @inline(__always) package mutating func skipWhitespace() {
        while offset < end {
            switch bytes[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return
            }
        }
    }

    /// Consumes `byte` when it is next.
    ///
    /// - Parameter byte: The punctuation expected, e.g. `{`.
    /// - Returns: Whether it was there.
    @inline(__always) package mutating func consume(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        offset += 1
        return true
    }

    /// Consumes `byte`, or fails saying what was expected.
    ///
    /// - Parameters:
    ///   - byte: The punctuation expected.
    ///   - what: Its description for the error, e.g. `"'{' to open a box"`.
    /// - Throws: ``JSONSyntaxError`` when another byte is there.
    package mutating func expect(_ byte: UInt8, _ what: @autoclosure () -> String) throws(JSONSyntaxError) {
        guard consume(byte) else { throw failure(expected: what()) }
    }

    /// Reads `true`, `false` or `null`.
    ///
    /// - Parameter word: The literal expected.
    /// - Throws: ``JSONSyntaxError`` at the first byte that differs.
    package mutating func readLiteral(_ word: StaticString) throws(JSONSyntaxError) {
        for index in 0..<word.utf8CodeUnitCount {
            guard peek() == word.utf8Start[index] else { throw failure(expected: "'\(word)'") }
            offset += 1
        }
    }

    /// After a member of an object or array (and any white space): consumes `,` (true: another
    /// member follows) or the closer (false: the container ended).
    ///
    /// - Parameter closer: `}` or `]`.
    /// - Throws: ``JSONSyntaxError`` when neither is there.
    package mutating func continueContainer(closer: UInt8) throws(JSONSyntaxError) -> Bool {
        switch peek() {
        case UInt8(ascii: ","):
            offset += 1
            return true
        case closer:
            offset += 1
            return false
        default:
            throw failure(expected: "',' or '\(Character(Unicode.Scalar(closer)))'")
        }
    }

    /// A short name of the value starting at `position` (the read position by default), for
    /// messages such as "age must be a whole number, found a string".
    package func kindOfValue(at position: Int? = nil) -> String {
        let position = position ?? offset
        return switch position < end ? bytes[position] : 0 {
        case UInt8(ascii: "\""): "a string"
        case UInt8(ascii: "{"): "an object"
        case UInt8(ascii: "["): "an array"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): "a boolean"
        case UInt8(ascii: "n"): "null"
        default: "a number"
        }
    }

    // MARK: Errors

    /// A syntax error at `position` (the read position by default).
    package func failure(expected: String, at position: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(offset: position ?? offset, expected: expected)
    }

    /// The 1-based line and column of a byte offset; columns count Unicode scalars.
    ///
    /// - Complexity: O(offset): computed only for messages.
    package func location(of position: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(position, end) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        var column = 1
        for index in lineStart..<min(position, end) where bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
        return (line, column)
    }

    /// "line L, column C" of a byte offset.
    package func locationText(of position: Int) -> String {
        let (line, column) = location(of: position)
        return "line \(line), column \(column)"
    }

    /// What stands at `position`, for messages: a printable ASCII character in quotes, a byte in
    /// hex (so no control character or broken UTF-8 reaches a terminal), or the end.
    package func found(at position: Int) -> String {
        guard position < end else { return "the end of the document" }
        let byte = bytes[position]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    /// The error as a sentence: "line L, column C: expected X[ context], found Y".
    ///
    /// - Parameters:
    ///   - error: The syntax error.
    ///   - context: Words naming the part being read, e.g. `"in the generations array"`.
    package func describe(_ error: JSONSyntaxError, context: String = "") -> String {
        let place = context.isEmpty ? "" : " " + context
        return "\(locationText(of: error.offset)): expected \(error.expected)\(place), found \(found(at: error.offset))"
    }
}
