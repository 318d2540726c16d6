import FamilyTree
import Foundation
import Testing
import TreeLayout
import TreeRender

@testable import GraphvizLayout
@testable import PDFSheets

extension GraphvizSuites {
    /// A PDF printed on sheets: read back with TreeBench's own PDF reader, and with qpdf and
    /// poppler when they are installed.
    @Suite("PDF on sheets: tiles and one page")
    struct PDFPrintTests {
        /// A wide family: 3 generations, many children, drawn well over an A4 sheet.
        static func wide() throws -> (Family, RenderPanel, PictureHeading) {
            var generator = SeededFamilies(seed: 24)
            let family = generator.family(people: 160)
            let layout = NativeLayout().layout(family, options: LayoutOptions())
            let panel = RenderPanel(layout: layout)
            return (family, panel, PictureHeading(title: "Descendants of a wide family", legend: [.male, .female]))
        }

        /// The sheets of a PDF, as TreeBench's reader finds them: each page's media box.
        static func sheets(_ data: Data) throws -> [[Double]] {
            let file = try PDFFile(Array(data))
            guard let root = try file.resolved(file.trailer["Root"]).dictionary,
                let pages = try file.resolved(root["Pages"]).dictionary,
                let kids = pages["Kids"]?.array
            else { return [] }
            #expect(pages["Count"]?.integer == kids.count)
            return try kids.map { kid in
                try file.resolved(kid).dictionary?["MediaBox"]?.array?.compactMap(\.number) ?? []
            }
        }

        @Test("tiled on A4: the assembly map, then one sheet per tile, each A4, the drawing's content shared")
        func tiles() throws {
            let (family, panel, heading) = try Self.wide()
            let request = FamilyPicture.PrintRequest(paper: .a4)
            let data = try FamilyPicture.render(family, panels: [panel], heading: heading, format: .pdf, print: request)
            let page = RenderPage(family: family, panels: [panel], style: PictureStyle(), heading: heading)
            let layout = request.layout(forPageWidth: page.width, height: page.height)
            #expect(layout.tiles.count > 1)
            let sheets = try Self.sheets(data)
            // The assembly map first, then the sheets; every page numbered as the file counts them.
            #expect(sheets.count == layout.tiles.count + 1)
            for box in sheets.dropFirst() { #expect(box == [0, 0, layout.sheetWidth, layout.sheetHeight]) }
            let single = try FamilyPicture.render(family, panels: [panel], heading: heading, format: .pdf)
            #expect(data.count < single.count + 20_000, "sheets share the drawing: \(data.count) bytes")
            let text = String(decoding: data, as: UTF8.self)
            #expect(text.contains("page 2 of \(layout.tiles.count + 1)") && text.contains("(right: page 3)"))
            #expect(text.contains("(Assembly map: \(layout.tiles.count) sheets, \(layout.rows) "))
            try Self.checkWithTools(data, pages: layout.tiles.count + 1)
        }

        @Test("the assembly map's page is turned to its grid: landscape for a wide grid, upright for a tall one")
        func mapOrientation() throws {
            let (family, panel, heading) = try Self.wide()
            // The same drawing on its side (each box's x and y swapped): a grid taller than wide.
            var turned = panel.layout
            turned.boxes = panel.layout.boxes.map { PersonBox(x: $0.y, y: $0.x, width: $0.width, height: $0.height) }
            for (drawing, paper, wide) in [
                (panel, FamilyPicture.PrintRequest(paper: .a4), true),
                (RenderPanel(layout: turned), FamilyPicture.PrintRequest(paper: .a4), false),
                (RenderPanel(layout: turned), FamilyPicture.PrintRequest(paper: .a4, orientation: .landscape), false),
            ] {
                let page = RenderPage(family: family, panels: [drawing], style: PictureStyle(), heading: heading)
                let layout = paper.layout(forPageWidth: page.width, height: page.height)
                #expect((layout.columns > layout.rows) == wide)
                let sheets = try Self.sheets(
                    try FamilyPicture.render(family, panels: [drawing], heading: heading, format: .pdf, print: paper))
                let (long, short) = (
                    max(layout.sheetWidth, layout.sheetHeight), min(layout.sheetWidth, layout.sheetHeight)
                )
                #expect(
                    sheets.first == (wide ? [0, 0, long, short] : [0, 0, short, long]),
                    "\(layout.rows) × \(layout.columns)")
                for box in sheets.dropFirst() { #expect(box == [0, 0, layout.sheetWidth, layout.sheetHeight]) }
                // Turned or not, the grid stays within the map's page.
                let map = AssemblyMap(layout: layout)
                #expect(map.grid.width * map.scale <= map.pageWidth && map.grid.height * map.scale <= map.pageHeight)
            }
        }

        @Test("on one sheet: a single A4 page, the drawing scaled to fit")
        func onePage() throws {
            let (family, panel, heading) = try Self.wide()
            let data = try FamilyPicture.render(
                family, panels: [panel], heading: heading, format: .pdf,
                print: FamilyPicture.PrintRequest(paper: .a4, orientation: .landscape, onePage: true))
            #expect(try Self.sheets(data) == [[0, 0, 842, 595]])
            try Self.checkWithTools(data, pages: 1)
        }

        @Test("a repeat on a tiled PDF names the sheet its home box is printed on")
        func repeatsNamePages() throws {
            let family = try Family(jsonData: Data(FamilyPictureTests.chartWithRepeat.utf8))
            let layout = NativeLayout().layout(family, options: LayoutOptions())
            // Boxes far apart: a wide sibling gap spreads the family over several sheets.
            var spread = layout
            spread.boxes = layout.boxes.map { PersonBox(x: $0.x * 12, y: $0.y, width: $0.width, height: $0.height) }
            let data = try FamilyPicture.render(
                family, panels: [RenderPanel(layout: spread)], format: .pdf,
                print: FamilyPicture.PrintRequest(paper: .a5))
            #expect(try Self.sheets(data).count > 1)
        }

        /// qpdf checks the file's structure and poppler counts its pages, when they are installed.
        static func checkWithTools(_ data: Data, pages: Int) throws {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("sheets-\(UUID().uuidString).pdf")
            try data.write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }
            if FileManager.default.isExecutableFile(atPath: "/usr/bin/qpdf") {
                let check = try GraphvizTool.execute("qpdf", ["--check", url.path], input: "")
                #expect(
                    check.status == 0 && check.text.contains("No syntax or stream encoding errors"), "\(check.text)")
            }
            if FileManager.default.isExecutableFile(atPath: "/usr/bin/pdfinfo") {
                let info = try GraphvizTool.execute("pdfinfo", [url.path], input: "")
                #expect(info.text.contains("Pages:           \(pages)\n"), "\(info.text)")
            }
        }
    }
}
