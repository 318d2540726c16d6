/// The one JSON writer every TreeBench JSON output goes through (Family JSON, layout JSON, tree
/// layouts, genealogy JSON, the chart page's data): byte-level appends to a UTF-8 buffer.
extension [UInt8] {
    /// Appends the bytes of an ASCII literal (punctuation and field names).
    ///
    /// - Parameter text: The literal.
    @inline(__always) package mutating func append(ascii text: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends `text` as a JSON string literal (RFC 8259 §7): `"` and `\` escaped, control
    /// characters as `\b \f \n \r \t` or `\u00XX`; everything else, non-ASCII text included, as
    /// its UTF-8.
    ///
    /// - Parameter text: The string.
    /// - Complexity: O(length of `text`): runs without escapes are copied whole.
    package mutating func appendJSONString(_ text: String) {
        var text = text
        text.withUTF8 { appendJSONString(utf8: $0) }
    }

    /// Appends the string whose UTF-8 is `utf8` as a JSON string literal; see ``appendJSONString(_:)``.
    ///
    /// - Parameter utf8: The string's bytes.
    package mutating func appendJSONString(utf8: UnsafeBufferPointer<UInt8>) {
        append(UInt8(ascii: "\""))
        var runStart = 0
        for index in 0..<utf8.count {
            let byte = utf8[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            runStart = index + 1
            append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): append(byte)
            case 0x0A: append(UInt8(ascii: "n"))
            case 0x0D: append(UInt8(ascii: "r"))
            case 0x09: append(UInt8(ascii: "t"))
            case 0x08: append(UInt8(ascii: "b"))
            case 0x0C: append(UInt8(ascii: "f"))
            default:
                let hex: StaticString = "0123456789abcdef"
                append(ascii: "u00")
                append(hex.utf8Start[Int(byte >> 4)])
                append(hex.utf8Start[Int(byte & 0xF)])
            }
        }
        append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        append(UInt8(ascii: "\""))
    }

    /// Appends a number: whole numbers as integers, others shortest-exact (what Swift's
    /// `description` writes, which reads back to the same `Double`, but without making a
    /// `String`), non-finite ones as `null`.
    ///
    /// - Parameter value: The number.
    package mutating func appendJSONNumber(_ value: Double) {
        guard value.isFinite else {
            append(ascii: "null")
            return
        }
        if value == value.rounded(.towardZero) && abs(value) < 9_007_199_254_740_992 {
            appendJSONInteger(Int(value))
            return
        }
        // Centring makes quarters and halves common; their shortest form is plain to write.
        let quarters = abs(value) * 4
        if quarters == quarters.rounded(.towardZero) && quarters < 1e15 {
            if value < 0 { append(UInt8(ascii: "-")) }
            appendJSONInteger(Int(quarters) / 4)
            switch Int(quarters) % 4 {
            case 1: append(ascii: ".25")
            case 2: append(ascii: ".5")
            default: append(ascii: ".75")
            }
            return
        }
        // `write(to:)` prints what `description` does, handing the text over from its own stack
        // buffer; the array is lent to the stream (swapped in and out, never copied).
        var text = NumberText()
        swap(&text.bytes, &self)
        value.write(to: &text)
        swap(&text.bytes, &self)
    }

    /// Appends an integer in decimal.
    ///
    /// - Parameter value: The integer.
    package mutating func appendJSONInteger(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        if magnitude < 10 {
            append(UInt8(ascii: "0") + UInt8(magnitude))
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var count = 0
            repeat {
                digits[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            append(contentsOf: UnsafeBufferPointer(rebasing: digits[(20 - count)...]))
        }
    }
}

/// The text of a number as `Double.write(to:)` prints it, appended to an array: the standard
/// library hands finite numbers to `_writeASCII` straight from a stack buffer, so printing one
/// makes no `String`.
private struct NumberText: TextOutputStream {
    var bytes: [UInt8] = []

    mutating func write(_ string: String) {
        bytes.append(contentsOf: string.utf8)
    }

    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: buffer)
    }
}
