import FamilyTree
import Foundation

/// A well-formedness-checking XML 1.0 scanner over UTF-8 bytes, pushed in pieces, that hands
/// elements, attributes and text to a handler without a Swift string or dictionary per element:
/// what Gramps XML needs, without a general parser's cost.
///
/// It reads XML 1.0 (fifth edition, W3C 2008) as a document that is not validated and has no
/// external parts:
/// - §2.1 `document ::= prolog element Misc*`: one root element, only white space, comments and
///   processing instructions around it;
/// - §2.2 characters and §4.3.3 encoding: UTF-8 only, checked once (``XMLCharacterCheck``); an
///   encoding declaration naming anything else is refused;
/// - §2.4 character data (`]]>` refused in it), §2.5 comments (`--` refused in them), §2.6
///   processing instructions (skipped), §2.7 CDATA sections, §2.8 the XML declaration (only at the
///   start) and the document type declaration, skipped: nothing is fetched, and the entities its
///   internal subset declares are not expanded (a reference to one is refused, naming it);
/// - §2.11 line ends: `CR LF` and a lone `CR` read as `LF`;
/// - §3.1 start tags, end tags and empty-element tags; WFC Element Type Match (an end tag names the
///   element it closes), Unique Att Spec, No < in Attribute Values; §3.3.3 attribute values
///   normalised (a literal tab, line feed or carriage return reads as a space);
/// - §4.1 references (`XMLByteScanner+References.swift`): the five predefined entities (§4.6) and
///   character references, WFC Legal Character.
///
/// Names (§2.3) are checked on their ASCII characters; any non-ASCII character is taken as a name
/// character. Namespaces (Namespaces in XML 1.0) are resolved for the root element only, which is
/// where Gramps declares its one namespace; other elements and attributes are handed over by
/// their local names. Faults are ``GenealogyError/malformedXML(line:column:reason:)`` naming the
/// line and the rule; one tag, comment, declaration or CDATA section longer than
/// ``markupByteLimit`` is ``GenealogyError/exceedsLimit(limit:line:detail:)``, so the bytes held
/// between pieces stay bounded. Text is handed over as it comes, however long.
final class XMLByteScanner<Handler: XMLStreamHandler> {
    /// The most bytes one piece of markup may take.
    let markupByteLimit: Int
    /// The line the scanner has read to.
    @exclusivity(unchecked) private(set) var line = 1

    let handler: Handler
    @exclusivity(unchecked) var phase = Phase.start
    /// The entities the document type's internal subset declares (never expanded).
    var declaredEntities: Set<[UInt8]> = []
    var sawDocumentType = false

    /// Where the document is: before anything (where the XML declaration may be), in the prolog,
    /// inside the root element, after it.
    enum Phase { case start, prolog, content, epilog }

    /// The bytes of a token a piece ended inside, held until the next piece completes it.
    private var held = ByteBuffer()
    /// The attribute values that references or white space changed, written out while a start
    /// tag is read.
    var scratch = ByteBuffer()
    /// The attributes of the start tag being read: the first `spanCount` of room for
    /// `spanCapacity` (a buffer of its own: an array's `removeAll(keepingCapacity:)` and its
    /// uniqueness checks showed in the profile of a large file).
    @exclusivity(unchecked) private var spans = UnsafeMutablePointer<XMLAttributeSpan>.allocate(capacity: 16)
    @exclusivity(unchecked) private var spanCount = 0
    @exclusivity(unchecked) private var spanCapacity = 16
    /// The qualified names of the open elements, one after another, and where each starts and
    /// the line its start tag was on.
    private let openNames = ByteBuffer()
    @exclusivity(unchecked) private var openElements: [(nameStart: Int, line: Int)] = []
    @exclusivity(unchecked) private var characters = XMLCharacterCheck()
    /// ``XMLByteClass/table``, held here so the loops read it with no check that it is made.
    private let byteClasses = XMLByteClass.table

    // The state above is marked `@exclusivity(unchecked)`: only the scanner's own methods touch
    // it, one call at a time, and the run-time check of each access showed in the profile of a
    // large file.

    /// A scanner that reports to `handler`.
    init(handler: Handler, markupByteLimit: Int = 10_000_000) {
        self.handler = handler
        self.markupByteLimit = markupByteLimit
    }

    deinit { spans.deallocate() }

