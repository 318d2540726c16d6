import FamilyTree
import Foundation

/// The markup that is not an element: comments (XML 1.0 §2.5), processing instructions (§2.6),
/// CDATA sections (§2.7), the XML declaration and the document type declaration (§2.8). Each
/// returns where it ends, or nil when the bytes end inside it.
extension XMLByteScanner {
    /// `<!-- … -->`, skipped; `--` may not appear inside.
    func comment(_ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int) throws(GenealogyError) -> Int? {
        var position = start + 4
        while let dash = Self.find(UInt8(ascii: "-"), base, position, count) {
            guard dash + 2 < count else { return nil }
            if base[dash + 1] == UInt8(ascii: "-") {
                guard base[dash + 2] == UInt8(ascii: ">") else {
                    throw malformed(
                        line + Self.lineFeeds(in: base, start..<dash),
                        "'--' inside a comment (XML 1.0 §2.5, Comments)")
                }
                skipLines(base, start, dash + 3)
                return dash + 3
            }
            position = dash + 1
        }
        return nil
    }

    /// `<?target … ?>`, skipped, or at the very start `<?xml … ?>`, the XML declaration, whose
    /// encoding must be UTF-8 (or ASCII, its subset).
    func processingInstruction(
        _ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int
    ) throws(GenealogyError)
        -> Int?
    {
        var targetEnd = start + 2
        while targetEnd < count && Self.isNameChar(base[targetEnd]) { targetEnd += 1 }
        guard targetEnd < count else { return nil }
        guard targetEnd > start + 2, Self.isNameStart(base[start + 2]) else {
            throw malformed(line, "'<?' must be followed by a target name (XML 1.0 §2.6, Processing Instructions)")
        }
        var end = targetEnd
        while true {
            guard let mark = Self.find(UInt8(ascii: "?"), base, end, count), mark + 1 < count else { return nil }
            end = mark + 1
            if base[end] == UInt8(ascii: ">") { break }
        }
        let target = Self.text(base, start + 2, targetEnd)
        if target.lowercased() == "xml" {
            guard phase == .start, target == "xml" else {
                throw malformed(
                    line,
                    "the XML declaration <?xml …?> may only begin the file (XML 1.0 §2.8; the target 'xml' is reserved, §2.6)"
                )
            }
            try checkEncoding(Self.text(base, targetEnd, end - 1))
        }
        skipLines(base, start, end + 1)
        if phase == .start { phase = .prolog }
        return end + 1
    }

    /// `<![CDATA[ … ]]>` inside the root element: its text, handed over as it is written.
    func cdataSection(_ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int) throws(GenealogyError) -> Int? {
        guard phase == .content else {
            throw malformed(line, "a CDATA section outside the root element (XML 1.0 §2.7: it is text of an element)")
        }
        var position = start + 9
        while let bracket = Self.find(UInt8(ascii: "]"), base, position, count) {
            guard bracket + 2 < count else { return nil }
            if base[bracket + 1] == UInt8(ascii: "]") && base[bracket + 2] == UInt8(ascii: ">") {
                deliverNormalisingLineEnds(base, start + 9, bracket)
                return bracket + 3
            }
            position = bracket + 1
        }
        return nil
    }

    /// `<!DOCTYPE name … [ internal subset ] >`, once, before the root element: skipped. No external
    /// subset is fetched; the names of the general entities the internal subset declares are kept,
    /// so that a reference to one is refused as what it is.
    func documentType(_ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int) throws(GenealogyError) -> Int? {
        guard phase == .start || phase == .prolog, !sawDocumentType else {
            throw malformed(
                line, "a document type declaration after the root element began, or a second one (XML 1.0 §2.8)")
        }
        var position = start + 9
        var entities: [[UInt8]] = []
        while position < count {
            switch base[position] {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard let close = Self.find(base[position], base, position + 1, count) else { return nil }
                position = close + 1
            case UInt8(ascii: "["):
                guard let end = try internalSubset(base, position + 1, count, entities: &entities) else { return nil }
                position = end
            case UInt8(ascii: ">"):
                skipLines(base, start, position + 1)
                declaredEntities.formUnion(entities)
                sawDocumentType = true
                phase = .prolog
                return position + 1
            default:
                position += 1
            }
        }
        return nil
    }

