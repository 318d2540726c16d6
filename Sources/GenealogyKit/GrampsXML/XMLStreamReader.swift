internal import CLibXML2
import FamilyTree
import Foundation

/// The element, attribute and text events of an XML document, as libxml2's SAX2 push parser
/// reads them, handed to a handler without a Swift string or dictionary per element.
///
/// Owns its parser context; `deinit` frees it. The document is pushed in pieces (``push(_:)``), so
/// a gzip stream can be inflated straight into it. The parser is set up for untrusted input: no
/// network (`XML_PARSE_NONET`), no external DTD, entities not substituted, libxml2's default limits
/// on depth and text size, and nothing printed: errors come back as ``GenealogyError``.
final class XMLStreamReader {
    private var context: xmlParserCtxtPtr?
    private let box: Unmanaged<HandlerBox>

    /// Starts a parser that reports to `handler`.
    init(handler: any XMLStreamHandler) {
        XMLStreamReader.initializeLibrary
        let box = Unmanaged.passRetained(HandlerBox(handler))
        self.box = box
        var sax = xmlSAXHandler()
        sax.initialized = UInt32(XML_SAX2_MAGIC)
        sax.startElementNs = { user, localName, _, namespace, _, _, attributeCount, _, attributes in
            guard let user, let localName else { return }
            let box = Unmanaged<HandlerBox>.fromOpaque(user).takeUnretainedValue()
            let goesOn = box.handler.startElement(
                XMLName(localName), namespace: namespace.map(XMLName.init),
                attributes: XMLAttributes(base: attributes, count: Int(attributeCount)), line: box.line())
            if !goesOn, let context = box.context { xmlStopParser(context) }
        }
        sax.endElementNs = { user, localName, _, _ in
            guard let user, let localName else { return }
            Unmanaged<HandlerBox>.fromOpaque(user).takeUnretainedValue().handler.endElement(XMLName(localName))
        }
        sax.characters = { user, characters, length in
            guard let user, let characters, length > 0 else { return }
            Unmanaged<HandlerBox>.fromOpaque(user).takeUnretainedValue().handler.text(
                UnsafeRawBufferPointer(start: characters, count: Int(length)))
        }
        sax.cdataBlock = sax.characters
        // Errors are read from the context after the parse; nothing is printed on the way.
        sax.serror = { _, _ in }
        context = xmlCreatePushParserCtxt(&sax, box.toOpaque(), nil, 0, nil)
        if let context {
            xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOWARNING.rawValue))
            box.takeUnretainedValue().context = context
        }
    }

    deinit {
        if let context {
            // A document with an internal DTD gets a document to hold the DTD and its entities
            // (libxml2 makes one even for SAX callbacks), which freeing the context leaves behind.
            if let document = context.pointee.myDoc {
                xmlFreeDoc(document)
                context.pointee.myDoc = nil
            }
            xmlFreeParserCtxt(context)
        }
        box.release()
    }

    /// The document's next piece.
    ///
    /// - Throws: ``GenealogyError/malformedXML(line:column:reason:)`` where the document breaks
    ///   XML's rules, or the handler's own error (``XMLStreamHandler/stopError``).
    /// - Complexity: O(the piece's length).
    func push(_ bytes: UnsafeRawBufferPointer) throws(GenealogyError) {
        try parse(bytes, last: false)
    }

    /// Ends the document.
    ///
    /// - Throws: As ``push(_:)``, and for a document that ends before its root element closes.
    func finish() throws(GenealogyError) {
        try parse(UnsafeRawBufferPointer(start: nil, count: 0), last: true)
    }

    private func parse(_ bytes: UnsafeRawBufferPointer, last: Bool) throws(GenealogyError) {
        guard let context else { throw .malformedXML(line: 0, column: 0, reason: "libxml2 could not start") }
        var offset = 0
        repeat {
            // In slices of 64 KB: libxml2 keeps what it has not parsed yet, and refuses (as "huge
            // input") more than 10 MB of it at once.
            let count = min(bytes.count - offset, 1 << 16)
            let start = bytes.baseAddress.map { $0.advanced(by: offset).assumingMemoryBound(to: CChar.self) }
            let status = xmlParseChunk(context, start, Int32(count), last && offset + count == bytes.count ? 1 : 0)
            offset += count
            if let error = box.takeUnretainedValue().handler.stopError { throw error }
            if status != 0 { throw lastError(context) }
        } while offset < bytes.count
    }

    /// libxml2's last error as ``GenealogyError/malformedXML(line:column:reason:)``.
    private func lastError(_ context: xmlParserCtxtPtr) -> GenealogyError {
        guard let error = xmlCtxtGetLastError(context) else {
            return .malformedXML(line: Int(xmlSAX2GetLineNumber(context)), column: 0, reason: "the XML is malformed")
        }
        var message = error.pointee.message.map { String(cString: $0) } ?? "the XML is malformed"
        if let name = error.pointee.str1.map({ String(cString: $0) }), let document = context.pointee.myDoc,
            name.withCString({ xmlGetDocEntity(document, $0) }) != nil
        {
            // libxml2 says "not defined" of an entity the file's DTD declares: it is declared, and
            // left unexpanded on purpose.
            message =
                "the entity &\(name); is declared in the file's DTD, but entities are not expanded "
                + "(they can hide or multiply what a file holds): write its text in place"
        }
        return .malformedXML(
            line: Int(error.pointee.line), column: Int(error.pointee.int2),
            reason: message.trimmingCharacters(in: [" ", "\n", "\r", "\t"]))
    }

    /// libxml2's one-time set-up, which makes it safe on several threads at once.
    private static let initializeLibrary: Void = { xmlInitParser() }()
}

