import FamilyTree
import Foundation

/// A person whose record is being read: their fields arrive line by line, kept as views of the
/// file's bytes (copied into buffers reused from record to record only when `@@` or a `CONC` or
/// `CONT` line changes them), and go into the people's columns when the record ends
/// (``finish(into:)``), with their spaces collapsed and no `String` made.
struct PersonDraft {
    /// One field as read so far: where the file wrote it, or its decoded bytes once it needed
    /// decoding, and whether the record gave it at all.
    private struct Field {
        /// The value as the file wrote it, while it holds no `@@` and no line continues it: a view
        /// of the file's bytes, which outlive the record being read.
        var written = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        /// The value decoded, once it held `@@` or a `CONC` or `CONT` line continued it (a buffer
        /// reused from record to record).
        var decoded: [UInt8] = []
        var isDecoded = false
        var isPresent = false

        mutating func clear() {
            isDecoded = false
            isPresent = false
        }

        /// Sets the field to a value as the line wrote it (`@@` is a literal `@`).
        mutating func set(_ value: UnsafeBufferPointer<UInt8>) {
            isPresent = true
            guard value.contains(UInt8(ascii: "@")) else {
                written = value
                isDecoded = false
                return
            }
            decoded.removeAll(keepingCapacity: true)
            PersonDraft.appendDecoded(value, to: &decoded)
            isDecoded = true
        }

        /// Appends a `CONC` piece, or a `CONT` piece after a line break (`continuation`).
        mutating func extend(_ piece: UnsafeBufferPointer<UInt8>, continuation: Bool) {
            guard isPresent else { return }
            if !isDecoded {
                decoded.removeAll(keepingCapacity: true)
                decoded.append(contentsOf: written)
                isDecoded = true
            }
            if continuation { decoded.append(0x0A) }
            PersonDraft.appendDecoded(piece, to: &decoded)
        }

        /// Calls `body` with the field's bytes (empty when it is absent).
        func withBytes<Value>(_ body: (UnsafeBufferPointer<UInt8>) -> Value) -> Value {
            guard isPresent else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
            return isDecoded ? decoded.withUnsafeBufferPointer(body) : body(written)
        }
    }

    /// The record's id: a view of the file's bytes.
    private var id = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// The line of the `INDI` record.
    private(set) var line = 0
    private var name = Field()
    private var givenName = Field()
    private var surname = Field()
    private var sex: UInt8 = 0
    private var born = Field()
    private var died = Field()
    /// The places of the first `BIRT`, `CHR`, `DEAT` and `BURI`.
    private var birthPlace = Field()
    private var christeningPlace = Field()
    private var deathPlace = Field()
    private var burialPlace = Field()
    private var christeningsSeen = 0
    private var burialsSeen = 0
    private var namesSeen = 0
    private var birthsSeen = 0
    private var deathsSeen = 0
    /// The finished fields of the person, end to end, while ``finish(into:)`` runs.
    private var finished: [UInt8] = []
    /// `GIVN SURN`, for a person whose `NAME` is blank.
    private var joinedParts: [UInt8] = []

    /// Starts the record of the person with id `id` (its bytes), on line `line`.
    mutating func start(id: UnsafeBufferPointer<UInt8>, line: Int) {
        self.id = id
        self.line = line
        name.clear()
        givenName.clear()
        surname.clear()
        born.clear()
        died.clear()
        birthPlace.clear()
        christeningPlace.clear()
        deathPlace.clear()
        burialPlace.clear()
        sex = 0
        christeningsSeen = 0
        burialsSeen = 0
        namesSeen = 0
        birthsSeen = 0
        deathsSeen = 0
    }

