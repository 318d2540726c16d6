import FamilyTree

/// A plain-text table with aligned columns: the first columns (labels) left-aligned, the others
/// (figures) right-aligned.
enum TextTable {
    /// The table's lines; the first `labelColumns` columns are left-aligned. Cells come from
    /// files (case ids, engine names of a results file), so their control characters are
    /// escaped (``FamilyTree/messageEscaped(_:)``): no cell moves the cursor or breaks a row.
    static func render(header: [String], rows: [[String]], labelColumns: Int = 1) -> String {
        let all = ([header] + rows).map { $0.map(messageEscaped) }
        let header = all[0]
        let rows = Array(all.dropFirst())
        let widths = header.indices.map { column in
            all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: max(widths[column] - cell.count, 0))
                return column < labelColumns ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
    }
}
