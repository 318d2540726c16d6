import Foundation
import Testing

@testable import GenealogyKit

/// The XML scanner Gramps XML is read with: what it hands over (references replaced, line ends
/// and attribute values normalised, markup that is no element skipped), the same events however
/// the document is cut into pieces, and every well-formedness fault as an error naming its line
/// and rule.
@Suite("XML byte scanner")
struct XMLByteScannerTests {
    /// Writes each event as a line: `<name ns attr=value … @line`, `>name`, `"text"` (a run of
    /// text pieces joined).
    final class Recorder: XMLStreamHandler {
        var events: [String] = []
        var pendingText: [UInt8] = []
        var stopError: GenealogyError?
        var stopAt: String?

        func startElement(_ name: XMLName, namespace: XMLName?, attributes: XMLAttributes, line: Int) -> Bool {
            flush()
            var event = "<\(name.string)"
            if let namespace { event += " {\(namespace.string)}" }
            for key in ["handle", "id", "a", "b", "val"] as [StaticString] {
                if let value = attributes.string(key) { event += " \(key)=\(value)" }
            }
            events.append(event + " @\(line)")
            if name.string == stopAt {
                stopError = .notGrampsXML(line: line, reason: "stopped")
                return false
            }
            return true
        }

        func endElement(_ name: XMLName) {
            flush()
            events.append(">\(name.string)")
        }

        func text(_ bytes: UnsafeRawBufferPointer) { pendingText.append(contentsOf: bytes) }

        func flush() {
            guard !pendingText.isEmpty else { return }
            events.append("\"\(String(decoding: pendingText, as: UTF8.self))\"")
            pendingText.removeAll()
        }
    }

    /// The events of `document` pushed in pieces of `pieceSize` bytes, or the error.
    static func events(_ document: String, pieceSize: Int = .max) -> Result<[String], GenealogyError> {
        events(Array(document.utf8), pieceSize: pieceSize)
    }

    static func events(_ bytes: [UInt8], pieceSize: Int = .max) -> Result<[String], GenealogyError> {
        let recorder = Recorder()
        let scanner = XMLByteScanner(handler: recorder, markupByteLimit: 1000)
        var start = 0
        while start < bytes.count {
            let end = start + min(pieceSize, bytes.count - start)
            let error: GenealogyError? = bytes[start..<end].withUnsafeBytes { piece in
                do throws(GenealogyError) {
                    try scanner.push(piece)
                    return nil
                } catch {
                    return error
                }
            }
            if let error { return .failure(error) }
            start = end
        }
        do throws(GenealogyError) {
            try scanner.finish()
        } catch {
            return .failure(error)
        }
        recorder.flush()
        return .success(recorder.events)
    }

    static let document = """
        \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE database PUBLIC "-//Gramps//DTD Gramps XML 1.7.1//EN"
        "http://gramps-project.org/xml/1.7.1/grampsxml.dtd" [
          <!ENTITY e "x>y"> <!-- a ] comment --> <?pi ]> ?>
        ]>
        <!-- before -->
        <g:database xmlns:g="http://gramps-project.org/xml/1.7.1/">
          <p handle='_h&amp;1' id="I&#49;&#x32;" a="one\ttwo\r\nthree"/>
          <q b = "&lt;&gt;&apos;&quot;">A&amp;B &#233;t&#xE9; <![CDATA[<raw> & ]]]]>\r\nend\rZ</q><?skip me?>
          <x:r xmlns:x="urn:other" x:val="v">Ünï</x:r>
        </g:database>
        <!-- after -->

        """

