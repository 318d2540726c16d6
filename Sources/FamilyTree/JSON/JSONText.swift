/// How TreeBench writes JSON values as bytes (RFC 8259): strings escaped exactly, integers in
/// decimal, other numbers shortest-exact. The one formatting behind `[UInt8]`'s JSON appends and
/// TreeLayout's `JSONByteWriter`: each writes into memory its caller made room for, and says how many bytes.
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

    /// Writes an integer in decimal, two digits at a time.
    ///
    /// - Returns: The bytes written, at most 20.
    @inline(__always) package static func writeInteger(_ value: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var magnitude = value.magnitude
        let sign = value < 0 ? 1 : 0
        if sign == 1 { out[0] = UInt8(ascii: "-") }
        var digits = 1
        var power: UInt = 10
        while digits < 19 && magnitude >= power {
            digits += 1
            power &*= 10
        }
        if digits == 19 && magnitude >= power { digits = 20 }
        var position = sign + digits
        while magnitude >= 10 {
            let pair = UInt8(truncatingIfNeeded: magnitude % 100)
            magnitude /= 100
            position -= 2
            out[position] = UInt8(ascii: "0") + pair / 10
            out[position + 1] = UInt8(ascii: "0") + pair % 10
        }
        if position > sign { out[sign] = UInt8(ascii: "0") + UInt8(magnitude) }
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
        // Whole numbers below 2^53 (every one is a `Double`): a conversion there and back tells them,
        // where `rounded(.towardZero)` is a call to libm's `trunc` on a baseline x86-64.
        if value.magnitude < 9_007_199_254_740_992, Double(Int(value)) == value {
            return writeInteger(Int(value), to: out)
        }
        if let written = writeDyadic(value, to: out) { return written }
        // `write(to:)` prints what `description` does, handing the text over from its own stack buffer.
        var text = NumberText(out: out)
        value.write(to: &text)
        return text.count
    }

    /// The most binary fraction digits ``writeDyadic(_:to:)`` writes exactly: centring halves
    /// widths again and again, so a layout's coordinates are mostly multiples of 1/2, 1/4, … 1/8192.
    private static let dyadicBits = 13

    /// Writes a multiple of 2^-k (1 ≤ k ≤ 13) as its exact decimal (k digits after the point, the
    /// last a 5) when that is the shortest text that reads back to it, as `description` prints it;
    /// nil for any other number.
    ///
    /// The exact decimal is the shortest when the number's ulp is below 10^(1-k): a decimal with
    /// fewer digits after the point lies at least 5·10^-k from the number, more than half an ulp,
    /// so it reads back to another `Double`.
    ///
    /// - Returns: The bytes written, at most ``numberCapacity``, or nil.
    @inline(__always) private static func writeDyadic(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int? {
        let magnitude = value.magnitude
        // Below 1e15 the scaled value fits an Int and the whole part has at most 15 digits.
        guard magnitude < 1e15 else { return nil }
        let scaled = magnitude * Double(1 << dyadicBits)
        guard Double(Int(scaled)) == scaled else { return nil }
        let units = UInt64(Int(scaled))
        let bits = dyadicBits - units.trailingZeroBitCount
        guard bits > 0 else { return nil }
        var tenToBitsLessOne = 1.0  // exact: at most 10^12
        var fiveToBits: UInt64 = 5
        for _ in 1..<bits {
            tenToBitsLessOne *= 10
            fiveToBits *= 5
        }
        guard magnitude.ulp * tenToBitsLessOne < 1 else { return nil }
        var position = 0
        if value < 0 {
            out[0] = UInt8(ascii: "-")
            position = 1
        }
        position += writeInteger(Int(units >> UInt64(dyadicBits)), to: out + position)
        out[position] = UInt8(ascii: ".")
        // The fraction m/2^k is m·5^k/10^k: k decimal digits, leading zeros kept.
        var fraction = (units & (1 << UInt64(dyadicBits) - 1)) >> UInt64(dyadicBits - bits) * fiveToBits
        for index in stride(from: position + bits, to: position, by: -1) {
            out[index] = UInt8(ascii: "0") + UInt8(fraction % 10)
            fraction /= 10
        }
        return position + 1 + bits
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
