import FamilyTree

/// References (XML 1.0 §4.1) in text and attribute values, and attribute-value normalisation
/// (§3.3.3).
///
/// Only the five predefined entities (§4.6: `&lt;` `&gt;` `&amp;` `&apos;` `&quot;`) and character
/// references (`&#65;`, `&#x41;`) are read. An entity the document type's internal subset declares
/// is refused as declared but not expanded (entities can hide or multiply what a file holds); any
/// other is refused as undeclared (§4.1, WFC: Entity Declared).
extension XMLByteScanner {
    /// The reference whose `&` is at `start`: where it ends and the character it stands for; nil
    /// when the bytes end inside it.
    func reference(
        _ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int, isLast: Bool
    ) throws(GenealogyError)
        -> (end: Int, scalar: Unicode.Scalar)?
    {
        var position = start + 1
        guard position < count else {
            if isLast { throw badReference(base, start, count) }
            return nil
        }
        if base[position] == UInt8(ascii: "#") {
            position += 1
            let isHex = position < count && base[position] == UInt8(ascii: "x")
            if isHex { position += 1 }
            let digitsStart = position
            var value: UInt32 = 0
            while position < count, let digit = Self.digit(base[position], hex: isHex) {
                value = min(value * (isHex ? 16 : 10) + digit, 0x11_0000)
                position += 1
            }
            guard position < count else {
                if isLast { throw badReference(base, start, count) }
                return nil
            }
            guard position > digitsStart, base[position] == UInt8(ascii: ";") else {
                throw badReference(base, start, position)
            }
            guard let scalar = Unicode.Scalar(value), Self.isXMLCharacter(scalar) else {
                throw malformed(
                    line,
                    "\(Self.text(base, start, position + 1)) is not a character XML allows "
                        + "(XML 1.0 §4.1, WFC: Legal Character)")
            }
            return (position + 1, scalar)
        }
        guard Self.isNameStart(base[position]) else { throw badReference(base, start, position) }
        while position < count && Self.isNameChar(base[position]) { position += 1 }
        guard position < count else {
            if isLast { throw badReference(base, start, count) }
            return nil
        }
        guard base[position] == UInt8(ascii: ";") else { throw badReference(base, start, position) }
        let name = UnsafeBufferPointer(start: base + start + 1, count: position - start - 1)
        if let scalar = Self.predefined(name) { return (position + 1, scalar) }
        let written = Self.text(base, start, position + 1)
        if declaredEntities.contains(Array(name)) {
            throw malformed(
                line,
                "the entity \(written) is declared in the file's DTD, but entities are not expanded "
                    + "(they can hide or multiply what a file holds): write its text in place")
        }
        throw malformed(
            line,
            "the entity \(written) is not declared: XML predefines only &lt; &gt; &amp; &apos; &quot; "
                + "(XML 1.0 §4.1, WFC: Entity Declared)")
    }

    /// Writes the value `base[start..<end]` into ``scratch`` as §3.3.3 normalises it: references
    /// replaced, each literal tab, line feed, carriage return (or `CR LF`) a space.
    func normaliseValue(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) throws(GenealogyError) {
        var position = start
        while position < end {
            let byte = base[position]
            switch byte {
            case UInt8(ascii: "&"):
                // The value's closing quote is in the bytes, so a reference cut short is malformed.
                guard let (next, scalar) = try reference(base, position, end, isLast: true) else { return }
                UTF8.encode(scalar) { scratch.append($0) }
                position = next
                continue
            case 0x0D:
                scratch.append(0x20)
                if position + 1 < end && base[position + 1] == 0x0A { position += 1 }
            case 0x09, 0x0A:
                scratch.append(0x20)
            default:
                scratch.append(byte)
            }
            position += 1
        }
    }

    private func badReference(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> GenealogyError {
        let written = Self.text(base, start, min(end, start + 20))
        return malformed(
            line,
            "'&' begins no reference in \"\(written)\": write &amp; for a '&', or end a reference with ';' "
                + "(XML 1.0 §4.1, EntityRef and CharRef)")
    }

    /// The character a predefined entity (§4.6) names, or nil.
    private static func predefined(_ name: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        if name.elementsEqual("lt".utf8) { return "<" }
        if name.elementsEqual("gt".utf8) { return ">" }
        if name.elementsEqual("amp".utf8) { return "&" }
        if name.elementsEqual("apos".utf8) { return "'" }
        if name.elementsEqual("quot".utf8) { return "\"" }
        return nil
    }

    /// §2.2, Char: tab, line feed, carriage return, U+0020…U+D7FF, U+E000…U+FFFD, U+10000 on.
    private static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x1_0000...0x10_FFFF: true
        default: false
        }
    }

    /// The value of a decimal or hexadecimal digit, or nil.
    private static func digit(_ byte: UInt8, hex: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
