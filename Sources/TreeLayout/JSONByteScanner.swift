#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small forward scanner over JSON bytes (RFC 8259), for documents too large for `Codable`.
///
/// It reads strings, numbers and punctuation where the caller expects them and skips any value
/// it is not asked about, iteratively, so deep nesting cannot overflow the stack. Every
/// failure is a ``LayoutJSONError/malformed(offset:reason:)`` at the byte where it happened.
struct JSONByteScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var offset = 0
    /// Scratch for `strtod`, which needs a terminated C string.
    private var numberText: [CChar] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    func failure(_ reason: String) -> LayoutJSONError {
        .malformed(offset: offset, reason: reason)
    }

    /// The next byte that is not white space, without consuming it; nil at the end.
    mutating func peek() -> UInt8? {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return bytes[offset]
            }
        }
        return nil
    }

    /// Consumes `byte` if it comes next (after white space).
    mutating func consume(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        offset += 1
        return true
    }

    /// Consumes `byte`, or fails saying what was expected.
    mutating func expect(_ byte: UInt8, _ what: String) throws(LayoutJSONError) {
        guard consume(byte) else { throw failure("expected \(what)") }
    }

    /// Fails unless only white space is left.
    mutating func expectEnd() throws(LayoutJSONError) {
        if peek() != nil { throw failure("unexpected bytes after the document") }
    }

    /// Reads a string and returns the range of its raw bytes between the quotes, and whether
    /// they hold an escape (then ``decodeString(_:)`` gives the text).
    mutating func readStringSpan() throws(LayoutJSONError) -> (range: Range<Int>, escaped: Bool) {
        try expect(UInt8(ascii: "\""), "a string")
        let start = offset
        var escaped = false
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                offset += 1
                return (start..<offset - 1, escaped)
            }
            if byte < 0x20 { throw failure("control character in a string") }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                offset += 1
            }
            offset += 1
        }
        throw failure("unterminated string")
    }

    /// Reads a string.
    mutating func readString() throws(LayoutJSONError) -> String {
        let span = try readStringSpan()
        if !span.escaped { return String(decoding: UnsafeBufferPointer(rebasing: bytes[span.range]), as: UTF8.self) }
        return try decodeString(span.range)
    }

    /// Whether the raw bytes of an unescaped string are exactly `key`.
    func spanEquals(_ range: Range<Int>, _ key: StaticString) -> Bool {
        key.withUTF8Buffer { UnsafeBufferPointer(rebasing: bytes[range]).elementsEqual($0) }
    }

    /// The text of a string's raw bytes, escapes resolved.
    func decodeString(_ range: Range<Int>) throws(LayoutJSONError) -> String {
        var units: [UInt16] = []
        var utf8: [UInt8] = []
        var index = range.lowerBound
        func flushUnits() {
            if units.isEmpty { return }
            utf8.append(contentsOf: String(decoding: units, as: UTF16.self).utf8)
            units.removeAll()
        }
        while index < range.upperBound {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\") else {
                flushUnits()
                utf8.append(byte)
                index += 1
                continue
            }
            let code = bytes[index + 1]
            index += 2
            if code == UInt8(ascii: "u") {
                guard index + 4 <= range.upperBound, let unit = UInt16(hex: bytes[index..<index + 4]) else {
                    throw LayoutJSONError.malformed(offset: index, reason: "bad \\u escape")
                }
                units.append(unit)
                index += 4
                continue
            }
            flushUnits()
            switch code {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(code)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            default: throw LayoutJSONError.malformed(offset: index - 1, reason: "bad escape")
            }
        }
        flushUnits()
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Reads a number.
    mutating func readNumber() throws(LayoutJSONError) -> Double {
        guard peek() != nil else { throw failure("expected a number") }
        let start = offset
        var isInteger = true
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        let integerDigits = skipDigits()
        guard integerDigits > 0 else { throw failure("expected a number") }
        if integerDigits > 1 && bytes[offset - integerDigits] == UInt8(ascii: "0") {
            throw LayoutJSONError.malformed(offset: start, reason: "leading zero in a number")
        }
        if offset < bytes.count && bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            isInteger = false
            guard skipDigits() > 0 else { throw failure("expected digits after the decimal point") }
        }
        if offset < bytes.count && (bytes[offset] | 0x20) == UInt8(ascii: "e") {
            offset += 1
            isInteger = false
            if offset < bytes.count && (bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")) {
                offset += 1
            }
            guard skipDigits() > 0 else { throw failure("expected digits in the exponent") }
        }
        if isInteger && integerDigits <= 15 {
            var value = 0
            for byte in bytes[(offset - integerDigits)..<offset] { value = value * 10 + Int(byte - 0x30) }
            return bytes[start] == UInt8(ascii: "-") ? -Double(value) : Double(value)
        }
        numberText.removeAll(keepingCapacity: true)
        for byte in bytes[start..<offset] { numberText.append(CChar(bitPattern: byte)) }
        numberText.append(0)
        return strtod(numberText, nil)
    }

    /// Skips a run of decimal digits and returns how many there were.
    private mutating func skipDigits() -> Int {
        let start = offset
        while offset < bytes.count && bytes[offset] &- UInt8(ascii: "0") < 10 { offset += 1 }
        return offset - start
    }

    /// Skips one value of any kind, however deeply nested.
    mutating func skipValue() throws(LayoutJSONError) {
        var open: [UInt8] = []
        repeat {
            guard let byte = peek() else { throw failure("expected a value") }
            var valueDone = true
            switch byte {
            case UInt8(ascii: "{"):
                offset += 1
                if !consume(UInt8(ascii: "}")) {
                    open.append(byte)
                    _ = try readStringSpan()
                    try expect(UInt8(ascii: ":"), "':'")
                    valueDone = false
                }
            case UInt8(ascii: "["):
                offset += 1
                if !consume(UInt8(ascii: "]")) {
                    open.append(byte)
                    valueDone = false
                }
            case UInt8(ascii: "\""): _ = try readStringSpan()
            case UInt8(ascii: "t"): try skipLiteral("true")
            case UInt8(ascii: "f"): try skipLiteral("false")
            case UInt8(ascii: "n"): try skipLiteral("null")
            default: _ = try readNumber()
            }
            while valueDone, let container = open.last {
                if consume(UInt8(ascii: ",")) {
                    if container == UInt8(ascii: "{") {
                        _ = try readStringSpan()
                        try expect(UInt8(ascii: ":"), "':'")
                    }
                    valueDone = false
                } else if consume(container == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    open.removeLast()
                } else {
                    throw failure(
                        "expected ',' or the end of the \(container == UInt8(ascii: "{") ? "object" : "array")")
                }
            }
        } while !open.isEmpty
    }

    private mutating func skipLiteral(_ word: StaticString) throws(LayoutJSONError) {
        let length = word.utf8CodeUnitCount
        guard offset + length <= bytes.count, spanEquals(offset..<offset + length, word) else {
            throw failure("expected a value")
        }
        offset += length
    }
}

extension UInt16 {
    /// Parses exactly four hexadecimal digits.
    fileprivate init?(hex digits: Slice<UnsafeBufferPointer<UInt8>>) {
        var value: UInt16 = 0
        for byte in digits {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt16(digit)
        }
        self = value
    }
}