    /// Reads `NAME` (the first), its `GIVN` and `SURN`, `SEX`, the date and place of the first
    /// `BIRT` and `DEAT`, and the place of the first `CHR` and `BURI`; `under` is the level-1 tag
    /// above a level-2 line.
    ///
    /// - Returns: The field that `CONC` and `CONT` lines below this one continue, if any.
    @inline(__always) mutating func read(
        _ tag: GEDCOMTag, level: Int, under: GEDCOMTag, value: UnsafeBufferPointer<UInt8>
    ) -> GEDCOMReader.Field? {
        switch (level, tag) {
        case (1, .name):
            namesSeen += 1
            guard namesSeen == 1 else { return nil }
            name.set(value)
            return .name
        case (2, .givenName) where under == .name && namesSeen == 1:
            givenName.set(value)
            return .givenName
        case (2, .surname) where under == .name && namesSeen == 1:
            surname.set(value)
            return .surname
        case (1, .sex):
            sex = GenealogyPeople.gedcomSexCode(value.first)
        case (1, .birth):
            birthsSeen += 1
        case (1, .death):
            deathsSeen += 1
        case (1, .christening):
            christeningsSeen += 1
        case (1, .burial):
            burialsSeen += 1
        case (2, .place) where under == .birth && birthsSeen == 1 && !birthPlace.isPresent:
            birthPlace.set(value)
        case (2, .place) where under == .christening && christeningsSeen == 1 && !christeningPlace.isPresent:
            christeningPlace.set(value)
        case (2, .place) where under == .death && deathsSeen == 1 && !deathPlace.isPresent:
            deathPlace.set(value)
        case (2, .place) where under == .burial && burialsSeen == 1 && !burialPlace.isPresent:
            burialPlace.set(value)
        case (2, .date) where under == .birth && birthsSeen == 1 && !born.isPresent:
            born.set(value)
            return .born
        case (2, .date) where under == .death && deathsSeen == 1 && !died.isPresent:
            died.set(value)
            return .died
        default:
            break
        }
        return nil
    }

    /// Appends a `CONC` (`continuation` false) or `CONT` piece to the field it continues.
    mutating func append(_ piece: UnsafeBufferPointer<UInt8>, continuation: Bool, to field: GEDCOMReader.Field) {
        switch field {
        case .name: name.extend(piece, continuation: continuation)
        case .givenName: givenName.extend(piece, continuation: continuation)
        case .surname: surname.extend(piece, continuation: continuation)
        case .born: born.extend(piece, continuation: continuation)
        case .died: died.extend(piece, continuation: continuation)
        case .none: break
        }
    }

    /// Adds the person as read to `assembler`: the name with its `/surname/` slashes removed and
    /// spaces collapsed (`GIVN SURN` when `NAME` is empty), dates and places with their spaces
    /// collapsed, blank ones dropped (a christening's and a burial's place kept as theirs, not as
    /// the birth's or the death's); a death without a date is ``GenealogicalDate/undated``. The
    /// name's parts are the `NAME` before its first slash and between its slashes, else `GIVN` and
    /// `SURN`.
    mutating func finish(into assembler: inout GenealogyAssembler) {
        finished.removeAll(keepingCapacity: true)
        let name = name
        var display = name.withBytes { Self.appendCollapsed($0, slashes: true, to: &finished) }
        if display.isEmpty {
            joinedParts.removeAll(keepingCapacity: true)
            givenName.withBytes { joinedParts.append(contentsOf: $0) }
            joinedParts.append(0x20)
            surname.withBytes { joinedParts.append(contentsOf: $0) }
            display = joinedParts.withUnsafeBufferPointer { Self.appendCollapsed($0, slashes: true, to: &finished) }
        }
        func date(_ field: Field) -> Range<Int>? { field.isPresent ? field.withBytes { date($0) } : nil }
        func date(_ text: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
            let range = Self.appendCollapsed(text, slashes: false, to: &finished)
            return range.isEmpty ? nil : range
        }
        let bornRange = date(born)
        // A death recorded without a date (`1 DEAT Y`, or a `DEAT` with only a place) is a death.
        var diedRange = date(died)
        if diedRange == nil && deathsSeen > 0 {
            let start = finished.count
            finished.append(contentsOf: GenealogicalDate.undated.utf8)
            diedRange = start..<finished.count
        }
        let parts = name.withBytes { name -> (given: Range<Int>?, surname: Range<Int>?)? in
            guard let parts = Self.nameParts(name) else { return nil }
            guard let text = parts.text else {
                return (
                    date(UnsafeBufferPointer(rebasing: name[parts.given])),
                    date(UnsafeBufferPointer(rebasing: name[parts.surname]))
                )
            }
            return text.withUnsafeBufferPointer { text in
                (
                    date(UnsafeBufferPointer(rebasing: text[parts.given])),
                    date(UnsafeBufferPointer(rebasing: text[parts.surname]))
                )
            }
        }
        let givenRange: Range<Int>?
        let surnameRange: Range<Int>?
        if let parts {
            (givenRange, surnameRange) = parts
        } else {
            givenRange = date(givenName)
            surnameRange = date(surname)
        }
        let birthPlaceRange = date(birthPlace)
        let deathPlaceRange = date(deathPlace)
        let christeningPlaceRange = date(christeningPlace)
        let burialPlaceRange = date(burialPlace)
        let sex = sex
        let line = line
        let id = id
        finished.withUnsafeBufferPointer { text in
            func view(_ range: Range<Int>?) -> UnsafeBufferPointer<UInt8>? {
                range.map { UnsafeBufferPointer(rebasing: text[$0]) }
            }
            assembler.addPerson(
                GenealogyPersonViews(
                    id: id, name: UnsafeBufferPointer(rebasing: text[display]), sex: sex, born: view(bornRange),
                    died: view(diedRange),
                    facts: PersonFactViews(
                        givenName: view(givenRange), surname: view(surnameRange),
                        birthPlace: view(birthPlaceRange), deathPlace: view(deathPlaceRange),
                        christeningPlace: view(christeningPlaceRange), burialPlace: view(burialPlaceRange))),
                line: line)
        }
    }

