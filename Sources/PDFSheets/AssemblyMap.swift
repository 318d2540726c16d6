import TreeLayout
import TreeRender

/// The assembly map of a tiled PDF (``PDFImposition``): its first page, the whole drawing small
/// with the grid of sheets over it, each place numbered with the page that prints it, and the
/// blank sheets left out (``TreeRender/PrintLayout/withoutBlankSheets(inked:)``) shaded and marked
/// "blank", so a reader sees at once how the sheets go together and that nothing is missing.
///
/// The map's page is a sheet of the same paper, turned when the grid shows larger on it that way:
/// a grid wider than tall maps onto a landscape page (and a tall one onto a portrait page, when
/// the sheets are landscape).
struct AssemblyMap {
    /// The sheets.
    let layout: PrintLayout
    /// Every place in the grid.
    let places: [PrintLayout.GridPlace]
    /// The grid's extent in the drawing's points.
    let grid: PersonBox
    /// Points on the map per point of the drawing.
    let scale: Double
    /// Where the grid's top-left corner stands on the map page, from its top-left corner.
    let origin: (x: Double, y: Double)
    /// The map page's width, in PDF points: the sheets', or their height when the page is turned.
    let pageWidth: Double
    /// The map page's height, in PDF points.
    let pageHeight: Double

    /// The room above the grid for the map's heading.
    private static let headingHeight = 30.0

    /// The map of `layout`'s sheets, the grid as large as the page's printable area allows, on
    /// the page turned whichever way lets it be larger (upright when both are the same).
    init(layout: PrintLayout) {
        self.layout = layout
        places = layout.gridPlaces
        let minX = places.map(\.window.x).min() ?? 0
        let minY = places.map(\.window.y).min() ?? 0
        let maxX = places.map(\.window.maxX).max() ?? 1
        let maxY = places.map(\.window.maxY).max() ?? 1
        grid = PersonBox(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        let grid = grid
        // The grid's scale on a page of `width` × `height`, within the margins, below the heading.
        func fitted(_ width: Double, _ height: Double) -> Double {
            min(
                (width - 2 * layout.margin) / max(grid.width, 1),
                (height - 2 * layout.margin - Self.headingHeight) / max(grid.height, 1))
        }
        let turned = fitted(layout.sheetHeight, layout.sheetWidth) > fitted(layout.sheetWidth, layout.sheetHeight)
        (pageWidth, pageHeight) =
            turned ? (layout.sheetHeight, layout.sheetWidth) : (layout.sheetWidth, layout.sheetHeight)
        scale = fitted(pageWidth, pageHeight)
        let width = pageWidth - 2 * layout.margin
        origin = (layout.margin + (width - grid.width * scale) / 2, layout.margin + Self.headingHeight)
    }

    /// A point of the drawing on the map page (PDF points, y up).
    func mapPoint(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        (origin.x + (x - grid.x) * scale, pageHeight - origin.y - (y - grid.y) * scale)
    }

    /// The start of the map page: a clip to the grid, then the transform that draws the whole
    /// drawing small within it (the drawing's PDF page `box`, y up).
    func opening(drawing box: [Double]) -> String {
        let (x0, y1) = (box[0], box[3])
        // PDF point (u, v) of the drawing's page is drawing point (u - x0, y1 - v).
        let translateX = origin.x - (x0 + grid.x) * scale
        let translateY = pageHeight - origin.y - (y1 - grid.y) * scale
        let corner = mapPoint(grid.x, grid.maxY)
        let clip = [corner.x, corner.y, grid.width * scale, grid.height * scale].map(PDFValue.format)
        let matrix = [scale, 0, 0, scale, translateX, translateY].map(PDFValue.format)
        return "q \(clip.joined(separator: " ")) re W n \(matrix.joined(separator: " ")) cm\n"
    }

    /// The map's heading, the grid's places (blank ones shaded) and their page numbers.
    func notes(title: String?) -> String {
        let blank = places.count - layout.tiles.count
        var heading = "Assembly map: \(layout.tiles.count) sheets, \(layout.rows) × \(layout.columns)"
        heading += blank > 0 ? "; \(blank) blank left out" : ""
        heading += " · each numbered with its page"
        var notes = PDFImposition.text(
            heading, x: layout.margin, y: pageHeight - layout.margin - 12, size: 10)
        if let title {
            notes += PDFImposition.text(title, x: layout.margin, y: layout.margin / 2 - 3, size: 8)
        }
        // Each place drawn as the part of the drawing it starts (up to the next place's window;
        // the last row and column to their windows' ends), so the grid's lines are single.
        let step = (
            x: places.count > 1 && layout.columns > 1 ? places[1].window.x - places[0].window.x : grid.width,
            y: layout.rows > 1 ? places[layout.columns].window.y - places[0].window.y : grid.height
        )
        func cell(_ place: PrintLayout.GridPlace) -> PersonBox {
            PersonBox(
                x: place.window.x, y: place.window.y,
                width: place.column == layout.columns - 1 ? place.window.width : step.x,
                height: place.row == layout.rows - 1 ? place.window.height : step.y)
        }
        func rect(_ place: PrintLayout.GridPlace) -> String {
            let box = cell(place)
            let corner = mapPoint(box.x, box.maxY)
            return [corner.x, corner.y, box.width * scale, box.height * scale]
                .map(PDFValue.format).joined(separator: " ") + " re"
        }
        for place in places where place.number == nil {
            notes += "q 0.9 g \(rect(place)) f Q\n"
        }
        notes += "q 0.8 w 0.2 G\n"
        for place in places { notes += rect(place) + " S\n" }
        notes += "Q\n"
        let side = min(step.x, step.y) * scale
        for place in places {
            let centre = mapPoint(cell(place).centerX, cell(place).centerY)
            if let number = place.number {
                let size = max(5, min(28, side * 0.3))
                notes += PDFImposition.text(
                    "\(layout.printedPage(ofSheet: number))", x: centre.x, y: centre.y - size * 0.35, size: size,
                    centred: true)
            } else {
                let size = max(4, min(12, side * 0.15))
                notes += PDFImposition.text("blank", x: centre.x, y: centre.y - size * 0.35, size: size, centred: true)
            }
        }
        return notes
    }
}
