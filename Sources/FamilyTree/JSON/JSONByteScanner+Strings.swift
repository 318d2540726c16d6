private let quote = UInt8(ascii: "\"")
private let backslash = UInt8(ascii: "\\")

extension JSONByteScanner {
    /// The bytes between the quotes of the string at the read position when they need no decoding
    /// (no escape, no control character, closed); nil otherwise. Does not move, and does not
    /// check UTF-8.
    package func plainStringBytes() -> UnsafeBufferPointer<UInt8>? {
        var index = offset + 1
        while index < end {
            let byte = bytes[index]
            if byte == quote { return UnsafeBufferPointer(rebasing: bytes[offset + 1..<index]) }
            if byte == backslash || byte < 0x20 { return nil }
            index += 1
        }
        return nil
    }

    /// Reads the string at the read position (which holds its opening quote).
    ///
    /// - Throws: ``JSONSyntaxError`` for an unclosed string, a bad escape, a lone surrogate, a raw
    ///   control character, or invalid UTF-8 (at the first byte of the bad sequence).
    /// - Complexity: O(length of the string).
    package mutating func readString() throws(JSONSyntaxError) -> String {
        guard peek() == quote else { throw failure(expected: "a string") }
        var index = offset + 1
        var union: UInt8 = 0
        while index < end {
            let byte = bytes[index]
            if byte == quote {
                let raw = UnsafeBufferPointer(rebasing: bytes[offset + 1..<index])
                if union >= 0x80 { try requireUTF8(offset + 1..<index, in: "the string") }
                offset = index + 1
                return String(decoding: raw, as: UTF8.self)
            }
            if byte == backslash || byte < 0x20 { break }
            union |= byte
            index += 1
        }
        return try readEscapedString()
    }

    /// Reads `"key" :` and the white space around the colon, and hands the key's bytes (escapes
    /// decoded, UTF-8 checked) to `match`.
    ///
    /// - Parameter match: Turns the key's bytes into the caller's name for it.
    /// - Returns: What `match` returned.
    /// - Throws: ``JSONSyntaxError`` for a missing key or colon, or a key that is not a valid string.
    package mutating func readKey<Key>(_ match: (UnsafeBufferPointer<UInt8>) -> Key) throws(JSONSyntaxError) -> Key {
        guard peek() == quote else { throw failure(expected: "'\"' to start a key") }
        let key: Key
        if let raw = plainStringBytes() {
            if raw.contains(where: { $0 >= 0x80 }) {
                try requireUTF8(offset + 1..<offset + 1 + raw.count, in: "the key")
            }
            key = match(raw)
            offset += raw.count + 2
        } else {
            var text = try readString()
            key = text.withUTF8 { match($0) }
        }
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else { throw failure(expected: "':' after a key") }
        offset += 1
        skipWhitespace()
        return key
    }

    /// Fails at the first byte of `range` that does not start a valid UTF-8 sequence.
    private func requireUTF8(_ range: Range<Int>, in what: String) throws(JSONSyntaxError) {
        if let bad = WellFormedUTF8.firstInvalidByte(in: UnsafeBufferPointer(rebasing: bytes[range])) {
            throw failure(expected: "UTF-8 text in \(what)", at: range.lowerBound + bad)
        }
    }

