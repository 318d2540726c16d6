import Testing
import TreeLayout

@testable import TreeRender

/// A tiled print leaves out the sheets that would print nothing (Gramps' reports do, unless asked
/// for blank pages: example.gramps on A4 was 276 sheets, 134 of them blank).
@Suite("Print layout: blank sheets left out")
struct PrintLayoutBlankSheetTests {
    @Test("only the sheets meeting ink are kept, numbered again row by row, each naming its kept neighbours")
    func leftOut() {
        let all = PrintLayout(tiling: 3000, 3000, paper: .a4, orientation: .portrait)
        #expect(all.rows > 3 && all.columns > 3)
        // Ink: a box near the top-left corner, one in the bottom-right corner (on the last sheet
        // alone, past its neighbours' overlap), and a bar across the top.
        let inked = [
            PersonBox(x: 10, y: 10, width: 50, height: 50), PersonBox(x: 2960, y: 2960, width: 30, height: 30),
            PersonBox(x: 0, y: 100, width: 3000, height: 2),
        ]
        let kept = all.withoutBlankSheets(inked: inked)
        #expect(kept.tiles.count == all.columns + 1)
        #expect(kept.tiles.map(\.number) == Array(1...kept.tiles.count))
        #expect(kept.tiles.allSatisfy { $0.row == 0 || ($0.row == all.rows - 1 && $0.column == all.columns - 1) })
        for tile in kept.tiles {
            for (neighbour, row, column) in [
                (tile.left, tile.row, tile.column - 1), (tile.right, tile.row, tile.column + 1),
                (tile.above, tile.row - 1, tile.column), (tile.below, tile.row + 1, tile.column),
            ] {
                let expected = kept.tiles.first { $0.row == row && $0.column == column }?.number
                #expect(neighbour == expected, "sheet \(tile.number)")
            }
            let point = PagePoint(x: tile.window.x + 1, y: tile.window.y + 1)
            #expect(kept.pageNumber(at: point) == tile.number)
        }
        // The last sheet has no neighbour left: the ones around it are blank.
        #expect(kept.tiles.last.map { [$0.left, $0.right, $0.above, $0.below] } == [nil, nil, nil, nil])
        #expect(kept.pageNumber(at: PagePoint(x: 2975, y: 2975)) == kept.tiles.count)
    }

    @Test("a drawing with ink on every sheet, or a single sheet, keeps them all")
    func nothingLeftOut() {
        let all = PrintLayout(tiling: 2000, 900, paper: .a4, orientation: .portrait)
        let everywhere = all.withoutBlankSheets(inked: [PersonBox(x: 0, y: 0, width: 2000, height: 900)])
        #expect(everywhere.tiles == all.tiles)
        let one = PrintLayout(fitting: 5000, 5000, paper: .a4, orientation: .auto)
        #expect(one.withoutBlankSheets(inked: []).tiles == one.tiles)
    }
}
