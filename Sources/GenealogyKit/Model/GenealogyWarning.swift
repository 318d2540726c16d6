import FamilyTree

/// A fault in a family file that leaves the family readable: what was wrong, where, and what the
/// reader did about it.
///
/// Reading is lenient by default (``GenealogyReadingMode/lenient``): a pointer to a missing record,
/// a second record with a used id, a missing `0 TRLR`, a line deeper than its parent allows, a
/// `HEAD.CHAR` that the bytes contradict, a parent cycle and the like each become one warning and
/// the file is read. ``GenealogyReadingMode/strict`` refuses such a file instead, with
/// ``GenealogyError/refused(faults:leftOut:)`` listing every one of them.
///
/// ``description`` reads like a compiler message:
/// `line 1641: I00088: FAMS points to F00088, which is not a record of the file; the link is dropped`.
public struct GenealogyWarning: Hashable, Sendable, CustomStringConvertible {
    /// The kind of fault; its raw value is a short name, stable for scripts and reports.
    public enum Kind: String, Hashable, Sendable, CaseIterable, Comparable {
        /// The bytes contradict `HEAD.CHAR`, or it names a character set TreeBench does not know, or
        /// some bytes are no character at all.
        case characterSet = "character-set"
        /// The file does not start with `0 HEAD`.
        case missingHeader = "missing-header"
        /// A line that is not `LEVEL [@XREF@] TAG [VALUE]`, a record without the `@id@` it needs, or
        /// a pointer value that is not `@id@`.
        case malformedLine = "malformed-line"
        /// A line more than one level deeper than the line before it.
        case levelJump = "level-jump"
        /// The file ends without its `0 TRLR` line.
        case missingTrailer = "missing-trailer"
        /// Lines follow the `0 TRLR` line, which ends the file.
        case afterTrailer = "after-trailer"
        /// Two records of one kind share an id.
        case duplicateID = "duplicate-id"
        /// A pointer names no record of the file.
        case danglingPointer = "dangling-pointer"
        /// A union names more than two partners.
        case tooManyPartners = "too-many-partners"
        /// Someone is their own ancestor.
        case parentCycle = "parent-cycle"
        /// A person's text holds the NUL character, U+0000, which no chart can carry.
        case nulCharacter = "nul-character"
        /// A Gramps XML record without the `handle` that links to it are written with.
        case missingHandle = "missing-handle"

        /// Kinds in the order they are declared (the order a file is read in), for summaries.
        public static func < (lhs: Kind, rhs: Kind) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// What the reader did about a fault.
    public enum Action: Hashable, Sendable, CustomStringConvertible {
        /// The text was decoded in this character set, which its bytes fit.
        case decoded(as: GEDCOMCharacterSet)
        /// The text was decoded as UTF-8, and the bytes that are not well-formed UTF-8 (`count`
        /// of them) as Windows-1252: a file mostly in one set with some bytes in the other reads right.
        case decodedMixed(count: Int)
        /// Bytes or code units that are no character in the file's character set became U+FFFD.
        case replaced(count: Int)
        /// The line was skipped, with the lines below it (`count` in all).
        case skippedLines(count: Int)
        /// The file was read without the missing part (its header or its trailer).
        case readOn
        /// The link was not made: nothing is drawn for it.
        case droppedLink
        /// The record was given this new id, so that nothing collides.
        case renamed(to: String)
        /// The character was removed.
        case removedCharacter

        /// A stable name for scripts and reports: `decoded`, `decoded-mixed`, `replaced`, `skipped-lines`,
        /// `read-on`, `dropped-link`, `renamed`, `removed-character`.
        public var name: String {
            switch self {
            case .decoded: "decoded"
            case .decodedMixed: "decoded-mixed"
            case .replaced: "replaced"
            case .skippedLines: "skipped-lines"
            case .readOn: "read-on"
            case .droppedLink: "dropped-link"
            case .renamed: "renamed"
            case .removedCharacter: "removed-character"
            }
        }

        /// What was done, in words.
        public var description: String {
            switch self {
            case .decoded(let characterSet): "read as \(characterSet.rawValue)"
            case .decodedMixed(let count):
                "read as UTF-8, and the \(count) byte\(count == 1 ? "" : "s") that are not UTF-8 as Windows-1252"
            case .replaced(let count): "\(count == 1 ? "it is" : "they are") read as U+FFFD"
            case .skippedLines(let count):
                count == 1 ? "the line is skipped" : "the line and the \(count - 1) below it are skipped"
            case .readOn: "the file is read without it"
            case .droppedLink: "the link is dropped"
            case .renamed(let id): "the second is renamed \(messageEscaped(id))"
            case .removedCharacter: "the character is removed"
            }
        }
    }

    /// The kind of fault.
    public let kind: Kind
    /// What the reader did, without its count or new id (`storedCount`, `texts`).
    private let storedAction: StoredAction
    /// Which of the optional parts the warning has.
    private let parts: Parts
    /// `line`, or 0 when there is none.
    private let storedLine: UInt32
    /// `relatedLine`, or 0 when there is none.
    private let storedRelatedLine: UInt32
    /// The action's count, or the byte length of a renamed record's new id.
    private let storedCount: UInt32
    /// The byte length of `record` at the start of `texts`.
    private let recordLength: UInt32
    /// The byte length of `relatedRecord`, after `record` in `texts`.
    private let relatedRecordLength: UInt32
    /// The record, the related record, a renamed record's new id and the problem, one after
    /// another in one string: one allocation at most (none when they fit in 15 bytes), where they
    /// took four strings (and a 120-byte value) before.
    private let texts: String

