private let quote = UInt8(ascii: "\"")
private let backslash = UInt8(ascii: "\\")

extension FamilyJSONReader {
    // MARK: Strings

    /// The bytes between the quotes of the string at the read position when they need no decoding
    /// (no escape, no control character, closed); nil otherwise. Does not move.
    func plainStringBytes() -> UnsafeBufferPointer<UInt8>? {
        var index = offset + 1
        while index < end {
            let byte = start[index]
            if byte == quote { return UnsafeBufferPointer(rebasing: start[offset + 1..<index]) }
            if byte == backslash || byte < 0x20 { return nil }
            index += 1
        }
        return nil
    }

    /// Reads the string at the read position (which holds its opening quote).
    ///
    /// - Throws: ``FamilyError/malformedDocument(reason:)`` for an unclosed string, a bad escape,
    ///   a lone surrogate, a raw control character or invalid UTF-8.
    mutating func readString() throws(FamilyError) -> String {
        var index = offset + 1
        var union: UInt8 = 0
        while index < end {
            let byte = start[index]
            if byte == quote {
                let raw = UnsafeBufferPointer(rebasing: start[offset + 1..<index])
                guard let text = union < 0x80 ? String(decoding: raw, as: UTF8.self) : validUTF8String(raw) else {
                    throw failure(expected: "UTF-8 text in the string")
                }
                offset = index + 1
                return text
            }
            if byte == backslash || byte < 0x20 { break }
            union |= byte
            index += 1
        }
        return try readEscapedString()
    }

    /// The text of `raw` when it is valid UTF-8, else nil. (`String(validating:)` is generic and
    /// costs a metadata look-up per call; decoding with repair and comparing is cheaper.)
    private func validUTF8String(_ raw: UnsafeBufferPointer<UInt8>) -> String? {
        var text = String(decoding: raw, as: UTF8.self)
        let unchanged = text.withUTF8 { $0.elementsEqual(raw) }
        return unchanged ? text : nil
    }

    private mutating func readEscapedString() throws(FamilyError) -> String {
        let opening = offset
        offset += 1
        var decoded: [UInt8] = []
        while true {
            guard offset < end else {
                throw failure(expected: "'\"' to close the string opened at \(location(of: opening))")
            }
            let byte = start[offset]
            switch byte {
            case quote:
                offset += 1
                guard let text = decoded.withUnsafeBufferPointer({ validUTF8String($0) }) else {
                    throw failure(expected: "UTF-8 text in the string", at: opening)
                }
                return text
            case backslash:
                try readEscape(into: &decoded)
            case 0..<0x20:
                throw failure(expected: "a control character to be escaped (\\n, \\t, \\u00XX) in a string")
            default:
                decoded.append(byte)
                offset += 1
            }
        }
    }

    /// Decodes one escape sequence (the read position holds its backslash) and appends its UTF-8.
    private mutating func readEscape(into decoded: inout [UInt8]) throws(FamilyError) {
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
            guard peek() == backslash, offset + 1 < end, start[offset + 1] == UInt8(ascii: "u") else {
                throw failure(
                    expected: "a low surrogate \\uDC00…\\uDFFF after the high surrogate at \(location(of: escapeStart))"
                )
            }
            let lowStart = offset
            offset += 2
            let low = try readHexQuad()
            guard (0xDC00...0xDFFF).contains(low) else {
                throw failure(
                    expected:
                        "a low surrogate \\uDC00…\\uDFFF after the high surrogate at \(location(of: escapeStart))",
                    at: lowStart)
            }
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
    private mutating func readHexQuad() throws(FamilyError) -> UInt32 {
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

    // MARK: Numbers

    /// Scans a JSON number at the read position.
    ///
    /// - Returns: `whole`, the value when the number is an integer that fits in `Int` with no
    ///   fraction or exponent; `isPlainInteger`, whether it has neither fraction nor exponent.
    mutating func scanNumber() throws(FamilyError) -> (whole: Int?, isPlainInteger: Bool) {
        let negative = peek() == UInt8(ascii: "-")
        if negative { offset += 1 }
        guard isDigit(peek()) else { throw failure(expected: "a digit") }
        var value = 0
        var overflow = false
        if peek() == UInt8(ascii: "0") {
            offset += 1
        } else {
            while isDigit(peek()) {
                let (times, o1) = value.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times.addingReportingOverflow(Int(peek() - UInt8(ascii: "0")))
                overflow = overflow || o1 || o2
                value = sum
                offset += 1
            }
        }
        var plain = true
        if peek() == UInt8(ascii: ".") {
            plain = false
            offset += 1
            guard isDigit(peek()) else { throw failure(expected: "a digit after '.'") }
            while isDigit(peek()) { offset += 1 }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            plain = false
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            guard isDigit(peek()) else { throw failure(expected: "a digit in the exponent") }
            while isDigit(peek()) { offset += 1 }
        }
        return (plain && !overflow ? (negative ? -value : value) : nil, plain)
    }

    @inline(__always) private func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    // MARK: Skipping

    /// Skips one JSON value of any kind and depth, checking its syntax, without recursion.
    mutating func skipValue() throws(FamilyError) {
        // For each open container, whether it is an object.
        var openObjects: [Bool] = []
        while true {
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: "{"):
                offset += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "}") {
                    offset += 1
                } else {
                    openObjects.append(true)
                    try skipKey()
                    continue
                }
            case UInt8(ascii: "["):
                offset += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "]") {
                    offset += 1
                } else {
                    openObjects.append(false)
                    continue
                }
            case quote:
                _ = try readString()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                _ = try scanNumber()
            case UInt8(ascii: "t"):
                try readLiteral("true")
            case UInt8(ascii: "f"):
                try readLiteral("false")
            case UInt8(ascii: "n"):
                try readLiteral("null")
            default:
                throw failure(expected: "a value (string, number, object, array, true, false or null)")
            }
            // A value ended: close every container that ends here, or move to the next member.
            while let isObject = openObjects.last {
                skipWhitespace()
                if peek() == UInt8(ascii: ",") {
                    offset += 1
                    if isObject { try skipKey() }
                    break
                }
                guard peek() == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
                    throw failure(expected: isObject ? "',' or '}'" : "',' or ']'")
                }
                offset += 1
                openObjects.removeLast()
            }
            if openObjects.isEmpty { return }
        }
    }

    /// Skips `"key" :` inside a skipped object.
    private mutating func skipKey() throws(FamilyError) {
        skipWhitespace()
        guard peek() == quote else { throw failure(expected: "'\"' to start a key") }
        _ = try readString()
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else { throw failure(expected: "':' after a key") }
        offset += 1
    }
}