    /// Appends `value` to `bytes` with each `@@` made one `@` (GEDCOM's escape of a literal `@`).
    static func appendDecoded(_ value: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        let at = UInt8(ascii: "@")
        guard value.contains(at) else {
            bytes.append(contentsOf: value)
            return
        }
        // `@@` before a byte that is not ASCII (a combining mark may join the second `@`) is
        // replaced as the string search replaces it, character by character.
        var index = 0
        while index < value.count {
            if value[index] == at && index + 1 < value.count && value[index + 1] == at {
                if index + 2 < value.count && value[index + 2] >= 0x80 {
                    bytes.append(contentsOf: GEDCOMReader.decode(value).utf8)
                    return
                }
                index += 2
            } else {
                index += 1
            }
        }
        index = 0
        while index < value.count {
            bytes.append(value[index])
            index += value[index] == at && index + 1 < value.count && value[index + 1] == at ? 2 : 1
        }
    }

    /// Appends `text` to `output` with each run of spaces, tabs, line breaks (and slashes, when
    /// asked) made one space, and none at either end; returns where it went. The separators are
    /// ASCII, so working on UTF-8 bytes is safe; the words between them are copied whole.
    static func appendCollapsed(
        _ text: UnsafeBufferPointer<UInt8>, slashes: Bool, to output: inout [UInt8]
    ) -> Range<Int> {
        @inline(__always) func separates(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || (slashes && byte == 0x2F)
        }
        let start = output.count
        var index = 0
        while index < text.count {
            guard !separates(text[index]) else {
                index += 1
                continue
            }
            var end = index + 1
            while end < text.count && !separates(text[end]) { end += 1 }
            if output.count > start { output.append(0x20) }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: text[index..<end]))
            index = end
        }
        return start..<output.count
    }

    /// The given names and surname a GEDCOM `NAME` (its UTF-8) marks with slashes
    /// (`John /Smith/ Jr.` → `John`, `Smith`), as ranges of `name`, or nil when it has no slash.
    /// For a slash a combining mark may join, the parts are found character by character, by the
    /// `String` form of this function, and returned as `text` of their own, the ranges then of it.
    static func nameParts(
        _ name: UnsafeBufferPointer<UInt8>
    ) -> (text: [UInt8]?, given: Range<Int>, surname: Range<Int>)? {
        let slash = UInt8(ascii: "/")
        guard let open = name.firstIndex(of: slash) else { return nil }
        let close = name[(open + 1)...].firstIndex(of: slash)
        // A slash byte with ASCII on both sides is a character of its own (no mark joins it, it
        // joins nothing), so the bytes find what a search by character finds; else search so.
        func standsAlone(_ index: Int) -> Bool {
            (index == 0 || name[index - 1] < 0x80) && (index + 1 == name.count || name[index + 1] < 0x80)
        }
        guard standsAlone(open), close.map(standsAlone) ?? true else {
            guard let parts = nameParts(String(decoding: name, as: UTF8.self)) else { return nil }
            let text = Array(parts.given.utf8) + Array(parts.surname.utf8)
            return (text, 0..<parts.given.utf8.count, parts.given.utf8.count..<text.count)
        }
        return (nil, 0..<open, (open + 1)..<(close ?? name.count))
    }

    /// The given names and surname a GEDCOM `NAME` marks with slashes (`John /Smith/ Jr.` →
    /// `John`, `Smith`), found character by character (a combining mark may join a slash), or nil
    /// when it has no slash: what the bytes form, `nameParts(_: [UInt8])`, finds for a slash
    /// that stands alone.
    static func nameParts(_ name: String) -> (given: String, surname: String)? {
        guard let open = name.firstIndex(of: "/") else { return nil }
        let rest = name[name.index(after: open)...]
        let close = rest.firstIndex(of: "/") ?? rest.endIndex
        return (String(name[..<open]), String(rest[..<close]))
    }

    /// `text` with each run of spaces, tabs, line breaks (and slashes, when asked) made one space,
    /// and none at either end. The separators are ASCII, so working on UTF-8 bytes is safe.
    static func collapsingSpaces(_ text: String, slashes: Bool) -> String {
        var text = text
        // Most names and dates have nothing to collapse: they are kept as they are, not copied.
        let tidy = text.withUTF8 { utf8 in
            guard let first = utf8.first, let last = utf8.last, first != 0x20, last != 0x20 else { return utf8.isEmpty }
            var previous: UInt8 = 0
            for byte in utf8 {
                if byte == 0x09 || byte == 0x0A || byte == 0x0D || (slashes && byte == 0x2F)
                    || (byte == 0x20 && previous == 0x20)
                {
                    return false
                }
                previous = byte
            }
            return true
        }
        if tidy { return text }
        var collapsed: [UInt8] = []
        collapsed.reserveCapacity(text.utf8.count)
        _ = text.withUTF8 { appendCollapsed($0, slashes: slashes, to: &collapsed) }
        return String(decoding: collapsed, as: UTF8.self)
    }
}

