import FamilyTree

/// Tells a GEDCOM file from a file that is something else, and says what that is.
///
/// A GEDCOM file's first line is `0 HEAD` (GEDCOM 5.5.1 chapter 1; 7.0 §1.4 "The Header and
/// Trailer"), in any character set, so the first line that is not blank must start with the level
/// `0` and a space. Files that are saved with a `.ged` name but are not GEDCOM are common (a web
/// page saved from a genealogy site, a Gramps backup, a GEDZIP archive, a spreadsheet); each gets
/// an error that says what it looks like, instead of a complaint about its first line.
enum GEDCOMFileSniffer {
    /// What `raw` looks like when it is not GEDCOM (`an HTML page`), or nil when its first line
    /// could begin a GEDCOM file.
    ///
    /// - Complexity: O(1): it reads the first kilobyte at most (and a ZIP archive's directory).
    static func notGEDCOM(_ raw: [UInt8]) -> String? {
        let head = raw.prefix(1024)
        if isUTF32(head) {
            return "UTF-32 text, a character set no GEDCOM version allows (iconv -f UTF-32 -t UTF-8 converts it)"
        }
        if head.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return ZipArchiveKind.describe(raw) }
        if let binary = binaryKind(head) { return binary }
        // Text, perhaps UTF-16 or behind a byte-order mark: its characters without the zero bytes.
        var start = head.startIndex
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
        if head[start...].starts(with: [0xFF, 0xFE]) || head[start...].starts(with: [0xFE, 0xFF]) { start += 2 }
        func isBlank(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x1A
        }
        var characters = head[start...].lazy.filter { $0 != 0 }.makeIterator()
        var first = characters.next()
        while let byte = first, isBlank(byte) { first = characters.next() }
        guard let first else { return nil }  // empty: the reader says so
        if first == UInt8(ascii: "0"), let second = characters.next(), second == 0x20 || second == 0x09 {
            return nil
        }
        var text = Array(head[start...])
        text.removeAll { $0 == 0 }
        return textKind(text[(text.firstIndex { !isBlank($0) } ?? text.endIndex)...])
    }

    /// Whether `head` is UTF-32 text: behind its byte-order mark (`FF FE 00 00`, `00 00 FE FF`),
    /// or, without one, its first characters ASCII with three zero bytes each (which UTF-16's
    /// zero-byte stripping below would read as nothing at all: an "empty" file).
    private static func isUTF32(_ head: ArraySlice<UInt8>) -> Bool {
        if head.starts(with: [0xFF, 0xFE, 0x00, 0x00]) || head.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return true }
        guard head.count >= 8 else { return false }
        let start = head.startIndex
        func everyUnitIsASCII(littleEndian: Bool) -> Bool {
            for offset in stride(from: start, to: start + min(head.count, 16) - 3, by: 4) {
                let (character, zeros) = littleEndian ? (offset, offset + 1) : (offset + 3, offset)
                guard head[character] != 0 && head[character] < 0x80,
                    head[zeros] == 0 && head[zeros + 1] == 0 && head[zeros + 2] == 0
                else { return false }
            }
            return true
        }
        return everyUnitIsASCII(littleEndian: true) || everyUnitIsASCII(littleEndian: false)
    }

    /// Formats recognised by their first bytes.
    private static func binaryKind(_ head: ArraySlice<UInt8>) -> String? {
        for (signature, kind) in signatures where head.starts(with: signature) { return kind }
        return nil
    }

    /// The first bytes of the formats ``binaryKind(_:)`` recognises, and what each is.
    private static let signatures: [([UInt8], String)] = [
        ([0x1F, 0x8B], "a gzip-compressed file (a Gramps backup, .gramps, is one)"),
        (
            [0x50, 0x4B, 0x03, 0x04],
            "a ZIP archive (a GEDZIP file, .gdz, is one: its GEDCOM is the gedcom.ged inside)"
        ),
        (Array("%PDF".utf8), "a PDF document"),
        ([0x89, 0x50, 0x4E, 0x47], "a PNG image"),
        ([0xFF, 0xD8, 0xFF], "a JPEG image"),
        (Array("GIF8".utf8), "a GIF image"),
        ([0xD0, 0xCF, 0x11, 0xE0], "a Microsoft Office document (an old .doc or .xls)"),
        (Array("{\\rtf".utf8), "an RTF document"),
        (Array("SQLite format 3".utf8), "an SQLite database"),
    ]

    /// What text that does not start with `0 ` is.
    private static func textKind(_ text: ArraySlice<UInt8>) -> String {
        let lowered = String(decoding: text, as: UTF8.self).lowercased()
        if lowered.hasPrefix("<!doctype html") || lowered.hasPrefix("<html") || lowered.contains("<html")
            || lowered.contains("<head>") || lowered.contains("<body")
        {
            return "an HTML page"
        }
        if lowered.hasPrefix("<?xml") || lowered.hasPrefix("<") {
            return lowered.contains("gramps") ? "a Gramps XML file" : "an XML document"
        }
        if lowered.hasPrefix("{") || lowered.hasPrefix("[") { return "a JSON document" }
        if text.contains(where: { $0 < 0x09 || ($0 > 0x0D && $0 < 0x20 && $0 != 0x1A) }) { return "a binary file" }
        let firstLine = lowered.isEmpty ? "" : String(decoding: text.prefix { $0 != 0x0A && $0 != 0x0D }, as: UTF8.self)
        let shown = firstLine.count > 60 ? String(firstLine.prefix(60)) + "…" : firstLine
        return "text whose first line is \(messageQuoted(shown))"
    }
}
