import TreeLayout
package import TreeRender

/// Prints the one-page PDF of a drawing (as Graphviz's cairo renderer writes it) on the sheets of
/// a ``TreeRender/PrintLayout``: each sheet shows its window of the drawing through a clip and a
/// transform of the drawing's own content stream, and adds, in Helvetica, its page number, the
/// pages around it, and dashed lines where the sheets above and to the left end, so overlapping
/// sheets can be laid together. When there are several sheets, a first page, the assembly map,
/// shows the whole drawing small with the grid of sheets over it, each with its page number, and
/// the blank sheets left out marked "blank", on a page turned to fit the grid. The file is changed by an incremental update (ISO 32000-1
/// §7.5.6): the drawing's page stays in it, no longer in the page tree, and every sheet shares
/// the drawing's content and resources instead of copying them.
package enum PDFImposition {
    /// The name of the font the sheets' notes are set in.
    private static let fontName = "TBHelvetica"

    /// The sheets of `layout`, in a PDF that keeps `pdf`'s objects.
    ///
    /// - Parameters:
    ///   - pdf: A one-page PDF of the drawing, its page as large as the drawing.
    ///   - layout: The sheets and their windows.
    ///   - title: Printed at the foot of every sheet when Helvetica can show it.
    /// - Throws: ``PDFError`` when `pdf` is not a PDF this reader understands.
    /// - Complexity: O(size of `pdf`'s cross-references + sheets).
    package static func impose(_ pdf: [UInt8], layout: PrintLayout, title: String?) throws(PDFError) -> [UInt8] {
        let file = try PDFFile(pdf)
        guard let root = try file.resolved(file.trailer["Root"]).dictionary,
            case .reference(let pagesNumber, _)? = root["Pages"],
            let pages = try file.object(pagesNumber).dictionary,
            let firstKid = pages["Kids"]?.array?.first,
            let page = try file.resolved(firstKid).dictionary
        else { throw .malformed("no page tree with a first page") }
        guard let contents = page["Contents"],
            let resources = try file.resolved(page["Resources"] ?? pages["Resources"]).dictionary,
            let box = (page["MediaBox"] ?? pages["MediaBox"])?.array?.compactMap(\.number), box.count == 4
        else { throw .malformed("the page has no contents, resources or media box") }
        let drawingContents: [PDFValue] =
            switch contents {
            case .array(let streams): streams
            default: [contents]
            }

        var update = PDFUpdate(file: file)
        let font = update.add(
            .dictionary(
                PDFDictionary([
                    ("Type", .name("Font")), ("Subtype", .name("Type1")), ("BaseFont", .name("Helvetica")),
                    ("Encoding", .name("WinAnsiEncoding")),
                ])))
        var sheetResources = resources
        var fonts = try file.resolved(resources["Font"]).dictionary ?? PDFDictionary()
        fonts[fontName] = font
        sheetResources["Font"] = .dictionary(fonts)
        let resourcesReference = update.add(.dictionary(sheetResources))

        var kids: [PDFValue] = []
        func addPage(_ opening: String, _ notes: String, width: Double, height: Double) {
            let before = update.addStream(Array(opening.utf8))
            let after = update.addStream(latin1("Q\n" + notes))
            var sheet = PDFDictionary([
                ("Type", .name("Page")), ("Parent", .reference(number: pagesNumber, generation: 0)),
                ("MediaBox", .array([.integer(0), .integer(0), .real(width), .real(height)])),
                ("Resources", resourcesReference), ("Contents", .array([before] + drawingContents + [after])),
            ])
            if let group = page["Group"] { sheet["Group"] = group }
            kids.append(update.add(.dictionary(sheet)))
        }
        if layout.hasAssemblyMap {
            let map = AssemblyMap(layout: layout)
            addPage(
                map.opening(drawing: box), map.notes(title: title.flatMap(winAnsi)), width: map.pageWidth,
                height: map.pageHeight)
        }
        for tile in layout.tiles {
            addPage(
                sheetOpening(tile, layout: layout, drawing: box), sheetNotes(tile, layout: layout, title: title),
                width: layout.sheetWidth, height: layout.sheetHeight)
        }
        var pageTree = pages
        pageTree["Kids"] = .array(kids)
        pageTree["Count"] = .integer(kids.count)
        pageTree["MediaBox"] = nil
        update.replace(pagesNumber, with: .dictionary(pageTree))
        return update.bytes()
    }

    /// The start of a sheet: a clip to its printable area, then the transform that puts its
    /// window of the drawing there (drawing points y down; the drawing's PDF page y up).
    private static func sheetOpening(_ tile: PrintLayout.Tile, layout: PrintLayout, drawing box: [Double]) -> String {
        let scale = layout.scale
        let margin = layout.margin
        let width = layout.sheetWidth - 2 * margin
        let height = layout.sheetHeight - 2 * margin
        // Drawing point (x, y) is PDF (x0 + x, y1 - y) on the drawing's page; on the sheet it is
        // (margin + (x - wx) * s, sheetHeight - margin - (y - wy) * s).
        let (x0, y1) = (box[0], box[3])
        let translateX = margin - (tile.window.x + x0) * scale
        let translateY = layout.sheetHeight - margin - (y1 - tile.window.y) * scale
        let numbers = [margin, margin, width, height].map(PDFValue.format).joined(separator: " ")
        let matrix = [scale, 0, 0, scale, translateX, translateY].map(PDFValue.format).joined(separator: " ")
        return "q \(numbers) re W n \(matrix) cm\n"
    }

    /// A sheet's notes: where it sits among the sheets, its neighbours, and dashed lines where
    /// the sheets above and to the left end on it.
    private static func sheetNotes(_ tile: PrintLayout.Tile, layout: PrintLayout, title: String?) -> String {
        guard layout.tiles.count > 1 else {
            guard let title = title.flatMap(winAnsi) else { return "" }
            return text(title, x: layout.margin, y: layout.margin / 2 - 3, size: 8)
        }
        let (margin, scale) = (layout.margin, layout.scale)
        let (sheetWidth, sheetHeight) = (layout.sheetWidth, layout.sheetHeight)
        func sheetX(_ x: Double) -> Double { margin + (x - tile.window.x) * scale }
        func sheetY(_ y: Double) -> Double { sheetHeight - margin - (y - tile.window.y) * scale }
        var notes = ""
        func page(_ number: Int) -> Int { layout.printedPage(ofSheet: number) }
        let position =
            "page \(page(tile.number)) of \(page(layout.tiles.count)) · row \(tile.row + 1), column \(tile.column + 1)"
        let footer = (title.flatMap(winAnsi).map { $0 + " · " } ?? "") + position
        notes += text(footer, x: margin, y: margin / 2 - 3, size: 8)
        let centreX = sheetWidth / 2
        let centreY = sheetHeight / 2
        if let above = tile.above {
            notes += text(
                "above: page \(page(above))", x: centreX, y: sheetHeight - margin / 2 - 3, size: 8, centred: true)
            let edge = sheetY(layout.tiles[above - 1].window.maxY)
            notes += dashed(margin, edge, sheetWidth - margin, edge)
        }
        if let below = tile.below {
            notes += text(
                "below: page \(page(below))", x: sheetWidth - margin, y: margin / 2 - 3, size: 8, rightAligned: true)
        }
        if let left = tile.left {
            notes += text(
                "left: page \(page(left))", x: margin / 2 + 3, y: centreY, size: 8, centred: true, turned: true)
            let edge = sheetX(layout.tiles[left - 1].window.maxX)
            notes += dashed(edge, margin, edge, sheetHeight - margin)
        }
        if let right = tile.right {
            notes += text(
                "right: page \(page(right))", x: sheetWidth - margin / 2 + 3, y: centreY, size: 8, centred: true,
                turned: true
            )
        }
        if tile.number == 1 {
            // The first sheet says how to lay them together; the assembly map before it shows where.
            let overlap = String(format: "%.1f", layout.overlap / 72 * 2.54)
            notes += text(
                "Sheets overlap by \(overlap) cm: trim each sheet's margins and lay it over the sheets to its right "
                    + "and below, its edges on their dashed lines.", x: margin, y: sheetHeight - margin / 2 - 3, size: 7
            )
        }
        return notes
    }

    /// A line of text in Helvetica: left-aligned at `x`, centred on it, or ending at it; turned
    /// a quarter to read upwards.
    static func text(
        _ line: String, x: Double, y: Double, size: Double, centred: Bool = false, rightAligned: Bool = false,
        turned: Bool = false
    ) -> String {
        // Helvetica runs about a tenth narrower than the estimate, which is DejaVu Sans's.
        let width = PictureStyle().textWidth(of: line, fontSize: size) * 0.9
        let shift = centred ? width / 2 : rightAligned ? width : 0
        let matrix =
            turned
            ? [0, 1, -1, 0, x, y - shift] : [1, 0, 0, 1, x - shift, y]
        var escaped = ""
        for character in line {
            if character == "(" || character == ")" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return
            "BT /\(fontName) \(PDFValue.format(size)) Tf 0.33 g \(matrix.map(PDFValue.format).joined(separator: " ")) Tm ("
            + escaped + ") Tj ET\n"
    }

    /// A thin grey dashed line.
    private static func dashed(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> String {
        let points = [x1, y1, x2, y2].map(PDFValue.format)
        return "q 0.6 w 0.45 G [4 3] 0 d \(points[0]) \(points[1]) m \(points[2]) \(points[3]) l S Q\n"
    }

    /// `text`'s characters as single bytes: what a content stream's strings in WinAnsiEncoding
    /// hold (the notes keep to Latin-1, ``winAnsi(_:)``).
    static func latin1(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { $0.value <= 0xFF ? UInt8($0.value) : UInt8(ascii: "?") }
    }

    /// `text` in the Latin-1 part of WinAnsiEncoding that Helvetica shows, or `nil` when it has
    /// other characters (a name in another script): the notes then leave it out.
    static func winAnsi(_ text: String) -> String? {
        text.unicodeScalars.allSatisfy { (0x20...0x7E).contains($0.value) || (0xA0...0xFF).contains($0.value) }
            ? text : nil
    }
}
