import Testing
import TreeLayout

@testable import TreeRender

/// Printing a drawing: tiles at full size that overlap and cover it all, or one sheet scaled down.
@Suite("Print layout: tiles and one sheet")
struct PrintLayoutTests {
    @Test(
        "tiles cover the whole drawing, overlap their neighbours and are numbered row by row",
        arguments: [(3000.0, 700.0), (400.0, 400.0), (1200.0, 2600.0), (83_984.0, 900.0)])
    func tiles(width: Double, height: Double) {
        for paper in [PaperSize.a4, .letter, .a3] {
            let layout = PrintLayout(tiling: width, height, paper: paper, orientation: .auto)
            #expect(layout.scale == 1)
            #expect(layout.tiles.count == layout.rows * layout.columns)
            // The last row and column reach the drawing's far edges; the first start at 0.
            #expect(layout.tiles.map(\.window.maxX).max()! >= width - 0.001)
            #expect(layout.tiles.map(\.window.maxY).max()! >= height - 0.001)
            for tile in layout.tiles {
                #expect(tile.number == tile.row * layout.columns + tile.column + 1)
                #expect(abs(tile.window.width - (layout.sheetWidth - 2 * layout.margin)) < 0.001)
                if let right = tile.right {
                    let neighbour = layout.tiles[right - 1].window
                    #expect(abs(tile.window.maxX - neighbour.x - layout.overlap) < 0.001, "overlap")
                }
                if let below = tile.below { #expect(layout.tiles[below - 1].above == tile.number) }
                // A point just inside a tile's own part is printed on that tile.
                let point = PagePoint(x: tile.window.x + 1, y: tile.window.y + 1)
                #expect(layout.pageNumber(at: point) == tile.number)
            }
        }
    }

    @Test("auto orientation takes the fewer sheets; a drawing that fits takes one")
    func orientation() {
        let wide = PrintLayout(tiling: 3000, 500, paper: .a4, orientation: .auto)
        let portrait = PrintLayout(tiling: 3000, 500, paper: .a4, orientation: .portrait)
        let landscape = PrintLayout(tiling: 3000, 500, paper: .a4, orientation: .landscape)
        #expect(wide.tiles.count == min(portrait.tiles.count, landscape.tiles.count))
        #expect(landscape.sheetWidth > landscape.sheetHeight && portrait.sheetWidth < portrait.sheetHeight)
        let small = PrintLayout(tiling: 300, 200, paper: .a4, orientation: .auto)
        #expect(small.tiles.count == 1 && small.overlap == 0)
    }

    @Test("one sheet: scaled down (never up) and centred, the larger scale's orientation")
    func oneSheet() {
        let layout = PrintLayout(fitting: 8000, 1000, paper: .a4, orientation: .auto)
        #expect(layout.tiles.count == 1 && layout.sheetWidth > layout.sheetHeight, "landscape fits a wide chart larger")
        #expect(abs(layout.scale - (842 - 72) / 8000.0) < 1e-9)
        let window = layout.tiles[0].window
        #expect(abs(window.centerX - 4000) < 0.001 && abs(window.centerY - 500) < 0.001)
        #expect(PrintLayout(fitting: 100, 100, paper: .a4, orientation: .auto).scale == 1)
        #expect(PaperSize(named: "letter") == .letter && PaperSize(named: "a4") == .a4 && PaperSize(named: "B5") == nil)
    }
}