extension GEDCOMReader {
    /// A string from bytes already known to be UTF-8.
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { output in
            _ = output.initialize(fromContentsOf: bytes)
            return bytes.count
        }
    }
}

extension ChildRelation {
    /// The relation a GEDCOM value names: `INDI.FAMC.PEDI` (5.5.1 `PEDIGREE_LINKAGE_TYPE`:
    /// `adopted`, `birth`, `foster`, `sealing`; 7.0 §3 `g7:enumset-PEDI`: `ADOPTED`, `BIRTH`,
    /// `FOSTER`, `SEALING`, `OTHER`) or `FAM.CHIL._FREL`/`_MREL` (Family Tree Maker's and Gramps'
    /// `Natural`, `Adopted`, `Foster`, `Step`, `Stepchild`, `Sponsored`, `Unknown`, …). Case does
    /// not count; a value TreeBench does not know is ``other``, a tie that is not birth; an
    /// empty value says nothing and is ``birth``.
    init(gedcom value: UnsafeBufferPointer<UInt8>) {
        let word = String(decoding: value, as: UTF8.self).trimmingCharacters(in: .whitespaces).lowercased()
        switch word {
        case "", "birth", "natural", "biological": self = .birth
        case "adopted", "adoption": self = .adopted
        case "foster": self = .foster
        case "step", "stepchild", "step-child", "stepparent": self = .step
        default: self = .other
        }
    }
}
