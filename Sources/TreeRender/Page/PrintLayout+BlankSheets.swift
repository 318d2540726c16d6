public import FamilyTree
public import TreeLayout

extension PrintLayout {
    /// The layout without the sheets that would print nothing: only the sheets whose window meets
    /// one of `inked` (the parts of the drawing that hold ink, ``RenderPage/inkedAreas(of:panels:)``)
    /// are kept, numbered again row by row; each names the kept sheets around it (a neighbour left
    /// out is named by none). Gramps' reports do the same unless asked for blank pages (`inc_blank`).
    ///
    /// - Complexity: O(`inked` + the sheets each of them meets).
    public func withoutBlankSheets(inked: [PersonBox]) -> PrintLayout {
        guard gridNumbers.count > 1, let first = tiles.first else { return self }
        let (width, height) = (first.window.width, first.window.height)
        var inkedCell = [Bool](repeating: false, count: rows * columns)
        for area in inked {
            // Columns whose window [c·step, c·step + width] meets [area.x, area.maxX], rows alike.
            let firstColumn = max(0, Int(((area.x - width) / step.x).rounded(.down)))
            let lastColumn = min(columns - 1, Int((area.maxX / step.x).rounded(.down)))
            let firstRow = max(0, Int(((area.y - height) / step.y).rounded(.down)))
            let lastRow = min(rows - 1, Int((area.maxY / step.y).rounded(.down)))
            guard firstColumn <= lastColumn, firstRow <= lastRow else { continue }
            for row in firstRow...lastRow {
                for column in firstColumn...lastColumn {
                    let window = tiles[gridNumbers[row * columns + column] - 1].window
                    if window.x <= area.maxX && area.x <= window.maxX && window.y <= area.maxY
                        && area.y <= window.maxY
                    {
                        inkedCell[row * columns + column] = true
                    }
                }
            }
        }
        guard inkedCell.contains(false), inkedCell.contains(true) else { return self }
        var kept = self
        var numbers = [Int](repeating: 0, count: rows * columns)
        var count = 0
        for cell in inkedCell.indices where inkedCell[cell] {
            count += 1
            numbers[cell] = count
        }
        func number(_ row: Int, _ column: Int) -> Int? {
            guard (0..<rows).contains(row), (0..<columns).contains(column) else { return nil }
            let number = numbers[row * columns + column]
            return number > 0 ? number : nil
        }
        kept.tiles = tiles.filter { inkedCell[$0.row * columns + $0.column] }.map { tile in
            var tile = tile
            tile.number = numbers[tile.row * columns + tile.column]
            tile.above = number(tile.row - 1, tile.column)
            tile.below = number(tile.row + 1, tile.column)
            tile.left = number(tile.row, tile.column - 1)
            tile.right = number(tile.row, tile.column + 1)
            return tile
        }
        kept.gridNumbers = numbers
        return kept
    }
}

extension RenderPage {
    /// The parts of the page that hold ink, for ``PrintLayout/withoutBlankSheets(inked:)``: the
    /// heading, each panel's caption, every box, and for every unit with children the rectangle
    /// around its boxes and its children's, which holds its connectors (a sheet that a connector
    /// may cross is never left out).
    ///
    /// - Complexity: O(people × panels).
    public func inkedAreas(of chart: FamilyChart, panels: [RenderPanel]) -> [PersonBox] {
        var areas = [PersonBox(x: 0, y: 0, width: width, height: top)]
        for (index, panel) in panels.enumerated() {
            let offset = panelOffsets[index]
            let boxes = panel.layout.boxes
            let bounds = panel.layout.bounds
            areas.append(PersonBox(x: offset.x, y: top, width: bounds.maxX, height: max(0, offset.y - top)))
            func moved(_ box: PersonBox) -> PersonBox {
                PersonBox(x: box.x + offset.x, y: box.y + offset.y, width: box.width, height: box.height)
            }
            areas += boxes.map(moved)
            for section in chart.sections {
                let family = section.family
                for unit in family.units where unit.hasChildren {
                    var area = boxes[section.chartPerson(Int(unit.blood))]
                    func include(_ person: Int32) {
                        let box = boxes[section.chartPerson(Int(person))]
                        let (minX, minY) = (min(area.x, box.x), min(area.y, box.y))
                        area = PersonBox(
                            x: minX, y: minY, width: max(area.maxX, box.maxX) - minX,
                            height: max(area.maxY, box.maxY) - minY)
                    }
                    if unit.isCouple { include(unit.spouse) }
                    for child in unit.children { include(family.units[child].blood) }
                    areas.append(moved(area))
                }
            }
        }
        return areas
    }
}
