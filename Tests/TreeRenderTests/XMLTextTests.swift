import FamilyTree
import Foundation
import Testing

@testable import TreeRender

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("XML text: one escaper for every SVG and HTML page")
struct XMLTextTests {
    @Test("markup characters become entities, tab, line feed and carriage return references")
    func markupAndWhitespace() {
        #expect(XMLText.escaped("a&b<c>d\"e'f") == "a&amp;b&lt;c&gt;d&quot;e&#39;f")
        #expect(XMLText.escaped("a\tb\nc\r\nd\re") == "a&#9;b&#10;c&#13;&#10;d&#13;e")
    }

    @Test("characters XML 1.0 forbids even as references become U+FFFD; others pass unchanged")
    func forbiddenCharacters() {
        #expect(
            XMLText.escaped("a\u{0}b\u{1}c\u{1F}d\u{FFFE}e\u{FFFF}f")
                == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e\u{FFFD}f")
        #expect(XMLText.escaped("小明 😀 é\u{7F}\u{85}") == "小明 😀 é\u{7F}\u{85}")
    }

    /// Every character from U+0000 to U+00FF, and a few beyond, written into an attribute and an
    /// element, reads back from a real XML parser as written (forbidden ones as U+FFFD).
    @Test("an XML parser reads back exactly the text, in attributes and in elements")
    func roundTrip() throws {
        var text = ""
        for value in 0..<0x100 { text.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
        text += "\r\n\u{FFFE}小明😀"
        let expected = String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    switch scalar.value {
                    case 0x09, 0x0A, 0x0D: scalar
                    case 0x00..<0x20, 0xFFFE: "\u{FFFD}"
                    default: scalar
                    }
                }))
        let escaped = XMLText.escaped(text)
        let document = "<r a=\"\(escaped)\">\(escaped)</r>"
        let reader = ReadBack()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(reader.attribute == expected)
        #expect(reader.characters == expected)
    }
}

/// Collects the root's attribute `a` and its character data.
private final class ReadBack: NSObject, XMLParserDelegate {
    var attribute: String?
    var characters = ""

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        attribute = attributes["a"]
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        characters += string
    }
}
