import Foundation

/// Reads GEDCOM 5.5, 5.5.1, 5.5.5 and 7.0 lines into a ``GenealogyAssembler``.
///
/// A line is `LEVEL [@XREF@] TAG [VALUE]` (GEDCOM 5.5.1 chapter 1, GEDCOM 7.0 section 1.4), ended
/// by CR, LF or CR LF, and may be indented. The reader keeps the level-0 record it is in and the
/// level-1 and level-2 tags above the line, which is all the context the fields it reads need:
///
/// | record | read | skipped |
/// |---|---|---|
/// | `INDI` | `NAME` (the first; `/surname/` slashes removed), `NAME.GIVN`/`SURN`, `SEX`, `BIRT.DATE`, `DEAT.DATE`, `FAMC`, `FAMS` | everything else |
/// | `FAM` | `HUSB`, `WIFE`, `CHIL` in order | everything else |
/// | `HEAD`, `TRLR` | the character set and version (``GEDCOMHeaderScan``) | the rest |
/// | any other | nothing | counted by tag, as are `_` extension tags anywhere |
///
/// `CONC` and `CONT` continue the value of the line they are under; `@@` in a value is a literal `@`.
struct GEDCOMReader {
    /// The decoded text.
    let text: GEDCOMText
    /// The records read so far.
    private(set) var assembler = GenealogyAssembler()
    /// Level-0 records skipped, by tag.
    private(set) var skippedRecords: [String: Int] = [:]
    /// `_` extension tags skipped, by tag.
    private(set) var extensionTags: [String: Int] = [:]
    /// The number of lines read.
    private(set) var lineCount = 0

    /// The field a `CONC`/`CONT` line would continue.
    private enum Field {
        case none, name, givenName, surname, born, died
    }

    /// The person being read: their fields arrive line by line.
    private struct PersonDraft {
        var id = ""
        var line = 0
        var name: String?
        var givenName: String?
        var surname: String?
        var sex = "unknown"
        var born: String?
        var died: String?
        var namesSeen = 0
        var birthsSeen = 0
        var deathsSeen = 0
    }

    private enum Record {
        case none, head, person, union(Int32), other
    }

    init(text: GEDCOMText) {
        self.text = text
    }

    /// Reads every line.
    ///
    /// - Throws: ``GenealogyError`` with the line (and column) of the first problem.
    /// - Complexity: O(n) in the size of the text.
    mutating func read() throws(GenealogyError) {
        let bytes = text.bytes
        try bytes.withUnsafeBufferPointer { (buffer) throws(GenealogyError) in
            try read(buffer)
        }
    }

    private mutating func read(_ buffer: UnsafeBufferPointer<UInt8>) throws(GenealogyError) {
        let end = buffer.count
        var index = text.start
        var line = 0
        var previousLevel = -1
        var record = Record.none
        var person = PersonDraft()
        var levelOneTag = GEDCOMTag.other
        var field = Field.none
        var fieldLevel = 0
        var sawTrailer = false
        var sawHead = false

        func slice(_ from: Int, _ to: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: buffer[from..<to])
        }