    /// The internal subset from `start` to its `]`: declarations, comments, processing
    /// instructions and parameter-entity references, skipped, the general entities' names kept.
    private func internalSubset(
        _ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int, entities: inout [[UInt8]]
    ) throws(GenealogyError) -> Int? {
        var position = start
        while true {
            while position < count && Self.isSpace(base[position]) { position += 1 }
            guard position < count else { return nil }
            let byte = base[position]
            if byte == UInt8(ascii: "]") { return position + 1 }
            if byte == UInt8(ascii: "%") {
                guard let semicolon = Self.find(UInt8(ascii: ";"), base, position, count) else { return nil }
                position = semicolon + 1
                continue
            }
            guard byte == UInt8(ascii: "<"), position + 1 < count else {
                if byte == UInt8(ascii: "<") { return nil }
                throw malformed(
                    line, "\(Self.quoted(byte)) in the document type's internal subset (XML 1.0 §2.8, intSubset)")
            }
            guard let isComment = Self.starts(base, position, count, with: "<!--", isLast: false) else { return nil }
            if isComment {
                guard let end = Self.findSequence("-->", base, position + 4, count) else { return nil }
                position = end
                continue
            }
            if base[position + 1] == UInt8(ascii: "?") {
                guard let end = Self.findSequence("?>", base, position + 2, count) else { return nil }
                position = end
                continue
            }
            guard let isEntity = Self.starts(base, position, count, with: "<!ENTITY", isLast: false) else { return nil }
            if isEntity {
                var name = position + 8
                while name < count && Self.isSpace(base[name]) { name += 1 }
                var nameEnd = name
                while nameEnd < count && Self.isNameChar(base[nameEnd]) { nameEnd += 1 }
                if nameEnd > name {
                    entities.append(Array(UnsafeBufferPointer(start: base + name, count: nameEnd - name)))
                }
            }
            // To the declaration's '>', past quoted literals.
            position += 2
            while position < count && base[position] != UInt8(ascii: ">") {
                if base[position] == UInt8(ascii: "\"") || base[position] == UInt8(ascii: "'") {
                    guard let close = Self.find(base[position], base, position + 1, count) else { return nil }
                    position = close
                }
                position += 1
            }
            guard position < count else { return nil }
            position += 1
        }
    }

    /// Refuses an XML declaration whose `encoding` is not UTF-8 (§4.3.3): the scanner reads UTF-8.
    private func checkEncoding(_ declaration: String) throws(GenealogyError) {
        guard let range = declaration.range(of: "encoding") else { return }
        let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" || $0 == "\n" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return }
        let name = rest.dropFirst().prefix { $0 != quote }
        guard !["utf-8", "utf8", "us-ascii", "ascii"].contains(name.lowercased()) else { return }
        throw malformed(
            line,
            "the file declares the encoding \(name): Gramps XML is read as UTF-8 only, as Gramps writes it "
                + "(XML 1.0 §4.3.3)")
    }

    /// Counts the lines of the markup `base[start..<end]` just read.
    private func skipLines(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) {
        advanceLines(by: Self.lineFeeds(in: base, start..<end))
    }

    /// The first `byte` in `base[start..<count]`, or nil.
    static func find(_ byte: UInt8, _ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
        guard start < count, let found = memchr(base + start, Int32(byte), count - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The end of the first `literal` in `base[start..<count]`, or nil.
    private static func findSequence(
        _ literal: StaticString, _ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int
    )
        -> Int?
    {
        var position = start
        while let first = find(literal.utf8Start[0], base, position, count) {
            guard let matches = starts(base, first, count, with: literal, isLast: false) else { return nil }
            if matches { return first + literal.utf8CodeUnitCount }
            position = first + 1
        }
        return nil
    }
}