    /// The document's next piece.
    ///
    /// - Throws: ``GenealogyError/malformedXML(line:column:reason:)`` where the document breaks
    ///   XML's rules, ``GenealogyError/exceedsLimit(limit:line:detail:)`` for markup past
    ///   ``markupByteLimit``, or the handler's own error (``XMLStreamHandler/stopError``).
    /// - Complexity: O(the piece's length), amortised.
    func push(_ bytes: UnsafeRawBufferPointer) throws(GenealogyError) {
        let piece = bytes.assumingMemoryBound(to: UInt8.self)
        let fault = characters.firstFault(in: piece)
        try feed(UnsafeBufferPointer(rebasing: piece[0..<(fault?.offset ?? piece.count)]))
        if let stop = handler.stopError { throw stop }
        if let fault {
            let at = line + Self.lineFeeds(in: held.base, 0..<held.count)
            throw malformed(at, Self.describe(fault.fault, byte: piece[fault.offset]))
        }
    }

    /// Ends the document.
    ///
    /// - Throws: As ``push(_:)``, and for a document that ends before its root element closes, or
    ///   has none.
    func finish() throws(GenealogyError) {
        if characters.endsInsideSequence {
            throw malformed(line, "the file ends inside a UTF-8 sequence (XML 1.0 §2.2, Characters)")
        }
        if held.count > 0 {
            _ = try scan(held.base, held.count, isLast: true)
            held.count = 0
        }
        if let stop = handler.stopError { throw stop }
        if !openElements.isEmpty { throw endsEarly() }
        if phase != .epilog {
            throw malformed(line, "the file has no root element (XML 1.0 §2.1: a document is one element)")
        }
    }

    /// The error for a file that stops inside its elements.
    func endsEarly() -> GenealogyError {
        let count = openElements.count
        return malformed(
            line, "\(Self.endsInsidePrefix) \(count) open element\(count == 1 ? "" : "s"): it is cut short")
    }

    /// How ``endsEarly()``'s reason begins.
    static var endsInsidePrefix: String { "the file ends inside" }

    /// Moves the line on past markup a part of the scanner has read.
    func advanceLines(by count: Int) { line += count }

    func malformed(_ line: Int, _ reason: String) -> GenealogyError {
        .malformedXML(line: line, column: 0, reason: reason)
    }

    // MARK: Pieces

    /// Scans `piece`, the bytes held from the last piece first, and holds what ends inside a token.
    private func feed(_ piece: UnsafeBufferPointer<UInt8>) throws(GenealogyError) {
        guard let base = piece.baseAddress, !piece.isEmpty else { return }
        var offset = 0
        while held.count > 0 {
            // Add bytes until the held token completes: as many as are held, at least 4 KB.
            let heldBefore = held.count
            let taken = min(piece.count - offset, max(1 << 12, heldBefore))
            held.append(base + offset, count: taken)
            offset += taken
            let consumed = try scan(held.base, held.count, isLast: false)
            if consumed >= heldBefore {
                // The token that was held is read; scan the rest of the piece where it lies.
                offset -= held.count - consumed
                held.count = 0
            } else {
                held.removeFirst(consumed)
                if offset == piece.count {
                    try checkHeldLimit()
                    return
                }
            }
        }
        let rest = piece.count - offset
        let consumed = try scan(base + offset, rest, isLast: false)
        if consumed < rest {
            held.append(base + offset + consumed, count: rest - consumed)
            try checkHeldLimit()
        }
    }

    private func checkHeldLimit() throws(GenealogyError) {
        guard held.count > markupByteLimit else { return }
        throw .exceedsLimit(
            limit: "markup: \(markupByteLimit) bytes in one tag, comment, declaration or CDATA section", line: line,
            detail: "the markup that begins here runs past \(markupByteLimit) bytes")
    }

    /// Scans whole tokens from the start of `base`: the number of bytes read, short of a token the
    /// bytes end inside (which `isLast` makes an error).
    private func scan(_ base: UnsafePointer<UInt8>, _ count: Int, isLast: Bool) throws(GenealogyError) -> Int {
        var position = 0
        while position < count {
            let next: Int?
            if base[position] == UInt8(ascii: "<") {
                next = try markup(base, position, count, isLast: isLast)
            } else if phase == .content {
                next = try text(base, position, count, isLast: isLast)
            } else {
                next = try spaceOutsideRoot(base, position, count)
            }
            guard let next else {
                if !isLast { break }
                if !openElements.isEmpty { throw endsEarly() }
                throw malformed(line, "the file ends inside markup (a tag, comment or declaration): it is cut short")
            }
            position = next
        }
        return position
    }