        while index < end && !sawTrailer {
            line += 1
            var lineEnd = index
            while lineEnd < end && buffer[lineEnd] != 0x0A && buffer[lineEnd] != 0x0D { lineEnd += 1 }
            let next =
                lineEnd + 1 < end
                ? lineEnd + GEDCOMLocation.lineEndLength(buffer[lineEnd], followedBy: buffer[lineEnd + 1])
                : lineEnd + 1
            defer { index = next }
            let lineStart = index
            var cursor = index
            func column() -> Int { cursor - lineStart + 1 }
            while cursor < lineEnd && (buffer[cursor] == 0x20 || buffer[cursor] == 0x09) { cursor += 1 }
            if cursor == lineEnd { continue }  // a blank line (or the LF of LF CR)

            // Level.
            var level = 0
            let levelStart = cursor
            while cursor < lineEnd, case let digit = buffer[cursor], digit >= 0x30 && digit <= 0x39 {
                level = level * 10 + Int(digit - 0x30)
                cursor += 1
                guard cursor - levelStart <= 2 else {
                    throw .malformedLine(line: line, column: column(), reason: "the level has more than two digits")
                }
            }
            guard cursor > levelStart else {
                throw .malformedLine(line: line, column: column(), reason: "expected a level number")
            }
            guard cursor < lineEnd && buffer[cursor] == 0x20 else {
                throw .malformedLine(line: line, column: column(), reason: "expected a space after the level")
            }
            while cursor < lineEnd && buffer[cursor] == 0x20 { cursor += 1 }
            if previousLevel < 0 && level != 0 {
                throw .malformedLine(line: line, column: 1, reason: "the first line must be at level 0")
            }
            if level > previousLevel + 1 {
                throw .levelJump(line: line, level: level, previousLevel: previousLevel)
            }
            previousLevel = level

            // Cross-reference id.
            var xref: UnsafeBufferPointer<UInt8>?
            if cursor < lineEnd && buffer[cursor] == UInt8(ascii: "@") {
                let xrefStart = cursor + 1
                cursor = xrefStart
                while cursor < lineEnd && buffer[cursor] != UInt8(ascii: "@") { cursor += 1 }
                guard cursor < lineEnd, cursor > xrefStart else {
                    throw .malformedLine(line: line, column: column(), reason: "a cross-reference id must end with @")
                }
                xref = slice(xrefStart, cursor)
                cursor += 1
                guard cursor < lineEnd && buffer[cursor] == 0x20 else {
                    throw .malformedLine(line: line, column: column(), reason: "expected a space after the @id@")
                }
                while cursor < lineEnd && buffer[cursor] == 0x20 { cursor += 1 }
            }

            // Tag and value.
            let tagStart = cursor
            while cursor < lineEnd && buffer[cursor] != 0x20 { cursor += 1 }
            guard cursor > tagStart else {
                throw .malformedLine(line: line, column: column(), reason: "expected a tag")
            }
            let tagBytes = slice(tagStart, cursor)
            let tag = GEDCOMTag(tagBytes)
            let valueStart = cursor < lineEnd ? cursor + 1 : lineEnd
            let value = slice(valueStart, lineEnd)

            if tag == .extensionTag {
                extensionTags[String(decoding: tagBytes, as: UTF8.self), default: 0] += 1
            }

            if level == 0 {
                if case .person = record { finish(person) }
                field = .none
                levelOneTag = .other
                if !sawHead {
                    guard tag == .head else {
                        throw .malformedLine(line: line, column: 1, reason: "a GEDCOM file starts with 0 HEAD")
                    }
                    sawHead = true
                    record = .head
                    continue
                }
                switch tag {
                case .individual:
                    guard let xref else {
                        throw .malformedLine(line: line, column: column(), reason: "an INDI record needs an @id@")
                    }
                    person = PersonDraft(id: Self.string(xref), line: line)
                    record = .person
                case .family:
                    guard let xref else {
                        throw .malformedLine(line: line, column: column(), reason: "a FAM record needs an @id@")
                    }
                    record = .union(assembler.addUnion(id: Self.string(xref), line: line))
                case .trailer:
                    sawTrailer = true
                    record = .none
                default:
                    if tag != .extensionTag {
                        skippedRecords[String(decoding: tagBytes, as: UTF8.self), default: 0] += 1
                    }
                    record = .other
                }
                continue
            }

            if level == 1 { levelOneTag = tag }
            if tag == .concatenation || tag == .continuation {
                guard field != .none && level == fieldLevel + 1 else { continue }
                let piece = (tag == .continuation ? "\n" : "") + decode(value)
                switch field {
                case .name: person.name? += piece
                case .givenName: person.givenName? += piece
                case .surname: person.surname? += piece
                case .born: person.born? += piece
                case .died: person.died? += piece
                case .none: break
                }
                continue
            }
            if level <= fieldLevel { field = .none }

            switch record {
            case .person:
                switch (level, tag) {
                case (1, .name):
                    person.namesSeen += 1
                    if person.namesSeen == 1 {
                        person.name = decode(value)
                        field = .name
                        fieldLevel = 1
                    }
                case (2, .givenName) where levelOneTag == .name && person.namesSeen == 1:
                    person.givenName = decode(value)
                    field = .givenName
                    fieldLevel = 2
                case (2, .surname) where levelOneTag == .name && person.namesSeen == 1:
                    person.surname = decode(value)
                    field = .surname
                    fieldLevel = 2
                case (1, .sex):
                    person.sex = Self.sex(value)
                case (1, .birth):
                    person.birthsSeen += 1
                case (1, .death):
                    person.deathsSeen += 1
                case (2, .date) where levelOneTag == .birth && person.birthsSeen == 1 && person.born == nil:
                    person.born = decode(value)
                    field = .born
                    fieldLevel = 2
                case (2, .date) where levelOneTag == .death && person.deathsSeen == 1 && person.died == nil:
                    person.died = decode(value)
                    field = .died
                    fieldLevel = 2
                case (1, .childOf), (1, .partnerOf):
                    if let target = try pointer(value, tag: tagBytes, line: line, column: valueStart - lineStart + 1) {
                        // The person is added when their record ends, as the next person: link to that index.
                        assembler.link(
                            tag == .childOf ? .childOf : .partnerOf, from: Int32(assembler.people.count), to: target,
                            line: line)
                    }
                default:
                    break
                }
            case .union(let union):
                guard level == 1, tag == .husband || tag == .wife || tag == .child else { break }
                if let target = try pointer(value, tag: tagBytes, line: line, column: valueStart - lineStart + 1) {
                    let kind: GenealogyAssembler.LinkKind =
                        tag == .husband ? .husband : tag == .wife ? .wife : .child
                    assembler.link(kind, from: union, to: target, line: line)
                }
            case .none, .head, .other:
                break
            }
        }
        lineCount = line
        if !sawHead { throw .empty(reason: "the file has no lines") }
        if !sawTrailer { throw .truncated(line: line) }
    }

    /// Adds a finished person (their links were added as their lines came).
    private mutating func finish(_ draft: PersonDraft) {
        _ = assembler.addPerson(
            GenealogyPerson(
                id: draft.id, name: Self.displayName(draft), sex: draft.sex,
                born: draft.born.flatMap(Self.nonEmpty), died: draft.died.flatMap(Self.nonEmpty)),
            line: draft.line)
    }

    /// A date with its spaces collapsed, or nil when blank.
    private static func nonEmpty(_ text: String) -> String? {
        let collapsed = collapsingSpaces(text, slashes: false)
        return collapsed.isEmpty ? nil : collapsed
    }

    /// `NAME` with its `/surname/` slashes removed and spaces collapsed; `GIVN SURN` when `NAME` is empty.
    private static func displayName(_ draft: PersonDraft) -> String {
        let name = collapsingSpaces(draft.name ?? "", slashes: true)
        if !name.isEmpty { return name }
        return collapsingSpaces((draft.givenName ?? "") + " " + (draft.surname ?? ""), slashes: true)
    }

    /// `text` with each run of spaces, tabs, line breaks (and slashes, when asked) made one space,
    /// and none at either end. The separators are ASCII, so working on UTF-8 bytes is safe.
    static func collapsingSpaces(_ text: String, slashes: Bool) -> String {
        var text = text
        return text.withUTF8 { utf8 in
            String(unsafeUninitializedCapacity: utf8.count) { output in
                var written = 0
                var pendingSpace = false
                for byte in utf8 {
                    if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || (slashes && byte == 0x2F) {
                        pendingSpace = written > 0
                    } else {
                        if pendingSpace {
                            output[written] = 0x20
                            written += 1
                            pendingSpace = false
                        }
                        output[written] = byte
                        written += 1
                    }
                }
                return written
            }
        }
    }

    /// A string from bytes already known to be UTF-8.
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { output in
            _ = output.initialize(fromContentsOf: bytes)
            return bytes.count
        }
    }

    /// `SEX`: `M` male, `F` female, `X` other (GEDCOM 7.0), anything else unknown.
    private static func sex(_ value: UnsafeBufferPointer<UInt8>) -> String {
        switch value.first {
        case UInt8(ascii: "M"), UInt8(ascii: "m"): "male"
        case UInt8(ascii: "F"), UInt8(ascii: "f"): "female"
        case UInt8(ascii: "X"): "other"
        default: "unknown"
        }
    }

    /// A value as text: `@@` is a literal `@`, ANSEL diacritics composed.
    private func decode(_ value: UnsafeBufferPointer<UInt8>) -> String {
        var text = Self.string(value)
        if value.contains(UInt8(ascii: "@")) { text = text.replacingOccurrences(of: "@@", with: "@") }
        if self.text.needsComposition && value.contains(where: { $0 >= 0x80 }) {
            text = text.precomposedStringWithCanonicalMapping
        }
        return text
    }

    /// The id a pointer value names (`@I1@` → `I1`), or nil for GEDCOM 7.0's `@VOID@`.
    private func pointer(
        _ value: UnsafeBufferPointer<UInt8>, tag: UnsafeBufferPointer<UInt8>, line: Int, column: Int
    )
        throws(GenealogyError) -> String?
    {
        var end = value.count
        while end > 0 && (value[end - 1] == 0x20 || value[end - 1] == 0x09) { end -= 1 }
        guard end >= 3, value[0] == UInt8(ascii: "@"), value[end - 1] == UInt8(ascii: "@") else {
            throw .malformedLine(
                line: line, column: column,
                reason:
                    "\(String(decoding: tag, as: UTF8.self)) needs a pointer such as @I1@, found \"\(String(decoding: value, as: UTF8.self))\""
            )
        }
        let id = Self.string(UnsafeBufferPointer(rebasing: value[1..<end - 1]))
        return id == "VOID" ? nil : id
    }
}
