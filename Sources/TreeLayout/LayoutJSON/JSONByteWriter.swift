import FamilyTree

/// A growable buffer of UTF-8 that JSON is written into in place, value by value (FamilyTree's
/// `JSONText` formatting), with no allocation per value: what streams a layout of millions of
/// boxes.
///
/// It owns its memory (a noncopyable value, freed when it goes); a streamed writer hands its
/// bytes on once they fill a chunk (``withBytes(_:)``, then ``removeAll()``) and so stays that size.
///
/// It lives in the module that writes through it, so that its appends are inlined into the
/// layout JSON writer's loop: from FamilyTree (a `package` type, whose functions are not inlined
/// into another module) each byte, literal and number was a call, `write(ascii:)` alone 16% of
/// the instructions of writing a layout's JSON.
struct JSONByteWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The bytes written since the start or the last ``removeAll()``.
    private(set) var count = 0

    /// An empty writer with room for `capacity` bytes before it grows.
    init(capacity: Int) {
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
    @inline(__always) mutating func write(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// Appends an ASCII literal (punctuation and field names).
    @inline(__always) mutating func write(ascii text: StaticString) {
        let length = text.utf8CodeUnitCount
        reserve(length)
        (base + count).update(from: text.utf8Start, count: length)
        count += length
    }

    /// Appends a string, escaped, in quotes (`JSONText.writeString(utf8:to:)`).
    @inline(__always) mutating func writeString(utf8: UnsafeBufferPointer<UInt8>) {
        reserve(JSONText.stringCapacity(utf8Count: utf8.count))
        count += JSONText.writeString(utf8: utf8, to: base + count)
    }

    /// Appends a number (`JSONText.writeNumber(_:to:)`).
    @inline(__always) mutating func writeNumber(_ value: Double) {
        reserve(JSONText.numberCapacity)
        count += JSONText.writeNumber(value, to: base + count)
    }

    /// Appends a number as ``writeNumber(_:)`` does, copying its text when it is the number
    /// `last` holds, and keeping it in `last` otherwise.
    ///
    /// - Parameters:
    ///   - value: The number.
    ///   - last: The text of the number written last in the same place.
    @inline(__always) mutating func writeNumber(_ value: Double, repeating last: inout RepeatedNumber) {
        assert(JSONText.numberCapacity <= RepeatedNumber.capacity, "a number's text must fit a RepeatedNumber")
        reserve(RepeatedNumber.capacity)
        keepText(of: &last)
        let here = UnsafeMutableRawPointer(base + count)
        if value.bitPattern == last.bits && last.count > 0 {
            here.storeBytes(of: last.text, as: RepeatedNumber.Text.self)
            count += last.count
            return
        }
        let written = JSONText.writeNumber(value, to: base + count)
        // The text is copied into `last` the next time (`keepText(of:)`): loading it now, right
        // after its bytes were stored one by one, waited for the stores (41% of `closeBox`).
        last.bits = value.bitPattern
        last.count = written
        last.writtenAt = count
        count += written
    }

    /// Copies the text of `last`, when it is still only in this buffer (``RepeatedNumber/writtenAt``),
    /// into `last`: before the next number in its place, or before the buffer is emptied.
    @inline(__always) mutating func keepText(of last: inout RepeatedNumber) {
        guard last.writtenAt >= 0 else { return }
        // Room for the whole 32 bytes was made when the number was written, and the buffer only
        // grows, so they are kept as one value; `last.count` of them count.
        last.text = UnsafeRawPointer(base + last.writtenAt).loadUnaligned(as: RepeatedNumber.Text.self)
        last.writtenAt = -1
    }

    /// Appends an integer in decimal.
    @inline(__always) mutating func writeInteger(_ value: Int) {
        reserve(JSONText.numberCapacity)
        count += JSONText.writeInteger(value, to: base + count)
    }

    /// Calls `body` with the bytes written.
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }

    /// Forgets the bytes written, keeping the buffer.
    mutating func removeAll() {
        count = 0
    }
}