    // MARK: Text

    /// Character data (§2.4) up to the next `<`, handed over in runs; nil when the bytes end before
    /// anything could be read (a reference, a carriage return or `]` cut).
    private func text(
        _ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int, isLast: Bool
    ) throws(GenealogyError)
        -> Int?
    {
        var position = start
        var run = start
        while position < count {
            let byte = base[position]
            if byteClasses[Int(byte)] & XMLByteClass.textStop == 0 {
                position += 1
                continue
            }
            if byte == UInt8(ascii: "<") { break }
            switch byte {
            case 0x0A:
                line += 1
            case UInt8(ascii: "&"):
                deliver(base, run, position)
                guard let (end, scalar) = try reference(base, position, count, isLast: isLast) else {
                    return position > start ? position : nil
                }
                deliver(scalar)
                position = end
                run = end
                continue
            case 0x0D:
                deliver(base, run, position)
                if position + 1 == count && !isLast { return position > start ? position : nil }
                if position + 1 == count || base[position + 1] != 0x0A {
                    deliver(Unicode.Scalar(0x0A))
                    line += 1
                }
                position += 1
                run = position
                continue
            case UInt8(ascii: "]"):
                if position + 2 < count {
                    if base[position + 1] == UInt8(ascii: "]") && base[position + 2] == UInt8(ascii: ">") {
                        throw malformed(
                            line, "']]>' may not appear in text: write ']]&gt;' (XML 1.0 §2.4, Character Data)")
                    }
                } else if !isLast {
                    deliver(base, run, position)
                    return position > start ? position : nil
                }
            default:
                break
            }
            position += 1
        }
        deliver(base, run, position)
        return position
    }

    /// White space between the root element and what comes before or after it; a byte-order mark
    /// at the very start is passed over.
    private func spaceOutsideRoot(
        _ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int
    ) throws(GenealogyError)
        -> Int?
    {
        var position = start
        if phase == .start && base[start] == 0xEF {
            guard count - start >= 3 else { return nil }
            if base[start + 1] == 0xBB && base[start + 2] == 0xBF { return start + 3 }
        }
        while position < count && base[position] != UInt8(ascii: "<") {
            let byte = base[position]
            guard Self.isSpace(byte) else {
                throw malformed(
                    line,
                    phase == .epilog
                        ? "text after the root element ends (XML 1.0 §2.1: only comments, processing "
                            + "instructions and white space may follow it)"
                        : "text before the root element (XML 1.0 §2.1: a document is one element, after an "
                            + "optional declaration)")
            }
            if byte == 0x0A { line += 1 }
            position += 1
        }
        if phase == .start { phase = .prolog }
        return position
    }

    /// Hands `base[start..<end]` to the handler, if it is not empty.
    private func deliver(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) {
        guard end > start else { return }
        handler.text(UnsafeRawBufferPointer(start: base + start, count: end - start))
    }

    /// Hands one character to the handler, as UTF-8.
    private func deliver(_ scalar: Unicode.Scalar) {
        var bytes: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &bytes) { buffer in
            var count = 0
            UTF8.encode(scalar) { unit in
                buffer[count] = unit
                count += 1
            }
            handler.text(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
        }
    }

    /// Hands `base[start..<end]` over with its line ends read as line feeds (§2.11), and counts
    /// its lines.
    func deliverNormalisingLineEnds(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) {
        var run = start
        var position = start
        while position < end {
            let byte = base[position]
            if byte == 0x0A {
                line += 1
            } else if byte == 0x0D {
                deliver(base, run, position)
                if position + 1 == end || base[position + 1] != 0x0A {
                    deliver(Unicode.Scalar(0x0A))
                    line += 1
                }
                run = position + 1
            }
            position += 1
        }
        deliver(base, run, end)
    }

    // MARK: Markup