    @Test("a document's events: references, normalised values, CDATA, namespaces, declarations skipped")
    func events() throws {
        let events = try Self.events(Self.document).get()
        #expect(
            events == [
                "<database {http://gramps-project.org/xml/1.7.1/} @7", "\"\n  \"",
                // The line feed in a's value makes p's tag end on line 9.
                "<p handle=_h&1 id=I12 a=one two three @9", ">p", "\"\n  \"", "<q b=<>'\" @10",
                "\"A&B été <raw> & ]]\nend\nZ\"", ">q", "\"\n  \"", "<r val=v @13", "\"Ünï\"", ">r", "\"\n\"",
                ">database",
            ])
    }

    @Test("the same events however the document is cut into pieces", arguments: [1, 2, 3, 7, 64])
    func pieces(size: Int) throws {
        #expect(try Self.events(Self.document, pieceSize: size).get() == Self.events(Self.document).get())
    }

    @Test(
        "each fault is an error naming its line and rule",
        arguments: [
            ("<a>\n<b></a>", 2, "the end tag </a> does not match the start tag <b> on line 2"),
            ("<a>\n<b>\n", 3, "the file ends inside 2 open elements: it is cut short"),
            ("<a>&nbsp;</a>", 1, "the entity &nbsp; is not declared"),
            ("<!DOCTYPE a [<!ENTITY big \"Bob\">]><a>&big;</a>", 1, "&big; is declared in the file's DTD"),
            ("<a>&#0;</a>", 1, "is not a character XML allows"),
            ("<a>AT&T</a>", 1, "'&' begins no reference"),
            ("<a x='1' x='2'/>", 1, "Unique Att Spec"),
            ("<a x='<'/>", 1, "No < in Attribute Values"),
            ("<a x=1/>", 1, "must be in quotes"),
            ("<a>]]></a>", 1, "']]>' may not appear in text"),
            ("<a><!-- x -- y --></a>", 1, "'--' inside a comment"),
            ("<a/><b/>", 1, "a second root element"),
            ("<a/>\ntext", 2, "text after the root element"),
            ("text<a/>", 1, "text before the root element"),
            ("", 1, "no root element"),
            ("<a>\n<?xml version='1.0'?></a>", 2, "may only begin the file"),
            ("<?xml version='1.0' encoding='ISO-8859-1'?><a/>", 1, "Gramps XML is read as UTF-8 only"),
            ("<a>\u{1}</a>", 1, "the control character U+0001"),
            ("<a><![CDATA[x</a>", 1, "the file ends inside 1 open element"),
            ("<a x='1'", 1, "the file ends inside markup"),
            ("</a>", 1, "closes no open element"),
            ("<a><1/></a>", 1, "begins no tag"),
        ])
    func faults(document: String, line: Int, reason: String) {
        for size in [Int.max, 1] {
            guard case .failure(.malformedXML(let errorLine, _, let message)) = Self.events(document, pieceSize: size)
            else {
                Issue.record("\(document.debugDescription) read without a malformed-XML error")
                continue
            }
            #expect(errorLine == line, "\(document.debugDescription): \(message)")
            #expect(message.contains(reason), "\(document.debugDescription): \(message)")
        }
    }

    @Test("bytes that are not UTF-8 are refused, a sequence cut between pieces read", arguments: [1, 2, .max])
    func utf8(size: Int) throws {
        #expect(try Self.events(Array("<a>é€😀</a>".utf8), pieceSize: size).get() == ["<a @1", "\"é€😀\"", ">a"])
        for bad: [UInt8] in [[0xC3], [0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBF], [0xFF]] {
            let result = Self.events(Array("<a>\n".utf8) + bad + Array("</a>".utf8), pieceSize: size)
            guard case .failure(.malformedXML(let line, _, let message)) = result else {
                Issue.record("\(bad) read without an error")
                continue
            }
            #expect(line == 2 && message.contains("XML 1.0 §"), "\(bad): line \(line): \(message)")
        }
    }

    @Test("markup longer than the limit is refused; text of any length is handed over in pieces")
    func limits() {
        let longTag = "<a x='\(String(repeating: "y", count: 2000))'/>"
        guard case .failure(.exceedsLimit(let limit, _, _)) = Self.events(longTag, pieceSize: 100) else {
            Issue.record("a 2,000-byte tag read within a 1,000-byte limit")
            return
        }
        #expect(limit.contains("1000 bytes"))
        let longText = "<a>\(String(repeating: "z", count: 5000))</a>"
        #expect(
            (try? Self.events(longText, pieceSize: 100).get()) == [
                "<a @1", "\"\(String(repeating: "z", count: 5000))\"", ">a",
            ])
    }

    @Test("a handler that stops the scan has its error thrown")
    func stop() {
        let recorder = Recorder()
        recorder.stopAt = "b"
        let scanner = XMLByteScanner(handler: recorder)
        let error: GenealogyError? = Array("<a><b/></a>".utf8).withUnsafeBytes { bytes in
            do throws(GenealogyError) {
                try scanner.push(bytes)
                return nil
            } catch {
                return error
            }
        }
        #expect(error == .notGrampsXML(line: 1, reason: "stopped"))
    }
}
