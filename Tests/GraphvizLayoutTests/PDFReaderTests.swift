import Foundation
import Testing
import TreeRender

@testable import PDFSheets

/// TreeBench's PDF reader on the two ways cairo writes cross-references: a table (cairo 1.16)
/// and, from cairo 1.17.6, a cross-reference stream with the page tree in an object stream.
@Suite("PDF reader and sheets on both cross-reference forms")
struct PDFReaderTests {
    /// A one-page PDF of 600 × 400 points drawing a box, its page tree in an object stream and its
    /// cross-references in a stream (`/W [1 2 1]`), as newer cairo writes them; none compressed.
    static func xrefStreamPDF() -> [UInt8] {
        var file = Array("%PDF-1.7\n".utf8)
        var offsets: [Int: Int] = [:]
        func object(_ number: Int, _ body: String) {
            offsets[number] = file.count
            file += Array("\(number) 0 obj\n\(body)\nendobj\n".utf8)
        }
        let content = "0 0 1 rg 100 100 200 100 re f"
        object(1, "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream")
        // Objects 2 (catalog), 3 (pages), 4 (page) inside object stream 5.
        let members = [
            "<< /Type /Catalog /Pages 3 0 R >>", "<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 3 0 R /MediaBox [0 0 600 400] /Contents 1 0 R /Resources << >> >>",
        ]
        var body = ""
        var header = ""
        for (index, member) in members.enumerated() {
            header += "\(index + 2) \(body.utf8.count) "
            body += member + " "
        }
        let objectStream = header + body
        object(
            5,
            "<< /Type /ObjStm /N 3 /First \(header.utf8.count) /Length \(objectStream.utf8.count) >>\nstream\n"
                + objectStream + "\nendstream")
        let xrefOffset = file.count
        var entries: [UInt8] = [0, 0, 0, 0]  // object 0, free
        func entry(_ kind: UInt8, _ field: Int, _ index: UInt8) {
            entries += [kind, UInt8(field >> 8), UInt8(field & 255), index]
        }
        entry(1, offsets[1]!, 0)
        for index in 0..<3 { entry(2, 5, UInt8(index)) }
        entry(1, offsets[5]!, 0)
        entry(1, xrefOffset, 0)
        file += Array(
            "6 0 obj\n<< /Type /XRef /Size 7 /W [1 2 1] /Root 2 0 R /Length \(entries.count) >>\nstream\n".utf8)
        file += entries
        file += Array("\nendstream\nendobj\nstartxref\n\(xrefOffset)\n%%EOF\n".utf8)
        return file
    }

    @Test("a cross-reference stream and an object stream are read")
    func xrefStream() throws {
        let file = try PDFFile(Self.xrefStreamPDF())
        #expect(file.usesXrefStream)
        #expect(file.locations[4] == .compressed(stream: 5, index: 2))
        let page = try file.object(4).dictionary
        #expect(page?["MediaBox"]?.array?.compactMap(\.number) == [0, 0, 600, 400])
        #expect(try file.stream(1).data == Array("0 0 1 rg 100 100 200 100 re f".utf8))
    }

    @Test("sheets are added by an update with a cross-reference stream of its own")
    func imposeOnXrefStream() throws {
        let layout = PrintLayout(tiling: 600, 400, paper: .a5, orientation: .portrait)
        #expect(layout.tiles.count > 1)
        let imposed = try PDFImposition.impose(Self.xrefStreamPDF(), layout: layout, title: "Descendants of Ann")
        let file = try PDFFile(imposed)
        #expect(file.usesXrefStream)
        let pages = try file.object(3).dictionary
        // The assembly map, then the sheets.
        #expect(pages?["Count"]?.integer == layout.tiles.count + 1)
        // The map of a grid wider than tall on a landscape page, each sheet upright A5.
        let map = try file.resolved(pages?["Kids"]?.array?.first).dictionary
        #expect(map?["MediaBox"]?.array?.compactMap(\.number) == [0, 0, 595, 420])
        let sheet = try file.resolved(pages?["Kids"]?.array?.dropFirst().first).dictionary
        #expect(sheet?["MediaBox"]?.array?.compactMap(\.number) == [0, 0, 420, 595])
        // The sheet draws the drawing's own content stream between its clip and its notes.
        #expect(sheet?["Contents"]?.array?.contains(.reference(number: 1, generation: 0)) == true)
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/qpdf") {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("xref-\(UUID().uuidString).pdf")
            try Data(imposed).write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }
            let check = try GraphvizTool.execute("qpdf", ["--check", url.path], input: "")
            #expect(check.status == 0, "\(check.text) \(check.errors)")
        }
    }

    @Test("FlateDecode and the PNG Up predictor are undone")
    func inflate() throws {
        // zlib.compress(b"q 1 0 0 1 0 0 cm Q") in Python.
        let compressed: [UInt8] = [
            120, 156, 43, 84, 48, 84, 48, 0, 66, 8, 153, 156, 171, 16, 8, 0, 33, 130, 3, 181,
        ]
        #expect(try Inflate.decompress(compressed[...]) == Array("q 1 0 0 1 0 0 cm Q".utf8))
        #expect(throws: PDFError.self) { try Inflate.decompress([1, 2, 3][...]) }
        // Two rows of three bytes, the second "Up" (filter 2): each byte adds the one above.
        #expect(try PNGPredictor.undo([0, 1, 2, 3, 2, 1, 1, 1], columns: 3) == [1, 2, 3, 2, 3, 4])
    }

    @Test(
        "what is not a PDF, or a PDF cut short, is an error, never a trap",
        arguments: [
            "", "%PDF-1.5\n", "%PDF-1.5\nstartxref\n99999\n%%EOF",
            "%PDF-1.5\nxref\n0 1\nabc\ntrailer\n<< >>\nstartxref\n9\n%%EOF",
            "%PDF-1.5\n1 0 obj\n<< /Type /XRef /W [1 2 1] /Size 1 /Length 999 >>\nstream\n\nendstream\nendobj\nstartxref\n9\n%%EOF",
        ])
    func malformed(_ text: String) {
        #expect(throws: PDFError.self) { try PDFFile(Array(text.utf8)) }
    }
}
