public import TreeLayout

/// How a drawing is printed: at full size tiled over numbered sheets that overlap, or scaled
/// onto one sheet. Geometry only; `FamilyPicture` (GraphvizLayout) writes the PDF.
///
/// Tiles are numbered row by row, left to right, and each tile's window onto the drawing overlaps
/// its neighbours' by ``overlap``, so a reader can lay sheets over each other along the marks.
/// Nothing assumes which way the drawing's rows run.
public struct PrintLayout: Sendable {
    /// One printed sheet: the part of the drawing it shows and its neighbours.
    public struct Tile: Sendable, Hashable {
        /// Its page number, from 1.
        public var number: Int
        /// Its row in the grid of sheets, from 0.
        public var row: Int
        /// Its column in the grid of sheets, from 0.
        public var column: Int
        /// The part of the drawing it shows, in the drawing's points.
        public var window: PersonBox
        /// The page number of the sheet above, when there is one.
        public var above: Int?
        /// The page number of the sheet below, when there is one.
        public var below: Int?
        /// The page number of the sheet to the left, when there is one.
        public var left: Int?
        /// The page number of the sheet to the right, when there is one.
        public var right: Int?
    }

    /// The sheet's width in points, as turned.
    public let sheetWidth: Double
    /// The sheet's height in points, as turned.
    public let sheetHeight: Double
    /// The blank border of every sheet, where printers cannot print and where the page number goes.
    public let margin: Double
    /// How far neighbouring tiles' windows overlap, in the drawing's points.
    public let overlap: Double
    /// Points on paper per point of the drawing: 1 for tiles, at most 1 on one sheet.
    public let scale: Double
    /// The rows of the grid of sheets.
    public let rows: Int
    /// The columns of the grid of sheets.
    public let columns: Int
    /// The sheets, numbered row by row (the sheets that print nothing left out, when they are:
    /// ``withoutBlankSheets(inked:)``).
    public internal(set) var tiles: [Tile]
    /// For each place in the grid, row by row, the number of its sheet, or 0 for a sheet left out.
    var gridNumbers: [Int]
    /// How far apart neighbouring windows start, across and down, in the drawing's points.
    let step: (x: Double, y: Double)

    /// The standard border: half an inch.
    public static let standardMargin = 36.0
    /// The standard overlap: about 1.5 cm.
    public static let standardOverlap = 42.0

    /// The drawing at full size over as many sheets of `paper` as it needs.
    ///
    /// - Parameters:
    ///   - width: The drawing's width in points.
    ///   - height: The drawing's height in points.
    ///   - paper: The sheet.
    ///   - orientation: Which way the sheet is turned; `auto` takes the fewer sheets (portrait on a tie).
    /// - Complexity: O(sheets).
    public init(tiling width: Double, _ height: Double, paper: PaperSize, orientation: PaperOrientation) {
        let turned: Bool
        switch orientation {
        case .portrait: turned = false
        case .landscape: turned = true
        case .auto:
            let upright = Self.grid(width, height, sheet: Self.sheet(paper, turned: false))
            let sideways = Self.grid(width, height, sheet: Self.sheet(paper, turned: true))
            turned = sideways.rows * sideways.columns < upright.rows * upright.columns
        }
        let sheet = Self.sheet(paper, turned: turned)
        let (rows, columns, stepX, stepY) = Self.grid(width, height, sheet: sheet)
        self.init(
            sheet: sheet, scale: 1, rows: rows, columns: columns,
            window: { row, column in
                PersonBox(
                    x: Double(column) * stepX, y: Double(row) * stepY, width: sheet.width - 2 * Self.standardMargin,
                    height: sheet.height - 2 * Self.standardMargin)
            })
    }