/// What a document holds, as ``XMLStreamReader`` meets it.
protocol XMLStreamHandler: AnyObject {
    /// An element starts (its attributes are only valid during the call).
    ///
    /// - Returns: Whether to go on; false stops the parse, which then throws ``stopError``.
    func startElement(_ name: XMLName, namespace: XMLName?, attributes: XMLAttributes, line: Int) -> Bool
    /// An element ends.
    func endElement(_ name: XMLName)
    /// Text inside the current element, perhaps one of several pieces.
    func text(_ bytes: UnsafeRawBufferPointer)
    /// Why the handler stopped the parse: the reader throws it.
    var stopError: GenealogyError? { get }
}

/// The handler and the context, reached from libxml2's callbacks through their user pointer.
private final class HandlerBox {
    let handler: any XMLStreamHandler
    var context: xmlParserCtxtPtr?

    init(_ handler: any XMLStreamHandler) { self.handler = handler }

    /// The line the parser is on.
    func line() -> Int { context.map { Int(xmlSAX2GetLineNumber($0)) } ?? 0 }
}

/// A name as libxml2 hands it over: NUL-terminated UTF-8, valid during the callback.
struct XMLName {
    let bytes: UnsafePointer<UInt8>

    init(_ bytes: UnsafePointer<UInt8>) { self.bytes = bytes }

    /// Whether the name is `literal`, compared byte by byte.
    static func == (name: XMLName, literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        let start = literal.utf8Start
        for index in 0..<count where name.bytes[index] != start[index] { return false }
        return name.bytes[count] == 0
    }

    /// Whether the name starts with `literal`.
    func hasPrefix(_ literal: StaticString) -> Bool {
        let start = literal.utf8Start
        for index in 0..<literal.utf8CodeUnitCount where bytes[index] != start[index] { return false }
        return true
    }

    /// The name's UTF-8, without the NUL that ends it.
    var utf8: UnsafeBufferPointer<UInt8> {
        var count = 0
        while bytes[count] != 0 { count += 1 }
        return UnsafeBufferPointer(start: bytes, count: count)
    }

    /// The name as a string.
    var string: String { String(cString: bytes) }
}

/// An element's attributes as libxml2's SAX2 hands them over: for each, five pointers (local
/// name, prefix, namespace, the value's start and end), valid during the callback.
struct XMLAttributes {
    let base: UnsafeMutablePointer<UnsafePointer<UInt8>?>?
    let count: Int

    /// The value of the attribute `name`, as bytes, or nil when the element has none.
    func bytes(_ name: StaticString) -> UnsafeRawBufferPointer? {
        guard let base else { return nil }
        for index in 0..<count {
            let entry = base + 5 * index
            guard let localName = entry[0], XMLName(localName) == name, let start = entry[3], let end = entry[4]
            else { continue }
            return UnsafeRawBufferPointer(start: start, count: end - start)
        }
        return nil
    }

    /// The value of the attribute `name`, or nil.
    func string(_ name: StaticString) -> String? {
        bytes(name).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether the attribute `name` has the value `literal`.
    func value(_ name: StaticString, is literal: StaticString) -> Bool {
        guard let value = bytes(name), value.count == literal.utf8CodeUnitCount else { return false }
        return memcmp(value.baseAddress!, literal.utf8Start, value.count) == 0
    }
}