    /// The markup `<` begins at `start`: its end, or nil when the bytes end inside it.
    private func markup(
        _ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int, isLast: Bool
    )
        throws(GenealogyError) -> Int?
    {
        guard start + 1 < count else { return nil }
        switch base[start + 1] {
        case UInt8(ascii: "/"):
            return try endTag(base, start, count)
        case UInt8(ascii: "?"):
            return try processingInstruction(base, start, count)
        case UInt8(ascii: "!"):
            if let isComment = Self.starts(base, start, count, with: "<!--", isLast: isLast), isComment {
                return try comment(base, start, count)
            }
            if let isCDATA = Self.starts(base, start, count, with: "<![CDATA[", isLast: isLast), isCDATA {
                return try cdataSection(base, start, count)
            }
            if let isDocumentType = Self.starts(base, start, count, with: "<!DOCTYPE", isLast: isLast), isDocumentType {
                return try documentType(base, start, count)
            }
            if count - start < 9 && !isLast { return nil }
            throw malformed(
                line, "'<!' begins neither a comment, a CDATA section nor a document type (XML 1.0 §2.5, §2.7, §2.8)")
        default:
            return try startTag(base, start, count)
        }
    }

    /// A start tag or an empty-element tag (§3.1), handed to the handler with its attributes.
    private func startTag(_ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int) throws(GenealogyError) -> Int? {
        guard Self.isNameStart(base[start + 1]) else {
            throw malformed(
                line,
                "'<' is followed by \(Self.quoted(base[start + 1])), which begins no tag: write &lt; for a '<' "
                    + "in text (XML 1.0 §3.1, Start-Tags)")
        }
        if phase == .epilog {
            throw malformed(line, "a second root element (XML 1.0 §2.1: a document is one element)")
        }
        var position = start + 1
        let nameStart = position
        while position < count && byteClasses[Int(base[position])] & XMLByteClass.nameChar != 0 { position += 1 }
        let nameEnd = position
        var lines = 0
        spanCount = 0
        scratch.count = 0
        var isEmptyElement = false
        while true {
            let spaceStart = position
            while position < count && Self.isSpace(base[position]) {
                if base[position] == 0x0A { lines += 1 }
                position += 1
            }
            guard position < count else { return nil }
            let byte = base[position]
            if byte == UInt8(ascii: ">") {
                position += 1
                break
            }
            if byte == UInt8(ascii: "/") {
                guard position + 1 < count else { return nil }
                guard base[position + 1] == UInt8(ascii: ">") else {
                    throw malformed(line + lines, "'/' in a start tag must be followed by '>' (XML 1.0 §3.1)")
                }
                isEmptyElement = true
                position += 2
                break
            }
            // Made only for an error.
            var element: String { Self.text(base, nameStart, nameEnd) }
            guard Self.isNameStart(byte) else {
                throw malformed(
                    line + lines, "\(Self.quoted(byte)) in the start tag of <\(element)> (XML 1.0 §3.1, Start-Tags)")
            }
            guard position > spaceStart else {
                throw malformed(
                    line + lines, "the attributes of <\(element)> must be separated by white space (XML 1.0 §3.1)")
            }
            guard let end = try attribute(base, position, count, element: element, lines: &lines) else { return nil }
            position = end
        }
        line += lines
        let local = Self.localName(base, nameStart, nameEnd)
        let isRoot = openElements.isEmpty
        let namespace = isRoot ? rootNamespace(base, nameStart, nameEnd) : nil
        let goesOn = handler.startElement(
            XMLName(local), namespace: namespace,
            attributes: XMLAttributes(
                tag: base, scratch: UnsafePointer(scratch.base),
                spans: UnsafeBufferPointer(start: spans, count: spanCount)),
            line: line)
        guard goesOn else {
            throw handler.stopError ?? malformed(line, "the reader stopped at this element")
        }
        if isEmptyElement {
            handler.endElement(XMLName(local))
            if isRoot { phase = .epilog }
        } else {
            openElements.append((openNames.count, line))
            openNames.append(base + nameStart, count: nameEnd - nameStart)
            phase = .content
        }
        return position
    }

