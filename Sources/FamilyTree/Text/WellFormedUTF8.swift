/// The one check of UTF-8 well-formedness, shared by the JSON byte scanner and the GEDCOM reader.
package enum WellFormedUTF8 {
    /// The index of the first byte of `bytes` that does not begin a well-formed UTF-8 sequence;
    /// nil when all of `bytes` is well-formed.
    ///
    /// Well-formed is The Unicode Standard's table 3-7 (and RFC 3629): no overlong forms, no
    /// surrogates (U+D800…U+DFFF), nothing past U+10FFFF, no truncated sequence.
    ///
    /// - Parameter bytes: The bytes to check.
    /// - Returns: The offset of the lead byte of the first ill-formed sequence, or nil.
    /// - Complexity: O(`bytes.count`).
    package static func firstInvalidByte(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            // Eight ASCII bytes at a time, as most of a family file's text is.
            if index + 8 <= count,
                let start = bytes.baseAddress,
                UnsafeRawPointer(start + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                index += 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, low) = (3, 0xA0)
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: (length, high) = (3, 0x9F)
            case 0xF0: (length, low) = (4, 0x90)
            case 0xF1...0xF3: length = 4
            case 0xF4: (length, high) = (4, 0x8F)
            default: return index
            }
            guard index + length <= count, (low...high).contains(bytes[index + 1]) else { return index }
            for next in index + 2..<index + length where bytes[next] & 0xC0 != 0x80 { return index }
            index += length
        }
        return nil
    }
}