    /// The drawing scaled down (never up) onto one sheet of `paper`, centred.
    ///
    /// - Parameters:
    ///   - width: The drawing's width in points.
    ///   - height: The drawing's height in points.
    ///   - paper: The sheet.
    ///   - orientation: Which way the sheet is turned; `auto` takes the larger scale.
    public init(fitting width: Double, _ height: Double, paper: PaperSize, orientation: PaperOrientation) {
        func scale(_ sheet: (width: Double, height: Double)) -> Double {
            min(
                1, (sheet.width - 2 * Self.standardMargin) / max(width, 1),
                (sheet.height - 2 * Self.standardMargin) / max(height, 1))
        }
        let turned: Bool
        switch orientation {
        case .portrait: turned = false
        case .landscape: turned = true
        case .auto: turned = scale(Self.sheet(paper, turned: true)) > scale(Self.sheet(paper, turned: false))
        }
        let sheet = Self.sheet(paper, turned: turned)
        let factor = scale(sheet)
        // The window is the sheet's printable area in the drawing's points, the drawing in its middle.
        let windowWidth = (sheet.width - 2 * Self.standardMargin) / factor
        let windowHeight = (sheet.height - 2 * Self.standardMargin) / factor
        self.init(
            sheet: sheet, scale: factor, rows: 1, columns: 1,
            window: { _, _ in
                PersonBox(
                    x: (width - windowWidth) / 2, y: (height - windowHeight) / 2, width: windowWidth,
                    height: windowHeight)
            })
    }

    private init(
        sheet: (width: Double, height: Double), scale: Double, rows: Int, columns: Int,
        window: (Int, Int) -> PersonBox
    ) {
        sheetWidth = sheet.width
        sheetHeight = sheet.height
        margin = Self.standardMargin
        overlap = rows * columns > 1 ? Self.standardOverlap : 0
        self.scale = scale
        self.rows = rows
        self.columns = columns
        var tiles: [Tile] = []
        for row in 0..<rows {
            for column in 0..<columns {
                func number(_ row: Int, _ column: Int) -> Int? {
                    (0..<rows).contains(row) && (0..<columns).contains(column) ? row * columns + column + 1 : nil
                }
                tiles.append(
                    Tile(
                        number: row * columns + column + 1, row: row, column: column, window: window(row, column),
                        above: number(row - 1, column), below: number(row + 1, column),
                        left: number(row, column - 1), right: number(row, column + 1)))
            }
        }
        self.tiles = tiles
        gridNumbers = Array(1...tiles.count)
        step = (
            columns > 1 ? window(0, 1).x - window(0, 0).x : 1, rows > 1 ? window(1, 0).y - window(0, 0).y : 1
        )
    }

    /// The page a point of the drawing is printed on: of the sheets that show it, the one whose
    /// window starts nearest before it (so a box in an overlap is sent to one sheet, always the
    /// same); 0 for a point on a sheet left out as blank.
    public func pageNumber(at point: PagePoint) -> Int {
        guard gridNumbers.count > 1 else { return 1 }
        let (stepX, stepY) = step
        let column = columns > 1 ? min(columns - 1, max(0, Int((point.x / stepX).rounded(.down)))) : 0
        let row = rows > 1 ? min(rows - 1, max(0, Int((point.y / stepY).rounded(.down)))) : 0
        return gridNumbers[row * columns + column]
    }

    private static func sheet(_ paper: PaperSize, turned: Bool) -> (width: Double, height: Double) {
        let size = paper.portrait
        return turned ? (size.height, size.width) : size
    }

    /// The grid of sheets a drawing needs, and the distance between windows.
    private static func grid(
        _ width: Double, _ height: Double, sheet: (width: Double, height: Double)
    )
        -> (rows: Int, columns: Int, stepX: Double, stepY: Double)
    {
        let contentWidth = sheet.width - 2 * standardMargin
        let contentHeight = sheet.height - 2 * standardMargin
        let stepX = contentWidth - standardOverlap
        let stepY = contentHeight - standardOverlap
        let columns = width <= contentWidth ? 1 : Int(((width - standardOverlap) / stepX).rounded(.up))
        let rows = height <= contentHeight ? 1 : Int(((height - standardOverlap) / stepY).rounded(.up))
        return (max(1, rows), max(1, columns), stepX, stepY)
    }
}
