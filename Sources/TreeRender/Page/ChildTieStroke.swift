public import FamilyTree

/// How a picture draws the line from parents to a child who is theirs by a tie other than birth
/// (adopted, foster, step): a colour and a dash of its own in every format, so that no such line
/// reads as parentage by birth or as the grey dashed reference to a further union.
public struct ChildTieStroke: Hashable, Sendable {
    /// The line's colour, `#rrggbb`.
    public let color: String
    /// The SVG `stroke-dasharray`.
    public let dashArray: String
    /// The Graphviz edge `style` closest to ``dashArray`` (`dotted`, `dashed`, `bold`).
    public let dotStyle: String
    /// The legend entry that explains the line.
    public let legendEntry: LegendEntry

    /// The stroke for `tie`; `nil` for a child by birth, whose line is a plain parent's line.
    public static func forTie(_ tie: ChildRelation) -> ChildTieStroke? {
        switch tie {
        case .birth: nil
        case .adopted: ChildTieStroke(color: "#1f5fa8", dashArray: "2 3", dotStyle: "dotted", legendEntry: .adoptedLine)
        case .foster:
            ChildTieStroke(color: "#2e7d32", dashArray: "8 3 2 3", dotStyle: "dashed", legendEntry: .fosterLine)
        case .step: ChildTieStroke(color: "#9a5b00", dashArray: "10 3", dotStyle: "bold", legendEntry: .stepLine)
        case .other:
            ChildTieStroke(color: "#6a3d9a", dashArray: "2 2 6 2", dotStyle: "dotted", legendEntry: .otherTieLine)
        }
    }

    /// The stroke whose legend entry is `entry`; `nil` for an entry that is no tie's.
    public static func forLegendEntry(_ entry: LegendEntry) -> ChildTieStroke? {
        ChildRelation.allCases.lazy.compactMap(forTie).first { $0.legendEntry == entry }
    }
}
