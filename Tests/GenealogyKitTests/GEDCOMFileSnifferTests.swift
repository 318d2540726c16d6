import Foundation
import GenealogyKit
import Testing

/// A file that is not GEDCOM says what it looks like.
@Suite("Files that are not GEDCOM")
struct GEDCOMFileSnifferTests {
    @Test(
        "each kind of file is named",
        arguments: [
            ("<!DOCTYPE html>\n<html><body>0 HEAD</body></html>", "an HTML page"),
            ("\n  <HTML lang=en><head>", "an HTML page"),
            ("<?xml version=\"1.0\"?>\n<database xmlns=\"http://gramps-project.org/xml/1.7.1/\">", "a Gramps XML file"),
            ("<?xml version=\"1.0\"?><svg/>", "an XML document"),
            ("{\"indis\": []}", "a JSON document"),
            ("%PDF-1.7", "a PDF document"),
            ("Name,Born,Died\nAnn,1900,1980", "text whose first line is \"Name,Born,Died\""),
            ("1 HEAD\n0 TRLR", "text whose first line is \"1 HEAD\""),
        ])
    func named(content: String, looksLike: String) {
        #expect(throws: GenealogyError.notGEDCOM(looksLike: looksLike)) { try GEDCOMFile(bytes: Array(content.utf8)) }
    }

    @Test("binary formats are named by their signature")
    func binary() {
        #expect(
            throws: GenealogyError.notGEDCOM(looksLike: "a gzip-compressed file (a Gramps backup, .gramps, is one)")
        ) {
            try GEDCOMFile(bytes: [0x1F, 0x8B, 0x08, 0x00])
        }
        #expect(throws: GenealogyError.self) { try GEDCOMFile(bytes: [0x50, 0x4B, 0x03, 0x04, 0x14]) }
        #expect(throws: GenealogyError.notGEDCOM(looksLike: "a binary file")) {
            try GEDCOMFile(bytes: [0x47, 0x01, 0x02, 0x03])
        }
    }

    @Test("UTF-32 text is named as such, with or without a byte-order mark, not called empty")
    func utf32() {
        let text = "0 HEAD\n1 CHAR UTF-8\n0 @I1@ INDI\n0 TRLR\n"
        let little = text.unicodeScalars.flatMap { scalar in
            (0..<4).map { UInt8(truncatingIfNeeded: scalar.value >> (8 * $0)) }
        }
        let big = text.unicodeScalars.flatMap { scalar in
            (0..<4).reversed().map { UInt8(truncatingIfNeeded: scalar.value >> (8 * $0)) }
        }
        for bytes in [[0xFF, 0xFE, 0, 0] + little, [0, 0, 0xFE, 0xFF] + big, little, big] {
            #expect {
                try GEDCOMFile(bytes: bytes)
            } throws: { error in
                guard case GenealogyError.notGEDCOM(let looksLike) = error else { return false }
                return looksLike.hasPrefix("UTF-32 text")
            }
        }
    }

    @Test("GEDCOM in any character set, behind a byte-order mark or blank lines, is GEDCOM; an empty file is empty")
    func gedcom() throws {
        let utf16 = "0 HEAD\n0 @I1@ INDI\n0 TRLR\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(try GEDCOMFile(bytes: [0xFF, 0xFE] + utf16).genealogy.people.count == 1)
        #expect(try GEDCOMFile(bytes: Array("\n\n  0 HEAD\n0 @I1@ INDI\n0 TRLR\n".utf8)).genealogy.people.count == 1)
        #expect(throws: GenealogyError.empty(reason: "the file has no lines")) { try GEDCOMFile(bytes: []) }
        #expect(throws: GenealogyError.empty(reason: "the file has no lines")) {
            try GEDCOMFile(bytes: Array(" \n\r\n".utf8))
        }
        let error = GenealogyError.notGEDCOM(looksLike: "an HTML page")
        #expect(error.description == "an HTML page, not a GEDCOM file (a GEDCOM file starts with the line 0 HEAD)")
        #expect(error.rule == "not-gedcom")
    }
}