    /// Reads the string at the read position (which holds its opening quote) without making a
    /// `String`: where its text is.
    ///
    /// - Parameter decoded: Where the text of a string with escapes is decoded to, appended.
    /// - Returns: The range of the text: in ``bytes`` (between the quotes) for a string without
    ///   escapes, in `decoded` otherwise.
    /// - Throws: ``JSONSyntaxError`` as ``readString()``.
    /// - Complexity: O(length of the string).
    @inline(__always)
    package mutating func readStringBytes(decodingInto decoded: inout [UInt8]) throws(JSONSyntaxError) -> StringBytes {
        guard peek() == quote else { throw failure(expected: "a string") }
        var index = offset + 1
        var union: UInt8 = 0
        // Eight bytes at a time up to the first quote, backslash or control byte (SWAR: a byte
        // equal to b, or below 0x20, sets its high bit in the masks below; the lowest bit set is
        // exactly the first such byte).
        if let base = bytes.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            while end - index >= 8 {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let quotes = word ^ (ones &* UInt64(quote))
                let backslashes = word ^ (ones &* UInt64(backslash))
                let special =
                    ((quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes | (word &- ones &* 0x20) & ~word)
                    & highs
                if special != 0 {
                    let plain = special.trailingZeroBitCount & ~7
                    if plain > 0 && word & highs & (UInt64.max >> (64 - plain)) != 0 { union = 0x80 }
                    index += plain / 8
                    break
                }
                if word & highs != 0 { union = 0x80 }
                index += 8
            }
        }
        while index < end {
            let byte = bytes[index]
            if byte == quote {
                if union >= 0x80 { try requireUTF8(offset + 1..<index, in: "the string") }
                defer { offset = index + 1 }
                return .input(offset + 1..<index)
            }
            if byte == backslash || byte < 0x20 { break }
            union |= byte
            index += 1
        }
        let start = decoded.count
        try decodeEscapedString(into: &decoded)
        return .decoded(start..<decoded.count)
    }

    private mutating func readEscapedString() throws(JSONSyntaxError) -> String {
        var decoded: [UInt8] = []
        try decodeEscapedString(into: &decoded)
        return String(decoding: decoded, as: UTF8.self)
    }

    /// Decodes the string at the read position, escapes and all, appending its UTF-8 to `decoded`.
    private mutating func decodeEscapedString(into decoded: inout [UInt8]) throws(JSONSyntaxError) {
        let opening = offset
        offset += 1
        var runStart = offset
        while true {
            guard offset < end else {
                throw failure(expected: "'\"' to close the string opened at \(locationText(of: opening))")
            }
            let byte = bytes[offset]
            switch byte {
            case quote, backslash:
                // Escapes are ASCII, so every run of raw bytes between them is UTF-8 on its own.
                try requireUTF8(runStart..<offset, in: "the string")
                decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
                if byte == quote {
                    offset += 1
                    return
                }
                try readEscape(into: &decoded)
                runStart = offset
            case 0..<0x20:
                throw failure(expected: "a control character to be escaped (\\n, \\t, \\u00XX) in a string")
            default:
                offset += 1
            }
        }
    }

    /// Decodes one escape sequence (the read position holds its backslash) and appends its UTF-8.
    private mutating func readEscape(into decoded: inout [UInt8]) throws(JSONSyntaxError) {
        let escapeStart = offset
        offset += 1
        let simple: UInt8? =
            switch peek() {
            case quote: quote
            case backslash: backslash
            case UInt8(ascii: "/"): UInt8(ascii: "/")
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            decoded.append(simple)
            offset += 1
            return
        }
        guard peek() == UInt8(ascii: "u") else {
            throw failure(expected: "an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX) after '\\'")
        }
        offset += 1
        let unit = try readHexQuad()
        var value = unit
        switch unit {
        case 0xD800...0xDBFF:
            let expected =
                "a low surrogate \\uDC00…\\uDFFF after the high surrogate at \(locationText(of: escapeStart))"
            guard peek() == backslash, offset + 1 < end, bytes[offset + 1] == UInt8(ascii: "u") else {
                throw failure(expected: expected)
            }
            let lowStart = offset
            offset += 2
            let low = try readHexQuad()
            guard (0xDC00...0xDFFF).contains(low) else { throw failure(expected: expected, at: lowStart) }
            value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        case 0xDC00...0xDFFF:
            throw failure(expected: "a high surrogate \\uD800…\\uDBFF before this low surrogate", at: escapeStart)
        default:
            break
        }
        // Every value left is a Unicode scalar: surrogates were paired or refused above.
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        UTF8.encode(scalar) { decoded.append($0) }
    }

    /// Reads the four hex digits of a `\u` escape.
    private mutating func readHexQuad() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = peek()
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure(expected: "four hex digits after \\u")
            }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return value
    }
}
