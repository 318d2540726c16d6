import Foundation

/// `nodesep` and `ranksep` as the `family` plugin lays a graph out with them: whole points, as
/// Graphviz stores them (its `POINTS()`), with dot's defaults (0.25 and 0.5 inches) and minimum
/// (0.02 inches), and at most ``FamilyGraphError/largestSeparationInches``.
///
/// The plugin, `treebench run --family FILE.gv` and `treebench check FILE.gv DRAWING.json` read
/// them here, so all three use the same geometry.
package struct FamilyGraphSeparations: Equatable, Sendable {
    /// The gap between neighbours, in points.
    package var nodesep: Double
    /// The gap between a row and the next rank, in points.
    package var ranksep: Double

    /// The separations `graph` asks for: its `nodesep` and `ranksep` attributes, their leading
    /// number read as Graphviz reads it (C's `strtod`: `ranksep="0.5 equally"` is 0.5), dot's
    /// default for a value that is missing, not a number or not finite.
    ///
    /// - Complexity: O(1) beyond the two attributes' lengths.
    package init(_ graph: DOTGraph) {
        nodesep = Self.points(graph.attributes["nodesep"], default: 0.25)
        ranksep = Self.points(graph.attributes["ranksep"], default: 0.5)
    }

    /// Separations given in points.
    package init(nodesep: Double, ranksep: Double) {
        self.nodesep = nodesep
        self.ranksep = ranksep
    }

    /// One separation in whole points (halves rounded up, as Graphviz's `POINTS()`).
    static func points(_ text: String?, default fallback: Double) -> Double {
        var inches = text.flatMap(leadingNumber) ?? fallback
        if !inches.isFinite { inches = fallback }
        inches = min(max(inches, 0.02), FamilyGraphError.largestSeparationInches)
        return Double(Int(inches * 72 + 0.5))
    }

    /// The number `text` starts with, read as C's `strtod` reads it (Graphviz reads numbers so),
    /// or nil when it starts with none.
    static func leadingNumber(_ text: String) -> Double? {
        var end: UnsafeMutablePointer<CChar>?
        return text.withCString { start in
            let parsed = strtod(start, &end)
            return end == UnsafeMutablePointer(mutating: start) ? nil : parsed
        }
    }
}
