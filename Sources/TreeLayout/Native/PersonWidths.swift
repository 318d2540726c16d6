import FamilyTree

/// Each person's box width as the native engine reads it: from a table, or — for
/// ``LayoutOptions/BoxWidths/uniform``, the common case — one number, so a million-person
/// layout does not fill and stream through an 8 MB table of equal widths.
struct PersonWidths {
    /// One width per person, or `nil` when every box is ``uniform`` wide.
    let table: UnsafeBufferPointer<Double>?
    /// The width of every box when there is no table.
    let uniform: Double

    /// The width of person `person`'s box.
    @inline(__always)
    subscript(person: Int32) -> Double {
        if let table { table[Int(person)] } else { uniform }
    }
}

extension LayoutOptions {
    /// Calls `body` with the box widths of `family`'s people; a table is made only when the
    /// widths differ (``BoxWidths/computed``) and lives for the call.
    func withPersonWidths<Result>(for family: Family, _ body: (PersonWidths) -> Result) -> Result {
        switch boxWidths {
        case .uniform:
            return body(PersonWidths(table: nil, uniform: geometry.boxWidth))
        case .table, .computed:
            return resolvedWidths(for: family).withUnsafeBufferPointer { table in
                body(PersonWidths(table: table, uniform: geometry.boxWidth))
            }
        }
    }
}

extension PersonWidths {
    /// Calls `body` with a view of a width table.
    static func with<Result>(_ table: [Double], _ body: (PersonWidths) -> Result) -> Result {
        table.withUnsafeBufferPointer { body(PersonWidths(table: $0, uniform: 0)) }
    }
}
