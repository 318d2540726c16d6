#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension JSONByteScanner {
    /// Scans a JSON number at the read position (RFC 8259 §6: an optional minus, no leading
    /// zero, an optional fraction and exponent).
    ///
    /// - Returns: `whole`, the value when the number is an integer that fits in `Int` with no
    ///   fraction or exponent; `isPlainInteger`, whether it has neither fraction nor exponent.
    /// - Throws: ``JSONSyntaxError`` at the first byte that breaks the grammar.
    package mutating func scanNumber() throws(JSONSyntaxError) -> (whole: Int?, isPlainInteger: Bool) {
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

    /// Reads a number as the nearest `Double` (one too large for `Double` is infinite; the caller
    /// decides whether that is allowed).
    ///
    /// - Throws: ``JSONSyntaxError`` when no number is there or it breaks the grammar.
    package mutating func readDouble() throws(JSONSyntaxError) -> Double {
        let start = offset
        guard peek() == UInt8(ascii: "-") || isDigit(peek()) else { throw failure(expected: "a number") }
        let number = try scanNumber()
        // Integers below 2^53 are exact in a Double; -0 keeps its sign.
        if let whole = number.whole, whole.magnitude < 1 << 53, whole != 0 || bytes[start] != UInt8(ascii: "-") {
            return Double(whole)
        }
        let length = offset - start
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: length + 1) { text in
            for index in 0..<length { text[index] = CChar(bitPattern: bytes[start + index]) }
            text[length] = 0
            return strtod(text.baseAddress!, nil)
        }
    }

    @inline(__always) private func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }
}
