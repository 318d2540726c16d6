/// One line of a GEDCOM file: its parts as byte ranges into the text.
///
/// `LEVEL [@XREF@] TAG [VALUE]` (GEDCOM 5.5.1 chapter 1, "gedcom_line"; GEDCOM 7.0 §1.3 "Lines").
struct GEDCOMLine {
    /// The 1-based line number (CR, LF, CR LF and LF CR each end one line).
    var number: Int
    /// The level, 0–99.
    var level: Int
    /// Where the line starts in the text, for columns.
    var start: Int
    /// The cross-reference id between its `@`s, or an empty range at 0 when there is none.
    var xref: Range<Int>
    /// The tag.
    var tag: Range<Int>
    /// The value: everything after the space that follows the tag, or an empty range.
    var value: Range<Int>

    /// Whether the line has a cross-reference id.
    var hasXref: Bool { !xref.isEmpty }
}

/// A line that is not `LEVEL [@XREF@] TAG [VALUE]`.
struct MalformedGEDCOMLine: Error {
    /// The line number.
    var line: Int
    /// The column (1-based, in bytes) where the line stops making sense.
    var column: Int
    /// What was expected there.
    var reason: String
    /// The line's bytes in the text, without its line end.
    var bytes: Range<Int>
}

/// Splits GEDCOM text into lines and each line into level, cross-reference id, tag and value.
///
/// The lexer knows the grammar of one line and nothing of how lines nest: the record reader
/// (`GEDCOMReader`) checks levels against each other and decides what each line means. It is
/// lenient where programs are (GEDCOM 5.5.1 allowed what 7.0 forbids): lines may be indented with
/// spaces or tabs, several spaces may separate the parts, and a line holding only spaces, tabs,
/// NUL or DOS's end-of-file mark (0x1A) is blank and skipped.
///
/// It reads from a buffer the caller keeps alive, so a line is five integers and no copy.
struct GEDCOMLineLexer {
    private let buffer: UnsafeBufferPointer<UInt8>
    /// Where the next line starts.
    private(set) var index: Int
    /// The number of the last line read (blank ones included).
    private(set) var lineNumber = 0

    /// A lexer over `buffer` from `start` (after a byte-order mark).
    init(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) {
        self.buffer = buffer
        index = start
    }

    /// Whether every line has been read.
    var isAtEnd: Bool { index >= buffer.count }

    /// The next line that is not blank, or nil at the end of the text.
    ///
    /// - Throws: ``MalformedGEDCOMLine`` for a line that is not a GEDCOM line; the lexer has then
    ///   moved past it, so the caller may go on.
    /// - Complexity: O(length of the lines read).
    @inline(__always) mutating func next() throws(MalformedGEDCOMLine) -> GEDCOMLine? {
        while index < buffer.count {
            lineNumber += 1
            let lineStart = index
            let lineEnd = Self.lineEnd(in: buffer, from: index)
            index =
                lineEnd + 1 < buffer.count
                ? lineEnd + GEDCOMLocation.lineEndLength(buffer[lineEnd], followedBy: buffer[lineEnd + 1])
                : lineEnd + 1
            var cursor = lineStart
            while cursor < lineEnd, case let byte = buffer[cursor],
                byte == 0x20 || byte == 0x09 || byte == 0x00 || byte == 0x1A
            {
                cursor += 1
            }
            if cursor == lineEnd { continue }  // blank (or the LF of LF CR)
            return try parse(from: cursor, lineStart: lineStart, lineEnd: lineEnd)
        }
        return nil
    }

    /// The index of the first CR or LF at or after `start`, or the end of `buffer`.
    ///
    /// Eight bytes are tested at once while none of them is below 0x0E (CR is 0x0D, LF 0x0A: a
    /// line's text is rarely a control character), so the search costs a comparison a word, not
    /// two a byte.
    @inline(__always) static func lineEnd(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        let count = buffer.count
        guard let base = UnsafeRawPointer(buffer.baseAddress) else { return count }
        while true {
            // Any byte below 0x0E sets its high bit in `(word - 0x0E…) & ~word` (the first such
            // byte exactly; a borrow may mark bytes after it, which the byte loop reads anyway).
            while index + 8 <= count,
                case let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self),
                (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080 == 0
            {
                index += 8
            }
            let stop = min(index + 8, count)
            while index < stop {
                let byte = buffer[index]
                if byte == 0x0A || byte == 0x0D { return index }
                index += 1
            }
            if index == count { return count }
        }
    }

