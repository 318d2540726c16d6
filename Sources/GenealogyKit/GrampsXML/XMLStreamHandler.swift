import FamilyTree
import Foundation

/// What a document holds, as ``XMLByteScanner`` meets it: elements, their attributes and their
/// text, handed over as bytes, without a Swift string or dictionary per element.
protocol XMLStreamHandler: AnyObject {
    /// An element starts (its name and attributes are only valid during the call).
    ///
    /// - Parameters:
    ///   - name: The element's local name (after any `prefix:`).
    ///   - namespace: The root element's namespace (its `xmlns` or `xmlns:prefix`); nil for every
    ///     other element, and for a root in no namespace.
    ///   - attributes: Its attributes, references replaced and white space normalised.
    ///   - line: The line its start tag ends on.
    /// - Returns: Whether to go on; false stops the parse, which then throws ``stopError``.
    func startElement(_ name: XMLName, namespace: XMLName?, attributes: XMLAttributes, line: Int) -> Bool
    /// An element ends.
    func endElement(_ name: XMLName)
    /// Text inside the current element (references replaced, line ends as line feeds), perhaps
    /// one of several pieces.
    func text(_ bytes: UnsafeRawBufferPointer)
    /// Why the handler stopped the parse: the scanner throws it.
    var stopError: GenealogyError? { get }
}

/// A name as the scanner hands it over: UTF-8 bytes, valid during the callback.
struct XMLName {
    /// The name's UTF-8.
    let utf8: UnsafeBufferPointer<UInt8>

    init(_ utf8: UnsafeBufferPointer<UInt8>) { self.utf8 = utf8 }

    /// Whether the name is `literal`, compared byte by byte.
    static func == (name: XMLName, literal: StaticString) -> Bool {
        name.utf8.count == literal.utf8CodeUnitCount && name.hasPrefix(literal)
    }

    /// Whether the name starts with `literal`.
    func hasPrefix(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard count <= utf8.count else { return false }
        let start = literal.utf8Start
        for index in 0..<count where utf8[index] != start[index] { return false }
        return true
    }

    /// The name as a string.
    var string: String { String(decoding: utf8, as: UTF8.self) }

    /// Whether the `count` bytes at `left` and at `right` are the same: a loop the compiler
    /// inlines, cheaper than a call to `memcmp` for the short names and values compared per element.
    @inline(__always) static func bytesEqual(
        _ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, count: Int
    ) -> Bool {
        var index = 0
        while index < count {
            if left[index] != right[index] { return false }
            index += 1
        }
        return true
    }
}

/// One attribute as the scanner keeps it while its element starts: where its local name is in the
/// tag, and where its value is, in the tag or, when references or white space were replaced, in
/// the scanner's scratch bytes.
struct XMLAttributeSpan {
    /// The attribute's name as written (`prefix:name`), for the check that it is given once.
    var qualifiedStart: Int
    var qualifiedCount: Int
    var nameStart: Int
    var nameCount: Int
    var valueStart: Int
    var valueCount: Int
    var valueIsNormalised: Bool
    /// Whether it is `xmlns` or `xmlns:prefix`, which declares a namespace and is no attribute
    /// the handler sees.
    var isNamespaceDeclaration: Bool
}

/// An element's attributes, valid during ``XMLStreamHandler/startElement(_:namespace:attributes:line:)``.
struct XMLAttributes {
    /// The bytes the start tag was read from, and the scratch bytes normalised values were
    /// written to.
    let tag: UnsafePointer<UInt8>
    let scratch: UnsafePointer<UInt8>
    let spans: UnsafeBufferPointer<XMLAttributeSpan>

    /// The value of the attribute `name` (its local name), as bytes, or nil when the element has none.
    func bytes(_ name: StaticString) -> UnsafeRawBufferPointer? {
        let literal = name.utf8Start
        let literalCount = name.utf8CodeUnitCount
        for span in spans
        where !span.isNamespaceDeclaration && span.nameCount == literalCount
            && XMLName.bytesEqual(tag + span.nameStart, literal, count: literalCount)
        {
            let base = span.valueIsNormalised ? scratch : tag
            return UnsafeRawBufferPointer(start: base + span.valueStart, count: span.valueCount)
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
        guard let start = value.baseAddress, value.count > 0 else { return true }
        return XMLName.bytesEqual(start.assumingMemoryBound(to: UInt8.self), literal.utf8Start, count: value.count)
    }
}
