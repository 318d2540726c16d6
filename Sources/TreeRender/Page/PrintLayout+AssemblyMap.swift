public import TreeLayout

extension PrintLayout {
    /// One place in the grid of sheets, for the assembly map: the part of the drawing it covers
    /// and its sheet's number, `nil` for a sheet left out because it would print nothing.
    public struct GridPlace: Sendable, Hashable {
        /// Its row in the grid, from 0.
        public let row: Int
        /// Its column in the grid, from 0.
        public let column: Int
        /// The part of the drawing it covers, in the drawing's points.
        public let window: PersonBox
        /// Its sheet's number (``Tile/number``), or `nil` for a blank sheet left out.
        public let number: Int?
    }

    /// Whether the drawing is tiled over several sheets, which a first page, the assembly map,
    /// then shows laid together: the whole drawing small, the grid of sheets over it, each
    /// numbered, a blank sheet left out marked as such.
    public var hasAssemblyMap: Bool { gridNumbers.count > 1 }

    /// The page of the printed file that sheet `number` is: after the assembly map when there is one.
    public func printedPage(ofSheet number: Int) -> Int {
        hasAssemblyMap ? number + 1 : number
    }

    /// Every place in the grid, row by row, kept sheets and blank ones alike.
    ///
    /// - Complexity: O(rows × columns).
    public var gridPlaces: [GridPlace] {
        guard let first = tiles.first else { return [] }
        var places: [GridPlace] = []
        places.reserveCapacity(rows * columns)
        for row in 0..<rows {
            for column in 0..<columns {
                let window = PersonBox(
                    x: first.window.x + Double(column - first.column) * step.x,
                    y: first.window.y + Double(row - first.row) * step.y, width: first.window.width,
                    height: first.window.height)
                let number = gridNumbers[row * columns + column]
                places.append(GridPlace(row: row, column: column, window: window, number: number > 0 ? number : nil))
            }
        }
        return places
    }
}
