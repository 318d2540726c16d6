#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension String {
    /// Whether the text holds the NUL character, U+0000, which no text field of a family may hold
    /// (the rule `nul-character`): Graphviz reads DOT into C strings, which end at the first NUL,
    /// and XML (so SVG) cannot carry it even as a character reference.
    ///
    /// - Complexity: O(n) in the UTF-8 length: `memchr` over native storage.
    package var containsNULCharacter: Bool {
        let found = utf8.withContiguousStorageIfAvailable { bytes in
            bytes.baseAddress.map { memchr($0, 0, bytes.count) != nil } ?? false
        }
        return found ?? utf8.contains(0)
    }
}
