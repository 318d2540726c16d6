import FamilyTree
import Foundation

/// A person whose record is being read: their fields arrive line by line.
struct PersonDraft {
    var id = ""
    /// The line of the `INDI` record.
    var line = 0
    private var name: String?
    private var givenName: String?
    private var surname: String?
    private var sex = "unknown"
    private var born: String?
    private var died: String?
    /// The places of the first `BIRT`, `CHR`, `DEAT` and `BURI`.
    private var birthPlace: String?
    private var christeningPlace: String?
    private var deathPlace: String?
    private var burialPlace: String?
    private var christeningsSeen = 0
    private var burialsSeen = 0
    private var namesSeen = 0
    private var birthsSeen = 0
    private var deathsSeen = 0

    init() {}

    init(id: String, line: Int) {
        self.id = id
        self.line = line
    }

    /// Reads `NAME` (the first), its `GIVN` and `SURN`, `SEX`, the date and place of the first
    /// `BIRT` and `DEAT`, and the place of the first `CHR` and `BURI`; `under` is the level-1 tag
    /// above a level-2 line.
    ///
    /// - Returns: The field that `CONC` and `CONT` lines below this one continue, if any.
    @inline(__always) mutating func read(
        _ tag: GEDCOMTag, level: Int, under: GEDCOMTag, value bytes: UnsafeBufferPointer<UInt8>
    ) -> GEDCOMReader.Field? {
        func value() -> String { GEDCOMReader.decode(bytes) }
        switch (level, tag) {
        case (1, .name):
            namesSeen += 1
            guard namesSeen == 1 else { return nil }
            name = value()
            return .name
        case (2, .givenName) where under == .name && namesSeen == 1:
            givenName = value()
            return .givenName
        case (2, .surname) where under == .name && namesSeen == 1:
            surname = value()
            return .surname
        case (1, .sex):
            sex = Self.sex(value())
        case (1, .birth):
            birthsSeen += 1
        case (1, .death):
            deathsSeen += 1
        case (1, .christening):
            christeningsSeen += 1
        case (1, .burial):
            burialsSeen += 1
        case (2, .place) where under == .birth && birthsSeen == 1 && birthPlace == nil:
            birthPlace = value()
        case (2, .place) where under == .christening && christeningsSeen == 1 && christeningPlace == nil:
            christeningPlace = value()
        case (2, .place) where under == .death && deathsSeen == 1 && deathPlace == nil:
            deathPlace = value()
        case (2, .place) where under == .burial && burialsSeen == 1 && burialPlace == nil:
            burialPlace = value()
        case (2, .date) where under == .birth && birthsSeen == 1 && born == nil:
            born = value()
            return .born
        case (2, .date) where under == .death && deathsSeen == 1 && died == nil:
            died = value()
            return .died
        default:
            break
        }
        return nil
    }

    /// Appends a `CONC` or `CONT` piece to the field it continues.
    mutating func append(_ piece: String, to field: GEDCOMReader.Field) {
        switch field {
        case .name: name? += piece
        case .givenName: givenName? += piece
        case .surname: surname? += piece
        case .born: born? += piece
        case .died: died? += piece
        case .none: break
        }
    }

    /// The person as read: the name with its `/surname/` slashes removed and spaces collapsed
    /// (`GIVN SURN` when `NAME` is empty), dates and places with their spaces collapsed, blank ones
    /// dropped (a christening's and a burial's place kept as theirs, not as the birth's or the
    /// death's); a death without a date is ``GenealogicalDate/undated``. The name's parts are
    /// the `NAME` before its first slash and between its slashes, else `GIVN` and `SURN`.
    var person: GenealogyPerson {
        var display = Self.collapsingSpaces(name ?? "", slashes: true)
        if display.isEmpty {
            display = Self.collapsingSpaces((givenName ?? "") + " " + (surname ?? ""), slashes: true)
        }
        func date(_ text: String?) -> String? {
            guard let text else { return nil }
            let collapsed = Self.collapsingSpaces(text, slashes: false)
            return collapsed.isEmpty ? nil : collapsed
        }
        // A death recorded without a date (`1 DEAT Y`, or a `DEAT` with only a place) is a death.
        let died = date(died) ?? (deathsSeen > 0 ? GenealogicalDate.undated : nil)
        let parts = Self.nameParts(name ?? "")
        return GenealogyPerson(
            id: id, name: display, sex: sex, born: date(born), died: died,
            givenName: date(parts?.given ?? givenName), surname: date(parts?.surname ?? surname),
            birthPlace: date(birthPlace), deathPlace: date(deathPlace), christeningPlace: date(christeningPlace),
            burialPlace: date(burialPlace))
    }

    /// The given names and surname a GEDCOM `NAME` marks with slashes (`John /Smith/ Jr.` →
    /// `John`, `Smith`), or nil when it has no slash.
    static func nameParts(_ name: String) -> (given: String, surname: String)? {
        let utf8 = name.utf8
        let slash = UInt8(ascii: "/")
        guard let open = utf8.firstIndex(of: slash) else { return nil }
        let afterOpen = utf8.index(after: open)
        let close = utf8[afterOpen...].firstIndex(of: slash)
        // A slash byte with ASCII on both sides is a character of its own (no mark joins it, it
        // joins nothing), so the bytes find what a search by character finds; else search so.
        func standsAlone(_ index: String.Index) -> Bool {
            let after = utf8.index(after: index)
            return (index == utf8.startIndex || utf8[utf8.index(before: index)] < 0x80)
                && (after == utf8.endIndex || utf8[after] < 0x80)
        }
        guard standsAlone(open), close.map(standsAlone) ?? true else {
            guard let open = name.firstIndex(of: "/") else { return nil }
            let rest = name[name.index(after: open)...]
            let close = rest.firstIndex(of: "/") ?? rest.endIndex
            return (String(name[..<open]), String(rest[..<close]))
        }
        return (String(name[..<open]), String(name[afterOpen..<(close ?? name.endIndex)]))
    }

    /// `SEX`: `M` male, `F` female, `X` other (GEDCOM 7.0), anything else unknown.
    private static func sex(_ value: String) -> String {
        switch value.utf8.first {
        case UInt8(ascii: "M"), UInt8(ascii: "m"): "male"
        case UInt8(ascii: "F"), UInt8(ascii: "f"): "female"
        case UInt8(ascii: "X"): "other"
        default: "unknown"
        }
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
