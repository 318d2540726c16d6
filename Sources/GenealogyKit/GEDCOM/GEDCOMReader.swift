import FamilyTree
import Foundation

/// Reads the records of GEDCOM 5.5, 5.5.1, 5.5.5 and 7.0 from the lines a ``GEDCOMLineLexer``
/// splits, into a ``GenealogyAssembler``.
///
/// The reader holds how lines nest: a line at level n > 0 belongs to the nearest line above it at
/// level n − 1 (GEDCOM 5.5.1 chapter 1; 7.0 §1.3), so it keeps the level-0 record it is in and the
/// level-1 tag above the line, which is all the context the fields it reads need:
///
/// | record | read | skipped |
/// |---|---|---|
/// | `INDI` | `NAME` (the first; `/surname/` slashes removed), `NAME.GIVN`/`SURN`, `SEX`, `BIRT.DATE`, `DEAT.DATE`, `BIRT.PLAC` (else `CHR.PLAC`), `DEAT.PLAC` (else `BURI.PLAC`), `FAMC` (with `PEDI`), `FAMS`, `ADOP.FAMC` | everything else |
/// | `FAM` | `HUSB`, `WIFE`, `CHIL` (with `_FREL`, `_MREL`) in order, `MARR.DATE` and `MARR.PLAC` (the first `MARR`) | everything else |
/// | `HEAD`, `TRLR` | the character set and version (``GEDCOMHeaderScan``) | the rest |
/// | any other | nothing | counted by tag, as are `_` extension tags anywhere |
///
/// `CONC` and `CONT` continue the value of the line they are under; `@@` in a value is a literal `@`.
///
/// Faults that leave the family readable are warnings, and the reader goes on: a line that is not
/// a GEDCOM line is skipped; a line more than one level deeper than the line before it is skipped
/// with its substructure (everything below it, down to a line that fits); an `INDI` or `FAM`
/// without an `@id@` is skipped whole; a pointer that is not `@id@` links nothing; a file without
/// `0 HEAD` or without `0 TRLR` is read as far as it goes; lines after `0 TRLR` are counted and
/// not read.
struct GEDCOMReader {
    /// The decoded text (its bytes empty once ``releasingText()`` let them go).
    private(set) var text: GEDCOMText
    /// The records read so far.
    private(set) var assembler = GenealogyAssembler()
    /// Level-0 records skipped, by tag.
    private(set) var skippedRecords: [String: Int] = [:]
    /// `_` extension tags skipped, by tag.
    private(set) var extensionTags: [String: Int] = [:]
    /// The number of lines read.
    private(set) var lineCount = 0
    /// The faults met, in line order (the first ``GenealogyWarningLog/keptLimit`` kept).
    private(set) var warnings: GenealogyWarningLog

    /// The record a line is in.
    private enum Record {
        case none, head, person, union(Int32), other
    }

    /// The value a `CONC`/`CONT` line would continue.
    enum Field {
        case none, name, givenName, surname, born, died
    }

    /// A structure being skipped: its first line and how many lines so far; lines deeper than
    /// `floor` belong to it.
    private struct Skip {
        var kind: GenealogyWarning.Kind
        var line: Int
        var record: String?
        var problem: String
        var floor: Int
        var count = 1
        /// For a record skipped because its first line is malformed: the tags of its level-1
        /// lines (its facts), each once, in order, up to ``factLimit``; nil for other skips.
        var droppedFacts: [String]?
        /// Further distinct facts past the limit.
        var moreFactCount = 0

        /// The most facts a warning names.
        static let factLimit = 12
    }

    /// The text's bytes, while ``read()`` runs.
    private var buffer = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    private var record = Record.none
    /// The current record's cross-reference id, for warnings.
    private var recordXref = 0..<0
    private var person = PersonDraft()
    private var previousLevel = -1
    private var levelOneTag = GEDCOMTag.other
    private var field = Field.none
    private var fieldLevel = 0
    /// The link the last `FAMC` or `CHIL` line made, which `PEDI`, `_FREL` and `_MREL` refine.
    private var lastChildLink: Int?
    /// The `MARR` lines of the union being read: only the first marriage's date and place are read.
    private var marriagesSeen = 0
    private var skip: Skip?
    private var sawHead = false
    private var sawTrailer = false

    init(text: GEDCOMText, keptWarningLimit: Int = GenealogyWarningLog.defaultKeptLimit) {
        self.text = text
        warnings = GenealogyWarningLog(keptLimit: keptWarningLimit)
    }