    /// One attribute (`name = "value"`, §3.1) at `start`, its span kept: its end, or nil when the
    /// bytes end inside it.
    private func attribute(
        _ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int, element: @autoclosure () -> String, lines: inout Int
    ) throws(GenealogyError) -> Int? {
        var position = start
        while position < count && byteClasses[Int(base[position])] & XMLByteClass.nameChar != 0 { position += 1 }
        let nameEnd = position
        while position < count && Self.isSpace(base[position]) {
            if base[position] == 0x0A { lines += 1 }
            position += 1
        }
        guard position < count else { return nil }
        var name: String { Self.text(base, start, nameEnd) }
        guard base[position] == UInt8(ascii: "=") else {
            throw malformed(
                line + lines,
                "the attribute \(name) of <\(element())> has no value: '=' and a quoted value must follow its name "
                    + "(XML 1.0 §3.1)")
        }
        position += 1
        while position < count && Self.isSpace(base[position]) {
            if base[position] == 0x0A { lines += 1 }
            position += 1
        }
        guard position < count else { return nil }
        let quote = base[position]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw malformed(
                line + lines, "the value of the attribute \(name) of <\(element())> must be in quotes (XML 1.0 §3.1)")
        }
        position += 1
        let valueStart = position
        var isPlain = true
        var valueLines = 0
        while position < count {
            let byte = base[position]
            if byteClasses[Int(byte)] & XMLByteClass.valueStop == 0 {
                position += 1
                continue
            }
            if byte == quote { break }
            switch byte {
            case UInt8(ascii: "<"):
                throw malformed(
                    line + lines + valueLines,
                    "'<' in the value of the attribute \(name) of <\(element())>: write &lt; "
                        + "(XML 1.0 §3.1, WFC: No < in Attribute Values)")
            case 0x0A:
                valueLines += 1
                isPlain = false
            case UInt8(ascii: "&"), 0x09, 0x0D:
                isPlain = false
            default:
                break
            }
            position += 1
        }
        guard position < count else { return nil }
        let valueEnd = position
        let localStart = Self.localNameStart(base, start, nameEnd)
        for other in UnsafeBufferPointer(start: spans, count: spanCount)
        where other.qualifiedCount == nameEnd - start
            && XMLName.bytesEqual(base + other.qualifiedStart, base + start, count: nameEnd - start)
        {
            throw malformed(
                line + lines, "<\(element())> has the attribute \(name) twice (XML 1.0 §3.1, WFC: Unique Att Spec)")
        }
        var span = XMLAttributeSpan(
            qualifiedStart: start, qualifiedCount: nameEnd - start, nameStart: localStart,
            nameCount: nameEnd - localStart,
            valueStart: valueStart, valueCount: valueEnd - valueStart, valueIsNormalised: false,
            isNamespaceDeclaration: Self.isNamespaceDeclaration(base, start, nameEnd))
        if !isPlain {
            span.valueStart = scratch.count
            try normaliseValue(base, valueStart, valueEnd)
            span.valueCount = scratch.count - span.valueStart
            span.valueIsNormalised = true
        }
        appendSpan(span)
        lines += valueLines
        return position + 1
    }

    /// Keeps the span of an attribute of the start tag being read.
    private func appendSpan(_ span: XMLAttributeSpan) {
        if spanCount == spanCapacity {
            let bigger = UnsafeMutablePointer<XMLAttributeSpan>.allocate(capacity: spanCapacity * 2)
            bigger.moveInitialize(from: spans, count: spanCount)
            spans.deallocate()
            spans = bigger
            spanCapacity *= 2
        }
        (spans + spanCount).initialize(to: span)
        spanCount += 1
    }

    /// An end tag (§3.1), which must name the element it closes (§3, WFC: Element Type Match).
    private func endTag(_ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int) throws(GenealogyError) -> Int? {
        var position = start + 2
        guard position < count else { return nil }
        guard Self.isNameStart(base[position]) else {
            throw malformed(line, "'</' must be followed by the name of the element it closes (XML 1.0 §3.1)")
        }
        let nameStart = position
        while position < count && byteClasses[Int(base[position])] & XMLByteClass.nameChar != 0 { position += 1 }
        let nameEnd = position
        var lines = 0
        while position < count && Self.isSpace(base[position]) {
            if base[position] == 0x0A { lines += 1 }
            position += 1
        }
        guard position < count else { return nil }
        var name: String { Self.text(base, nameStart, nameEnd) }
        guard base[position] == UInt8(ascii: ">") else {
            throw malformed(line + lines, "the end tag </\(name)> must end with '>' (XML 1.0 §3.1, End-Tags)")
        }
        guard let open = openElements.last else {
            throw malformed(line, "the end tag </\(name)> closes no open element (XML 1.0 §3.1)")
        }
        let openCount = openNames.count - open.nameStart
        let matches =
            openCount == nameEnd - nameStart
            && XMLName.bytesEqual(openNames.base + open.nameStart, base + nameStart, count: openCount)
        guard matches else {
            let openName = Self.text(openNames.base, open.nameStart, openNames.count)
            throw malformed(
                line,
                "the end tag </\(name)> does not match the start tag <\(openName)> on line \(open.line) "
                    + "(XML 1.0 §3, WFC: Element Type Match)")
        }
        line += lines
        openElements.removeLast()
        openNames.count -= openCount
        handler.endElement(XMLName(Self.localName(base, nameStart, nameEnd)))
        if openElements.isEmpty { phase = .epilog }
        return position + 1
    }

    /// The namespace the root element's own `xmlns` (or `xmlns:prefix`, for a prefixed name)
    /// declares, or nil for none or an empty one.
    private func rootNamespace(_ base: UnsafePointer<UInt8>, _ nameStart: Int, _ nameEnd: Int) -> XMLName? {
        let localStart = Self.localNameStart(base, nameStart, nameEnd)
        let prefixCount = localStart > nameStart ? localStart - nameStart - 1 : 0
        for span in UnsafeBufferPointer(start: spans, count: spanCount) where span.isNamespaceDeclaration {
            // `xmlns` for no prefix, `xmlns:prefix` for one.
            let declared = span.qualifiedCount > 5 ? span.qualifiedCount - 6 : 0
            guard declared == prefixCount,
                prefixCount == 0 || memcmp(base + span.qualifiedStart + 6, base + nameStart, prefixCount) == 0,
                span.valueCount > 0
            else { continue }
            let valueBase = span.valueIsNormalised ? UnsafePointer(scratch.base) : base
            return XMLName(UnsafeBufferPointer(start: valueBase + span.valueStart, count: span.valueCount))
        }
        return nil
    }

    // MARK: Bytes

    /// XML's white space (§2.3, S): space, tab, line feed, carriage return.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// Whether `byte` may begin a name (§2.3, NameStartChar): ':', '_', a letter, or (unchecked) any
    /// non-ASCII character.
    static func isNameStart(_ byte: UInt8) -> Bool {
        XMLByteClass.table[Int(byte)] & XMLByteClass.nameStart != 0
    }

    /// Whether `byte` may be in a name (§2.3, NameChar): a NameStartChar, a digit, '-' or '.'.
    static func isNameChar(_ byte: UInt8) -> Bool {
        XMLByteClass.table[Int(byte)] & XMLByteClass.nameChar != 0
    }

    /// Whether the bytes at `start` are `literal`; nil when they end too soon to tell.
    static func starts(
        _ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int, with literal: StaticString, isLast: Bool
    ) -> Bool? {
        let length = literal.utf8CodeUnitCount
        let available = min(length, count - start)
        for index in 0..<available where base[start + index] != literal.utf8Start[index] { return false }
        if available < length { return isLast ? false : nil }
        return true
    }

    /// The number of line feeds in `base[range]`.
    static func lineFeeds(in base: UnsafePointer<UInt8>, _ range: Range<Int>) -> Int {
        var count = 0
        for index in range where base[index] == 0x0A { count += 1 }
        return count
    }

    /// `base[start..<end]` as a string, for an error.
    static func text(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
    }

    /// A byte as an error shows it.
    static func quoted(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "the byte 0x\(hex(byte))"
    }

    /// Where the local part of the name `base[start..<end]` begins: after its last ':'.
    private static func localNameStart(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        var index = end
        while index > start && base[index - 1] != UInt8(ascii: ":") { index -= 1 }
        return index == start || index == end ? start : index
    }

    private static func localName(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> UnsafeBufferPointer<UInt8>
    {
        let local = localNameStart(base, start, end)
        return UnsafeBufferPointer(start: base + local, count: end - local)
    }

    /// Whether the attribute named `base[start..<end]` declares a namespace: `xmlns`, `xmlns:…`.
    private static func isNamespaceDeclaration(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        guard starts(base, start, end, with: "xmlns", isLast: true) == true else { return false }
        return end - start == 5 || base[start + 5] == UInt8(ascii: ":")
    }

    /// A byte as two hexadecimal digits.
    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return byte < 0x10 ? "0" + digits : digits
    }

    /// Why a byte is not an XML character, for the error.
    private static func describe(_ fault: XMLCharacterCheck.Fault, byte: UInt8) -> String {
        switch fault {
        case .control:
            "the control character U+00\(Self.hex(byte)) is not allowed in XML (XML 1.0 §2.2, Characters)"
        case .noncharacter:
            "U+FFFE and U+FFFF are not allowed in XML (XML 1.0 §2.2, Characters)"
        case .invalidUTF8:
            "the byte 0x\(Self.hex(byte)) is not well-formed UTF-8 (XML 1.0 §4.3.3: the file "
                + "must be UTF-8)"
        }
    }
}