    /// The line (1-based) the fault is on, for text formats.
    public var line: Int? { parts.contains(.line) ? Int(storedLine) : nil }
    /// The id of the record the fault is in, when it is in one.
    public var record: String? { parts.contains(.record) ? text(from: 0, length: recordLength) : nil }
    /// What is wrong, in words, without the line and the record.
    public var problem: String {
        let offset = recordLength + relatedRecordLength + (storedAction == .renamed ? storedCount : 0)
        return text(from: offset, length: UInt32(texts.utf8.count) - offset)
    }
    /// What the reader did.
    public var action: Action {
        switch storedAction {
        case .decoded(let characterSet): .decoded(as: characterSet)
        case .decodedMixed: .decodedMixed(count: Int(storedCount))
        case .replaced: .replaced(count: Int(storedCount))
        case .skippedLines: .skippedLines(count: Int(storedCount))
        case .readOn: .readOn
        case .droppedLink: .droppedLink
        case .renamed: .renamed(to: text(from: recordLength + relatedRecordLength, length: storedCount))
        case .removedCharacter: .removedCharacter
        }
    }
    /// Another line the fault involves: the first record with a duplicated id.
    public var relatedLine: Int? { parts.contains(.relatedLine) ? Int(storedRelatedLine) : nil }
    /// The other record a fault involves: the id a dangling pointer names, the person a dropped
    /// partner or child link named.
    public var relatedRecord: String? {
        parts.contains(.relatedRecord) ? text(from: recordLength, length: relatedRecordLength) : nil
    }

    /// Creates a warning.
    ///
    /// The warning keeps its texts in one string and the rest in a few numbers: 40 bytes and at
    /// most one allocation, where a reading of many faults held about 600 bytes a warning. Lines
    /// and counts past `UInt32.max`, which no file of at most 4 GiB reaches, are kept as
    /// `UInt32.max`.
    ///
    /// - Parameters:
    ///   - kind: The kind of fault.
    ///   - line: The line it is on, for text formats.
    ///   - record: The id of the record it is in.
    ///   - problem: What is wrong, in words.
    ///   - action: What the reader did.
    ///   - relatedLine: Another line the fault involves.
    ///   - relatedRecord: The other record it involves.
    public init(
        _ kind: Kind, line: Int? = nil, record: String? = nil, problem: String, action: Action,
        relatedLine: Int? = nil, relatedRecord: String? = nil
    ) {
        self.kind = kind
        var parts: Parts = []
        if line != nil { parts.insert(.line) }
        if relatedLine != nil { parts.insert(.relatedLine) }
        if record != nil { parts.insert(.record) }
        if relatedRecord != nil { parts.insert(.relatedRecord) }
        self.parts = parts
        storedLine = UInt32(clamping: line ?? 0)
        storedRelatedLine = UInt32(clamping: relatedLine ?? 0)
        let newID: String
        switch action {
        case .decoded(let characterSet): (storedAction, storedCount, newID) = (.decoded(characterSet), 0, "")
        case .decodedMixed(let count): (storedAction, storedCount, newID) = (.decodedMixed, UInt32(clamping: count), "")
        case .replaced(let count): (storedAction, storedCount, newID) = (.replaced, UInt32(clamping: count), "")
        case .skippedLines(let count): (storedAction, storedCount, newID) = (.skippedLines, UInt32(clamping: count), "")
        case .readOn: (storedAction, storedCount, newID) = (.readOn, 0, "")
        case .droppedLink: (storedAction, storedCount, newID) = (.droppedLink, 0, "")
        case .renamed(let id): (storedAction, storedCount, newID) = (.renamed, UInt32(id.utf8.count), id)
        case .removedCharacter: (storedAction, storedCount, newID) = (.removedCharacter, 0, "")
        }
        let record = record ?? ""
        let relatedRecord = relatedRecord ?? ""
        recordLength = UInt32(record.utf8.count)
        relatedRecordLength = UInt32(relatedRecord.utf8.count)
        var texts = ""
        texts.reserveCapacity(record.utf8.count + relatedRecord.utf8.count + newID.utf8.count + problem.utf8.count)
        texts += record
        texts += relatedRecord
        texts += newID
        texts += problem
        self.texts = texts
    }

    /// The `length` bytes of `texts` from byte `offset`, which start and end on characters.
    private func text(from offset: UInt32, length: UInt32) -> String {
        let utf8 = texts.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: Int(offset))
        return String(texts[start..<utf8.index(start, offsetBy: Int(length))])
    }

    /// `Action` without its payloads, which the warning keeps apart.
    private enum StoredAction: Hashable, Sendable {
        case decoded(GEDCOMCharacterSet), decodedMixed, replaced, skippedLines, readOn, droppedLink, renamed
        case removedCharacter
    }

    /// The optional parts a warning has.
    private struct Parts: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        static let line = Parts(rawValue: 1)
        static let relatedLine = Parts(rawValue: 2)
        static let record = Parts(rawValue: 4)
        static let relatedRecord = Parts(rawValue: 8)
    }

    /// The fault and what was done: `line 12: I4: … ; the link is dropped`.
    public var description: String {
        let place = line.map { "line \($0): " } ?? ""
        let owner = record.map { "\(messageEscaped($0)): " } ?? ""
        return "\(place)\(owner)\(problem); \(action)"
    }
}

extension [GenealogyWarning] {
    /// How many warnings there are of each kind, in the kinds' order.
    public var countsByKind: [(kind: GenealogyWarning.Kind, count: Int)] {
        var counts: [GenealogyWarning.Kind: Int] = [:]
        for warning in self { counts[warning.kind, default: 0] += 1 }
        return counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