    /// Reads every line.
    ///
    /// - Throws: ``GenealogyError/empty(reason:)`` when the text holds no line at all.
    /// - Complexity: O(n) in the size of the text.
    mutating func read() throws(GenealogyError) {
        let bytes = text.bytes
        bytes.withUnsafeBufferPointer { buffer in
            self.buffer = buffer
            var lexer = GEDCOMLineLexer(buffer, from: text.start)
            readLines(&lexer)
            self.buffer = UnsafeBufferPointer(start: nil, count: 0)
        }
        if !sawHead { throw .empty(reason: warnings.isEmpty ? "the file has no lines" : "the file has no records") }
    }

    /// Resolves the records read (``GenealogyAssembler/assemble(keptWarningLimit:)``).
    mutating func assemble(
        keptWarningLimit: Int
    ) throws(GenealogyError) -> (genealogy: Genealogy, warnings: GenealogyWarningLog) {
        try assembler.assemble(keptWarningLimit: keptWarningLimit)
    }

    /// The text as read, with no bytes: what the reader holds of it after ``read()`` is let go.
    mutating func releasingText() -> GEDCOMText {
        text.bytes = []
        return text
    }

    private mutating func readLines(_ lexer: inout GEDCOMLineLexer) {
        while !sawTrailer {
            let line: GEDCOMLine
            do {
                guard let next = try lexer.next() else { break }
                line = next
            } catch {
                readMalformedLine(error, lexer: lexer)
                continue
            }
            guard fitsStructure(line) else { continue }
            let tag = GEDCOMTag(slice(line.tag))
            if tag == .extensionTag { extensionTags[string(line.tag), default: 0] += 1 }
            if line.level == 0 {
                startRecord(line, tag: tag)
            } else {
                readSubstructure(line, tag: tag)
            }
        }
        finishRecord()
        endSkip()
        if sawTrailer {
            let trailerLine = lexer.lineNumber
            let after = lexer.countRemainingLines()
            if after > 0 {
                warn(
                    .afterTrailer, line: trailerLine,
                    problem: "\(after) line\(after == 1 ? "" : "s") follow 0 TRLR, which ends the file",
                    action: .skippedLines(count: after))
            }
        } else if sawHead {
            warn(
                .missingTrailer, line: lexer.lineNumber,
                problem: "the file ends without its 0 TRLR line (it may be cut short)",
                action: .readOn)
        }
        lineCount = lexer.lineNumber
    }

    // MARK: Levels

    /// Whether `line` nests where its level says; if not, it starts a skipped structure.
    @inline(__always)
    private mutating func fitsStructure(_ line: GEDCOMLine) -> Bool {
        if let current = skip {
            if line.level > current.floor {
                skip?.count += 1
                if line.level == 1, current.droppedFacts != nil { noteDroppedFact(slice(line.tag)) }
                return false
            }
            endSkip()
        }
        guard line.level <= previousLevel + 1 else {
            let problem =
                previousLevel < 0
                ? "the first line is at level \(line.level); a GEDCOM file starts at level 0"
                : "level \(line.level) follows level \(previousLevel); a line may be at most one level deeper "
                    + "than the line before it"
            skip = Skip(
                kind: .levelJump, line: line.number, record: recordID, problem: problem, floor: previousLevel + 1)
            return false
        }
        previousLevel = line.level
        return true
    }

    private mutating func endSkip() {
        guard let ended = skip else { return }
        skip = nil
        var problem = ended.problem
        if let facts = ended.droppedFacts {
            let more = ended.moreFactCount > 0 ? " and \(ended.moreFactCount) more" : ""
            problem +=
                facts.isEmpty
                ? "; it starts a record, which has no facts below it"
                : "; it starts a record, whose facts are dropped with it: \(facts.map(messageEscaped).joined(separator: ", "))\(more)"
        }
        warnings.append(
            GenealogyWarning(
                ended.kind, line: ended.line, record: ended.record, problem: problem,
                action: .skippedLines(count: ended.count)))
    }

    /// Notes a level-1 tag of a record being dropped, for its warning.
    private mutating func noteDroppedFact(_ tag: UnsafeBufferPointer<UInt8>) {
        guard var facts = skip?.droppedFacts else { return }
        if facts.contains(where: { $0.utf8.elementsEqual(tag) }) { return }
        guard facts.count < Skip.factLimit else {
            skip?.moreFactCount += 1
            return
        }
        skip?.droppedFacts = nil  // keeps the array unshared while it grows
        facts.append(GEDCOMReader.string(tag))
        skip?.droppedFacts = facts
    }

