#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Person {
    /// The first text field (`id`, `name`, `gender`, `born`, `died`) that holds the NUL
    /// character, U+0000, or nil: the rule `nul-character` of ``Family/init(validating:)``.
    ///
    /// No field may hold it: Graphviz reads DOT into C strings, which end at the first NUL, and
    /// XML (so SVG) cannot carry it even as a character reference. Links (`coupleID`,
    /// `childrenIDs`, `sameAs`) need no check: they must name an id, which is checked.
    ///
    /// - Complexity: O(the fields' UTF-8 length), one `memchr` per field.
    package var fieldHoldingNUL: String? {
        if id.containsNULCharacter { return "id" }
        if name.containsNULCharacter { return "name" }
        if gender.containsNULCharacter { return "gender" }
        if born?.containsNULCharacter == true { return "born" }
        if died?.containsNULCharacter == true { return "died" }
        return nil
    }
}

extension String {
    /// Whether the text holds the NUL character, U+0000 (see ``Person/fieldHoldingNUL``).
    ///
    /// - Complexity: O(n) in the UTF-8 length: `memchr` over native storage.
    package var containsNULCharacter: Bool {
        let found = utf8.withContiguousStorageIfAvailable { bytes in
            bytes.baseAddress.map { memchr($0, 0, bytes.count) != nil } ?? false
        }
        return found ?? utf8.contains(0)
    }
}
