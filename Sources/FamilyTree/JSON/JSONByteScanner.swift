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
///
/// A document too large to hold is read a *window* at a time (``JSONByteScanner+Window``): the
/// reader marks where each record starts, and when a record runs past the window's end, moves the
/// window on to the mark and reads again. Lines are counted as white space is skipped (JSON has
/// line breaks nowhere else), so an error's line and column are exact in any window.
package struct JSONByteScanner {
    /// The input bytes (the whole document, or the window of it being read), which must stay
    /// valid while the scanner is used.
    package internal(set) var bytes: UnsafeBufferPointer<UInt8>
    /// The number of input bytes in ``bytes``.
    package internal(set) var end: Int
    /// The next byte to read, counted from the start of ``bytes``.
    package var offset = 0
    /// Where the window's first byte stands in the whole document; 0 when ``bytes`` is the whole
    /// document.
    package internal(set) var windowStart = 0
    /// The line breaks before ``offset`` that ``skipWhitespace()`` passed.
    var lineBreaks = 0
    /// The offset (in ``bytes``) of the first byte of the line ``offset`` is on; negative when
    /// that line began before the window.
    var lineStart = 0
    /// The column (Unicode scalars before it on its line) of the window's first byte.
    var windowStartColumn = 0
    /// Where the record being read began (``setMark()``), with the line count there.
    var mark = (offset: 0, lineBreaks: 0, lineStart: 0)

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
        if windowStart == 0, offset == 0, end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
    }

    /// Skips spaces, tabs, line feeds and carriage returns, counting the lines.
    @inline(__always) package mutating func skipWhitespace() {
        while offset < end {
            switch bytes[offset] {
            case 0x20, 0x0D, 0x09:
                offset += 1
            case 0x0A:
                offset += 1
                lineBreaks += 1
                lineStart = offset
            default:
                return
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

    /// Consumes `literal` when the bytes at the read position are exactly it: a fast way past
    /// text a format usually has there, such as `"name": ` (the caller falls back to reading it
    /// token by token when it is not).
    ///
    /// - Parameter literal: 4 to 16 ASCII bytes.
    /// - Returns: Whether it was there.
    @inline(__always) package mutating func consume(literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard end - offset >= count, let base = bytes.baseAddress else { return false }
        let here = UnsafeRawPointer(base + offset)
        let there = UnsafeRawPointer(literal.utf8Start)
        let matches: Bool
        if count >= 8 {
            matches =
                here.loadUnaligned(as: UInt64.self) == there.loadUnaligned(as: UInt64.self)
                && here.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                    == there.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else {
            matches =
                here.loadUnaligned(as: UInt32.self) == there.loadUnaligned(as: UInt32.self)
                && here.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
                    == there.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        }
        if matches { offset += count }
        return matches
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
    /// In a window, `position` must not come before the mark (the record being read).
    ///
    /// - Complexity: O(position − mark): computed only for messages.
    package func location(of position: Int) -> (line: Int, column: Int) {
        let position = min(position, end)
        var (from, line, lineStart) = mark
        if position < from { (from, line, lineStart) = (0, 0, 0) }
        for index in from..<position where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        var column = lineStart < 0 ? windowStartColumn + 1 : 1
        for index in max(lineStart, 0)..<max(position, 0) where bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
        return (line + 1, column)
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
