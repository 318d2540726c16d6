import FamilyTree

/// The check that a document's bytes are XML characters in well-formed UTF-8, made once over
/// each piece as it arrives, a UTF-8 sequence cut between two pieces included.
///
/// XML 1.0 (fifth edition) §2.2, Characters: `Char ::= #x9 | #xA | #xD | [#x20-#xD7FF] |
/// [#xE000-#xFFFD] | [#x10000-#x10FFFF]`, so the C0 controls other than tab, line feed and carriage
/// return, and U+FFFE and U+FFFF, are refused; §4.3.3: a document without an encoding declaration
/// (or declaring UTF-8) is UTF-8, whose well-formedness is ``WellFormedUTF8``'s (surrogates and
/// overlong forms refused). Eight ASCII bytes are checked at once; a sequence of other bytes goes
/// to ``WellFormedUTF8``.
struct XMLCharacterCheck {
    /// The start of a UTF-8 sequence the last piece cut, and how many bytes of it there are.
    private var held: [UInt8] = []

    /// Why the byte at an offset is refused, for the error.
    enum Fault: Equatable {
        case control(UInt8)
        case invalidUTF8
        case noncharacter
    }

    /// The offset in `piece` of the first byte that is not part of an XML character and why, or
    /// nil when every byte is (a sequence the piece ends inside is held for the next piece).
    ///
    /// - Complexity: O(`piece.count`).
    mutating func firstFault(in piece: UnsafeBufferPointer<UInt8>) -> (offset: Int, fault: Fault)? {
        guard let base = piece.baseAddress else { return nil }
        var index = 0
        if !held.isEmpty {
            let needed = Self.sequenceLength(held[0]) - held.count
            let taken = min(needed, piece.count)
            held.append(contentsOf: piece[0..<taken])
            if taken < needed {
                for byte in piece[0..<taken] where byte & 0xC0 != 0x80 { return (0, .invalidUTF8) }
                return nil
            }
            let sequence = held
            held.removeAll()
            if let fault = sequence.withUnsafeBufferPointer({ Self.fault(ofSequence: $0) }) { return (0, fault) }
            index = taken
        }
        let count = piece.count
        while index < count {
            if index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                // No byte ≥ 0x80, and none below 0x20 (its bits 0x60 clear).
                let masked = word & 0x6060_6060_6060_6060
                let hasLow = (masked &- 0x0101_0101_0101_0101) & ~masked & 0x8080_8080_8080_8080
                if word & 0x8080_8080_8080_8080 == 0 && hasLow == 0 {
                    index += 8
                    continue
                }
            }
            let byte = base[index]
            if byte < 0x80 {
                if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D { return (index, .control(byte)) }
                index += 1
                continue
            }
            let length = Self.sequenceLength(byte)
            if index + length > count {
                for next in index + 1..<count where base[next] & 0xC0 != 0x80 { return (index, .invalidUTF8) }
                held.append(contentsOf: piece[index..<count])
                return nil
            }
            if let fault = Self.fault(ofSequence: UnsafeBufferPointer(start: base + index, count: length)) {
                return (index, fault)
            }
            index += length
        }
        return nil
    }

    /// Whether the document ended inside a UTF-8 sequence.
    var endsInsideSequence: Bool { !held.isEmpty }

    /// The bytes a sequence led by `lead` takes (1 for a byte that leads none: refused after).
    private static func sequenceLength(_ lead: UInt8) -> Int {
        lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    }

    /// What is wrong with one whole sequence of non-ASCII bytes, or nil.
    private static func fault(ofSequence sequence: UnsafeBufferPointer<UInt8>) -> Fault? {
        if WellFormedUTF8.firstInvalidByte(in: sequence) != nil { return .invalidUTF8 }
        // U+FFFE and U+FFFF: EF BF BE, EF BF BF.
        if sequence.count == 3 && sequence[0] == 0xEF && sequence[1] == 0xBF && sequence[2] >= 0xBE {
            return .noncharacter
        }
        return nil
    }
}