    // MARK: Malformed lines

    /// A line that is not a GEDCOM line. One that reads as a record's first line (its level 0,
    /// or a letter for it: ``GEDCOMLineLexer/recordStart(of:)``) ends the record before it and
    /// starts a skip of its own record, down to the next level-0 line, so that its lines are given
    /// to nobody; its warning says how many lines and which facts were dropped. Any other is
    /// skipped alone (inside a dropped record it is one more line of it).
    private mutating func readMalformedLine(_ error: MalformedGEDCOMLine, lexer: GEDCOMLineLexer) {
        let problem = "column \(error.column): \(error.reason) (a GEDCOM line is LEVEL [@XREF@] TAG [VALUE])"
        if let xref = lexer.recordStart(of: error) {
            finishRecord()
            endSkip()
            record = .other
            recordXref = 0..<0
            field = .none
            levelOneTag = .other
            lastChildLink = nil
            previousLevel = 0
            skip = Skip(
                kind: .malformedLine, line: error.line, record: xref.isEmpty ? nil : string(xref),
                problem: problem, floor: 0, droppedFacts: [])
            return
        }
        if skip?.droppedFacts != nil {
            skip?.count += 1
            return
        }
        warn(.malformedLine, line: error.line, record: recordID, problem: problem, action: .skippedLines(count: 1))
    }

    // MARK: Records

    private mutating func startRecord(_ line: GEDCOMLine, tag: GEDCOMTag) {
        finishRecord()
        field = .none
        levelOneTag = .other
        lastChildLink = nil
        recordXref = line.xref
        if !sawHead {
            sawHead = true
            if tag == .head {
                record = .head
                return
            }
            warn(.missingHeader, line: line.number, problem: "the file does not start with 0 HEAD", action: .readOn)
        }
        switch tag {
        case .individual, .family:
            guard line.hasXref else {
                record = .other
                skip = Skip(
                    kind: .malformedLine, line: line.number, record: nil,
                    problem: "\(tag == .individual ? "an INDI" : "a FAM") record needs an @id@ to be pointed to",
                    floor: 0)
                return
            }
            if tag == .individual {
                person.start(id: slice(line.xref), line: line.number)
                record = .person
            } else {
                record = .union(assembler.addUnion(id: slice(line.xref), line: line.number))
                marriagesSeen = 0
            }
        case .trailer:
            sawTrailer = true
            record = .none
        default:
            if tag != .extensionTag { skippedRecords[string(line.tag), default: 0] += 1 }
            record = .other
        }
    }

    /// Adds the person whose record just ended (their links were added as their lines came).
    private mutating func finishRecord() {
        if case .person = record {
            person.finish(into: &assembler)
            record = .none
        }
    }

    /// The id of the record being read, for warnings.
    private var recordID: String? { recordXref.isEmpty ? nil : string(recordXref) }

    // MARK: Substructures

    @inline(__always)
    private mutating func readSubstructure(_ line: GEDCOMLine, tag: GEDCOMTag) {
        if line.level == 1 {
            levelOneTag = tag
            lastChildLink = nil
        }
        if tag == .concatenation || tag == .continuation {
            if field != .none && line.level == fieldLevel + 1 {
                person.append(slice(line.value), continuation: tag == .continuation, to: field)
            }
            return
        }
        if line.level <= fieldLevel { field = .none }
        switch record {
        case .person: readPersonLine(line, tag: tag)
        case .union(let union): readUnionLine(line, tag: tag, union: union)
        case .none, .head, .other: countUnread(tag, line)
        }
    }

