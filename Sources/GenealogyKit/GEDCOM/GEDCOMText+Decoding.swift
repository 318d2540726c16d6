import FamilyTree

extension GEDCOMText {
    // MARK: UTF-8, and bytes that are not

    /// Keeps well-formed UTF-8 as it is and reads every other byte as Windows-1252, warning with
    /// `problem` when it is given.
    ///
    /// A file that is Windows-1252 throughout reads as Windows-1252; one that is UTF-8 with a few
    /// Windows-1252 bytes (files pieced together from two programs) reads right as well. The five
    /// bytes Windows-1252 leaves unassigned become U+FFFD.
    ///
    /// - Complexity: O(n): each byte is checked once and copied at most once.
    mutating func decodeUTF8(problem: String?, line: Int?) {
        var fallbackCount = 0
        var sawUTF8 = false
        let decoded: [UInt8]? = bytes.withUnsafeBufferPointer { buffer in
            var index = start
            var output: [UInt8] = []
            while index < buffer.count {
                let rest = UnsafeBufferPointer(rebasing: buffer[index...])
                guard let bad = WellFormedUTF8.firstInvalidByte(in: rest) else {
                    if output.isEmpty && fallbackCount == 0 { return nil }  // all of it UTF-8: kept as it is
                    sawUTF8 = sawUTF8 || rest.contains { $0 >= 0x80 }
                    output.append(contentsOf: rest)
                    break
                }
                if output.isEmpty { output.reserveCapacity(buffer.count + buffer.count / 8) }
                let run = UnsafeBufferPointer(rebasing: rest[..<bad])
                sawUTF8 = sawUTF8 || run.contains { $0 >= 0x80 }
                output.append(contentsOf: run)
                Self.appendUTF8(EightBitTable.windows1252.scalar(rest[bad]) ?? "\u{FFFD}", to: &output)
                fallbackCount += 1
                index += bad + 1
            }
            return output
        }
        guard let decoded else {
            characterSet = .utf8
            if let problem {
                warnings.append(
                    GenealogyWarning(.characterSet, line: line, problem: problem, action: .decoded(as: .utf8)))
            }
            return
        }
        bytes = decoded
        start = 0
        characterSet = sawUTF8 ? .utf8 : .windows1252
        if let problem {
            let action: GenealogyWarning.Action =
                sawUTF8 ? .decodedMixed(count: fallbackCount) : .decoded(as: .windows1252)
            warnings.append(GenealogyWarning(.characterSet, line: line, problem: problem, action: action))
        }
    }

    // MARK: 8-bit character sets

    /// Transcodes Windows-1252, code page 437 or Mac OS Roman; a byte the set leaves unassigned
    /// becomes U+FFFD, with a warning naming the first.
    ///
    /// - Complexity: O(n).
    mutating func transcodeEightBit(_ set: GEDCOMCharacterSet) {
        guard let firstHigh = bytes.firstIndex(where: { $0 >= 0x80 }) else { return }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 8)
        output.append(contentsOf: bytes[..<firstHigh])
        var firstUnassigned: Int?
        var unassignedCount = 0
        for offset in firstHigh..<bytes.count {
            let byte = bytes[offset]
            if byte < 0x80 {
                output.append(byte)
            } else if let scalar = set.scalar(ofHighByte: byte) {
                Self.appendUTF8(scalar, to: &output)
            } else {
                if firstUnassigned == nil { firstUnassigned = offset }
                unassignedCount += 1
                Self.appendUTF8("\u{FFFD}", to: &output)
            }
        }
        if let first = firstUnassigned {
            let (line, column) = GEDCOMLocation.of(offset: first, in: bytes)
            let count = unassignedCount
            warnings.append(
                GenealogyWarning(
                    .characterSet, line: line,
                    problem: "byte \(hexByte(bytes[first])) (column \(column))"
                        + (count > 1 ? " and \(count - 1) more" : "") + " \(count == 1 ? "is" : "are") no character in "
                        + set.rawValue,
                    action: .replaced(count: count)))
        }
        bytes = output
    }

    // MARK: UTF-16

    /// Transcodes UTF-16 (after its byte-order mark, if any) to UTF-8; an unpaired surrogate or
    /// a last odd byte becomes U+FFFD, with a warning naming the first.
    ///
    /// - Complexity: O(n).
    mutating func transcodeUTF16(bigEndian: Bool) {
        let raw = bytes
        var output: [UInt8] = []
        output.reserveCapacity(raw.count / 2)
        var index = raw.starts(with: bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) ? 2 : 0
        var replaced = 0
        var firstReplacedLine = 0
        var line = 1
        var previousEnd: UInt32 = 0
        func unit(at offset: Int) -> UInt32 {
            bigEndian
                ? UInt32(raw[offset]) << 8 | UInt32(raw[offset + 1])
                : UInt32(raw[offset + 1]) << 8 | UInt32(raw[offset])
        }
        while index < raw.count {
            var value: UInt32?
            if index + 1 < raw.count {
                let first = unit(at: index)
                index += 2
                if first < 0xD800 || first >= 0xE000 {
                    value = first
                } else if first < 0xDC00, index + 1 < raw.count, case let second = unit(at: index),
                    second >= 0xDC00 && second < 0xE000
                {
                    value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                    index += 2
                }
            } else {
                index += 1
            }
            guard let value else {
                if replaced == 0 { firstReplacedLine = line }
                replaced += 1
                previousEnd = 0
                Self.appendUTF8("\u{FFFD}", to: &output)
                continue
            }
            if value == 0x0A || value == 0x0D {
                // CR LF and LF CR end one line, as in the line lexer.
                if previousEnd != 0 && previousEnd != value {
                    previousEnd = 0
                } else {
                    line += 1
                    previousEnd = value
                }
            } else {
                previousEnd = 0
            }
            Self.appendUTF8(Unicode.Scalar(value) ?? "\u{FFFD}", to: &output)
        }
        bytes = output
        start = 0
        if replaced > 0 {
            warnings.append(
                GenealogyWarning(
                    .characterSet, line: firstReplacedLine,
                    problem: "\(replaced) UTF-16 code unit\(replaced == 1 ? " is" : "s are") no character "
                        + "(an unpaired surrogate, or an odd last byte)",
                    action: .replaced(count: replaced)))
        }
    }

    /// Appends a scalar's UTF-8 bytes.
    @inline(__always) static func appendUTF8(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
        UTF8.encode(scalar) { output.append($0) }
    }
}
