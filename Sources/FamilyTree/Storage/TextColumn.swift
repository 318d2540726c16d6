#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Many strings stored as one run of UTF-8 bytes, end to end, with where each ends: the text of a
/// million people's ids or names in two arrays instead of a million `String`s.
///
/// A `String` of more than 15 bytes is a heap block of its own (32 bytes of header and more);
/// here a string costs its bytes and one offset, and appending one is a copy of its bytes.
package struct TextColumn: Hashable, Sendable {
    /// Every string's UTF-8, one after the other.
    package private(set) var bytes: [UInt8] = []
    /// For each string, the offset in ``bytes`` just past its last byte.
    package private(set) var ends: [Int] = []

    /// An empty column.
    package init() {}

    /// The number of strings.
    @inline(__always) package var count: Int { ends.count }

    /// Makes room for `strings` more strings of `byteCount` bytes in all, so appending them
    /// does not grow the arrays again.
    package mutating func reserve(strings: Int, byteCount: Int) {
        ends.reserveCapacity(ends.count + strings)
        bytes.reserveCapacity(bytes.count + byteCount)
    }

    /// Appends a string given as its UTF-8 bytes.
    @inline(__always) package mutating func append(_ utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: utf8)
        ends.append(bytes.count)
    }

    /// Appends a string.
    package mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// The range in ``bytes`` of the string at `index`.
    @inline(__always) package func range(at index: Int) -> Range<Int> {
        (index == 0 ? 0 : ends[index - 1])..<ends[index]
    }

    /// The string at `index`.
    package func string(at index: Int) -> String {
        withUTF8(at: index) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the UTF-8 bytes of the string at `index`.
    @inline(__always) package func withUTF8<Value, Failure: Error>(
        at index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        let range = range(at: index)
        // The array's own `withUnsafeBufferPointer` rethrows untyped; the error is carried across.
        let outcome = bytes.withUnsafeBufferPointer { all -> Result<Value, Failure> in
            do throws(Failure) {
                return .success(try body(UnsafeBufferPointer(rebasing: all[range])))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// Whether the string at `index` is `utf8`, byte for byte.
    @inline(__always) package func equals(at index: Int, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let range = range(at: index)
        guard range.count == utf8.count else { return false }
        return bytes.withUnsafeBufferPointer { all in
            guard let start = all.baseAddress, let other = utf8.baseAddress else { return true }
            #if canImport(Glibc) || canImport(Darwin)
                return memcmp(start + range.lowerBound, other, range.count) == 0
            #else
                // The chart page's WebAssembly build of the engine has no C library.
                return (0..<range.count).allSatisfy { start[range.lowerBound + $0] == other[$0] }
            #endif
        }
    }

    /// Whether the strings at `index` and `other` are equal.
    package func equals(at index: Int, _ other: Int) -> Bool {
        withUTF8(at: other) { equals(at: index, $0) }
    }
}
