import Foundation

/// What a GEDCOM file's `HEAD` record says about how to read the rest: `HEAD.CHAR` and
/// `HEAD.GEDC.VERS`, read from the raw bytes before the character set is known.
///
/// Every character set GEDCOM allows besides UTF-16 keeps ASCII as it is, and the header is ASCII,
/// so the raw bytes can be read line by line here.
struct GEDCOMHeaderScan {
    /// The `HEAD.CHAR` value and its line, if the header has one.
    var characterSet: (text: String, line: Int)?
    /// Whether `HEAD.GEDC.VERS` is 7 or later (which makes the file UTF-8 whatever `CHAR` says).
    var isVersion7 = false
    /// The line of `HEAD.GEDC.VERS`, if the header has one.
    var versionLine: Int?

    /// Reads the header of `raw`: from its first line, which must be `0 HEAD`, up to the next
    /// level-0 line. `start` skips a byte-order mark.
    init(_ raw: [UInt8], from start: Int = 0) {
        var lineNumber = 0
        var inGEDC = false
        var inHead = false
        var index = start
        while index < raw.count {
            lineNumber += 1
            var end = index
            while end < raw.count && raw[end] != 0x0A && raw[end] != 0x0D { end += 1 }
            let line = raw[index..<end]
            if end + 1 < raw.count { end += GEDCOMLocation.lineEndLength(raw[end], followedBy: raw[end + 1]) - 1 }
            index = end + 1
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x00 }) { continue }
            let fields = Self.fields(line)
            guard inHead else {
                // The first line that is not blank: the header, or no header at all.
                guard let (level, tag, _) = fields, level == 0, tag.elementsEqual("HEAD".utf8) else { return }
                inHead = true
                continue
            }
            guard let (level, tag, value) = fields else { continue }
            if level == 0 { return }
            if level == 1 {
                inGEDC = tag.elementsEqual("GEDC".utf8)
                if tag.elementsEqual("CHAR".utf8) {
                    characterSet = (String(decoding: value, as: UTF8.self), lineNumber)
                }
            } else if level == 2 && inGEDC && tag.elementsEqual("VERS".utf8) {
                let version = String(decoding: value, as: UTF8.self)
                isVersion7 = (version.split(separator: ".").first.flatMap { Int($0) } ?? 0) >= 7
                versionLine = lineNumber
            }
        }
    }

    /// The level, tag and value of one line, loosely (the real reader checks the syntax), as
    /// UTF-8: the value without the spaces and tabs around it.
    ///
    /// An ASCII line, whose every byte is a character of its own, is split byte by byte; any
    /// other by its characters (``fields(characters:)``), as a combining mark may join a space.
    static func fields(_ line: ArraySlice<UInt8>) -> (Int, ArraySlice<UInt8>, ArraySlice<UInt8>)? {
        guard line.allSatisfy({ $0 < 0x80 }) else {
            guard let (level, tag, value) = fields(characters: line) else { return nil }
            return (level, Array(tag.utf8)[...], Array(value.utf8)[...])
        }
        let space = UInt8(ascii: " ")
        var cursor = line.startIndex
        while cursor < line.endIndex && (line[cursor] == space || line[cursor] == 0x09) { cursor += 1 }
        // The level: up to the first space, with a space after it (`Int` takes a sign, as `+1`).
        guard let levelEnd = line[cursor...].firstIndex(of: space), levelEnd + 1 < line.endIndex,
            let level = Int(Substring(decoding: line[cursor..<levelEnd], as: UTF8.self))
        else { return nil }
        cursor = levelEnd + 1
        while cursor < line.endIndex && line[cursor] == space { cursor += 1 }
        if cursor < line.endIndex && line[cursor] == UInt8(ascii: "@"),
            let idEnd = line[cursor...].firstIndex(of: space)
        {
            cursor = idEnd
            while cursor < line.endIndex && line[cursor] == space { cursor += 1 }
        }
        guard cursor < line.endIndex else { return nil }
        let tagEnd = line[cursor...].firstIndex(of: space) ?? line.endIndex
        let tag = line[cursor..<tagEnd]
        guard tagEnd < line.endIndex else { return (level, tag, line[tagEnd..<tagEnd]) }
        var value = line[(tagEnd + 1)...]
        while let first = value.first, first == space || first == 0x09 { value = value.dropFirst() }
        while let last = value.last, last == space || last == 0x09 { value = value.dropLast() }
        return (level, tag, value)
    }

    /// ``fields(_:)`` for a line that is not ASCII, character by character.
    static func fields(characters line: ArraySlice<UInt8>) -> (Int, String, String)? {
        let text = String(decoding: line, as: UTF8.self).drop { $0 == " " || $0 == "\t" }
        let parts = text.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, let level = Int(parts[0]) else { return nil }
        var rest = parts[1].drop { $0 == " " }
        if rest.hasPrefix("@"), let space = rest.firstIndex(of: " ") { rest = rest[space...].drop { $0 == " " } }
        let tagAndValue = rest.split(separator: " ", maxSplits: 1)
        guard let tag = tagAndValue.first else { return nil }
        let value = tagAndValue.count > 1 ? tagAndValue[1].trimmingCharacters(in: .whitespaces) : ""
        return (level, String(tag), value)
    }
}

/// Lines and columns of byte offsets, for error messages, and the line ends GEDCOM files use.
enum GEDCOMLocation {
    /// The length of the line end starting with `first` (CR or LF): 2 for CR LF and for LF CR
    /// (the torture-test files use both), else 1.
    @inline(__always) static func lineEndLength(_ first: UInt8, followedBy second: UInt8?) -> Int {
        guard let second else { return 1 }
        return (first == 0x0D && second == 0x0A) || (first == 0x0A && second == 0x0D) ? 2 : 1
    }

    /// The 1-based line and column (in bytes) of `offset`; CR, LF and CR LF each end a line.
    static func of(offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < offset && index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                if index + 1 < bytes.count {
                    index += lineEndLength(byte, followedBy: bytes[index + 1]) - 1
                }
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return (line, offset - lineStart + 1)
    }
}