    /// The parts of the line `lineStart..<lineEnd`, whose first non-blank byte is at `cursor`.
    @inline(__always) private func parse(
        from start: Int, lineStart: Int, lineEnd: Int
    ) throws(MalformedGEDCOMLine) -> GEDCOMLine {
        var cursor = start
        func fail(_ reason: String) -> MalformedGEDCOMLine {
            MalformedGEDCOMLine(
                line: lineNumber, column: cursor - lineStart + 1, reason: reason, bytes: lineStart..<lineEnd)
        }
        func skipSpaces() { while cursor < lineEnd && buffer[cursor] == 0x20 { cursor += 1 } }

        var level = 0
        while cursor < lineEnd, case let digit = buffer[cursor], digit >= 0x30 && digit <= 0x39 {
            level = level * 10 + Int(digit - 0x30)
            cursor += 1
            guard cursor - start <= 2 else { throw fail("the level has more than two digits") }
        }
        guard cursor > start else { throw fail("expected a level number") }
        guard cursor < lineEnd && buffer[cursor] == 0x20 else { throw fail("expected a space after the level") }
        skipSpaces()

        var xref = 0..<0
        if cursor < lineEnd && buffer[cursor] == UInt8(ascii: "@") {
            let xrefStart = cursor + 1
            cursor = xrefStart
            while cursor < lineEnd && buffer[cursor] != UInt8(ascii: "@") { cursor += 1 }
            guard cursor < lineEnd, cursor > xrefStart else { throw fail("a cross-reference id must end with @") }
            xref = xrefStart..<cursor
            cursor += 1
            guard cursor < lineEnd && buffer[cursor] == 0x20 else { throw fail("expected a space after the @id@") }
            skipSpaces()
        }

        let tagStart = cursor
        while cursor < lineEnd && buffer[cursor] != 0x20 { cursor += 1 }
        guard cursor > tagStart else { throw fail("expected a tag") }
        let valueStart = cursor < lineEnd ? cursor + 1 : lineEnd
        return GEDCOMLine(
            number: lineNumber, level: level, start: lineStart, xref: xref, tag: tagStart..<cursor,
            value: valueStart..<lineEnd)
    }

    /// Whether a line that is not a GEDCOM line reads as the first line of a record, and the
    /// record's cross-reference id when it shows one.
    ///
    /// Such a line is one whose level is `0` (`0@I2@ INDI`, `0 @I2@INDI`, `0INDI`), or that starts
    /// with `@` or with one character and spaces before `@` (`O @I2@ INDI`, a letter for the
    /// digit), after any byte-order marks (U+FEFF, as `cat a.ged b.ged` leaves one before the
    /// second file's `0 HEAD`). A line whose level reads 1 or more, or that starts with text
    /// (`x INDI`, a note's line that lost its level), is a line of the record it is in.
    ///
    /// - Parameter line: The line, as ``next()`` reported it.
    /// - Returns: Nil when the line does not start a record; else its `@id@`'s bytes (between the
    ///   `@`s), empty when it shows none.
    /// - Complexity: O(length of the line).
    func recordStart(of line: MalformedGEDCOMLine) -> Range<Int>? {
        var cursor = line.bytes.lowerBound
        let end = line.bytes.upperBound
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x00 || byte == 0x1A }
        func skipBlanks() { while cursor < end && isBlank(buffer[cursor]) { cursor += 1 } }
        skipBlanks()
        while cursor + 2 < end && buffer[cursor] == 0xEF && buffer[cursor + 1] == 0xBB && buffer[cursor + 2] == 0xBF {
            cursor += 3
            skipBlanks()
        }
        guard cursor < end else { return nil }
        let first = buffer[cursor]
        let isDigit = { (byte: UInt8) in byte >= 0x30 && byte <= 0x39 }
        if first == UInt8(ascii: "0") {
            guard cursor + 1 == end || !isDigit(buffer[cursor + 1]) else { return nil }
        } else if first != UInt8(ascii: "@") {
            guard !isDigit(first), cursor + 1 < end, buffer[cursor + 1] == 0x20 else { return nil }
            cursor += 1
            skipBlanks()
            guard cursor < end, buffer[cursor] == UInt8(ascii: "@") else { return nil }
        }
        // The id: between the line's first two `@`s, if it has them.
        var xrefStart = cursor
        while xrefStart < end && buffer[xrefStart] != UInt8(ascii: "@") { xrefStart += 1 }
        var xrefEnd = xrefStart + 1
        while xrefEnd < end && buffer[xrefEnd] != UInt8(ascii: "@") { xrefEnd += 1 }
        guard xrefEnd < end, xrefEnd > xrefStart + 1 else { return cursor..<cursor }
        return xrefStart + 1..<xrefEnd
    }

    /// The number of lines from here to the end that are not blank, for what follows `0 TRLR`.
    ///
    /// - Complexity: O(length of the rest).
    mutating func countRemainingLines() -> Int {
        var count = 0
        while index < buffer.count {
            do {
                if try next() != nil { count += 1 }
            } catch {
                count += 1
            }
        }
        return count
    }
}
