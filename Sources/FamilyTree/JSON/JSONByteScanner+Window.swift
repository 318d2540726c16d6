extension JSONByteScanner {
    /// Marks the read position as the start of a record: what ``rewindToMark()`` returns to, what
    /// a moved window keeps, and where ``location(of:)`` starts counting.
    @inline(__always) package mutating func setMark() {
        mark = (offset, lineBreaks, lineStart)
    }

    /// Goes back to the mark, to read the record again once the window holds all of it.
    package mutating func rewindToMark() {
        (offset, lineBreaks, lineStart) = mark
    }

    /// Whether `error` may be only the window ending inside the record: it happened within
    /// ``lookahead`` bytes of the window's end, where more of the document may follow.
    ///
    /// A decision the scanner makes further from the end depends only on bytes inside the window,
    /// which are the document's, so an error there is the document's. Nearer the end, the reader
    /// reads more and tries again; when no more comes, the error is the document's after all.
    package func ranOutOfWindow(_ error: JSONSyntaxError) -> Bool {
        error.offset + Self.lookahead >= end
    }

    /// The most bytes any step of the scanner looks past the byte where it can fail (a
    /// byte-order mark's 3, a low surrogate's `\u` after a high one), with room to spare.
    static let lookahead = 8

    /// The bytes from the mark on, which a moved window keeps.
    package var bytesFromMark: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[mark.offset..<end])
    }

    /// Moves the window on: the bytes before the mark are dropped, and `window` (which starts
    /// with the bytes from the mark, as ``bytesFromMark`` gave them, and may hold more after them)
    /// is read from now on, at the mark.
    ///
    /// Call it after ``rewindToMark()`` and before the old window's bytes are overwritten: the
    /// column where the new window starts is counted from them.
    ///
    /// - Parameter window: The new window, valid while the scanner reads it.
    /// - Complexity: O(the dropped bytes of the current line), for its column.
    package mutating func moveWindow(to window: UnsafeRawBufferPointer) {
        let dropped = mark.offset
        if lineStart < dropped {
            // The mark's line began before the new window: carry its column so far.
            var column = lineStart < 0 ? windowStartColumn : 0
            for index in max(lineStart, 0)..<dropped where bytes[index] & 0xC0 != 0x80 { column += 1 }
            windowStartColumn = column
        }
        windowStart += dropped
        offset -= dropped
        lineStart -= dropped
        mark = (offset, lineBreaks, lineStart)
        bytes = window.assumingMemoryBound(to: UInt8.self)
        end = window.count
    }

    /// Reads `window` from now on, at the same offsets: the window holds the same bytes at its
    /// start and more after them.
    ///
    /// - Parameter window: The new window, valid while the scanner reads it.
    package mutating func extendWindow(to window: UnsafeRawBufferPointer) {
        bytes = window.assumingMemoryBound(to: UInt8.self)
        end = window.count
    }
}
