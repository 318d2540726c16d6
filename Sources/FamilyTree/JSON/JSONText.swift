/// How TreeBench writes JSON values as bytes (RFC 8259): strings escaped exactly, integers in
/// decimal, other numbers shortest-exact. The one formatting behind `[UInt8]`'s JSON appends and
/// ``JSONByteWriter``: each writes into memory its caller made room for, and says how many bytes.
package enum JSONText {
    /// The most bytes ``writeNumber(_:to:)`` and ``writeInteger(_:to:)`` write.
    package static let numberCapacity = 32

    /// The most bytes ``writeString(utf8:to:)`` writes for a string of `count` UTF-8 bytes: every
    /// byte escaped as `\u00XX`, and the quotes.
    @inline(__always) package static func stringCapacity(utf8Count count: Int) -> Int {
        6 * count + 2
    }

    /// Writes the string whose UTF-8 is `utf8` as a JSON string literal: `"` and `\` escaped,
    /// control characters as `\b \f \n \r \t` or `\u00XX`; everything else, non-ASCII text
    /// included, as its UTF-8.
    ///
    /// - Returns: The bytes written, at most ``stringCapacity(utf8Count:)``.
    /// - Complexity: O(length of `utf8`): runs without escapes are copied whole.
    @inline(__always)
    package static func writeString(utf8: UnsafeBufferPointer<UInt8>, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var position = 0
        out[position] = UInt8(ascii: "\"")
        position += 1
        var runStart = 0
        func copyRun(upTo end: Int) {
            if end > runStart, let base = utf8.baseAddress {
                (out + position).update(from: base + runStart, count: end - runStart)
                position += end - runStart
            }
        }
        for index in 0..<utf8.count {
            let byte = utf8[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            copyRun(upTo: index)
            runStart = index + 1
            out[position] = UInt8(ascii: "\\")
            position += 1
            let short: UInt8? =
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): byte
                case 0x0A: UInt8(ascii: "n")
                case 0x0D: UInt8(ascii: "r")
                case 0x09: UInt8(ascii: "t")
                case 0x08: UInt8(ascii: "b")
                case 0x0C: UInt8(ascii: "f")
                default: nil
                }
            if let short {
                out[position] = short
                position += 1
            } else {
                let hex: StaticString = "0123456789abcdef"
                out[position] = UInt8(ascii: "u")
                out[position + 1] = UInt8(ascii: "0")
                out[position + 2] = UInt8(ascii: "0")
                out[position + 3] = hex.utf8Start[Int(byte >> 4)]
                out[position + 4] = hex.utf8Start[Int(byte & 0xF)]
                position += 5
            }
        }
        copyRun(upTo: utf8.count)
        out[position] = UInt8(ascii: "\"")
        return position + 1
    }

    /// Writes an integer in decimal.
    ///
    /// - Returns: The bytes written, at most 20.
    @inline(__always) package static func writeInteger(_ value: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var magnitude = value.magnitude
        var digits = 1
        var rest = magnitude / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        let sign = value < 0 ? 1 : 0
        if sign == 1 { out[0] = UInt8(ascii: "-") }
        var position = sign + digits
        repeat {
            position -= 1
            out[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        return sign + digits
    }

    /// Writes a number: whole numbers as integers, others shortest-exact (what Swift's
    /// `description` writes, which reads back to the same `Double`, but without making a
    /// `String`), non-finite ones as `null`.
    ///
    /// - Returns: The bytes written, at most ``numberCapacity``.
    package static func writeNumber(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
        guard value.isFinite else {
            for (index, byte) in "null".utf8.enumerated() { out[index] = byte }
            return 4
        }
        if value == value.rounded(.towardZero) && abs(value) < 9_007_199_254_740_992 {
            return writeInteger(Int(value), to: out)
        }
        // Centring makes quarters and halves common; their shortest form is plain to write.
        let quarters = abs(value) * 4
        if quarters == quarters.rounded(.towardZero) && quarters < 1e15 {
            var position = 0
            if value < 0 {
                out[0] = UInt8(ascii: "-")
                position = 1
            }
            position += writeInteger(Int(quarters) / 4, to: out + position)
            let fraction: StaticString =
                switch Int(quarters) % 4 {
                case 1: ".25"
                case 2: ".5"
                default: ".75"
                }
            (out + position).update(from: fraction.utf8Start, count: fraction.utf8CodeUnitCount)
            return position + fraction.utf8CodeUnitCount
        }
        // `write(to:)` prints what `description` does, handing the text over from its own stack buffer.
        var text = NumberText(out: out)
        value.write(to: &text)
        return text.count
    }
}

/// The text of a number as `Double.write(to:)` prints it, into memory with room for
/// ``JSONText/numberCapacity`` bytes: the standard library hands finite numbers to
/// `_writeASCII` straight from a stack buffer, so printing one makes no `String`.
private struct NumberText: TextOutputStream {
    let out: UnsafeMutablePointer<UInt8>
    var count = 0

    mutating func write(_ string: String) {
        for byte in string.utf8 where count < JSONText.numberCapacity {
            out[count] = byte
            count += 1
        }
    }

    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let base = buffer.baseAddress else { return }
        let length = min(buffer.count, JSONText.numberCapacity - count)
        (out + count).update(from: base, count: length)
        count += length
    }
}