    @inline(__always)
    private mutating func readPersonLine(_ line: GEDCOMLine, tag: GEDCOMTag) {
        // The person is added when their record ends, as the next person: links go to that index.
        let owner = Int32(assembler.people.count)
        switch (line.level, tag) {
        case (1, .name), (2, .givenName), (2, .surname), (1, .sex), (1, .birth), (1, .death), (2, .date),
            (1, .christening), (1, .burial), (2, .place):
            if let continued = person.read(tag, level: line.level, under: levelOneTag, value: slice(line.value)) {
                field = continued
                fieldLevel = line.level
            }
        case (1, .childOf), (1, .partnerOf):
            guard let target = pointer(line, tag: tag) else { return }
            assembler.link(tag == .childOf ? .childOf : .partnerOf, from: owner, to: target, line: line.number)
            if tag == .childOf { lastChildLink = assembler.linkCount - 1 }
        case (2, .pedigree) where levelOneTag == .childOf:
            if let link = lastChildLink { assembler.refine(link, relation: ChildRelation(gedcom: slice(line.value))) }
        case (2, .childOf) where levelOneTag == .adoption:
            guard let target = pointer(line, tag: tag) else { return }
            assembler.link(.childOf, from: owner, to: target, line: line.number, relation: .adopted)
        default:
            countUnread(tag, line)
        }
    }

    @inline(__always)
    private mutating func readUnionLine(_ line: GEDCOMLine, tag: GEDCOMTag, union: Int32) {
        switch (line.level, tag) {
        case (1, .husband), (1, .wife), (1, .child):
            guard let target = pointer(line, tag: tag) else { return }
            let kind: GenealogyAssembler.LinkKind = tag == .husband ? .husband : tag == .wife ? .wife : .child
            assembler.link(kind, from: union, to: target, line: line.number)
            if tag == .child { lastChildLink = assembler.linkCount - 1 }
        case (2, .fatherRelation) where levelOneTag == .child, (2, .motherRelation) where levelOneTag == .child:
            if let link = lastChildLink { assembler.refine(link, relation: ChildRelation(gedcom: slice(line.value))) }
        case (1, .marriage):
            marriagesSeen += 1
        case (2, .date) where levelOneTag == .marriage && marriagesSeen == 1:
            assembler.setMarriage(of: union, date: decode(line.value))
        case (2, .place) where levelOneTag == .marriage && marriagesSeen == 1:
            assembler.setMarriage(of: union, place: decode(line.value))
        default:
            countUnread(tag, line)
        }
    }

    /// `_FREL` and `_MREL` outside `FAM.CHIL` are extension tags like any other.
    private mutating func countUnread(_ tag: GEDCOMTag, _ line: GEDCOMLine) {
        if tag == .fatherRelation || tag == .motherRelation { extensionTags[string(line.tag), default: 0] += 1 }
    }

    /// The bytes of the id a pointer names (`@I1@` → `I1`), or nil for GEDCOM 7.0's `@VOID@` and
    /// for a value that is not a pointer, which is a warning.
    @inline(__always)
    private mutating func pointer(_ line: GEDCOMLine, tag: GEDCOMTag) -> UnsafeBufferPointer<UInt8>? {
        var end = line.value.upperBound
        let start = line.value.lowerBound
        while end > start && (buffer[end - 1] == 0x20 || buffer[end - 1] == 0x09) { end -= 1 }
        guard end - start >= 3, buffer[start] == UInt8(ascii: "@"), buffer[end - 1] == UInt8(ascii: "@") else {
            let value = String(decoding: slice(line.value), as: UTF8.self)
            warn(
                .malformedLine, line: line.number, record: recordID,
                problem: "\(string(line.tag)) needs a pointer such as @I1@, found \(messageQuoted(value))",
                action: .droppedLink)
            return nil
        }
        let id = slice(start + 1..<end - 1)
        return id.elementsEqual("VOID".utf8) ? nil : id
    }

    // MARK: Text

    @inline(__always)
    private func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: buffer[range])
    }

    /// The bytes of `range` as a string (the text is UTF-8 already).
    @inline(__always)
    private func string(_ range: Range<Int>) -> String {
        GEDCOMReader.string(slice(range))
    }

    /// A value as text: `@@` is a literal `@`.
    private func decode(_ range: Range<Int>) -> String {
        GEDCOMReader.decode(slice(range))
    }

    /// A value as text: `@@` is a literal `@`.
    static func decode(_ value: UnsafeBufferPointer<UInt8>) -> String {
        let text = GEDCOMReader.string(value)
        return value.contains(UInt8(ascii: "@")) ? text.replacingOccurrences(of: "@@", with: "@") : text
    }

    private mutating func warn(
        _ kind: GenealogyWarning.Kind, line: Int, record: String? = nil, problem: String,
        action: GenealogyWarning.Action
    ) {
        warnings.append(GenealogyWarning(kind, line: line, record: record, problem: problem, action: action))
    }
}
