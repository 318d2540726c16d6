extension FamilyJSONReader {
    /// "line L, column C" of a byte offset; columns count Unicode scalars, from 1.
    func location(of position: Int) -> String {
        var line = 1
        var lineStart = 0
        for index in 0..<min(position, end) where start[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        var column = 1
        for index in lineStart..<min(position, end) where start[index] & 0xC0 != 0x80 {
            column += 1
        }
        return "line \(line), column \(column)"
    }

    /// A syntax error at the read position.
    func failure(expected: String, at position: Int? = nil) -> FamilyError {
        let position = position ?? offset
        let found: String
        if position >= end {
            found = "the end of the document"
        } else {
            let byte = start[position]
            if byte >= 0x21 && byte < 0x7F {
                found = "'\(Character(Unicode.Scalar(byte)))'"
            } else {
                found = "byte 0x" + String(byte, radix: 16, uppercase: true)
            }
        }
        return .malformedDocument(
            reason: "\(location(of: position)): expected \(expected) \(place.phrase), found \(found)")
    }
}

/// The id in JSON quotes, for messages.
func quotedJSON(_ text: String) -> String {
    var writer = FamilyJSONWriter()
    writer.writeString(text)
    return String(decoding: writer.bytes, as: UTF8.self)
}
