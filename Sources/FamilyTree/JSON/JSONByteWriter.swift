/// A growable buffer of UTF-8 that JSON is written into in place, value by value (``JSONText``'s
/// formatting), with no allocation per value: what streams a layout of millions of boxes.
///
/// It owns its memory (a noncopyable value, freed when it goes); a streamed writer hands its
/// bytes on once they fill a chunk (``bytes``, then ``removeAll()``) and so stays that size.
package struct JSONByteWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The bytes written since the start or the last ``removeAll()``.
    package private(set) var count = 0

    /// An empty writer with room for `capacity` bytes before it grows.
    package init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Makes room for `extra` more bytes, doubling the buffer when needed.
    @inline(__always) private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let grown = max(capacity * 2, count + extra)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.moveInitialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = grown
    }

    /// Appends one byte.
    @inline(__always) package mutating func write(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// Appends an ASCII literal (punctuation and field names).
    @inline(__always) package mutating func write(ascii text: StaticString) {
        let length = text.utf8CodeUnitCount
        reserve(length)
        (base + count).update(from: text.utf8Start, count: length)
        count += length
    }

    /// Appends a string, escaped, in quotes (``JSONText/writeString(utf8:to:)``).
    @inline(__always) package mutating func writeString(utf8: UnsafeBufferPointer<UInt8>) {
        reserve(JSONText.stringCapacity(utf8Count: utf8.count))
        count += JSONText.writeString(utf8: utf8, to: base + count)
    }

    /// Appends a number (``JSONText/writeNumber(_:to:)``).
    @inline(__always) package mutating func writeNumber(_ value: Double) {
        reserve(JSONText.numberCapacity)
        count += JSONText.writeNumber(value, to: base + count)
    }

    /// Appends an integer in decimal.
    @inline(__always) package mutating func writeInteger(_ value: Int) {
        reserve(JSONText.numberCapacity)
        count += JSONText.writeInteger(value, to: base + count)
    }

    /// Calls `body` with the bytes written.
    package func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }

    /// Forgets the bytes written, keeping the buffer.
    package mutating func removeAll() {
        count = 0
    }
}
